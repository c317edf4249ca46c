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
  /// Its name, as the table writes it: "morning", "night".
  public let name: LocalizedText
  /// The phrase the share text says it with (`{band}` of `share.detail`):
  /// "in the morning", "at night", "오전에".
  public let when: LocalizedText

  /// Creates a band.
  ///
  /// - Parameters:
  ///   - id: A stable id.
  ///   - from: The wall time it starts at.
  ///   - name: Its name, as the table writes it.
  ///   - when: The phrase the share text says it with; `name` when `nil`.
  public init(id: String, from: WallTime, name: LocalizedText, when: LocalizedText? = nil) {
    self.id = id
    self.from = from
    self.name = name
    self.when = when ?? name
  }
}
