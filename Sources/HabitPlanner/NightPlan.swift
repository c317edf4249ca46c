import HabitCalendar
import HabitToolkit
/// The plan of one night: its window and its reminders.
public struct NightPlan: Hashable, Sendable, Codable {
  /// The night and its window, `[start, end)`.
  public let bounds: NightBounds
  /// The reminders, in time order, all within the window.
  public let reminders: [Reminder]

  /// The night.
  public var night: CivilDate { bounds.night }
}
