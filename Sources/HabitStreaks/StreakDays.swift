import HabitCalendar

/// The days a streak is computed from: which are done and which are rest
/// days, from the earliest counted check-in (or a given start) to today.
struct StreakDays {
  /// The first day walked: the earliest counted check-in, an earlier start,
  /// or today.
  let first: Int
  /// Today.
  let today: Int
  /// Days with a check-in, up to today.
  let done: DaySet
  /// Rest days, up to a month after today (so today's week or month can
  /// be read whole).
  let rest: DaySet
  /// Dates the zone skipped, from a month before the first day to a month
  /// after today.
  let skipped: DaySet
  /// Check-ins dated after today.
  let futureRecords: Int

  /// About 10,000 years: how far back check-ins still count.
  static let maximumSpanDays = 3_652_425
  /// How far a week or month reaches beyond a day: the sets cover this
  /// margin on both sides so whole periods can be read.
  static let periodMargin = 31

  init(
    completedDays: some Sequence<CivilDate>, restDays: [CivilDate], today: CivilDate,
    start: CivilDate?, calendar: CivilCalendar
  ) {
    let today = today.daysSinceEpoch
    let oldestCounted = today - Self.maximumSpanDays
    var earliest = today
    var future = 0
    for completed in completedDays {
      let day = completed.daysSinceEpoch
      if day > today {
        future += 1
      } else if day >= oldestCounted {
        earliest = min(earliest, day)
      }
    }
    if let start {
      earliest = min(earliest, max(start.daysSinceEpoch, oldestCounted))
    }
    let low = earliest - Self.periodMargin
    var done = DaySet(first: earliest, last: today)
    for completed in completedDays { done.insert(completed.daysSinceEpoch) }
    var rest = DaySet(first: low, last: today + Self.periodMargin)
    for day in restDays { rest.insert(day.daysSinceEpoch) }
    var skipped = DaySet(first: low, last: today + Self.periodMargin)
    let skippedDates = calendar.skippedDates(
      from: CivilDate(daysSinceEpoch: low),
      through: CivilDate(daysSinceEpoch: today + Self.periodMargin))
    for day in skippedDates { skipped.insert(day.daysSinceEpoch) }
    first = earliest
    self.today = today
    self.done = done
    self.rest = rest
    self.skipped = skipped
    futureRecords = future
  }
}

/// Where a streak stands after walking the days.
struct StreakOutcome {
  var current = 0
  var longest = 0
  var atRisk = false
  var brokenOn: Int?
  var breakReason: BreakReason?
  var freezesLeft = 0
}
