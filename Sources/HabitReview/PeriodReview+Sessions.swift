import Foundation
import HabitCalendar
import HabitGrowth
import HabitStreaks
import HabitToolkit

extension PeriodReview {
  /// Reviews the week or the calendar month containing a day (SPEC section
  /// 17), with the same figures for the period before.
  ///
  /// Only sessions that ended by `now` count, as in growth. Each counts
  /// for the logical day of its start under `rollover`, and for the time
  /// band of its start's wall time. Miles and XP are what each session
  /// earned by growth's rules (one walk over every counted session, by
  /// end), rewards of the missions and chapters it completed included, so
  /// the periods add up to the profile. The streak and strength are the
  /// daily streak's at the period's end (or today, in a running period),
  /// each day with a session counting as a check-in, that last day
  /// counting as today (not yet missed). docs/review.md gives every rule.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order (fastest by start).
  ///   - period: A week or a month.
  ///   - day: A day of the period to review; `nil` for today.
  ///   - now: The moment figures are counted to.
  ///   - calendar: The user's zone.
  ///   - rollover: When a logical day starts (default midnight).
  ///   - weekStart: The weekday weeks start on, 1 = Sunday ... 7 =
  ///     Saturday (default 2, Monday).
  ///   - bands: The time bands (``ReviewTexts/bands``).
  ///   - growth: XP and miles rates (`growth.json`).
  ///   - expeditions: The missions and chapters whose rewards count.
  ///   - deepFocus: What counts as deep focus (the badges' rule).
  /// - Throws: ``InputError`` naming `weekStart` outside 1-7, or `date`
  ///   for a day after today.
  /// - Complexity: O(*n* × *m*) for *n* sessions and *m* missions per
  ///   chapter (growth's walk), plus O(*d*) in the days from the first
  ///   session to the period's end.
  public init(
    sessions: [FocusSession], period: ReviewPeriod, day: CivilDate? = nil, now: Date,
    calendar: CivilCalendar, rollover: DayRollover = .midnight, weekStart: Int = 2,
    bands: [TimeBand], growth: GrowthRules, expeditions: Expeditions, deepFocus: DeepFocusRule
  ) throws(InputError) {
    guard StreakPolicy.weekdays.contains(weekStart) else {
      throw InputError(
        field: "weekStart", message: "\(weekStart) is not a weekday; use 1 (Sunday) to 7 (Saturday)"
      )
    }
    let today = calendar.logicalDay(of: now, rollover: rollover)
    let reviewed = day ?? today
    guard reviewed <= today else {
      throw InputError(
        field: "date",
        message: "\(reviewed) is after today (\(today)); a review covers a period that has begun")
    }
    // Most calls pass sessions that have all ended: no copy then.
    let counted =
      sessions.allSatisfy { $0.end <= now } ? sessions : sessions.filter { $0.end <= now }
    let walk = SessionWalk(
      sessions: counted,
      days: calendar.logicalDays(of: counted.map(\.start.date), rollover: rollover),
      gains: SessionGains.of(
        counted, rules: growth, expeditions: expeditions, deepFocus: deepFocus),
      deepFocus: deepFocus, calendar: calendar, bands: bands, today: today)
    let span = Self.span(of: reviewed, period: period, weekStart: weekStart)
    let before = Self.span(of: span.start.adding(days: -1), period: period, weekStart: weekStart)
    let current = walk.figures(from: span.start, through: span.end)
    self.init(
      period: period, timeZone: calendar.zoneName, weekStart: weekStart,
      rollover: rollover.wallTime, today: today, running: today <= span.end,
      current: current.figures, days: current.days,
      previous: walk.figures(from: before.start, through: before.end).figures,
      demo: current.demo)
  }

  /// The first and last day of the week or month containing a day.
  static func span(
    of day: CivilDate, period: ReviewPeriod, weekStart: Int
  ) -> (start: CivilDate, end: CivilDate) {
    switch period {
    case .week:
      let start = day.adding(days: -day.daysSinceWeekStart(weekStart))
      return (start, start.adding(days: 6))
    case .month:
      let parts = day.components
      let start = day.adding(days: 1 - parts.day)
      return (start, start.adding(days: CivilDate.daysIn(month: parts.month, year: parts.year) - 1))
    }
  }
}

/// The counted sessions with their logical days and gains, summed period
/// by period.
private struct SessionWalk {
  let sessions: [FocusSession]
  let days: [CivilDate]
  let gains: [SessionGains]
  let deepFocus: DeepFocusRule
  let calendar: CivilCalendar
  let bands: [TimeBand]
  let today: CivilDate

  /// The figures of the days `start...end`, each day's sessions and
  /// minutes, and whether a demo session counted.
  func figures(
    from start: CivilDate, through end: CivilDate
  ) -> (figures: PeriodFigures, days: [ReviewDay], demo: Bool) {
    let length = CivilDate.days(from: start, to: end) + 1
    var daySessions = Array(repeating: 0, count: length)
    var dayMinutes = Array(repeating: 0, count: length)
    var bandMinutes = Array(repeating: 0, count: bands.count)
    var (count, minutes, deep, xp, miles, demo) = (0, 0, 0, 0, 0, false)
    let last = min(end, today)
    var doneDays: [CivilDate] = []
    doneDays.reserveCapacity(days.count)
    for (index, day) in days.enumerated() where day <= last {
      doneDays.append(day)
      guard day >= start else { continue }
      let session = sessions[index]
      let offset = CivilDate.days(from: start, to: day)
      daySessions[offset] += 1
      dayMinutes[offset] += session.minutes
      count += 1
      minutes += session.minutes
      if deepFocus.isDeepFocus(minutes: Double(session.minutes), interrupted: session.interrupted) {
        deep += 1
      }
      xp += gains[index].xp
      miles += gains[index].miles
      demo = demo || session.demo
      if !bands.isEmpty {
        bandMinutes[band(at: calendar.wallTime(of: session.start.date))] += session.minutes
      }
    }
    // The first of equal days and bands: a later one must be strictly more.
    var best: Int?
    for offset in dayMinutes.indices where dayMinutes[offset] > (best.map { dayMinutes[$0] } ?? 0) {
      best = offset
    }
    var peak: Int?
    for index in bandMinutes.indices where bandMinutes[index] > (peak.map { bandMinutes[$0] } ?? 0)
    {
      peak = index
    }
    let streak = StreakSummary(completedDays: doneDays, today: last, calendar: calendar)
    let figures = PeriodFigures(
      start: start, end: end, sessions: count, focusMinutes: minutes, deepFocusCount: deep,
      activeDays: daySessions.count { $0 > 0 }, bestDay: best.map { start.adding(days: $0) },
      bestDayMinutes: best.map { dayMinutes[$0] } ?? 0, peakBand: peak.map { bands[$0].id },
      miles: miles, xp: xp, streak: streak.current, strength: streak.strength)
    let strip = (0..<length).map {
      ReviewDay(
        day: start.adding(days: $0), sessions: daySessions[$0], focusMinutes: dayMinutes[$0])
    }
    return (figures, strip, demo)
  }

  /// The band a wall time falls in: the last starting at or before it;
  /// before the first start, the last band (it runs across midnight).
  private func band(at time: WallTime) -> Int {
    var found = bands.count - 1
    for (index, band) in bands.enumerated()
    where band.from.minutesSinceMidnight <= time.minutesSinceMidnight {
      found = index
    }
    return found
  }
}
