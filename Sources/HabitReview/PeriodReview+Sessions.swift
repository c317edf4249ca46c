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
  /// for the logical day of its start under the calendar's rollover, and
  /// for the time band of its start's wall time. Miles and XP are what each
  /// session earned by growth's rules (one walk over every counted session,
  /// by end), rewards of the missions and chapters it completed included, so
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
  ///   - calendar: The user's zone, when a logical day starts and the
  ///     weekday weeks start on.
  ///   - rules: The time bands, and growth's rates, missions and
  ///     deep-focus rule.
  /// - Throws: ``InputError`` naming `weekStart` outside 1-7, or `date`
  ///   for a day after today.
  /// - Complexity: O(*n* × *m*) for *n* sessions and *m* missions per
  ///   chapter (growth's walk), plus O(*d*) in the days from the first
  ///   session to today (one streak walk for both periods).
  public init(
    sessions: [FocusSession], period: ReviewPeriod, day: CivilDate? = nil, now: Date,
    calendar: ReviewCalendar, rules: ReviewRules
  ) throws(InputError) {
    let weekStart = calendar.weekStart
    guard StreakPolicy.weekdays.contains(weekStart) else {
      throw InputError(
        field: "weekStart", message: "\(weekStart) is not a weekday; use 1 (Sunday) to 7 (Saturday)"
      )
    }
    let today = calendar.day(of: now)
    let reviewed = day ?? today
    guard reviewed <= today else {
      throw InputError(
        field: "date",
        message: "\(reviewed) is after today (\(today)); a review covers a period that has begun")
    }
    let span = Self.span(of: reviewed, period: period, weekStart: weekStart)
    let before = Self.span(of: span.start.adding(days: -1), period: period, weekStart: weekStart)
    self.init(
      CountedSessions(sessions, endedBy: now), period: period, spans: (span, before),
      today: today, calendar: calendar, rules: rules)
  }

  /// Reviews the counted sessions over a period and the one before it.
  init(
    _ counted: CountedSessions, period: ReviewPeriod,
    spans: (current: DaySpan, before: DaySpan), today: CivilDate,
    calendar: ReviewCalendar, rules: ReviewRules
  ) {
    let (span, before) = spans
    let days = calendar.calendar.logicalDays(of: counted.starts, rollover: calendar.rollover)
    var current = PeriodTally(start: span.start, end: span.end, bands: rules.bands.count)
    var previous = PeriodTally(start: before.start, end: before.end, bands: rules.bands.count)
    current.heatmap = HeatmapTally(weekStart: calendar.weekStart)
    let doneDays = Self.tally(
      counted, on: days, into: &current, &previous, calendar: calendar.calendar, rules: rules)
    let rewards = SessionRewards.of(
      counted.sessions, ends: counted.ends, content: rules.growth, minutes: counted.minutes)
    for reward in rewards {
      let day = days[reward.session]
      if current.covers(day) {
        current.reward(xp: reward.xp, miles: reward.miles)
      } else if previous.covers(day) {
        previous.reward(xp: reward.xp, miles: reward.miles)
      }
    }
    let standings = StreakSummary.standings(
      completedDays: doneDays, today: today, calendar: calendar.calendar,
      after: [min(span.end, today), before.end])
    self.period = period
    timeZone = calendar.calendar.zoneName
    weekStart = calendar.weekStart
    rollover = calendar.rollover.wallTime
    self.today = today
    running = today <= span.end
    self.current = current.figures(standing: standings[0], bands: rules.bands)
    self.days = current.days
    self.previous = previous.figures(standing: standings[1], bands: rules.bands)
    heatmap = current.heatmap?.minutes ?? Self.emptyHeatmap
    demo = counted.usedDemo
  }

  /// Adds each counted session to the period or to the one before,
  /// whichever holds its day (sessions of other days are left out).
  ///
  /// - Returns: The streak's done days: the logical days with a session,
  ///   a run of equal days once (sessions mostly come by start).
  private static func tally(
    _ counted: CountedSessions, on days: [CivilDate], into current: inout PeriodTally,
    _ previous: inout PeriodTally, calendar: CivilCalendar, rules: ReviewRules
  ) -> [CivilDate] {
    let growth = rules.growth
    var doneDays: [CivilDate] = []
    doneDays.reserveCapacity(days.count)
    for (index, day) in days.enumerated() {
      if day != doneDays.last { doneDays.append(day) }
      guard day >= previous.start, day <= current.end else { continue }
      let session = counted.sessions[index]
      let minutes = counted.minutes[index]
      let deep = growth.deepFocus.isDeepFocus(
        minutes: Double(minutes), interrupted: session.interrupted)
      let band = Self.band(at: calendar.wallTime(of: counted.starts[index]), in: rules.bands)
      let xp = growth.rules.xp(ofSessionMinutes: minutes, deepFocus: deep)
      let miles = growth.rules.miles(ofSessionMinutes: minutes)
      if day >= current.start {
        current.add(minutes, on: day, deep: deep, band: band, xp: xp, miles: miles)
        current.countMoods(of: session)
        // An overlapping session counts the tail no earlier session covers.
        let tail = counted.starts[index] + Double(session.minutes - minutes) * 60
        current.heatmap?.add(start: tail, minutes: minutes, calendar: calendar)
      } else {
        previous.add(minutes, on: day, deep: deep, band: band, xp: xp, miles: miles)
        previous.countMoods(of: session)
      }
    }
    return doneDays
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
  static func span(of day: CivilDate, period: ReviewPeriod, weekStart: Int) -> DaySpan {
    switch period {
    case .week:
      let start = day.adding(days: -day.daysSinceWeekStart(weekStart))
      return (start, start.adding(days: 6))
    case .month:
      let parts = day.components
      let start = day.adding(days: 1 - parts.day)
      return (start, start.adding(days: CivilDate.daysIn(month: parts.month, year: parts.year) - 1))
    case .range:
      // A range has no span of its own; ``init(sessions:from:to:now:calendar:rules:)``
      // gives it its days.
      return (day, day)
    }
  }
}

/// The sessions a review counts: those that ended by now, demo sessions
/// only while there is no real one (``DemoRecords``), with their starts and
/// ends.
struct CountedSessions {
  let sessions: [FocusSession]
  let starts: [Date]
  /// Seconds since the reference date.
  let ends: [Double]
  /// The minutes each session counts: a duplicate is left out and
  /// overlapping minutes count once (``SessionOverlaps``).
  let minutes: [Int]
  /// Whether the sessions counted are demo data.
  let usedDemo: Bool

  init(_ all: [FocusSession], endedBy now: Date) {
    let rule = DemoRecords.rule(for: all, isDemo: \.demo)
    usedDemo = rule.usedDemo
    // Most calls pass sessions that have all ended: no copy then, and one
    // pass that checks them and takes their starts and ends.
    var starts: [Date] = []
    var ends: [Double] = []
    starts.reserveCapacity(all.count)
    ends.reserveCapacity(all.count)
    for index in all.indices {
      let end = all[index].end
      guard end <= now, rule.counts(demo: all[index].demo) else { break }
      starts.append(all[index].start.date)
      ends.append(end.timeIntervalSinceReferenceDate)
    }
    var sessions = all
    if starts.count < all.count {
      sessions = all.filter { $0.end <= now && rule.counts(demo: $0.demo) }
      starts = sessions.map { $0.start.date }
      ends = sessions.map { $0.end.timeIntervalSinceReferenceDate }
    }
    let once = SessionOverlaps.resolve(
      starts: starts.map(\.timeIntervalSinceReferenceDate), minutes: sessions.map(\.minutes))
    if once.duplicates > 0 {
      sessions = once.kept.map { sessions[$0] }
      starts = once.kept.map { starts[$0] }
      ends = once.kept.map { ends[$0] }
    }
    (self.sessions, self.starts, self.ends, minutes) = (sessions, starts, ends, once.countedMinutes)
  }
}

/// The first and last logical day of a period.
typealias DaySpan = (start: CivilDate, end: CivilDate)

/// The sums of one period, session by session.
private struct PeriodTally {
  let start: CivilDate
  let end: CivilDate
  var daySessions: [Int]
  var dayMinutes: [Int]
  var bandMinutes: [Int]
  /// The minutes per weekday and hour, for the period that has a heatmap.
  var heatmap: HeatmapTally?
  var sessions = 0
  var minutes = 0
  var deep = 0
  var xp = 0
  var miles = 0
  var moodChecks = 0
  var endedCalmer = 0

  init(start: CivilDate, end: CivilDate, bands: Int) {
    self.start = start
    self.end = end
    let length = CivilDate.days(from: start, to: end) + 1
    daySessions = Array(repeating: 0, count: length)
    dayMinutes = Array(repeating: 0, count: length)
    bandMinutes = Array(repeating: 0, count: bands)
  }

  mutating func add(
    _ counted: Int, on day: CivilDate, deep isDeep: Bool, band: Int?, xp: Int, miles: Int
  ) {
    let offset = CivilDate.days(from: start, to: day)
    daySessions[offset] += 1
    dayMinutes[offset] += counted
    if let band { bandMinutes[band] += counted }
    sessions += 1
    minutes += counted
    if isDeep { deep += 1 }
    self.xp += xp
    self.miles += miles
  }

  /// Counts a session's check-ins before and after.
  mutating func countMoods(of session: FocusSession) {
    if session.moods.isComplete { moodChecks += 1 }
    if session.moods.endedCalmer { endedCalmer += 1 }
  }

  /// Whether a day is one of the period's.
  func covers(_ day: CivilDate) -> Bool { day >= start && day <= end }

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
    PeriodFigures(self, standing: standing, bands: bands)
  }
}

extension PeriodFigures {
  /// The figures of a tally: the first of equal days and bands is the best
  /// (a later one must be strictly more).
  fileprivate init(
    _ tally: PeriodTally, standing: (streak: Int, strength: Double), bands: [TimeBand]
  ) {
    var best: Int?
    for offset in tally.dayMinutes.indices
    where tally.dayMinutes[offset] > (best.map { tally.dayMinutes[$0] } ?? 0) {
      best = offset
    }
    var peak: Int?
    for index in tally.bandMinutes.indices
    where tally.bandMinutes[index] > (peak.map { tally.bandMinutes[$0] } ?? 0) {
      peak = index
    }
    start = tally.start
    end = tally.end
    sessions = tally.sessions
    focusMinutes = tally.minutes
    deepFocusCount = tally.deep
    activeDays = tally.daySessions.count { $0 > 0 }
    bestDay = best.map { tally.start.adding(days: $0) }
    bestDayMinutes = best.map { tally.dayMinutes[$0] } ?? 0
    peakBand = peak.map { bands[$0].id }
    miles = tally.miles
    xp = tally.xp
    streak = standing.streak
    strength = standing.strength
    moodChecks = tally.moodChecks
    endedCalmer = tally.endedCalmer
  }
}
