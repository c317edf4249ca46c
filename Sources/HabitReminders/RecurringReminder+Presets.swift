import HabitCalendar
import HabitToolkit

extension RecurringReminder {
  /// The cadences of a goal's reminder (Moku's), each a preset rule.
  public enum GoalCadence: Hashable, Sendable {
    /// Once, at the target date; only while the goal is incomplete and the
    /// moment is ahead (a passed time is never a catch-up alert).
    case once(CivilDate)
    /// Every day; a completion covers the day.
    case daily
    /// Every week on the week start; a completion covers the week.
    case weekly
    /// Every month on the 1st; a completion covers the month.
    case monthly
    /// Every year on 1 January; a completion covers the year.
    case yearly
  }

  /// The time of a goal's reminder when none is given: 09:00.
  public static let goalTime = WallTime(hour: 9, minute: 0) ?? .midnight

  /// A goal's reminder at one of Moku's cadences, with what a completion
  /// covers set to match (``DoneCovers/rule`` for a one-time goal, else
  /// the cadence's period), so a goal done for its period stops reminding.
  ///
  /// - Parameters:
  ///   - cadence: When it repeats.
  ///   - id: The rule's id.
  ///   - title: The person's title.
  ///   - weekStart: The weekday a weekly goal reminds on, 1 = Sunday (default
  ///     2, Monday); the week a completion covers starts on it too.
  ///   - time: The time on the clock (default 09:00).
  /// - Returns: The rule.
  /// - Throws: ``InputError`` as ``init(id:title:time:recurrence:enabled:monthEnd:)``,
  ///   or for a week start outside 1-7.
  public static func goal(
    _ cadence: GoalCadence, id: String, title: String, weekStart: Int = 2,
    time: WallTime = goalTime
  ) throws(InputError) -> RecurringReminder {
    guard (1...7).contains(weekStart) else {
      throw InputError(
        field: "weekStart",
        message: "\(weekStart) is not a weekday; use 1 = Sunday ... 7 = Saturday")
    }
    let (recurrence, covers): (Recurrence, DoneCovers) =
      switch cadence {
      case .once(let date): (.once(date), .rule)
      case .daily: (.daily, .day)
      case .weekly: (.weekly(weekdays: [weekStart]), .week)
      case .monthly: (.monthly(day: 1), .month)
      case .yearly: (.yearly(month: 1, day: 1), .year)
      }
    var rule = try RecurringReminder(id: id, title: title, time: time, recurrence: recurrence)
    rule.doneCovers = covers
    return rule
  }
}
