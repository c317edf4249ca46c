import Foundation
import HabitCalendar
import HabitTestSupport
import Testing

@testable import HabitStreaks

/// A run of days ending today, one character per day, and the summary.
///
/// `D` done, `R` rest day, `B` rest day with a check-in, `.` nothing.
struct StreakPattern: Sendable, CustomTestStringConvertible {
  let days: String
  let current: Int
  let longest: Int
  let atRisk: Bool

  var testDescription: String { "\"\(days)\"" }
}

@Suite struct StreakTests {
  static let utc = CivilCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt)

  static let patterns: [StreakPattern] = [
    .init(days: "DDD", current: 3, longest: 3, atRisk: false),
    .init(days: "DD.", current: 2, longest: 2, atRisk: true),  // tonight still open
    .init(days: "DD..", current: 0, longest: 2, atRisk: false),  // missed yesterday
    .init(days: "D.D", current: 1, longest: 1, atRisk: false),
    .init(days: "DDD.DD", current: 2, longest: 3, atRisk: false),
    .init(days: "DDDD.D.", current: 1, longest: 4, atRisk: true),
    .init(days: "RDD", current: 2, longest: 2, atRisk: false),  // rest at the start
    .init(days: "DRD", current: 2, longest: 2, atRisk: false),  // rest in the middle
    .init(days: "DRRD", current: 2, longest: 2, atRisk: false),
    .init(days: "DDR.", current: 2, longest: 2, atRisk: true),  // rest yesterday
    .init(days: "DDR", current: 2, longest: 2, atRisk: false),  // rest today
    .init(days: "DBD", current: 3, longest: 3, atRisk: false),  // a check-in on a rest day counts
    .init(days: "R", current: 0, longest: 0, atRisk: false),
    .init(days: "RR.", current: 0, longest: 0, atRisk: false),
    .init(days: "D.RD", current: 1, longest: 1, atRisk: false),
    .init(days: ".", current: 0, longest: 0, atRisk: false),
  ]

  @Test(arguments: patterns)
  func pattern(_ pattern: StreakPattern) throws {
    let today = try day("2026-10-10")
    var checkIns: [CheckIn] = []
    var rest: [CivilDate] = []
    for (index, mark) in pattern.days.reversed().enumerated() {
      let date = today.adding(days: -index)
      if mark == "D" || mark == "B" { checkIns.append(CheckIn(day: date)) }
      if mark == "R" || mark == "B" { rest.append(date) }
    }
    let summary = StreakSummary(
      checkIns: checkIns.shuffled(), restDays: rest, today: today, calendar: Self.utc)
    #expect(summary.current == pattern.current)
    #expect(summary.longest == pattern.longest)
    #expect(summary.atRisk == pattern.atRisk)
    #expect(summary.todayDone == ("DB".contains(pattern.days.last ?? ".")))
    #expect(summary.todayIsRest == ("RB".contains(pattern.days.last ?? ".")))
    #expect(summary.lastCompleted == checkIns.map(\.day).max())
  }

  @Test func duplicatesCountOnce() throws {
    let today = try day("2026-10-10")
    let checkIns = (0..<3).flatMap { offset in
      Array(repeating: CheckIn(day: today.adding(days: -offset)), count: 5)
    }
    let summary = StreakSummary(checkIns: checkIns, today: today, calendar: Self.utc)
    #expect((summary.current, summary.longest) == (3, 3))
  }

  @Test func fourHundredNightsInARow() throws {
    let today = try day("2026-10-10")
    let checkIns = (0..<400).map { CheckIn(day: today.adding(days: -$0)) }
    let summary = StreakSummary(checkIns: checkIns.reversed(), today: today, calendar: Self.utc)
    #expect((summary.current, summary.longest, summary.todayDone) == (400, 400, true))
  }

  @Test func futureRecordsDoNotInflate() throws {
    let today = try day("2026-10-10")
    let checkIns = [
      CheckIn(day: today.previous), CheckIn(day: today.next), CheckIn(day: today.adding(days: 2)),
      CheckIn(day: CivilDate(daysSinceEpoch: Int.max / 2)),
    ]
    let summary = StreakSummary(checkIns: checkIns, today: today, calendar: Self.utc)
    #expect((summary.current, summary.longest, summary.futureRecords) == (1, 1, 3))
    #expect(summary.lastCompleted == today.previous)
    #expect(summary.atRisk)
  }

  @Test func ancientRecordsAreHandledQuickly() throws {
    let today = try day("2026-10-10")
    let checkIns = [
      CheckIn(day: CivilDate(daysSinceEpoch: -3_000_000)), CheckIn(day: today),
      CheckIn(day: CivilDate(daysSinceEpoch: Int.min / 2)),
    ]
    let summary = StreakSummary(checkIns: checkIns, today: today, calendar: Self.utc)
    #expect((summary.current, summary.longest) == (1, 1))
  }

  /// A check-in at 23:30 local every night, days from the 04:00 rule.
  @Test(arguments: [
    // zone, first night, last night (both DST changes of 2026 inside)
    ("America/New_York", "2026-03-01", "2026-03-15"),
    ("America/New_York", "2026-10-25", "2026-11-08"),
    ("America/Santiago", "2026-04-01", "2026-04-10"),
    ("America/Santiago", "2026-09-01", "2026-09-10"),
    ("Australia/Lord_Howe", "2026-09-28", "2026-10-08"),
  ])
  func consecutiveNightsAcrossDST(zoneIdentifier: String, first: String, last: String) throws {
    let timeZone = try zone(zoneIdentifier)
    let calendar = CivilCalendar(timeZone: timeZone)
    let rollover = NightWindow.standard.rollover
    let firstNight = try day(first)
    let count = CivilDate.days(from: firstNight, to: try day(last)) + 1
    var checkIns: [CheckIn] = []
    for offset in 0..<count {
      let components = firstNight.adding(days: offset).components
      let (year, month, dayOfMonth) = (components.year, components.month, components.day)
      let wall = "\(year)-\(month)-\(dayOfMonth) 23:30"
      let instant = try foundationMoment(wall, in: timeZone)
      checkIns.append(CheckIn(at: instant, calendar: calendar, rollover: rollover))
      // A second check-in at 01:30 after midnight: the same night.
      let late = instant.addingTimeInterval(2 * 3600)
      checkIns.append(CheckIn(at: late, calendar: calendar, rollover: rollover))
    }
    let lastNight = try day(last)
    let summary = StreakSummary(checkIns: checkIns, today: lastNight, calendar: calendar)
    #expect((summary.current, summary.longest, summary.todayDone) == (count, count, true))
    #expect(Set(checkIns.map(\.day)).count == count)
  }

  @Test func checkInsInTheRepeatedHourBelongToOneNight() throws {
    let calendar = CivilCalendar(timeZone: try zone("America/New_York"))
    let rollover = NightWindow.standard.rollover
    let first = CheckIn(
      at: try moment("2026-11-01T01:30:00-04:00"), calendar: calendar, rollover: rollover)
    let second = CheckIn(
      at: try moment("2026-11-01T01:30:00-05:00"), calendar: calendar, rollover: rollover)
    #expect(first.day == (try day("2026-10-31")))
    #expect(second.day == first.day)
    let summary = StreakSummary(checkIns: [first, second], today: first.day, calendar: calendar)
    #expect((summary.current, summary.todayDone) == (1, true))
  }

  @Test func apiaSkippedDayNeitherBreaksNorExtends() throws {
    let calendar = CivilCalendar(timeZone: try zone("Pacific/Apia"))
    let days = try ["2011-12-27", "2011-12-28", "2011-12-29", "2011-12-31"].map(day)
    let summary = StreakSummary(
      checkIns: days.map { CheckIn(day: $0) }, today: try day("2011-12-31"), calendar: calendar)
    #expect((summary.current, summary.longest) == (4, 4))
    // Open on 12-31: the streak is alive from 12-29 across the skipped day.
    let open = StreakSummary(
      checkIns: days.dropLast().map { CheckIn(day: $0) }, today: try day("2011-12-31"),
      calendar: calendar)
    #expect((open.current, open.atRisk) == (3, true))
    // The same dates in a zone that had 2011-12-30: the gap breaks it.
    let elsewhere = StreakSummary(
      checkIns: days.map { CheckIn(day: $0) }, today: try day("2011-12-31"), calendar: Self.utc)
    #expect((elsewhere.current, elsewhere.longest) == (1, 3))
  }

  @Test func staleNightAction() throws {
    let calendar = CivilCalendar(timeZone: try zone("Asia/Shanghai"))
    let rollover = NightWindow.standard.rollover
    let night = try day("2026-10-01")
    let onTime = CheckIn.forNight(
      night, at: try moment("2026-10-02T03:59:00+08:00"), calendar: calendar, rollover: rollover)
    #expect(onTime == .recorded(CheckIn(day: night, at: try moment("2026-10-02T03:59:00+08:00"))))
    let late = CheckIn.forNight(
      night, at: try moment("2026-10-02T04:00:00+08:00"), calendar: calendar, rollover: rollover)
    #expect(late == .stale(night: night, today: try day("2026-10-02")))
    let early = CheckIn.forNight(
      night.next, at: try moment("2026-10-01T21:00:00+08:00"), calendar: calendar,
      rollover: rollover)
    #expect(early == .stale(night: night.next, today: night))
  }

  @Test func decodesVersion1Records() throws {
    let url = Fixtures.url("records/checkins-v1.json")
    let checkIns = try JSONDecoder().decode([CheckIn].self, from: Data(contentsOf: url))
    #expect(
      checkIns.map(\.day.description) == ["2026-09-29", "2026-09-30", "2026-10-01", "2026-10-01"])
    #expect(checkIns[0].at == nil)
    #expect(checkIns[2].at == (try moment("2026-10-02T00:30:00+08:00")))
    let summary = StreakSummary(
      checkIns: checkIns, today: try day("2026-10-01"), calendar: Self.utc)
    #expect((summary.current, summary.longest) == (3, 3))
  }

  @Test func checkInRoundTripsThroughJSON() throws {
    let checkIn = CheckIn(day: try day("2026-10-01"), at: try moment("2026-10-02T00:30:00+08:00"))
    let json = try JSONEncoder().encode(checkIn)
    #expect(String(decoding: json, as: UTF8.self).contains("\"at\":\"2026-10-01T16:30:00Z\""))
    #expect(try JSONDecoder().decode(CheckIn.self, from: json) == checkIn)
  }

  @Test func summaryJSONHasEveryField() throws {
    let summary = StreakSummary(checkIns: [], today: try day("2026-10-01"), calendar: Self.utc)
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(summary))
    let keys = Set((object as? [String: Any])?.keys.map { $0 } ?? [])
    #expect(
      keys == [
        "today", "current", "longest", "longestEver", "todayDone", "lastCompleted", "atRisk",
        "todayIsRest",
        "futureRecords", "completedDays", "brokenOn", "breakReason", "freezesLeft", "strength",
      ])
    #expect(
      try JSONDecoder().decode(StreakSummary.self, from: JSONEncoder().encode(summary)) == summary)
  }
}
