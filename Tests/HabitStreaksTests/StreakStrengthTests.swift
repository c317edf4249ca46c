import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitStreaks

/// One of Loop Habit Tracker's `YesNoScoreListTest` cases (uhabits-core
/// `ScoreListTest.kt`), with its inputs and expected values: days as
/// offsets before Loop's "today" (0), skips as our rest days.
struct LoopCase: Sendable, CustomTestStringConvertible {
  let name: String
  let goal: StreakGoal
  let done: [Int]
  let skips: [Int]
  /// Loop's expected values from its today backwards.
  let expected: [Double]
  let tolerance: Double

  var testDescription: String { name }
}

/// A habit-strength vector of `Fixtures/strength-vectors.json`, written by
/// the independent Python port `Tests/port/strength_reference.py`.
struct StrengthVector: Decodable, Sendable, CustomTestStringConvertible {
  let name: String?
  let zone: String
  let start: String
  let goal: String
  let freezes: String?
  /// `x` done, `r` rest, `X` done on a rest day, `.` nothing; the last is
  /// today.
  let days: String
  /// `x` done, `r` rest, `f` frozen, `/` skipped, `.` missed, `o` open.
  let statuses: String
  /// Every day's strength (named vectors).
  let strengths: [Double]?
  /// The last day's strength and the sum over the days (random vectors).
  let strength: Double?
  let strengthSum: Double?

  var testDescription: String { name ?? "\(goal) from \(start) in \(zone)" }
}

@Suite struct StreakStrengthTests {
  static let utc = CivilCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt)
  static let symbols: [DayStatus: Character] = [
    .done: "x", .rest: "r", .frozen: "f", .skipped: "/", .missed: ".", .open: "o",
  ]

  static func date(_ text: String) throws -> CivilDate {
    try #require(CivilDate(text), "\(text) is not a date")
  }

  /// The ledger of a day pattern (`x` done, `r` rest, `X` done on a rest
  /// day, `.` nothing) from `start`, the last day being today unless
  /// `daysToToday` says how many days after `start` today is.
  static func ledger(
    _ pattern: String, from start: CivilDate, calendar: CivilCalendar = utc,
    policy: StreakPolicy = .standard, daysToToday: Int? = nil
  ) -> StreakLedger {
    var done: [CheckIn] = []
    var rest: [CivilDate] = []
    for (offset, symbol) in pattern.enumerated() {
      let day = start.adding(days: offset)
      if symbol == "x" || symbol == "X" { done.append(CheckIn(day: day)) }
      if symbol == "r" || symbol == "X" { rest.append(day) }
    }
    return StreakLedger(
      checkIns: done, restDays: rest, today: start.adding(days: daysToToday ?? pattern.count - 1),
      calendar: calendar, policy: policy, start: start)
  }

  // MARK: Loop's cases

  static let loopCases: [LoopCase] = [
    .init(
      name: "test_getValue: 20 done days", goal: .daily, done: Array(0..<20), skips: [],
      expected: [
        0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000,
        0.472617, 0.443734, 0.413270, 0.381137, 0.347244, 0.311495, 0.273788, 0.234017,
        0.192067, 0.147820, 0.101149, 0.051922, 0.000000, 0.000000, 0.000000,
      ], tolerance: 1e-6),
    .init(
      name: "test_getValueWithSkip: skips 5, 10 and 11", goal: .daily,
      done: Array(0..<20).filter { ![5, 10, 11].contains($0) }, skips: [5, 10, 11],
      expected: [
        0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.472617, 0.443734,
        0.413270, 0.381137, 0.347244, 0.347244, 0.347244, 0.311495, 0.273788, 0.234017,
        0.192067, 0.147820, 0.101149, 0.051922, 0.000000, 0.000000, 0.000000,
      ], tolerance: 1e-6),
    .init(
      name: "test_getValueWithSkip2: one done day, then a skip", goal: .daily, done: [5],
      skips: [4],
      expected: [0.041949, 0.044247, 0.046670, 0.049226, 0.051922, 0.051922, 0.0],
      tolerance: 1e-6),
    .init(
      name: "test_imperfectNonDaily: 3 a week, 2 done, converges to 2/3", goal: .weekly(3),
      done: (0..<700).filter { $0 % 7 < 2 }, skips: [], expected: [2.0 / 3], tolerance: 1e-6),
    .init(
      name: "test_imperfectNonDaily: 4 a week, 2 done, converges to 1/2", goal: .weekly(4),
      done: (0..<700).filter { $0 % 7 < 2 }, skips: [], expected: [0.5], tolerance: 1e-6),
    .init(
      name: "test_irregularNonDaily: weekly on different weekdays converges to 1",
      goal: .weekly(1), done: (0..<100).flatMap { [14 * $0, 14 * $0 + 13] }, skips: [],
      expected: [1.0], tolerance: 1e-3),
    .init(
      name: "test_recompute: 2 done days", goal: .daily, done: [0, 1], skips: [],
      expected: [0.101149], tolerance: 1e-6),
    .init(
      name: "test_addThenRemove: one done day", goal: .daily, done: [0], skips: [],
      expected: [0.051922], tolerance: 1e-6),
  ]

  /// Loop's "today" is a past day here: ours is the day after, open, so
  /// every one of Loop's days is walked as Loop walks it.
  static func loopLedger(goal: StreakGoal, done: [Int], skips: [Int], days: Int) throws
    -> (ledger: StreakLedger, loopToday: CivilDate)
  {
    let loopToday = try date("2026-06-30")
    let checkIns = done.map { CheckIn(day: loopToday.adding(days: -$0)) }
    let rest = skips.map { loopToday.adding(days: -$0) }
    let ledger = StreakLedger(
      checkIns: checkIns, restDays: rest, today: loopToday.next, calendar: utc,
      policy: try StreakPolicy(goal: goal),
      start: loopToday.adding(days: -max(days - 1, done.max() ?? 0)))
    return (ledger, loopToday)
  }

  @Test(arguments: loopCases)
  func loopsValuesFromItsTodayBackwards(_ loop: LoopCase) throws {
    let (ledger, loopToday) = try Self.loopLedger(
      goal: loop.goal, done: loop.done, skips: loop.skips, days: loop.expected.count)
    let byDay = Dictionary(uniqueKeysWithValues: ledger.days.map { ($0.day, $0.strength) })
    for (offset, expected) in loop.expected.enumerated() {
      let strength = try #require(byDay[loopToday.adding(days: -offset)])
      #expect(abs(strength - expected) <= loop.tolerance, "\(offset) days before Loop's today")
    }
    // Our today, open, holds Loop's today's value.
    #expect(ledger.days.last?.status == .open)
    #expect(ledger.summary.strength == byDay[loopToday])
  }

  @Test(arguments: [
    // Loop's shouldAchieveHighScoreInReasonableTime: the goal and the done days.
    (StreakGoal.daily, Array(0...89)),
    (.weekly(1), (0...38).map { 7 * $0 }),
    // Loop's monthly case reuses the weekly habit: its check-ins stay.
    (.monthly(1), (0...17).map { 30 * $0 } + (0...38).map { 7 * $0 }),
  ])
  func keptPerfectlyReachesNinetyNinePercent(goal: StreakGoal, done: [Int]) throws {
    let (ledger, _) = try Self.loopLedger(goal: goal, done: done, skips: [], days: 1)
    #expect(ledger.summary.strength > 0.99)
  }

  @Test func monthlyAloneAfterEighteenMonthsIsAboveNinetyNinePercent() throws {
    let (ledger, _) = try Self.loopLedger(
      goal: .monthly(1), done: (0...17).map { 30 * $0 }, skips: [], days: 1)
    #expect(ledger.summary.strength > 0.99)
  }

  /// Loop's `ScoreTest`: one step of `Score.compute`, daily and 1 in 3.
  @Test(arguments: [
    (1, 1, 0.0, 1.0, 0.051922), (1, 1, 0.5, 1.0, 0.525961), (1, 1, 0.75, 1.0, 0.762981),
    (1, 1, 0.0, 0.0, 0.0), (1, 1, 0.5, 0.0, 0.474039), (1, 1, 0.75, 0.0, 0.711058),
    (1, 3, 0.0, 1.0, 0.030314), (1, 3, 0.5, 1.0, 0.515157), (1, 3, 0.75, 1.0, 0.757578),
    (1, 3, 0.0, 0.0, 0.0), (1, 3, 0.5, 0.0, 0.484842), (1, 3, 0.75, 0.0, 0.727263),
  ])
  func oneStepIsLoopsScoreCompute(
    times: Int, days: Int, previous: Double, value: Double, expected: Double
  ) {
    let rule = StrengthRule(times: times, days: days)
    #expect(abs(rule.strength(after: previous, value: value) - expected) <= 1e-6)
  }

  /// Loop's `test_recompute` with `Frequency(1, 2)`: two done days.
  @Test func oneInTwoDaysAfterTwoDoneDays() {
    var done = DaySet(first: 0, last: 1)
    done.insert(0)
    done.insert(1)
    var walk = StrengthWalk(rule: StrengthRule(times: 1, days: 2), done: done)
    _ = walk.step(0, .done)
    #expect(abs(walk.step(1, .done) - 0.054816) <= 1e-6)
  }

  @Test(arguments: [
    // goal, needed, window: Loop's Frequency, doubled below 1; X of X is 1 of 1.
    (StreakGoal.daily, 1, 1), (.weekly(1), 2, 14), (.weekly(3), 6, 14), (.weekly(6), 12, 14),
    (.weekly(7), 1, 1), (.monthly(1), 2, 60), (.monthly(29), 58, 60), (.monthly(30), 1, 1),
    (.monthly(31), 1, 1),
  ])
  func theWindowOfEachGoal(goal: StreakGoal, needed: Int, window: Int) {
    let rule = StrengthRule(goal: goal)
    #expect((rule.needed, rule.window) == (needed, window))
  }

  // MARK: Our rules

  /// The worked table of HabitRules.docc/Streaks.md, "Strength": 20 done days, a rest day,
  /// a miss, today open.
  ///
  /// 20 days from zero is 65.6%.
  @Test func twentyDoneDaysThenARestDayThenAMiss() throws {
    let ledger = Self.ledger(
      String(repeating: "x", count: 20) + "r..", from: try Self.date("2026-11-01"))
    let m = pow(0.5, 1.0 / 13)
    let strengths = ledger.days.map(\.strength)
    #expect(abs(strengths[19] - (1 - pow(m, 20))) <= 1e-12)
    #expect(StreakTexts.percent(strengths[19]) == 66)
    #expect(abs(strengths[19] - 0.655748) <= 1e-6)
    #expect(strengths[20] == strengths[19])
    #expect(abs(strengths[21] - strengths[19] * m) <= 1e-12)
    #expect(strengths[22] == strengths[21])
    #expect(ledger.summary.strength == strengths[22])
    #expect(ledger.days.map(\.status).suffix(3) == [.rest, .missed, .open])
  }

  @Test func frozenDaysHoldWhereAMissWouldDecay() throws {
    let pattern = "xxxxx.xxx..x...xxxxxxxxxxxxxx."
    let start = try Self.date("2026-11-01")
    let frozen = Self.ledger(
      pattern, from: start, policy: try StreakPolicy(freezes: FreezePolicy("2/2")))
    let plain = Self.ledger(pattern, from: start)
    #expect(frozen.days[5].status == .frozen)
    #expect(frozen.days[5].strength == frozen.days[4].strength)
    #expect(plain.days[5].status == .missed)
    #expect(plain.days[5].strength < plain.days[4].strength)
    #expect(frozen.summary.strength > plain.summary.strength)
    // The 11th found no freeze left: it decays like any miss.
    #expect(frozen.days[10].status == .missed)
    #expect(frozen.days[10].strength < frozen.days[9].strength)
  }

  @Test func samoasSkippedDateHoldsLikeARestDay() throws {
    let apia = CivilCalendar(timeZone: try #require(TimeZone(identifier: "Pacific/Apia")))
    let start = try Self.date("2011-12-24")
    let pattern = "xxxxxx.xxxx."
    let samoa = Self.ledger(pattern, from: start, calendar: apia)
    #expect(samoa.days[6].day == (try Self.date("2011-12-30")))
    #expect(samoa.days[6].status == .skipped)
    #expect(samoa.days[6].strength == samoa.days[5].strength)
    // The same days elsewhere with 2011-12-30 a rest day.
    let rested = Self.ledger("xxxxxxrxxxx.", from: start)
    #expect(samoa.days.map(\.strength) == rested.days.map(\.strength))
  }

  @Test(arguments: [
    ("America/New_York", "2026-03-02", "xxx.xxx..xxxr.x", "daily"),
    ("Europe/London", "2026-10-19", "x..x...x.x..r..x..", "weekly:2"),
    ("Australia/Lord_Howe", "2026-04-01", "xx.xxx.x.xxxx.", "monthly:12"),
  ])
  func aDSTWeekIsLikeAnyOther(zone: String, start: String, pattern: String, goal: String)
    throws
  {
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: zone)))
    let policy = try StreakPolicy(goal: StreakGoal(goal))
    let local = Self.ledger(pattern, from: try Self.date(start), calendar: calendar, policy: policy)
    let utc = Self.ledger(pattern, from: try Self.date(start), policy: policy)
    #expect(local.days == utc.days)
    #expect(local.summary == utc.summary)
  }

  /// Random histories for the Swift-only properties: a goal, freezes,
  /// start and pattern from a seeded generator.
  static func randomHistories(count: Int) throws -> [(String, CivilDate, StreakPolicy)] {
    var generator = SplitMix64(state: 2026)
    let first = try date("2024-01-01")
    return try (0..<count).map { _ in
      let goal: StreakGoal =
        switch generator.next(in: 0...2) {
        case 0: .daily
        case 1: .weekly(generator.next(in: 1...7))
        default: .monthly(generator.next(in: 1...31))
        }
      let freezes =
        goal == .daily && generator.next(in: 0...1) == 0
        ? try FreezePolicy(
          perMonth: generator.next(in: 1...4), maxConsecutive: generator.next(in: 1...3))
        : nil
      let done = generator.next(in: 20...95)
      let pattern = String(
        (0..<generator.next(in: 1...120)).map { _ -> Character in
          let roll = generator.next(in: 0...99)
          return roll < 8 ? "r" : roll < 10 ? "X" : roll < 10 + done ? "x" : "."
        })
      return (
        pattern, first.adding(days: generator.next(in: 0...1000)),
        try StreakPolicy(goal: goal, freezes: freezes)
      )
    }
  }

  @Test func heldDaysHoldCountedDaysMoveAndTheSummaryIsTheLastDay() throws {
    for (pattern, start, policy) in try Self.randomHistories(count: 1_000) {
      let ledger = Self.ledger(pattern, from: start, policy: policy)
      var previous = 0.0
      for day in ledger.days {
        #expect((0...1).contains(day.strength))
        switch day.status {
        case .rest, .frozen, .skipped, .open:
          #expect(day.strength == previous, "\(day.day) \(day.status) in \(pattern)")
        case .done where policy.goal == .daily:
          #expect(day.strength > previous)
        case .missed where policy.goal == .daily:
          #expect(day.strength <= previous)
        case .done, .missed:
          break
        }
        previous = day.strength
      }
      #expect(ledger.summary.strength == ledger.days.last?.strength)
      let summary = StreakSummary(
        checkIns: ledger.days.filter { $0.status == .done }.map { CheckIn(day: $0.day) },
        restDays: zip(pattern, ledger.days).filter { "rX".contains($0.0) }.map(\.1.day),
        today: ledger.summary.today, calendar: Self.utc, policy: policy)
      #expect(summary.strength == ledger.summary.strength)
    }
  }

  @Test func nothingInThePastIsRepainted() throws {
    for (pattern, start, policy) in try Self.randomHistories(count: 300) where pattern.count > 2 {
      let later = Self.ledger(pattern, from: start, policy: policy)
      // The same records on an earlier today: later check-ins are in the
      // future then, later rest days already planned.
      let earlier = Self.ledger(
        pattern, from: start, policy: policy, daysToToday: pattern.count / 2)
      // Every day before the earlier today is the same on the later day.
      for (before, after) in zip(earlier.days.dropLast(), later.days) {
        #expect(before == after, "\(before.day) of \(pattern) under \(policy.goal)")
      }
    }
  }

  // MARK: The independent Python port

  struct Vectors: Decodable {
    struct Random: Decodable {
      let seed: Int
      let cases: [StrengthVector]
    }
    let named: [StrengthVector]
    let random: Random
  }

  static let vectors: Vectors? = try? JSONDecoder().decode(
    Vectors.self, from: Data(contentsOf: Fixtures.url("strength-vectors.json")))

  /// The ledger of a vector, as the Swift code computes it.
  static func replay(_ vector: StrengthVector) throws -> StreakLedger {
    let zone = try #require(TimeZone(identifier: vector.zone))
    let policy = try StreakPolicy(
      goal: StreakGoal(vector.goal), freezes: try vector.freezes.map(FreezePolicy.init))
    return ledger(
      vector.days, from: try date(vector.start), calendar: CivilCalendar(timeZone: zone),
      policy: policy)
  }

  @Test func vectorsLoad() throws {
    let vectors = try #require(Self.vectors)
    #expect(vectors.named.count == 14)
    #expect(vectors.random.cases.count == 2_000)
  }

  @Test(arguments: vectors?.named ?? [])
  func namedVectorsReplayDayByDay(_ vector: StrengthVector) throws {
    let ledger = try Self.replay(vector)
    #expect(String(ledger.days.map { Self.symbols[$0.status] ?? "?" }) == vector.statuses)
    let expected = try #require(vector.strengths)
    #expect(ledger.days.count == expected.count)
    for (day, strength) in zip(ledger.days, expected) {
      #expect(abs(day.strength - strength) <= 1e-12, "\(day.day)")
    }
  }

  @Test func randomHistoriesMatchThePythonPort() throws {
    let cases = try #require(Self.vectors).random.cases
    var mismatches: [String] = []
    for vector in cases {
      let ledger = try Self.replay(vector)
      let statuses = String(ledger.days.map { Self.symbols[$0.status] ?? "?" })
      let sum = ledger.days.reduce(0) { $0 + $1.strength }
      if statuses != vector.statuses
        || abs(ledger.summary.strength - (vector.strength ?? -1)) > 1e-12
        || abs(sum - (vector.strengthSum ?? -1)) > 1e-9
      {
        mismatches.append("\(vector.testDescription) \(vector.days)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(cases.count): \(mismatches.prefix(3))")
  }

  // MARK: Stored shapes

  @Test func reportVersion1DecodesWithTheStrengthsZero() throws {
    let data = try Data(contentsOf: Fixtures.url("records/report-v1.json"))
    let report = try JSONDecoder().decode(StreakReport.self, from: data)
    #expect(report.summary.strength == 0)
    #expect((report.summary.current, report.summary.longest) == (14, 14))
    #expect(report.summary.breakReason == .noFreezeLeft)
    #expect(report.policy.freezes == (try FreezePolicy("2/2")))
    let days = try #require(report.ledger)
    #expect(days.count == 30)
    #expect(days.allSatisfy { $0.strength == 0 })
    #expect(days.first?.day == (try Self.date("2026-11-01")))
    #expect(days[5].status == .frozen)
  }

  @Test func reportRoundTripsWithTheStrengths() throws {
    let policy = try StreakPolicy(freezes: FreezePolicy("2/2"))
    let ledger = Self.ledger(
      "xxxxx.xxx..x...xxxxxxxxxxxxxx.", from: try Self.date("2026-11-01"), policy: policy)
    let report = StreakReport(ledger, policy: policy)
    let decoded = try JSONDecoder().decode(
      StreakReport.self, from: JSONEncoder().encode(report))
    #expect(decoded == report)
    #expect(decoded.ledger?.map(\.strength) == ledger.days.map(\.strength))
    let summaryOnly = StreakReport(summary: ledger.summary, policy: policy)
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(summaryOnly))
    #expect((object as? [String: Any])?["ledger"] == nil)
    #expect((object as? [String: Any])?["strength"] as? Double == ledger.summary.strength)
  }

  @Test(arguments: [
    #"{"today": "2026-10-02", "current": 3, "longest": 5, "todayDone": false, "atRisk": true, "strength": 1.5}"#,
    #"{"today": "2026-10-02", "current": 3, "longest": 5, "todayDone": false, "atRisk": true, "strength": -0.1}"#,
  ])
  func aStrengthOutsideZeroToOneIsRejected(json: String) {
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StreakSummary.self, from: Data(json.utf8))
    }
    #expect(String(describing: error).contains("strength: "))
    #expect(String(describing: error).contains("is out of range; use 0...1"))
  }

  @Test func ledgerDayVersion1DecodesWithTheStrengthZero() throws {
    let day = try JSONDecoder().decode(
      StreakLedger.Day.self,
      from: Data(#"{"day": "2026-10-01", "status": "frozen", "streak": 4}"#.utf8))
    #expect((day.status, day.streak, day.strength) == (.frozen, 4, 0))
  }

  // MARK: Texts

  @Test func theStrengthTextsInEveryLanguage() throws {
    let content = try HabitContent.bundled()
    let (texts, dates) = (content.streaks, content.dates)
    let day = try Self.date("2026-11-06")
    let written: [Language: String] = [
      .simplifiedChinese: "2026年11月6日", .english: "Nov 6, 2026", .japanese: "2026年11月6日",
      .korean: "2026년 11월 6일",
    ]
    for language in Language.required {
      let line = texts.strengthLine(0.655747, in: language)
      #expect(line.contains("66%") && !line.contains("{"))
      for status in [DayStatus.rest, .frozen] {
        let sentence = try #require(
          texts.strengthHeldSentence(
            for: status, on: day, strength: 0.42, dates: dates, in: language))
        #expect(sentence.contains(try #require(written[language])) && sentence.contains("42%"))
        #expect(!sentence.contains("{") && !sentence.contains("}"))
      }
      for status in [DayStatus.done, .missed, .skipped, .open] {
        #expect(
          texts.strengthHeldSentence(
            for: status, on: day, strength: 0.42, dates: dates, in: language) == nil)
      }
    }
    #expect(
      texts.strengthHeldSentence(for: .rest, on: day, strength: 0.42, dates: dates, in: .english)
        == "Nov 6, 2026 is a rest day, so your habit strength holds at 42%.")
  }

  @Test(arguments: [(0.0, 0), (0.004, 0), (0.005, 1), (0.655747, 66), (0.994, 99), (1.0, 100)])
  func percentRoundsToTheNearest(strength: Double, percent: Int) {
    #expect(StreakTexts.percent(strength) == percent)
  }
}
