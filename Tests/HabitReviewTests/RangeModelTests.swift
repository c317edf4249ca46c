import Foundation
import HabitCalendar
import HabitGrowth
import HabitRules
import HabitToolkit
import Testing

@testable import HabitReview

/// Reviews of any range, and their heatmaps, against the Foundation model
/// of ``ReviewModelTests`` and a heatmap counted minute by minute with
/// Foundation's `Calendar` (`dateComponents([.weekday, .hour])` of each
/// minute a session runs), over seeded random sessions around DST changes.
@Suite struct RangeModelTests {
  static let cases: [ReviewModelTests.Case] =
    ReviewModelTests.cases + [
      // A 30-minute change.
      .init(zone: "Australia/Lord_Howe", change: "2026-04-05T12:00:00+10:30", seed: 7),
      .init(zone: "Asia/Tokyo", change: "2026-06-01T12:00:00+09:00", seed: 8),
    ]

  /// The heatmap by Foundation: every minute of every session whose
  /// logical day is in the range, at its wall-clock weekday and hour.
  static func heatmap(
    _ sessions: [FocusSession], from: Date, through to: Date, model: ReviewModelTests.Model,
    weekStart: Int
  ) throws -> [[Int]] {
    var grid = [[Int]](repeating: [Int](repeating: 0, count: 24), count: 7)
    for session in sessions {
      let day = try model.logicalDay(session.start.date)
      guard day >= from, day <= to else { continue }
      for minute in 0..<session.minutes {
        let moment = session.start.date.addingTimeInterval(Double(minute) * 60)
        let parts = model.calendar.dateComponents([.weekday, .hour], from: moment)
        let row = (try #require(parts.weekday) - weekStart + 7) % 7
        grid[row][try #require(parts.hour)] += 1
      }
    }
    return grid
  }

  static func rules(_ content: HabitContent) -> ReviewRules {
    ReviewRules(
      bands: content.review.bands,
      growth: GrowthContent(
        rules: content.growth, expeditions: content.expeditions,
        deepFocus: content.badges.builder.deepFocus))
  }

  @Test(arguments: cases)
  func rangesMatchTheModel(_ example: ReviewModelTests.Case) throws {
    let content = try HabitContent.bundled()
    let zone = try #require(TimeZone(identifier: example.zone))
    let calendar = CivilCalendar(timeZone: zone)
    let change = try #require(ISO8601Moment.parse(example.change))
    let sessions = try ReviewModelTests.sessions(before: change, seed: example.seed)
    var failures: [String] = []
    var random = SplitMix64(state: example.seed &* 131)
    var heatmapMinutes = 0
    for rollover in ReviewModelTests.rollovers {
      for _ in 0..<6 {
        let now = change.addingTimeInterval(Double(random.next(in: -8_640...8_640)) * 60)
        let weekStart = random.next(in: 1...7)
        let model = ReviewModelTests.Model(zone: zone, rollover: rollover, weekStart: weekStart)
        let today = try model.logicalDay(now)
        // From up to 80 days before today; 1-366 days long, so some run
        // past today and some reach back before the first session.
        let start = try model.adding(-random.next(in: 0...80), to: today)
        let length =
          random.next(in: 0...3) == 0 ? random.next(in: 100...366) : random.next(in: 1...40)
        let end = try model.adding(length - 1, to: start)
        let counted = sessions.filter { $0.end <= now }
        let review = try PeriodReview(
          sessions: sessions, from: try #require(CivilDate(model.text(start))),
          to: try #require(CivilDate(model.text(end))), now: now,
          calendar: ReviewCalendar(
            calendar,
            rollover: DayRollover(at: try #require(WallTime(hour: rollover.0, minute: rollover.1))),
            weekStart: weekStart),
          rules: Self.rules(content))
        let label =
          "\(model.text(start)) +\(length) rollover \(rollover) ws \(weekStart) now \(now)"
        var expected = try model.figures(counted, from: start, through: end, today: today)
        let previousStart = try model.adding(-length, to: start)
        let expectedPrevious = try model.figures(
          counted, from: previousStart, through: try model.adding(-1, to: start), today: today)
        // XP and miles: growth's profile of the sessions before a day
        // (back-to-back sessions: prefixes of the list), differenced.
        func totals(before day: Date) throws -> (Int, Int) {
          let prefix = try counted.filter { try model.logicalDay($0.start.date) < day }
          let report = content.growth(of: prefix, calendar: calendar)
          return (report.profile.xp, report.profile.miles)
        }
        let marks = (
          try totals(before: previousStart), try totals(before: start),
          try totals(before: model.adding(1, to: end))
        )
        (expected.xp, expected.miles) = (marks.2.0 - marks.1.0, marks.2.1 - marks.1.1)
        var expectedBefore = expectedPrevious
        (expectedBefore.xp, expectedBefore.miles) = (marks.1.0 - marks.0.0, marks.1.1 - marks.0.1)
        var current = Self.figures(review.current)
        current.days = expected.days
        if current != expected { failures.append("\(label): \(current) != \(expected)") }
        let previous = Self.figures(review.previous)
        if previous != expectedBefore {
          failures.append("\(label): previous \(previous) != \(expectedBefore)")
        }
        let grid = try Self.heatmap(
          counted, from: start, through: end, model: model, weekStart: weekStart)
        if review.heatmap != grid {
          failures.append("\(label): heatmap \(review.heatmap) != \(grid)")
        }
        if review.heatmap.joined().reduce(0, +) != review.current.focusMinutes {
          failures.append("\(label): heatmap sums to \(review.heatmap.joined().reduce(0, +))")
        }
        if review.period != .range || review.days.count != length
          || review.running != (today <= end)
        {
          failures.append("\(label): \(review.period) \(review.days.count) days \(review.running)")
        }
        heatmapMinutes += review.current.focusMinutes
      }
    }
    #expect(heatmapMinutes > 0, "the ranges held no minutes: the heatmap went untested")
    #expect(
      failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(2).joined(separator: "\n"))"
    )
  }

  /// The figures the model compares, as it writes them.
  static func figures(_ figures: PeriodFigures) -> ReviewModelTests.Figures {
    ReviewModelTests.Figures(
      start: figures.start.description, end: figures.end.description,
      sessions: figures.sessions, minutes: figures.focusMinutes,
      deep: figures.deepFocusCount, activeDays: figures.activeDays,
      bestDay: figures.bestDay?.description, bestMinutes: figures.bestDayMinutes,
      peakBand: figures.peakBand, xp: figures.xp, miles: figures.miles,
      streak: figures.streak, strength: String(format: "%.12f", figures.strength))
  }

  /// The range a week or a month covers gives the week's or the month's
  /// figures, XP and miles included, and a week's range the week before.
  @Test(arguments: cases)
  func aWeekOrAMonthAsARange(_ example: ReviewModelTests.Case) throws {
    let content = try HabitContent.bundled()
    let zone = try #require(TimeZone(identifier: example.zone))
    let change = try #require(ISO8601Moment.parse(example.change))
    let sessions = try ReviewModelTests.sessions(before: change, seed: example.seed)
    let calendar = ReviewCalendar(
      CivilCalendar(timeZone: zone), rollover: DayRollover(at: WallTime(hour: 4, minute: 0)!),
      weekStart: Int(example.seed % 7) + 1)
    for offset in [-3, 0, 4] {
      let now = change.addingTimeInterval(Double(offset) * 86_400)
      for period in [ReviewPeriod.week, .month] {
        let review = try PeriodReview(
          sessions: sessions, period: period, now: now, calendar: calendar,
          rules: Self.rules(content))
        let range = try PeriodReview(
          sessions: sessions, from: review.current.start, to: review.current.end, now: now,
          calendar: calendar, rules: Self.rules(content))
        #expect(range.current == review.current, "\(period) at \(now)")
        #expect(range.days == review.days)
        #expect(range.heatmap == review.heatmap)
        #expect(range.running == review.running)
        if period == .week { #expect(range.previous == review.previous) }
      }
    }
  }
}

/// Hand-worked heatmaps: one session each, in New York (weeks from
/// Monday, so row 0 is Monday and row 6 Sunday).
@Suite struct HeatmapExamples {
  struct Example: Sendable, CustomTestStringConvertible {
    let name: String
    let start: String
    let minutes: Int
    /// (row, hour, minutes) of every cell that is not 0.
    let cells: [[Int]]
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    // Tuesday 2026-12-01, 23:40 to Wednesday 00:20.
    Example(
      name: "across midnight", start: "2026-12-01T23:40:00-05:00", minutes: 40,
      cells: [[1, 23, 20], [2, 0, 20]]),
    // Sunday 2026-11-01: 01:30 EDT to 01:30 EST, the hour 01 happens twice.
    Example(
      name: "the repeated hour counts twice", start: "2026-11-01T01:30:00-04:00",
      minutes: 60, cells: [[6, 1, 60]]),
    Example(
      name: "through the repeated hour", start: "2026-11-01T00:30:00-04:00",
      minutes: 150, cells: [[6, 0, 30], [6, 1, 120]]),
    // Sunday 2026-03-08: 01:30 EST to 03:30 EDT, no 02.
    Example(
      name: "the skipped hour has none", start: "2026-03-08T01:30:00-05:00",
      minutes: 60, cells: [[6, 1, 30], [6, 3, 30]]),
    // Half a minute in each hour: the earlier cell gets the minute.
    Example(
      name: "seconds split evenly", start: "2026-12-02T09:59:30-05:00", minutes: 1,
      cells: [[2, 9, 1]]),
    Example(
      name: "seconds split unevenly", start: "2026-12-02T09:58:20-05:00", minutes: 3,
      cells: [[2, 9, 2], [2, 10, 1]]),
    // A whole day, from 06:00 Friday to 06:00 Saturday.
    Example(
      name: "a day long", start: "2026-12-04T06:00:00-05:00", minutes: 1_440,
      cells: (6..<24).map { [4, $0, 60] } + (0..<6).map { [5, $0, 60] }),
  ]

  @Test(arguments: examples)
  func oneSession(_ example: Example) throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let calendar = CivilCalendar(timeZone: zone)
    var tally = HeatmapTally(weekStart: 2)
    let start = try #require(ISO8601Moment(example.start))
    tally.add(start: start.date, minutes: example.minutes, calendar: calendar)
    var expected = [[Int]](repeating: [Int](repeating: 0, count: 24), count: 7)
    for cell in example.cells { expected[cell[0]][cell[1]] += cell[2] }
    #expect(tally.minutes == expected)
    #expect(tally.minutes.joined().reduce(0, +) == example.minutes)
  }

  /// With a 04:00 rollover a 02:00 session belongs to the day before, yet
  /// it is drawn at the hour and weekday of the clock; a range of that
  /// logical day holds it, a range of the next does not.
  @Test func rolloverDayAndClockWeekday() throws {
    let content = try HabitContent.bundled()
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let session = try FocusSession(
      id: "night", start: try #require(ISO8601Moment("2026-12-02T02:00:00-05:00")), minutes: 30)
    let calendar = ReviewCalendar(
      CivilCalendar(timeZone: zone), rollover: DayRollover(at: WallTime(hour: 4, minute: 0)!))
    let now = try #require(ISO8601Moment.parse("2026-12-03T12:00:00-05:00"))
    func review(_ day: String) throws -> PeriodReview {
      let day = try #require(CivilDate(day))
      return try PeriodReview(
        sessions: [session], from: day, to: day, now: now, calendar: calendar,
        rules: RangeModelTests.rules(content))
    }
    let tuesday = try review("2026-12-01")
    #expect(tuesday.current.sessions == 1)
    // Wednesday 02:00 on the clock: row 2 (Monday first).
    #expect(tuesday.heatmap[2][2] == 30)
    #expect(try review("2026-12-02").heatmap.joined().reduce(0, +) == 0)
  }

  /// Ranges the library refuses, naming the field: from after today, to
  /// before from, 367 days (2025-12-01 to 2026-12-01 is 366).
  @Test(arguments: [
    ("2026-12-04", "2026-12-04", "from"), ("2026-12-02", "2026-12-01", "to"),
    ("2025-12-01", "2026-12-02", "to"),
  ])
  func refusedRanges(from: String, to: String, field: String) throws {
    let content = try HabitContent.bundled()
    let calendar = ReviewCalendar(
      CivilCalendar(timeZone: try #require(TimeZone(identifier: "UTC"))))
    let now = try #require(ISO8601Moment.parse("2026-12-03T12:00:00Z"))
    #expect {
      try PeriodReview(
        sessions: [], from: try #require(CivilDate(from)), to: try #require(CivilDate(to)),
        now: now,
        calendar: calendar, rules: RangeModelTests.rules(content))
    } throws: { ($0 as? InputError)?.field == field }
  }

  /// 366 days is the most a range covers: 2024-01-01 to 2024-12-31 passes.
  @Test func aLeapYearIsTheLongestRange() throws {
    let content = try HabitContent.bundled()
    let calendar = ReviewCalendar(
      CivilCalendar(timeZone: try #require(TimeZone(identifier: "UTC"))))
    let now = try #require(ISO8601Moment.parse("2026-12-03T12:00:00Z"))
    let review = try PeriodReview(
      sessions: [], from: try #require(CivilDate("2024-01-01")),
      to: try #require(CivilDate("2024-12-31")), now: now, calendar: calendar,
      rules: RangeModelTests.rules(content))
    #expect(review.days.count == 366)
    #expect(review.previous.start == CivilDate("2022-12-31"))
    #expect(review.previous.end == CivilDate("2023-12-31"))
  }
}
