import Foundation
import HabitCalendar

/// How a review counts days: the user's zone, when a logical day starts,
/// and the weekday a week starts on.
///
/// ``PeriodReview/init(sessions:period:day:now:calendar:rules:)`` checks
/// ``weekStart``: outside 1-7 it throws.
public struct ReviewCalendar: Sendable {
  /// The user's zone.
  public let calendar: CivilCalendar
  /// When a logical day starts.
  public let rollover: DayRollover
  /// The weekday weeks start on: 1 (Sunday) to 7 (Saturday).
  public let weekStart: Int

  /// Counts days in a zone.
  ///
  /// - Parameters:
  ///   - calendar: The user's zone.
  ///   - rollover: When a logical day starts (default midnight).
  ///   - weekStart: The weekday weeks start on, 1 = Sunday ... 7 =
  ///     Saturday (default 2, Monday).
  public init(_ calendar: CivilCalendar, rollover: DayRollover = .midnight, weekStart: Int = 2) {
    self.calendar = calendar
    self.rollover = rollover
    self.weekStart = weekStart
  }

  /// The logical day of a moment.
  func day(of moment: Date) -> CivilDate {
    calendar.logicalDay(of: moment, rollover: rollover)
  }
}
