import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitStreaks

/// One day-by-day case of HabitRules.docc/Streaks.md: the days from `start`, one
/// character each, the last being today (`x` done, `r` rest day, `.`
/// nothing), and the ledger and summary expected.
struct LedgerCase: Sendable, CustomTestStringConvertible {
  let name: String
  let start: String
  let days: String
  let freezes: (Int, Int)?
  /// `x` done, `r` rest, `f` frozen, `/` skipped, `.` missed, `o` open.
  let statuses: String
  let streaks: [Int]
  let brokenOn: String?
  let reason: BreakReason?
  let freezesLeft: Int

  var testDescription: String { name }
}

@Suite struct StreakPolicyTests {
  static let utc = CivilCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt)
  static let symbols: [DayStatus: Character] = [
    .done: "x", .rest: "r", .frozen: "f", .skipped: "/", .missed: ".", .open: "o",
  ]

  /// Done and rest days of a pattern starting on `start`.
  static func days(_ pattern: String, from start: CivilDate) -> (
    done: [CivilDate], rest: [CivilDate], today: CivilDate
  ) {
    var done: [CivilDate] = []
    var rest: [CivilDate] = []
    for (offset, symbol) in pattern.enumerated() {
      let day = start.adding(days: offset)
      if symbol == "x" { done.append(day) }
      if symbol == "r" { rest.append(day) }
    }
    return (done, rest, start.adding(days: pattern.count - 1))
  }

  static let freezeCases: [LedgerCase] = [
    .init(
      name: "a gap one day too long spends both freezes and still breaks", start: "2026-01-10",
      days: "xxx...x", freezes: (2, 2), statuses: "xxxff.x", streaks: [1, 2, 3, 3, 3, 0, 1],
      brokenOn: "2026-01-15", reason: .noFreezeLeft, freezesLeft: 0),
    .init(
      name: "freezes left but too many in a row", start: "2026-01-10",
      days: "xxx...x", freezes: (3, 2), statuses: "xxxff.x", streaks: [1, 2, 3, 3, 3, 0, 1],
      brokenOn: "2026-01-15", reason: .gapTooLong, freezesLeft: 1),
    .init(
      name: "a gap that fits is bridged without counting", start: "2026-01-10",
      days: "xx..x", freezes: (2, 2), statuses: "xxffx", streaks: [1, 2, 2, 2, 3],
      brokenOn: nil, reason: nil, freezesLeft: 0),
    .init(
      name: "a month boundary inside a gap uses each month's budget", start: "2026-01-30",
      days: "x..x", freezes: (1, 3), statuses: "xffx", streaks: [1, 1, 1, 2],
      brokenOn: nil, reason: nil, freezesLeft: 0),
    .init(
      name: "the same gap inside one month has one freeze", start: "2026-01-27",
      days: "x..x", freezes: (1, 3), statuses: "xf.x", streaks: [1, 1, 0, 1],
      brokenOn: "2026-01-29", reason: .noFreezeLeft, freezesLeft: 0),
    .init(
      name: "unused freezes do not carry over to the next month", start: "2026-01-31",
      days: "x...x", freezes: (2, 3), statuses: "xff.x", streaks: [1, 1, 1, 0, 1],
      brokenOn: "2026-02-03", reason: .noFreezeLeft, freezesLeft: 0),
    .init(
      name: "a rest day inside a gap does not reset the frozen run", start: "2026-03-02",
      days: "x.r..x", freezes: (5, 2), statuses: "xfrf.x", streaks: [1, 1, 1, 1, 0, 1],
      brokenOn: "2026-03-06", reason: .gapTooLong, freezesLeft: 3),
    .init(
      name: "no freeze is spent while the streak is 0", start: "2026-03-02",
      days: "x...x", freezes: (2, 1), statuses: "xf..x", streaks: [1, 1, 0, 0, 1],
      brokenOn: "2026-03-04", reason: .gapTooLong, freezesLeft: 1),
    .init(
      name: "today open is never frozen", start: "2026-03-02",
      days: "xx.", freezes: (2, 2), statuses: "xxo", streaks: [1, 2, 2],
      brokenOn: nil, reason: nil, freezesLeft: 2),
    .init(
      name: "yesterday frozen keeps the streak alive tonight", start: "2026-03-02",
      days: "xx..", freezes: (2, 2), statuses: "xxfo", streaks: [1, 2, 2, 2],
      brokenOn: nil, reason: nil, freezesLeft: 1),
    .init(
      name: "without a policy a missed day breaks", start: "2026-03-02",
      days: "xx.x", freezes: nil, statuses: "xx.x", streaks: [1, 2, 0, 1],
      brokenOn: "2026-03-04", reason: .missed, freezesLeft: 0),
    .init(
      name: "rest days bridge and today open keeps yesterday's streak", start: "2026-03-02",
      days: "xr.", freezes: nil, statuses: "xro", streaks: [1, 1, 1],
      brokenOn: nil, reason: nil, freezesLeft: 0),
    .init(
      name: "the last break is the one reported", start: "2026-03-02",
      days: "x.xx.xx", freezes: nil, statuses: "x.xx.xx", streaks: [1, 0, 1, 2, 0, 1, 2],
      brokenOn: "2026-03-06", reason: .missed, freezesLeft: 0),
  ]

  @Test(arguments: freezeCases)
  func dailyLedger(_ example: LedgerCase) throws {
    let start = try day(example.start)
    let (done, rest, today) = Self.days(example.days, from: start)
    let freezes = try example.freezes.map { try FreezePolicy(perMonth: $0.0, maxConsecutive: $0.1) }
    let policy = try StreakPolicy(freezes: freezes)
    let ledger = StreakLedger(
      checkIns: done.map { CheckIn(day: $0) }, restDays: rest, today: today, calendar: Self.utc,
      policy: policy)
    #expect(ledger.days.first?.day == start)
    #expect(String(ledger.days.compactMap { Self.symbols[$0.status] }) == example.statuses)
    #expect(ledger.days.map(\.streak) == example.streaks)
    #expect(ledger.summary.current == example.streaks.last)
    #expect(ledger.summary.brokenOn?.description == example.brokenOn)
    #expect(ledger.summary.breakReason == example.reason)
    #expect(ledger.summary.freezesLeft == example.freezesLeft)
    let summary = StreakSummary(
      completedDays: done, restDays: rest, today: today, calendar: Self.utc, policy: policy)
    #expect(summary == ledger.summary)
  }

  /// Section 2 read literally, as an independent oracle: count back from
  /// today (or yesterday while today is open) over done days, stepping over
  /// rest days, stopping at the first other day; the longest run the same
  /// way over every day.
  static func sectionTwo(done: Set<Int>, rest: Set<Int>, first: Int, today: Int) -> (
    current: Int, longest: Int
  ) {
    var longest = 0
    var run = 0
    for day in first...today {
      if done.contains(day) {
        run += 1
        longest = max(longest, run)
      } else if !rest.contains(day) && day != today {
        run = 0
      }
    }
    var current = 0
    var day = done.contains(today) ? today : today - 1
    while day >= first {
      if done.contains(day) {
        current += 1
      } else if !rest.contains(day) {
        break
      }
      day -= 1
    }
    return (current, longest)
  }

  @Test func withoutAPolicyTheLedgerEndsOnSectionTwosStreak() {
    var random = SplitMix64(state: 12)
    for _ in 0..<2_000 {
      let length = Int.random(in: 1...90, using: &random)
      let missRate = Double.random(in: 0...0.5, using: &random)
      let first = CivilDate(daysSinceEpoch: 20_000 + Int.random(in: 0...400, using: &random))
      var done: [CivilDate] = [first]
      var rest: [CivilDate] = []
      for offset in 1..<length {
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < missRate { continue }
        if roll < missRate + 0.1 {
          rest.append(first.adding(days: offset))
        } else {
          done.append(first.adding(days: offset))
        }
      }
      let today = first.adding(days: length - 1)
      let ledger = StreakLedger(
        checkIns: done.map { CheckIn(day: $0) }, restDays: rest, today: today, calendar: Self.utc)
      let expected = Self.sectionTwo(
        done: Set(done.map(\.daysSinceEpoch)), rest: Set(rest.map(\.daysSinceEpoch)),
        first: first.daysSinceEpoch, today: today.daysSinceEpoch)
      #expect(ledger.days.last?.streak == expected.current)
      #expect(ledger.summary.current == expected.current)
      #expect(ledger.summary.longest == expected.longest)
      #expect(ledger.days.count == length)
      let summary = StreakSummary(
        checkIns: done.map { CheckIn(day: $0) }, restDays: rest, today: today,
        calendar: Self.utc)
      #expect(summary.current == expected.current)
    }
  }

  /// Weekly and monthly goals against Foundation's weeks and months (its
  /// `firstWeekday` and `dateInterval(of:for:)`) and the rule of section 12
  /// applied period by period.
  static func periodOracle(
    done: Set<CivilDate>, rest: Set<CivilDate>, first: CivilDate, today: CivilDate,
    goal: StreakGoal, weekStart: Int
  ) throws -> (current: Int, longest: Int, brokenOn: CivilDate?, atRisk: Bool) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    calendar.firstWeekday = weekStart
    let component: Calendar.Component = if case .monthly = goal { .month } else { .weekOfYear }
    func civil(_ date: Date) -> CivilDate {
      CivilDate(daysSinceEpoch: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }
    func date(_ day: CivilDate) -> Date {
      Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
    }
    var run = 0
    var longest = 0
    var brokenOn: CivilDate?
    var cursor = date(first)
    while true {
      let interval = try #require(calendar.dateInterval(of: component, for: cursor))
      let start = civil(interval.start)
      let end = civil(interval.end).previous
      let all = (0...CivilDate.days(from: start, to: end)).map { start.adding(days: $0) }
      let required = min(goal.target, all.count { !rest.contains($0) })
      let doneCount = all.count { done.contains($0) && $0 <= today }
      if end < today {
        if required > 0 {
          if doneCount >= required {
            run += 1
            longest = max(longest, run)
          } else {
            if run > 0 { brokenOn = end }
            run = 0
          }
        }
        cursor = interval.end
        continue
      }
      let left = all.count { $0 >= today && !(done.contains($0) && $0 <= today) }
      let met = doneCount >= required
      let reachable = doneCount + left >= required
      let current = required == 0 ? run : met ? run + 1 : reachable ? run : 0
      if !reachable, run > 0 { brokenOn = end }
      return (current, max(longest, current), brokenOn, current > 0 && !met)
    }
  }

  static let periodGoals: [StreakGoal] =
    (1...7).map(StreakGoal.weekly) + [.monthly(1), .monthly(4), .monthly(12), .monthly(31)]

  @Test(arguments: periodGoals)
  func periodGoalsMatchFoundationsWeeksAndMonths(goal: StreakGoal) throws {
    var random = SplitMix64(state: UInt64(goal.target) &* 7919 &+ 3)
    for weekStart in 1...7 {
      for _ in 0..<40 {
        // Histories around a year end, with partial first periods.
        let first = try day("2025-11-20").adding(days: Int.random(in: 0...60, using: &random))
        let length = Int.random(in: 1...120, using: &random)
        let today = first.adding(days: length - 1)
        let rate = Double.random(in: 0.2...1, using: &random)
        var done: Set<CivilDate> = [first]
        var rest: Set<CivilDate> = []
        for offset in 1..<length + 7 {
          let roll = Double.random(in: 0..<1, using: &random)
          let day = first.adding(days: offset)
          if roll < 0.05 {
            rest.insert(day)
          } else if roll < rate, offset < length {
            done.insert(day)
          }
        }
        let policy = try StreakPolicy(goal: goal, weekStart: weekStart)
        let ledger = StreakLedger(
          checkIns: done.map { CheckIn(day: $0) }, restDays: Array(rest), today: today,
          calendar: Self.utc, policy: policy)
        let expected = try Self.periodOracle(
          done: done, rest: rest, first: first, today: today, goal: goal, weekStart: weekStart)
        let summary = ledger.summary
        #expect(summary.current == expected.current, "\(goal) from \(weekStart), \(first)-\(today)")
        #expect(summary.longest == expected.longest)
        #expect(summary.brokenOn == expected.brokenOn)
        #expect(summary.breakReason == (expected.brokenOn == nil ? nil : .periodUnmet))
        #expect(summary.atRisk == expected.atRisk)
        #expect(ledger.days.last?.streak == summary.current)
        #expect(ledger.days.first?.day == first)
      }
    }
  }

  @Test(
    arguments: [
      // first day, days, goal, week start, current, brokenOn
      ("2026-11-27", "xxx", "weekly:3", 2, 1, nil),  // Fri-Sun: a partial first week met
      ("2026-11-28", "xx", "weekly:3", 2, 0, nil),  // Sat-Sun: unmet, and no streak to break
      ("2026-11-28", "xxx", "weekly:3", 2, 0, nil),  // Monday open: week 2 can still be met
      ("2026-11-28", "xxx", "weekly:3", 1, 0, nil),  // weeks from Sunday: Sat alone, then Sun-Mon
      ("2026-11-27", "xxx", "weekly:3", 6, 1, nil),  // weeks from Friday: one whole met week so far
      ("2026-12-21", "xxx....xx.x...x", "weekly:3", 2, 2, nil),  // across the year end
      ("2026-12-29", "xxx", "monthly:3", 2, 1, nil),  // December met in its last days
    ] as [(String, String, String, Int, Int, String?)])
  func partialPeriods(
    first: String, days pattern: String, goal: String, weekStart: Int, current: Int,
    brokenOn: String?
  ) throws {
    let (done, rest, today) = Self.days(pattern, from: try day(first))
    let policy = try StreakPolicy(goal: StreakGoal(goal), weekStart: weekStart)
    let summary = StreakSummary(
      completedDays: done, restDays: rest, today: today, calendar: Self.utc, policy: policy)
    #expect(summary.current == current)
    #expect(summary.brokenOn?.description == brokenOn)
  }

  @Test func aWeekThatCanNoLongerBeMetEndsTheStreakAtItsLastDay() throws {
    // weekly:5 from Monday: the week of 2026-11-23 met, then Mon-Thu of the
    // Mon-Fri of the next week with one check-in: 1 + 2 days left < 5.
    let (done, rest, today) = Self.days("xxxxx..x....", from: try day("2026-11-23"))
    let policy = try StreakPolicy(goal: .weekly(5))
    let ledger = StreakLedger(
      checkIns: done.map { CheckIn(day: $0) }, restDays: rest, today: today, calendar: Self.utc,
      policy: policy)
    #expect(ledger.summary.current == 0)
    #expect(ledger.summary.longest == 1)
    #expect(ledger.summary.brokenOn?.description == "2026-12-06")
    #expect(ledger.summary.breakReason == .periodUnmet)
    // Each past day is over when it ends: from Thursday 12-03 the week can
    // reach only 4, so the streak after it is 0.
    #expect(ledger.days.map(\.streak) == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0])
  }

  @Test func aWeekOfRestDaysBridgesAndRestDaysAreNotRequired() throws {
    // weekly:3 from Monday: week 1 met, week 2 all rest, week 3 has two
    // check-ins and five rest days, so it needs only two.
    let pattern = "xxx...." + "rrrrrrr" + "xxrrrrr"
    let (done, rest, today) = Self.days(pattern, from: try day("2026-11-02"))
    let summary = StreakSummary(
      completedDays: done, restDays: rest, today: today, calendar: Self.utc,
      policy: try StreakPolicy(goal: .weekly(3)))
    #expect(summary.current == 2)
    #expect(summary.brokenOn == nil)
  }

  @Test(arguments: [2010...2013, 2020...2030])
  func aSkippedDateIsNeitherCountedNorRequired(covering years: ClosedRange<Int>) throws {
    // Samoa skipped 2011-12-30 (a Friday): that week has six days, so
    // weekly:7 needs six; the daily ledger marks the date skipped. Found
    // the same whether the calendar's precomputed years hold it or not.
    let apia = CivilCalendar(
      timeZone: try #require(TimeZone(identifier: "Pacific/Apia")), coveringYears: years)
    let pattern = "xxxx.xx"  // Mon 12-26 ... Sun 2012-01-01, the "." is the skipped Friday
    let (done, rest, today) = Self.days(pattern, from: try day("2011-12-26"))
    let weekly = StreakSummary(
      completedDays: done, restDays: rest, today: today, calendar: apia,
      policy: try StreakPolicy(goal: .weekly(7)))
    #expect(weekly.current == 1)
    let daily = StreakLedger(
      checkIns: done.map { CheckIn(day: $0) }, restDays: rest, today: today, calendar: apia)
    #expect(daily.days.map(\.status)[4] == .skipped)
    #expect(daily.summary.current == 6)
  }

  @Test func startListsEarlierDaysOrFewerWithTheSameSummary() throws {
    let (done, rest, today) = Self.days("xx.x", from: try day("2026-03-10"))
    let checkIns = done.map { CheckIn(day: $0) }
    let plain = StreakLedger(checkIns: checkIns, restDays: rest, today: today, calendar: Self.utc)
    let earlier = StreakLedger(
      checkIns: checkIns, restDays: rest, today: today, calendar: Self.utc,
      start: try day("2026-03-08"))
    let later = StreakLedger(
      checkIns: checkIns, restDays: rest, today: today, calendar: Self.utc,
      start: try day("2026-03-12"))
    #expect(earlier.days.map(\.status) == [.missed, .missed] + plain.days.map(\.status))
    #expect(later.days.map(\.day.description) == ["2026-03-12", "2026-03-13"])
    #expect(earlier.summary == plain.summary)
    #expect(later.summary == plain.summary)
  }

  @Test func policyVersion1FixtureDecodesWithDefaults() throws {
    let data = try Data(contentsOf: Fixtures.url("records/policy-v1.json"))
    let policy = try JSONDecoder().decode(StreakPolicy.self, from: data)
    #expect(policy == (try StreakPolicy(goal: .weekly(3), weekStart: 1)))
    #expect(policy.graceMinutes == 0)
    #expect(try JSONDecoder().decode(StreakPolicy.self, from: Data("{}".utf8)) == .standard)
    let encoded = try JSONEncoder().encode(try StreakPolicy(freezes: FreezePolicy("2/3")))
    #expect(
      try JSONDecoder().decode(StreakPolicy.self, from: encoded).freezes?.description == "2/3")
  }

  @Test(arguments: [
    (#"{"goal": "weekly:8"}"#, "a weekly goal is weekly:1 to weekly:7"),
    (#"{"goal": "fortnightly:2"}"#, "unknown goal; use daily, weekly:X or monthly:X"),
    (#"{"weekStart": 0}"#, "weekStart: 0 is not a weekday; use 1 (Sunday) to 7 (Saturday)"),
    (#"{"graceMinutes": 721}"#, "graceMinutes: 721 is out of range; use 0-720 minutes"),
    (#"{"freezes": {"perMonth": 0, "maxConsecutive": 1}}"#, "freezes.perMonth: 0 is out of range"),
    (
      #"{"goal": "monthly:3", "freezes": {"perMonth": 1, "maxConsecutive": 1}}"#,
      "freezes apply to the daily goal only, not to monthly:3"
    ),
  ])
  func badPoliciesSayWhatIsValid(json: String, message: String) {
    do {
      _ = try JSONDecoder().decode(StreakPolicy.self, from: Data(json.utf8))
      Issue.record("decoded \(json)")
    } catch {
      #expect("\(error)".contains(message))
    }
  }

  @Test(arguments: [
    // moment of the tap, grace minutes, recorded?
    ("2026-10-02T03:59:00+08:00", 0, true),  // still the night of 10-01
    ("2026-10-02T04:00:00+08:00", 0, false),  // the rollover: stale without grace
    ("2026-10-02T04:10:00+08:00", 15, true),
    ("2026-10-02T04:14:59+08:00", 15, true),  // the last second of grace
    ("2026-10-02T04:15:00+08:00", 15, false),
    ("2026-10-02T15:59:00+08:00", 720, true),
    ("2026-10-02T16:00:00+08:00", 720, false),
    ("2026-10-03T04:05:00+08:00", 30, false),  // the night before yesterday: never
    ("2026-10-01T19:00:00+08:00", 720, true),  // an early tap on the same logical day
    ("2026-09-30T23:00:00+08:00", 720, false),  // a night not begun is never completed
  ])
  func graceForYesterday(tap: String, grace: Int, recorded: Bool) throws {
    let shanghai = CivilCalendar(timeZone: try #require(TimeZone(identifier: "Asia/Shanghai")))
    let window = try NightWindow(parsing: "20:30-04:00")
    let action = CheckIn.forNight(
      try day("2026-10-01"), at: try moment(tap), calendar: shanghai, rollover: window.rollover,
      graceMinutes: grace)
    if case .recorded(let checkIn) = action {
      #expect(recorded)
      #expect(checkIn.day.description == "2026-10-01")
    } else {
      #expect(!recorded)
    }
  }

  @Test(arguments: [(30, true), (15, false)])
  func graceIsElapsedTimeAcrossASpringForwardRollover(grace: Int, recorded: Bool) throws {
    // New York springs forward at 02:00 on 2026-03-08. The day rolls over
    // at 02:30, which does not exist that night, so it moves forward by the
    // gap (section 1): the new day begins at 03:30 EDT, and a tap at 03:50
    // EDT is 20 minutes into it (80 past 02:30 on the wall).
    let newYork = CivilCalendar(timeZone: try #require(TimeZone(identifier: "America/New_York")))
    let rollover = DayRollover(at: try #require(WallTime("02:30")))
    let action = CheckIn.forNight(
      try day("2026-03-07"), at: try moment("2026-03-08T03:50:00-04:00"), calendar: newYork,
      rollover: rollover, graceMinutes: grace)
    if case .recorded = action { #expect(recorded) } else { #expect(!recorded) }
  }

  @Test func nightRecordsUseTheGraceAndStaleOnesAreLeftOut() throws {
    let shanghai = CivilCalendar(timeZone: try #require(TimeZone(identifier: "Asia/Shanghai")))
    let json = Data(
      #"""
      [{"night": "2026-10-01", "at": "2026-10-02T04:10:00+08:00"},
       {"night": "2026-10-02", "at": "2026-10-02T21:00:00+08:00"},
       {"night": "2026-09-29", "at": "2026-10-02T21:00:00+08:00"}]
      """#.utf8)
    let rollover = try NightWindow(parsing: "20:30-04:00").rollover
    let strict = try CheckIn.records(fromJSON: json, calendar: shanghai, rollover: rollover)
    let lenient = try CheckIn.records(
      fromJSON: json, calendar: shanghai, rollover: rollover, graceMinutes: 30)
    #expect(strict.map(\.day.description) == ["2026-10-02"])
    #expect(lenient.map(\.day.description) == ["2026-10-01", "2026-10-02"])
    #expect(throws: InputError.self) {
      try CheckIn.records(
        fromJSON: Data(#"[{"night": "2026-10-01"}]"#.utf8), calendar: shanghai, rollover: rollover)
    }
  }

  @Test func everyBreakReasonReadsAsOneFilledSentenceInEveryLanguage() throws {
    let content = try HabitContent.bundled()
    let (texts, dates) = (content.streaks, content.dates)
    let written: [Language: String] = [
      .simplifiedChinese: "2026年11月12日", .english: "Nov 12, 2026",
      .japanese: "2026年11月12日", .korean: "2026년 11월 12일",
    ]
    let cases: [(StreakPolicy, BreakReason)] = [
      (.standard, .missed),
      (try StreakPolicy(freezes: FreezePolicy("2/1")), .noFreezeLeft),
      (try StreakPolicy(freezes: FreezePolicy("2/1")), .gapTooLong),
      (try StreakPolicy(freezes: FreezePolicy("2/3")), .gapTooLong),
      (try StreakPolicy(goal: .weekly(1)), .periodUnmet),
      (try StreakPolicy(goal: .monthly(12)), .periodUnmet),
    ]
    for (policy, reason) in cases {
      let summary = try JSONDecoder().decode(
        StreakSummary.self,
        from: Data(
          #"{"today": "2026-11-30", "current": 0, "longest": 4, "todayDone": false, "atRisk": false, "brokenOn": "2026-11-12", "breakReason": "\#(reason.rawValue)"}"#
            .utf8))
      for language in Language.required {
        let sentence = try #require(
          texts.breakSentence(for: summary, policy: policy, dates: dates, in: language))
        #expect(sentence.contains(try #require(written[language])))
        #expect(!sentence.contains("{") && !sentence.contains("}"))
        if language == .english, reason == .gapTooLong, policy.freezes?.maxConsecutive == 1 {
          #expect(sentence.contains("at most 1 day in a row"))
        }
        if case .monthly = policy.goal {
          #expect(sentence.contains("12"))
        }
      }
    }
    #expect(texts.length(1, goal: .weekly(2), in: .english) == "1 week")
    #expect(texts.length(3, goal: .monthly(2), in: .english) == "3 months")
  }

  /// An unmet week or month that has ended is said in the past ("ended
  /// with the week ending Nov 29"); the running one, already out of reach
  /// (``StreakSummary/brokenOn`` after today), in the present, never "broke
  /// with the week ending" a day still to come.
  @Test(arguments: [
    (
      StreakGoal.weekly(7), "2026-11-29", Language.english,
      "The streak ended with the week ending Nov 29, 2026: its 7-day goal wasn't met."
    ),
    (
      .weekly(7), "2026-12-06", .english,
      "This week's 7-day goal (the week ends Dec 6, 2026) is already out of reach, so the streak has stopped."
    ),
    (
      .monthly(20), "2026-11-30", .english,
      "The streak ended with the month ending Nov 30, 2026: its 20-day goal wasn't met."
    ),
    (
      .monthly(20), "2026-12-31", .english,
      "This month's 20-day goal (the month ends Dec 31, 2026) is already out of reach, so the streak has stopped."
    ),
    (.weekly(7), "2026-11-29", .simplifiedChinese, "截至2026年11月29日的那一周没有达到 7 天的目标，连续记录在这一周结束。"),
    (.weekly(7), "2026-12-06", .simplifiedChinese, "本周（到2026年12月6日为止）已经达不到 7 天的目标，连续记录停下了。"),
    (.weekly(7), "2026-11-29", .japanese, "2026年11月29日で終わる週は目標の7日に届かず、連続記録はその週で途切れました。"),
    (.weekly(7), "2026-12-06", .japanese, "今週（2026年12月6日まで）は目標の7日にもう届かないため、連続記録は止まっています。"),
    (.monthly(20), "2026-12-31", .japanese, "今月（2026年12月31日まで）は目標の20日にもう届かないため、連続記録は止まっています。"),
    (.weekly(7), "2026-11-29", .korean, "2026년 11월 29일에 끝난 주에 목표한 7일을 채우지 못해 연속 기록이 끊겼어요."),
    (.weekly(7), "2026-12-06", .korean, "이번 주(2026년 12월 6일까지)는 목표한 7일을 이제 채울 수 없어서 연속 기록이 멈췄어요."),
    (
      .monthly(20), "2026-12-31", .korean,
      "이번 달(2026년 12월 31일까지)은 목표한 20일을 이제 채울 수 없어서 연속 기록이 멈췄어요."
    ),
  ])
  func anUnmetPeriodIsPastOnlyOnceItHasEnded(
    goal: StreakGoal, brokenOn: String, language: Language, sentence: String
  ) throws {
    let content = try HabitContent.bundled()
    let summary = try JSONDecoder().decode(
      StreakSummary.self,
      from: Data(
        #"{"today": "2026-12-01", "current": 0, "longest": 4, "todayDone": false, "atRisk": false, "brokenOn": "\#(brokenOn)", "breakReason": "periodUnmet"}"#
          .utf8))
    let policy = try StreakPolicy(goal: goal)
    #expect(
      content.streaks.breakSentence(
        for: summary, policy: policy, dates: content.dates, in: language) == sentence)
  }
}
