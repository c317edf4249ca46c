/// What a mission counts: exactly one of three things (the seed cut seven
/// kinds to these three on purpose).
import HabitRecords

public enum MissionKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// Sessions, of any length.
  case sessionCount
  /// Focus minutes.
  case focusMinutes
  /// Deep focus sessions (``DeepFocusRule``).
  case deepFocusCount
}
