import HabitCalendar

/// Weekly and monthly goals: counts met periods (HabitRules.docc/Streaks.md,
/// "Weekly and monthly goals").
///
/// A period needs the goal's count of completed days, or all of its days
/// that are neither rest days nor skipped dates when it has fewer (so
/// `monthly:31` means every day, and rest days are never required). A
/// period of only rest days and skipped dates bridges without counting.
enum PeriodStreakWalk {
  /// Walks every period from the one holding `days.first` to today's.
  ///
  /// - Parameters:
  ///   - days: The done, rest and skipped days.
  ///   - goal: A weekly or monthly goal.
  ///   - weekStart: The first weekday of a week, 1 = Sunday.
  ///   - visit: Called for each day from `days.first` with its status and
  ///     the streak after it: as it stood when that day ended, or for today
  ///     the summary's.
  /// - Returns: Where the streak stands today.
  /// - Complexity: O(*d*) in the days of the periods walked.
  static func walk(
    _ days: StreakDays, goal: StreakGoal, weekStart: Int,
    visit: (Int, DayStatus, Int) -> Void
  ) -> StreakOutcome {
    var outcome = StreakOutcome()
    var run = 0
    var periodStart = start(of: days.first, goal: goal, weekStart: weekStart)
    while periodStart <= days.today {
      let period = Period(from: periodStart, goal: goal, days: days)
      let standing = period.walk(days, run: run, visit: visit)
      if period.end < days.today {
        // A past period: met, it adds to the run; unmet, it ends it.
        if period.required > 0 {
          if standing.met {
            run += 1
            outcome.longest = max(outcome.longest, run)
          } else {
            if run > 0 {
              outcome.brokenOn = period.end
              outcome.breakReason = .periodUnmet
            }
            run = 0
          }
        }
      } else {
        outcome.current = standing.streak
        outcome.longest = max(outcome.longest, standing.streak)
        outcome.atRisk = standing.streak > 0 && !standing.met && period.required > 0
        if !standing.reachable, run > 0 {
          outcome.brokenOn = period.end
          outcome.breakReason = .periodUnmet
        }
      }
      periodStart = period.end + 1
    }
    return outcome
  }

  /// One week or month: which of its days exist, and how many completed
  /// days it needs.
  private struct Period {
    let start: Int
    let end: Int
    /// The days that exist (not skipped by the zone), one bit each from
    /// ``start``: at most 31.
    let existing: UInt64
    /// The goal's count, or fewer when fewer days are neither rest days nor
    /// skipped.
    let required: Int

    init(from start: Int, goal: StreakGoal, days: StreakDays) {
      self.start = start
      end = PeriodStreakWalk.end(of: start, goal: goal)
      var existing: UInt64 = 0
      var required = 0
      for day in start...end where !days.skipped.contains(day) {
        existing |= 1 << UInt64(day - start)
        if !days.rest.contains(day) { required += 1 }
      }
      self.existing = existing
      self.required = min(required, goal.target)
    }

    /// Visits the period's days up to today.
    ///
    /// - Returns: Where the streak stands after the last day visited, with
    ///   `run` periods met before this one: the streak, whether the period
    ///   is met, and whether it can still be.
    func walk(
      _ days: StreakDays, run: Int, visit: (Int, DayStatus, Int) -> Void
    ) -> (streak: Int, met: Bool, reachable: Bool) {
      var doneSoFar = 0
      var streak = run
      var met = false
      var reachable = true
      for day in start...min(end, days.today) {
        let bit = UInt64(day - start)
        let isDone = days.done.contains(day)
        if isDone { doneSoFar += 1 }
        let exists = existing & (1 << bit) != 0
        let existingAfter = (existing >> (bit + 1)).nonzeroBitCount
        met = doneSoFar >= required
        // Today can still be done; a past day is over when it ends.
        let stillOpen = day == days.today && !isDone && exists ? 1 : 0
        reachable = doneSoFar + stillOpen + existingAfter >= required
        streak =
          switch (required, met, reachable) {
          case (0, _, _): run
          case (_, true, _): run + 1
          case (_, false, true): run
          case (_, false, false): 0
          }
        guard day >= days.first else { continue }
        let status: DayStatus =
          switch (isDone, exists) {
          case (true, _): .done
          case (false, false): .skipped
          case (false, true) where days.rest.contains(day): .rest
          case (false, true) where day == days.today: .open
          case (false, true): .missed
          }
        visit(day, status, streak)
      }
      return (streak, met, reachable)
    }
  }

  /// The first day of the week or month holding `day`.
  static func start(of day: Int, goal: StreakGoal, weekStart: Int) -> Int {
    let date = CivilDate(daysSinceEpoch: day)
    switch goal {
    case .monthly:
      return day - date.components.day + 1
    case .daily, .weekly:
      return day - date.daysSinceWeekStart(weekStart)
    }
  }

  /// The last day of the week or month starting on `start`.
  static func end(of start: Int, goal: StreakGoal) -> Int {
    switch goal {
    case .monthly:
      let components = CivilDate(daysSinceEpoch: start).components
      return start + CivilDate.daysIn(month: components.month, year: components.year) - 1
    case .daily, .weekly:
      return start + 6
    }
  }
}
