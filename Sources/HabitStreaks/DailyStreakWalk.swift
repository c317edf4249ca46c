import HabitCalendar

/// The daily goal: walks the days in order, spending freezes greedily on
/// missed days inside a running streak (HabitRules.docc/Streaks.md,
/// "Freezes").
enum DailyStreakWalk {
  /// Walks every day from `days.first` to today.
  ///
  /// - Parameters:
  ///   - days: The done, rest and skipped days.
  ///   - freezes: The freeze policy, if any.
  ///   - visit: Called for each day with its status and the running streak
  ///     after it.
  /// - Returns: Where the streak stands today.
  /// - Complexity: O(*d*) in the days walked.
  static func walk(
    _ days: StreakDays, freezes: FreezePolicy?,
    visit: (Int, DayStatus, Int) -> Void
  ) -> StreakOutcome {
    var outcome = StreakOutcome()
    var run = 0
    var frozenInRow = 0
    var freezeMonth = Int.min
    var frozenThisMonth = 0
    for day in days.first...days.today {
      let status: DayStatus
      if days.done.contains(day) {
        run += 1
        outcome.longest = max(outcome.longest, run)
        frozenInRow = 0
        status = .done
      } else if days.skipped.contains(day) {
        status = .skipped
      } else if days.rest.contains(day) {
        status = .rest
      } else if day == days.today {
        status = .open
      } else if run == 0 {
        status = .missed
      } else {
        if let freezes {
          let month = monthNumber(of: day)
          if month != freezeMonth {
            freezeMonth = month
            frozenThisMonth = 0
          }
          if frozenThisMonth < freezes.perMonth, frozenInRow < freezes.maxConsecutive {
            frozenThisMonth += 1
            frozenInRow += 1
            visit(day, .frozen, run)
            continue
          }
          outcome.breakReason =
            frozenThisMonth >= freezes.perMonth ? .noFreezeLeft : .gapTooLong
        } else {
          outcome.breakReason = .missed
        }
        outcome.brokenOn = day
        run = 0
        frozenInRow = 0
        status = .missed
      }
      visit(day, status, run)
    }
    outcome.current = run
    let todayDone = days.done.contains(days.today)
    outcome.atRisk = run > 0 && !todayDone && !days.rest.contains(days.today)
    if let freezes {
      let used = freezeMonth == monthNumber(of: days.today) ? frozenThisMonth : 0
      outcome.freezesLeft = freezes.perMonth - used
    }
    return outcome
  }

  /// A number for a day's calendar month: year * 12 + month.
  private static func monthNumber(of day: Int) -> Int {
    let components = CivilDate(daysSinceEpoch: day).components
    return components.year * 12 + components.month
  }
}
