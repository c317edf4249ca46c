import Foundation
import HabitCalendar
import HabitReminders
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitMoments

/// The next moments: named DST and skipped-date nights, and a sweep over
/// every zone the system knows.
@Suite struct NextMomentsTests {
  static func starts(_ moments: [Moment]) -> [String] {
    moments.filter { $0.kind == .dayStarts }.map { "\($0.day) \($0.at)" }
  }

  // Hand-worked: the rollover wall time on each date, a gap moving it
  // forward, a repeated hour taking the first, a skipped date having none.
  @Test(arguments: [
    // zone, now, rollover, hours, the day starts
    (
      "Pacific/Apia", "2011-12-29T10:00:00-10:00", "00:00", 48,
      ["2011-12-31 2011-12-31T00:00:00+14:00", "2012-01-01 2012-01-01T00:00:00+14:00"]
    ),
    (
      "Pacific/Apia", "2011-12-29T10:00:00-10:00", "04:00", 72,
      [
        "2011-12-31 2011-12-31T04:00:00+14:00", "2012-01-01 2012-01-01T04:00:00+14:00",
        "2012-01-02 2012-01-02T04:00:00+14:00",
      ]
    ),
    (
      "America/New_York", "2026-03-07T12:00:00-05:00", "02:30", 48,
      ["2026-03-08 2026-03-08T03:30:00-04:00", "2026-03-09 2026-03-09T02:30:00-04:00"]
    ),
    (
      "America/New_York", "2026-10-31T12:00:00-04:00", "01:30", 48,
      ["2026-11-01 2026-11-01T01:30:00-04:00", "2026-11-02 2026-11-02T01:30:00-05:00"]
    ),
    (
      "Europe/London", "2026-03-28T12:00:00Z", "01:30", 48,
      ["2026-03-29 2026-03-29T02:30:00+01:00", "2026-03-30 2026-03-30T01:30:00+01:00"]
    ),
    (
      "Europe/London", "2026-10-24T12:00:00+01:00", "01:30", 48,
      ["2026-10-25 2026-10-25T01:30:00+01:00", "2026-10-26 2026-10-26T01:30:00Z"]
    ),
  ])
  func namedNights(zoneName: String, now: String, rollover: String, hours: Int, expected: [String])
    throws
  {
    let calendar = CivilCalendar(timeZone: try zone(zoneName))
    var sources = NextMoments.Sources()
    sources.rollover = DayRollover(at: try #require(WallTime(rollover)))
    let moments = NextMoments.moments(
      after: try moment(now), hours: hours, calendar: calendar, sources: sources)
    #expect(Self.starts(moments) == expected, "\(zoneName) \(now)")
  }

  @Test func theWholeShapeOnANight() throws {
    let calendar = CivilCalendar(timeZone: try zone("Asia/Shanghai"))
    var sources = NextMoments.Sources()
    sources.window = try NightWindow(parsing: "21:30-04:00")
    sources.rollover = DayRollover(at: try #require(WallTime("04:00")))
    sources.graceMinutes = 30
    sources.freezes = true
    var rule = try RecurringReminder(
      id: "run", title: "Run", time: try #require(WallTime("20:00")), recurrence: .daily)
    rule.doneCovers = .day
    sources.rules = [rule]
    sources.completions = ReminderCompletions(
      [.init(reminder: "run", day: try day("2026-11-30"))], rollover: sources.rollover)
    let moments = NextMoments.moments(
      after: try moment("2026-11-30T12:00:00+08:00"), hours: 24, calendar: calendar,
      sources: sources)
    let rows = moments.map { "\($0.at) \($0.kind.rawValue) \($0.day) \($0.id ?? "-")" }
    #expect(
      rows == [
        "2026-11-30T21:30:00+08:00 windowOpens 2026-11-30 -",
        "2026-12-01T00:00:00+08:00 quoteChanges 2026-12-01 -",
        "2026-12-01T04:00:00+08:00 dayStarts 2026-12-01 -",
        "2026-12-01T04:00:00+08:00 windowCloses 2026-11-30 -",
        "2026-12-01T04:00:00+08:00 monthStarts 2026-12-01 -",
        "2026-12-01T04:00:00+08:00 freezeReplenished 2026-12-01 -",
        "2026-12-01T04:30:00+08:00 graceEnds 2026-12-01 -",
      ])
    let json = try String(
      decoding: JSONEncoder().encode(moments[0]), as: UTF8.self)
    #expect(json.contains(#""id":null"#))
  }

  /// Every zone the system knows, across 2000-2035.
  ///
  /// Day starts against the
  /// calendar core (one per date that happened, none for a skipped one),
  /// and reminder moments against the rules' occurrences (what `gen
  /// remind` lists). Samples 3 horizons of 31 days per zone; with
  /// HABITRULES_FULL_SWEEP set, one horizon per month of 2000-2035.
  @Test func sweepEveryZone() throws {
    let full = ProcessInfo.processInfo.environment["HABITRULES_FULL_SWEEP"] != nil
    var rules: [RecurringReminder] = []
    for (id, recurrence, time) in [
      ("a", RecurringReminder.Recurrence.daily, "02:30"),
      ("b", .weekly(weekdays: [1, 4]), "00:00"),
      ("c", .monthly(day: 31), "23:30"),
    ] {
      rules.append(
        try RecurringReminder(
          id: id, title: id, time: try #require(WallTime(time)), recurrence: recurrence))
    }
    let rollover = DayRollover(at: try #require(WallTime("02:30")))
    var failures: [String] = []
    var (zones, horizons, starts) = (0, 0, 0)
    var generator = SplitMix64(state: 2026)
    for name in TimeZone.knownTimeZoneIdentifiers {
      guard let timeZone = TimeZone(identifier: name) else { continue }
      zones += 1
      let calendar = CivilCalendar(timeZone: timeZone, coveringYears: 2000...2035)
      var sources = NextMoments.Sources()
      sources.rollover = rollover
      sources.quotes = false
      sources.rules = rules
      let monthCount = 36 * 12
      let months =
        full
        ? Array(0..<monthCount) : (0..<3).map { _ in Int(generator.next() % UInt64(monthCount)) }
      for month in months {
        let first = try #require(CivilDate(year: 2000 + month / 12, month: month % 12 + 1, day: 1))
        let now = calendar.moment(of: .midnight, on: first).addingTimeInterval(
          Double(generator.next() % 86_400))
        let end = now.addingTimeInterval(31 * 86_400)
        let moments = NextMoments.moments(
          after: now, hours: NextMoments.maximumHours, calendar: calendar, sources: sources)
        horizons += 1
        starts += try Self.checkStarts(
          moments, now: now, end: end, calendar: calendar, rollover: rollover, zone: name,
          into: &failures)
        for rule in rules {
          let expected = rule.occurrences(after: now, count: 64, calendar: calendar).filter {
            $0 <= end
          }
          let got = moments.filter { $0.id?.hasPrefix("custom.\(rule.id).") == true }.map(\.at.date)
          if got != expected {
            failures.append("\(name) \(now) rule \(rule.id): \(got) vs \(expected)")
          }
        }
        if failures.count > 20 { break }
      }
    }
    #expect(zones > 300 && horizons >= 3 * zones && starts > 25 * horizons)
    #expect(failures.isEmpty, "\(failures.prefix(10))")
    print("sweep: \(zones) zones, \(horizons) horizons of 31 days, \(starts) day starts")
  }

  /// Day starts against the calendar core: the logical day at each start
  /// is its day and the moment before it the day before, one start per
  /// date that happened, every date of the horizon covered.
  static func checkStarts(
    _ moments: [Moment], now: Date, end: Date, calendar: CivilCalendar, rollover: DayRollover,
    zone: String, into failures: inout [String]
  ) throws -> Int {
    let starts = moments.filter { $0.kind == .dayStarts }
    var expectedDay = calendar.logicalDay(of: now, rollover: rollover).next
    for start in starts {
      while !calendar.contains(expectedDay) { expectedDay = expectedDay.next }
      let at = start.at.date
      if start.day != expectedDay {
        failures.append("\(zone) \(now): start of \(start.day), expected \(expectedDay)")
      }
      if calendar.logicalDay(of: at, rollover: rollover) != start.day
        || calendar.logicalDay(of: at.addingTimeInterval(-1), rollover: rollover) >= start.day
      {
        failures.append("\(zone): \(start.at) does not start \(start.day)")
      }
      expectedDay = expectedDay.next
    }
    // The horizon's last logical day is the last one started.
    let lastDay = calendar.logicalDay(of: end, rollover: rollover)
    if let last = starts.last, last.day != lastDay {
      failures.append("\(zone) \(now): last start \(last.day), logical day at the end \(lastDay)")
    }
    return starts.count
  }
}
