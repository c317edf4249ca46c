import Foundation
import HabitCalendar
import HabitGrowth
import HabitRules
import HabitStreaks
import HabitToolkit
import Testing

@testable import HabitReview

/// The review's figures against an independent model written with
/// Foundation's `Calendar`, over seeded random sessions around the 2026
/// daylight-saving changes of three zones, for weeks and months, several
/// week starts and rollovers.
@Suite struct ReviewModelTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let zone: String
    /// A moment near one of the zone's 2026 changes: sessions are drawn in
    /// the 70 days before it and a few after.
    let change: String
    let seed: UInt64
    var testDescription: String { "\(zone) near \(change), seed \(seed)" }
  }

  static let cases: [Case] = [
    Case(zone: "America/New_York", change: "2026-03-08T12:00:00-04:00", seed: 1),
    Case(zone: "America/New_York", change: "2026-11-01T12:00:00-05:00", seed: 2),
    Case(zone: "Europe/London", change: "2026-03-29T12:00:00+01:00", seed: 3),
    Case(zone: "Europe/London", change: "2026-10-25T12:00:00+00:00", seed: 4),
    Case(zone: "Australia/Sydney", change: "2026-04-05T12:00:00+10:00", seed: 5),
    Case(zone: "Australia/Sydney", change: "2026-10-04T12:00:00+11:00", seed: 6),
  ]

  /// The rollovers: midnight and two away from the zones' change hours.
  static let rollovers = [(0, 0), (4, 0), (18, 30)]

  // MARK: - The model

  /// The bands as the bundled review.json writes them, by hour.
  static let bandStarts = [("morning", 5), ("afternoon", 12), ("evening", 17), ("night", 22)]

  struct Figures: Equatable, CustomStringConvertible {
    var start = "", end = ""
    var sessions = 0, minutes = 0, deep = 0, activeDays = 0
    var bestDay: String?
    var bestMinutes = 0
    var peakBand: String?
    var xp = 0, miles = 0, streak = 0
    var strength = ""
    var days: [String: (Int, Int)] = [:]
    var description: String {
      "\(start)...\(end) sessions \(sessions) minutes \(minutes) deep \(deep) active \(activeDays) "
        + "best \(bestDay ?? "-") (\(bestMinutes)) band \(peakBand ?? "-") xp \(xp) miles \(miles) "
        + "streak \(streak) strength \(strength)"
    }
    static func == (lhs: Figures, rhs: Figures) -> Bool { lhs.description == rhs.description }
  }

  /// A Foundation model: the day string of a moment's logical day, and
  /// day arithmetic on noon of civil dates.
  struct Model {
    let calendar: Calendar
    let rolloverMinutes: Int
    /// The zone for the streak module's summary (strength only).
    let civil: CivilCalendar

    init(zone: TimeZone, rollover: (Int, Int), weekStart: Int) {
      civil = CivilCalendar(timeZone: zone)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      calendar.firstWeekday = weekStart
      self.calendar = calendar
      rolloverMinutes = rollover.0 * 60 + rollover.1
    }

    func noon(_ date: Date) throws -> Date {
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      return try #require(
        calendar.date(
          from: DateComponents(year: parts.year, month: parts.month, day: parts.day, hour: 12)))
    }

    func logicalDay(_ moment: Date) throws -> Date {
      let parts = calendar.dateComponents([.hour, .minute], from: moment)
      let day = try noon(moment)
      return try #require(parts.hour) * 60 + #require(parts.minute) < rolloverMinutes
        ? adding(-1, to: day) : day
    }

    func text(_ day: Date) -> String {
      let parts = calendar.dateComponents([.year, .month, .day], from: day)
      return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    func adding(_ days: Int, to day: Date) throws -> Date {
      try noon(#require(calendar.date(byAdding: .day, value: days, to: day)))
    }

    /// The first and last day of the period containing a day.
    func span(_ day: Date, _ period: ReviewPeriod) throws -> (Date, Date) {
      switch period {
      case .week:
        let interval = try #require(calendar.dateInterval(of: .weekOfYear, for: day))
        let first = try noon(interval.start)
        return (first, try adding(6, to: first))
      case .month:
        let interval = try #require(calendar.dateInterval(of: .month, for: day))
        // The interval ends at the next month's first moment.
        return (try noon(interval.start), try adding(-1, to: interval.end))
      case .range:
        // The week and month initializer reviews the one day of a range.
        return (try noon(day), try noon(day))
      }
    }

    func figures(
      _ sessions: [FocusSession], from start: Date, through end: Date,
      today: Date
    ) throws -> Figures {
      var figures = Figures(start: text(start), end: text(end))
      let last = min(end, today)
      var done = Set<String>()
      var bands: [String: Int] = [:]
      for session in sessions {
        let day = try logicalDay(session.start.date)
        guard day <= last else { continue }
        done.insert(text(day))
        guard day >= start else { continue }
        figures.sessions += 1
        figures.minutes += session.minutes
        if !session.interrupted, session.minutes >= 25 { figures.deep += 1 }
        let old = figures.days[text(day)] ?? (0, 0)
        figures.days[text(day)] = (old.0 + 1, old.1 + session.minutes)
        let hour = calendar.component(.hour, from: session.start.date)
        let band = ReviewModelTests.bandStarts.last { $0.1 <= hour }?.0 ?? "night"
        bands[band, default: 0] += session.minutes
      }
      figures.activeDays = figures.days.count
      for (day, (_, minutes)) in figures.days.sorted(by: { $0.key < $1.key })
      where minutes > figures.bestMinutes {
        (figures.bestDay, figures.bestMinutes) = (day, minutes)
      }
      var peak = 0
      for (band, _) in ReviewModelTests.bandStarts where bands[band, default: 0] > peak {
        (figures.peakBand, peak) = (band, bands[band, default: 0])
      }
      // The streak: done days back from the last day. Today may be still
      // open (the count starts the day before); a past day without a
      // session is missed (0).
      let open = last == today && !done.contains(text(last))
      var day: Date? = open ? try adding(-1, to: last) : last
      while let current = day, done.contains(text(current)) {
        figures.streak += 1
        day = try adding(-1, to: current)
      }
      // The strength: the streak module's own summary of the model's days,
      // with the day after a closed period as today (an open today holds
      // the strength).
      let summary = StreakSummary(
        completedDays: try done.map { try #require(CivilDate($0)) },
        today: try #require(CivilDate(text(last == today ? today : try adding(1, to: last)))),
        calendar: civil)
      figures.strength = String(format: "%.12f", summary.strength)
      return figures
    }
  }

  /// Back-to-back sessions (none starts before the one before ended, so
  /// growth's order by end is the order of their days), 1-180 minutes,
  /// one in five interrupted, gaps of 0-30 hours.
  static func sessions(before change: Date, seed: UInt64) throws -> [FocusSession] {
    var random = SplitMix64(state: seed)
    var moment = change.addingTimeInterval(-70 * 86_400)
    var sessions: [FocusSession] = []
    let limit = change.addingTimeInterval(5 * 86_400)
    while moment < limit {
      moment.addTimeInterval(Double(random.next(in: 0...(30 * 60))) * 60)
      let minutes = random.next(in: 1...180)
      sessions.append(
        try FocusSession(
          id: "s\(sessions.count)", start: ISO8601Moment(moment, secondsFromUTC: 0),
          minutes: minutes, interrupted: random.next(in: 0...4) == 0))
      moment.addTimeInterval(Double(minutes) * 60)
    }
    return sessions
  }

  // MARK: - The test

  @Test(arguments: cases)
  func figuresMatchTheModel(_ example: Case) throws {
    let content = try HabitContent.bundled()
    let zone = try #require(TimeZone(identifier: example.zone))
    let calendar = CivilCalendar(timeZone: zone)
    let change = try #require(ISO8601Moment.parse(example.change))
    let sessions = try Self.sessions(before: change, seed: example.seed)
    var failures: [String] = []
    var random = SplitMix64(state: example.seed &* 31)
    for rollover in Self.rollovers {
      for period in ReviewPeriod.allCases {
        for _ in 0..<4 {
          // now: within 6 days either side of the change, to the minute.
          let now = change.addingTimeInterval(Double(random.next(in: -8_640...8_640)) * 60)
          let weekStart = random.next(in: 1...7)
          let model = Model(zone: zone, rollover: rollover, weekStart: weekStart)
          let today = try model.logicalDay(now)
          let counted = sessions.filter { $0.end <= now }
          // XP and miles of a period: growth's profile of the sessions
          // through its last day minus the profile of those before its
          // first (with back-to-back sessions, prefixes of the list).
          func totals(before day: Date) throws -> (Int, Int) {
            let prefix = try counted.filter { try model.logicalDay($0.start.date) < day }
            let report = content.growth(of: prefix, calendar: calendar)
            return (report.profile.xp, report.profile.miles)
          }
          let (start, end) = try model.span(today, period)
          let (previousStart, previousEnd) = try model.span(model.adding(-1, to: start), period)
          var expected = try model.figures(counted, from: start, through: end, today: today)
          var expectedPrevious = try model.figures(
            counted, from: previousStart, through: previousEnd, today: today)
          let (beforePrevious, beforeCurrent, afterCurrent) = (
            try totals(before: previousStart), try totals(before: start),
            try totals(before: model.adding(1, to: end))
          )
          (expected.xp, expected.miles) = (
            afterCurrent.0 - beforeCurrent.0, afterCurrent.1 - beforeCurrent.1
          )
          (expectedPrevious.xp, expectedPrevious.miles) = (
            beforeCurrent.0 - beforePrevious.0, beforeCurrent.1 - beforePrevious.1
          )

          let review = try PeriodReview(
            sessions: sessions, period: period, now: now,
            calendar: ReviewCalendar(
              calendar,
              rollover: DayRollover(
                at: try #require(WallTime(hour: rollover.0, minute: rollover.1))),
              weekStart: weekStart),
            rules: ReviewRules(
              bands: content.review.bands,
              growth: GrowthContent(
                rules: content.growth, expeditions: content.expeditions,
                deepFocus: content.badges.builder.deepFocus)))
          func found(_ figures: PeriodFigures, days: [ReviewDay]?) -> Figures {
            var found = Figures(
              start: figures.start.description, end: figures.end.description,
              sessions: figures.sessions, minutes: figures.focusMinutes,
              deep: figures.deepFocusCount, activeDays: figures.activeDays,
              bestDay: figures.bestDay?.description, bestMinutes: figures.bestDayMinutes,
              peakBand: figures.peakBand, xp: figures.xp, miles: figures.miles,
              streak: figures.streak, strength: String(format: "%.12f", figures.strength))
            for day in days ?? [] where day.sessions > 0 {
              found.days[day.day.description] = (day.sessions, day.focusMinutes)
            }
            return found
          }
          let label = "\(period) rollover \(rollover) week start \(weekStart) now \(now)"
          var current = found(review.current, days: review.days)
          current.days = expected.days
          if current != expected { failures.append("\(label): \(current) != \(expected)") }
          let strip = Dictionary(
            uniqueKeysWithValues: review.days.filter { $0.sessions > 0 }.map {
              ($0.day.description, "\($0.sessions)/\($0.focusMinutes)")
            })
          if strip != expected.days.mapValues({ "\($0.0)/\($0.1)" }) {
            failures.append("\(label): days \(strip) != \(expected.days)")
          }
          if review.days.count != model.calendar.dateComponents([.day], from: start, to: end).day!
            + 1
          {
            failures.append("\(label): \(review.days.count) days in the strip")
          }
          let previous = found(review.previous, days: nil)
          if previous != expectedPrevious {
            failures.append("\(label): previous \(previous) != \(expectedPrevious)")
          }
          if review.today.description != model.text(today) || review.running != (today <= end) {
            failures.append("\(label): today \(review.today) running \(review.running)")
          }
        }
      }
    }
    #expect(
      failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(5).joined(separator: "\n"))"
    )
  }
}
