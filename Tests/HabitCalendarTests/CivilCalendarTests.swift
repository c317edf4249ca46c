import Foundation
import HabitTestSupport
import Testing

@testable import HabitCalendar

@Suite struct CivilCalendarTests {
  static let workedTableZones = [
    "UTC", "Asia/Shanghai", "America/New_York", "Europe/London", "Asia/Kathmandu",
    "Pacific/Chatham", "Australia/Lord_Howe", "America/Santiago", "Pacific/Kiritimati",
    "Pacific/Pago_Pago", "America/St_Johns",
  ]

  /// The worked table of HabitCalendar.docc/LogicalDays.md for the default window, in many
  /// zones.
  @Test(arguments: workedTableZones)
  func workedTable(zoneIdentifier: String) throws {
    let timeZone = try zone(zoneIdentifier)
    let calendar = CivilCalendar(timeZone: timeZone)
    let rollover = NightWindow.standard.rollover
    let rows = [
      // local time, logical day
      ("2026-10-01 20:29", "2026-10-01"),
      ("2026-10-01 20:30", "2026-10-01"),
      ("2026-10-02 00:30", "2026-10-01"),
      ("2026-10-02 03:59", "2026-10-01"),
      ("2026-10-02 04:00", "2026-10-02"),
      ("2026-10-02 12:00", "2026-10-02"),
    ]
    for (wall, expected) in rows {
      let instant = try foundationMoment(wall, in: timeZone)
      #expect(
        calendar.logicalDay(of: instant, rollover: rollover) == (try day(expected)),
        "\(zoneIdentifier) \(wall)")
    }
    let bounds = calendar.bounds(of: try day("2026-10-01"), window: .standard)
    #expect(bounds.start == (try foundationMoment("2026-10-01 20:30", in: timeZone)))
    #expect(bounds.end == (try foundationMoment("2026-10-02 04:00", in: timeZone)))
  }

  @Test(arguments: [
    // zone, date, wall time, the moment (checked against Python's zoneinfo)
    ("America/New_York", "2026-03-08", "01:59", "2026-03-08T06:59:00Z"),
    ("America/New_York", "2026-03-08", "02:30", "2026-03-08T07:30:00Z"),  // gap: 03:30 EDT
    ("America/New_York", "2026-03-08", "03:00", "2026-03-08T07:00:00Z"),
    ("America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00Z"),  // twice: first (EDT)
    ("America/New_York", "2026-11-01", "02:00", "2026-11-01T07:00:00Z"),
    ("Australia/Lord_Howe", "2026-10-04", "02:15", "2026-10-03T15:45:00Z"),  // 30-min gap
    ("Australia/Lord_Howe", "2026-04-05", "01:45", "2026-04-04T14:45:00Z"),  // 30-min repeat
    ("America/Santiago", "2026-09-06", "00:00", "2026-09-06T04:00:00Z"),  // gap at midnight
    ("America/Santiago", "2026-04-05", "00:00", "2026-04-05T04:00:00Z"),  // after 23:xx twice
    ("America/Santiago", "2026-04-04", "23:30", "2026-04-05T02:30:00Z"),
    ("America/Havana", "2026-03-08", "00:30", "2026-03-08T05:30:00Z"),
    ("America/Havana", "2026-11-01", "00:30", "2026-11-01T04:30:00Z"),
    ("Africa/Cairo", "2026-04-24", "00:30", "2026-04-23T22:30:00Z"),
    ("Africa/Cairo", "2026-10-29", "23:30", "2026-10-29T20:30:00Z"),
    ("Pacific/Apia", "2011-12-30", "12:00", "2011-12-30T22:00:00Z"),  // the skipped day
    ("Asia/Kathmandu", "2026-10-01", "20:30", "2026-10-01T14:45:00Z"),
    ("Pacific/Chatham", "2026-10-01", "20:30", "2026-10-01T06:45:00Z"),
  ])
  func wallTimeToMoment(zoneIdentifier: String, date: String, wall: String, expected: String)
    throws
  {
    let calendar = CivilCalendar(timeZone: try zone(zoneIdentifier))
    let wallTime = try #require(WallTime(wall))
    #expect(calendar.moment(of: wallTime, on: try day(date)) == (try moment(expected)))
    // The same answer without the precomputed table (a far-off year range).
    let uncovered = CivilCalendar(timeZone: try zone(zoneIdentifier), coveringYears: 1950...1951)
    #expect(uncovered.moment(of: wallTime, on: try day(date)) == (try moment(expected)))
  }

  @Test(arguments: [
    // zone, moment, rollover, logical day
    ("America/Santiago", "2026-04-05T02:59:59Z", "00:00", "2026-04-04"),
    ("America/Santiago", "2026-04-05T03:30:00Z", "00:00", "2026-04-04"),  // 23:30 again
    ("America/Santiago", "2026-04-05T04:00:00Z", "00:00", "2026-04-05"),
    ("America/Havana", "2026-11-01T04:30:00Z", "00:00", "2026-11-01"),  // 00:30 first pass
    ("America/Havana", "2026-11-01T05:30:00Z", "00:00", "2026-11-01"),  // 00:30 again: no step back
    ("America/Santiago", "2026-09-06T03:59:59Z", "00:00", "2026-09-05"),
    ("America/Santiago", "2026-09-06T04:00:00Z", "00:00", "2026-09-06"),
    ("Pacific/Apia", "2011-12-30T09:59:59Z", "00:00", "2011-12-29"),
    ("Pacific/Apia", "2011-12-30T10:00:00Z", "00:00", "2011-12-31"),
    ("Pacific/Apia", "2011-12-30T13:59:59Z", "04:00", "2011-12-29"),
    ("Pacific/Apia", "2011-12-30T14:00:00Z", "04:00", "2011-12-31"),
    ("America/New_York", "2026-11-01T06:15:00Z", "01:30", "2026-11-01"),  // 01:15 EST, 2nd pass
    ("America/New_York", "2026-11-01T05:29:00Z", "01:30", "2026-10-31"),
    ("America/New_York", "2026-03-08T07:10:00Z", "02:30", "2026-03-07"),  // 03:10 EDT
    ("America/New_York", "2026-03-08T07:30:00Z", "02:30", "2026-03-08"),
    ("Australia/Lord_Howe", "2026-10-03T15:44:00Z", "02:15", "2026-10-03"),
    ("Australia/Lord_Howe", "2026-10-03T15:45:00Z", "02:15", "2026-10-04"),
  ])
  func logicalDayAtOffsetChanges(
    zoneIdentifier: String, instant: String, rollover: String, expected: String
  ) throws {
    let calendar = CivilCalendar(timeZone: try zone(zoneIdentifier))
    let rule = DayRollover(at: try #require(WallTime(rollover)))
    #expect(calendar.logicalDay(of: try moment(instant), rollover: rule) == (try day(expected)))
    #expect(calendar.logicalDays(of: [try moment(instant)], rollover: rule) == [try day(expected)])
  }

  @Test func apiaSkippedDay() throws {
    let calendar = CivilCalendar(timeZone: try zone("Pacific/Apia"))
    #expect(!calendar.contains(try day("2011-12-30")))
    #expect(calendar.contains(try day("2011-12-29")))
    #expect(calendar.contains(try day("2011-12-31")))
    let skipped = calendar.bounds(of: try day("2011-12-30"), window: .standard)
    #expect(skipped.start == skipped.end)
    let before = calendar.bounds(of: try day("2011-12-29"), window: .standard)
    #expect(before.start == (try moment("2011-12-29T20:30:00-10:00")))
    #expect(before.end == (try moment("2011-12-31T04:00:00+14:00")))
  }

  @Test(arguments: [
    // zone, night, window hours in elapsed time
    ("America/New_York", "2026-03-07", 6.5), ("America/New_York", "2026-10-31", 8.5),
    ("Australia/Lord_Howe", "2026-10-03", 7.0), ("Australia/Lord_Howe", "2026-04-04", 8.0),
    ("America/Santiago", "2026-09-05", 6.5), ("America/Santiago", "2026-04-04", 8.5),
    ("Asia/Shanghai", "2026-10-01", 7.5),
  ])
  func dstNightsAreShorterOrLonger(zoneIdentifier: String, night: String, hours: Double) throws {
    let calendar = CivilCalendar(timeZone: try zone(zoneIdentifier))
    let bounds = calendar.bounds(of: try day(night), window: .standard)
    #expect(bounds.end.timeIntervalSince(bounds.start) == hours * 3600)
  }

  @Test(arguments: [
    // zone, moment, ISO text in the zone
    ("Asia/Shanghai", "2026-10-01T12:42:00Z", "2026-10-01T20:42:00+08:00"),
    ("America/New_York", "2026-11-01T05:30:00Z", "2026-11-01T01:30:00-04:00"),
    ("America/New_York", "2026-11-01T06:30:00Z", "2026-11-01T01:30:00-05:00"),
    ("Asia/Kathmandu", "2026-10-01T14:45:00Z", "2026-10-01T20:30:00+05:45"),
    ("UTC", "1969-12-31T23:59:59Z", "1969-12-31T23:59:59Z"),
  ])
  func formatsISO8601InZone(zoneIdentifier: String, instant: String, expected: String) throws {
    let calendar = CivilCalendar(timeZone: try zone(zoneIdentifier))
    #expect(calendar.iso8601(try moment(instant)) == expected)
    #expect(ISO8601Moment.parse(expected) == (try moment(instant)))
  }

  @Test func extremeMomentsDoNotTrap() throws {
    let calendar = CivilCalendar(timeZone: try zone("America/New_York"))
    for seconds in [Double.infinity, -Double.infinity, .nan, 1e300, -1e300, 1e12] {
      let instant = Date(timeIntervalSince1970: seconds)
      _ = calendar.logicalDay(of: instant, rollover: .midnight)
      _ = calendar.iso8601(instant)
    }
    let far = calendar.logicalDays(
      of: [Date(timeIntervalSince1970: -1e12), Date(timeIntervalSince1970: 1e12)])
    #expect(far[0] < far[1])
  }
}

@Suite struct SkippedDatesTests {
  /// Every date a zone skipped in 1850-2100, found with Python's zoneinfo
  /// (an offset jump of 23 hours or more): none since 2011-12-30.
  static let skipped: [String: String] = [
    "Kwajalein": "1993-08-21", "Pacific/Kwajalein": "1993-08-21",
    "Pacific/Enderbury": "1994-12-31", "Pacific/Kanton": "1994-12-31",
    "Pacific/Kiritimati": "1994-12-31", "Pacific/Apia": "2011-12-30",
    "Pacific/Fakaofo": "2011-12-30",
  ]

  /// In every zone Foundation knows, the calendar finds exactly those dates
  /// within its default years, 1990-2060.
  @Test func everyZoneSkipsOnlyTheKnownDates() throws {
    var failures: [String] = []
    let beforeAll = try day("1989-12-31")
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      let calendar = CivilCalendar(timeZone: try zone(identifier))
      guard let expected = Self.skipped[identifier] else {
        if calendar.skippedDateCount(after: beforeAll) != 0 { failures.append(identifier) }
        continue
      }
      let date = try day(expected)
      if calendar.skippedDateCount(after: beforeAll) != 1
        || calendar.skippedDateCount(after: date.previous) != 1
        || calendar.skippedDateCount(after: date) != 0 || calendar.contains(date)
        || !calendar.contains(date.previous) || !calendar.contains(date.next)
      {
        failures.append("\(identifier) \(expected)")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
