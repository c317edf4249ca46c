import HabitCalendar

/// One logical day of a reviewed period: what a week card's strip shows.
///
/// Encoded as `{"day", "sessions", "focusMinutes"}`.
public struct ReviewDay: Hashable, Sendable, Codable {
  /// The logical day.
  public let day: CivilDate
  /// The sessions that started on it (by the rollover) and ended by now.
  public let sessions: Int
  /// Their minutes.
  public let focusMinutes: Int

  /// Creates a day from its figures.
  ///
  /// - Parameters: The fields of the same names.
  public init(day: CivilDate, sessions: Int, focusMinutes: Int) {
    self.day = day
    self.sessions = sessions
    self.focusMinutes = focusMinutes
  }
}
