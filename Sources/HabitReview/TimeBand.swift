import HabitCalendar
import HabitToolkit

/// A time band of the day (`review.json`'s `bands`): morning, afternoon,
/// evening, night.
///
/// A band starts at ``from`` and lasts until the next band's start; the
/// last lasts until the first's, across midnight, so the bands cover the
/// whole day without a gap.
public struct TimeBand: Hashable, Sendable {
  /// A stable id (`peakBand` in a review).
  public let id: String
  /// The wall time it starts at.
  public let from: WallTime
  /// Its name, as the share text and the table write it.
  public let name: LocalizedText

  /// Creates a band.
  ///
  /// - Parameters: The fields of the same names.
  public init(id: String, from: WallTime, name: LocalizedText) {
    self.id = id
    self.from = from
    self.name = name
  }
}
