import Foundation
import HabitCalendar
import HabitGrowth
import HabitRecords
import HabitStreaks
import HabitToolkit

extension PeriodReview {
  /// Reviews the week or the calendar month containing a day
  /// (HabitRules.docc/ReviewAndCards.md), with the same figures for the period before.
  ///
  /// Only sessions that ended by `now` count, as in growth, and demo
  /// sessions only while there is no real one (``DemoRecords``). Each counts
  /// for the logical day of its start under `rollover`, and for the time
  /// band of its start's wall time. Miles and XP are what each session
  /// earned by growth's rules (one walk over every counted session, by
  /// end), rewards of the missions and chapters it completed included, so
  /// the periods add up to the profile. The streak and strength are the
  /// daily streak's after the period's last day (a day with a session
  /// counting as a check-in, a past day without one as missed), or today's
  /// in a running period (today still open keeps yesterday's streak).
  /// HabitRules.docc/ReviewAndCards.md gives every rule.
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
  ///   session to today (one streak walk for both periods).
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
    // Demo sessions count only while there is no real one (DemoRecords).
    let rule = DemoRecords.rule(for: sessions, isDemo: \.demo)
    func counts(_ session: FocusSession) -> Bool {
      session.end <= now && rule.counts(demo: session.demo)
    }
    // Most calls pass sessions that have all ended: no copy then, and one
    // pass that checks them and takes their starts and ends.
    var starts: [Date] = []
    var ends: [Double] = []
    starts.reserveCapacity(sessions.count)
    ends.reserveCapacity(sessions.count)
    // Fields read in place (a loop over the sessions would copy each).
    sessions.withUnsafeBufferPointer { all in
      for index in all.indices {
        let end = all[index].end
        guard end <= now, rule.counts(demo: all[index].demo) else { break }
        starts.append(all[index].start.date)
        ends.append(end.timeIntervalSinceReferenceDate)
      }
    }
    var counted = sessions
    if starts.count < sessions.count {
      counted = sessions.filter(counts)
      starts = counted.map { $0.start.date }
      ends = counted.map { $0.end.timeIntervalSinceReferenceDate }
    }
    let days = calendar.logicalDays(of: starts, rollover: rollover)
    let span = Self.span(of: reviewed, period: period, weekStart: weekStart)
    let before = Self.span(of: span.start.adding(days: -1), period: period, weekStart: weekStart)
    var current = PeriodTally(start: span.start, end: span.end, bands: bands.count)
    var previous = PeriodTally(start: before.start, end: before.end, bands: bands.count)
    // The streak's done days, a run of equal days once (sessions mostly
    // come by start).
    var doneDays: [CivilDate] = []
    doneDays.reserveCapacity(days.count)
    for (index, day) in days.enumerated() {
      if day != doneDays.last { doneDays.append(day) }
      guard day >= before.start, day <= span.end else { continue }
      let session = counted[index]
      let deep = deepFocus.isDeepFocus(
        minutes: Double(session.minutes), interrupted: session.interrupted)
      let band = Self.band(at: calendar.wallTime(of: starts[index]), in: bands)
      let xp = growth.xp(ofSessionMinutes: session.minutes, deepFocus: deep)
      let miles = growth.miles(ofSessionMinutes: session.minutes)
      if day >= span.start {
        current.add(session, on: day, deep: deep, band: band, xp: xp, miles: miles)
      } else {
        previous.add(session, on: day, deep: deep, band: band, xp: xp, miles: miles)
      }
    }
    let rewards = SessionRewards.of(
      counted, ends: ends, rules: growth, expeditions: expeditions, deepFocus: deepFocus)
    for reward in rewards {
      let day = days[reward.session]
      if day >= span.start, day <= span.end {
        current.reward(xp: reward.xp, miles: reward.miles)
      } else if day >= before.start, day <= before.end {
        previous.reward(xp: reward.xp, miles: reward.miles)
      }
    }
    let standings = StreakSummary.standings(
      completedDays: doneDays, today: today, calendar: calendar,
      after: [min(span.end, today), before.end])
    self.init(
      period: period, timeZone: calendar.zoneName, weekStart: weekStart,
      rollover: rollover.wallTime, today: today, running: today <= span.end,
      current: current.figures(standing: standings[0], bands: bands), days: current.days,
      previous: previous.figures(standing: standings[1], bands: bands), demo: rule.usedDemo)
  }

  /// The band a wall time falls in.
  ///
  /// The last band starting at or before it; before the first start, the
  /// last band (it runs across midnight); `nil` without bands.
  static func band(at time: WallTime, in bands: [TimeBand]) -> Int? {
    guard !bands.isEmpty else { return nil }
    var found = bands.count - 1
    for (index, band) in bands.enumerated()
    where band.from.minutesSinceMidnight <= time.minutesSinceMidnight {
      found = index
    }
    return found
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

/// The sums of one period, session by session.
private struct PeriodTally {
  let start: CivilDate
  let end: CivilDate
  var daySessions: [Int]
  var dayMinutes: [Int]
  var bandMinutes: [Int]
  var sessions = 0
  var minutes = 0
  var deep = 0
  var xp = 0
  var miles = 0

  init(start: CivilDate, end: CivilDate, bands: Int) {
    self.start = start
    self.end = end
    let length = CivilDate.days(from: start, to: end) + 1
    daySessions = Array(repeating: 0, count: length)
    dayMinutes = Array(repeating: 0, count: length)
    bandMinutes = Array(repeating: 0, count: bands)
  }

  mutating func add(
    _ session: FocusSession, on day: CivilDate, deep isDeep: Bool, band: Int?, xp: Int, miles: Int
  ) {
    let offset = CivilDate.days(from: start, to: day)
    daySessions[offset] += 1
    dayMinutes[offset] += session.minutes
    if let band { bandMinutes[band] += session.minutes }
    sessions += 1
    minutes += session.minutes
    if isDeep { deep += 1 }
    self.xp += xp
    self.miles += miles
  }

  mutating func reward(xp: Int, miles: Int) {
    self.xp += xp
    self.miles += miles
  }

  /// Each day of the period with its sessions and minutes.
  var days: [ReviewDay] {
    dayMinutes.indices.map {
      ReviewDay(
        day: start.adding(days: $0), sessions: daySessions[$0], focusMinutes: dayMinutes[$0])
    }
  }

  func figures(standing: (streak: Int, strength: Double), bands: [TimeBand]) -> PeriodFigures {
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
    return PeriodFigures(
      start: start, end: end, sessions: sessions, focusMinutes: minutes, deepFocusCount: deep,
      activeDays: daySessions.count { $0 > 0 }, bestDay: best.map { start.adding(days: $0) },
      bestDayMinutes: best.map { dayMinutes[$0] } ?? 0, peakBand: peak.map { bands[$0].id },
      miles: miles, xp: xp, streak: standing.streak, strength: standing.strength)
  }
}
