import HabitCalendar

extension StreakSummary {
  /// Where a daily streak stood after each of some days, in one walk to
  /// today: the running streak and the strength after each, as the ledger
  /// gives them (``StreakLedger/Day``).
  ///
  /// A past day without a check-in is missed, so the streak after it is 0;
  /// today still open keeps yesterday's streak and strength; a day before
  /// the first check-in stands at 0 and 0. Daily goal, no freezes, no rest
  /// days.
  ///
  /// - Parameters:
  ///   - completedDays: The days with a check-in, in any order, repeats
  ///     allowed.
  ///   - today: The logical day of now.
  ///   - calendar: The calendar of the zone in force, for skipped dates.
  ///   - days: The days to read, today or earlier.
  /// - Returns: The streak and strength after each of `days`, in order.
  /// - Complexity: O(*n* + *d*), as ``init(completedDays:restDays:today:calendar:policy:)``,
  ///   with *d* the days from the first check-in to the last of `days`: one
  ///   walk with the daily walk's statuses (``DailyStreakWalk``, no freezes,
  ///   no rest days) and ``StrengthWalk``, so the figures are the ledger's.
  package static func standings(
    completedDays: [CivilDate], today: CivilDate, calendar: CivilCalendar, after days: [CivilDate]
  ) -> [(streak: Int, strength: Double)] {
    let walked = StreakDays(
      completedDays: completedDays, restDays: [], today: today, start: nil, calendar: calendar)
    var found = Array(repeating: (streak: 0, strength: 0.0), count: days.count)
    let wanted = days.map(\.daysSinceEpoch)
    guard let lastWanted = wanted.max(), let firstWanted = wanted.min() else { return found }
    let last = min(walked.today, lastWanted)
    guard walked.first <= last else { return found }
    var strength = StrengthWalk(rule: StrengthRule(goal: .daily), done: walked.done)
    var run = 0
    for day in walked.first...last {
      // DailyStreakWalk's statuses without freezes or rest days.
      let status: DayStatus
      if walked.done.contains(day) {
        run += 1
        status = .done
      } else if walked.skipped.contains(day) {
        status = .skipped
      } else if day == walked.today {
        status = .open
      } else {
        run = 0
        status = .missed
      }
      let after = strength.step(day, status)
      guard day >= firstWanted else { continue }
      for (index, want) in wanted.enumerated() where want == day {
        found[index] = (run, after)
      }
    }
    return found
  }
}
