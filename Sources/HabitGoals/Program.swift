import HabitToolkit

/// A multi-day course, such as a 7-day calm-breathing starter: an ordered
/// list of days, each a session with a title and a one-line description
/// in every language (`programs.json`).
public struct Program: Hashable, Sendable {
  /// One day of a program.
  public struct Day: Hashable, Sendable {
    /// The session's name, such as "Count to four".
    public let title: LocalizedText
    /// One line on what the session asks.
    public let description: LocalizedText
    /// The pattern and length the day runs (`nil` only for a program
    /// built in code without one).
    public let breathing: ProgramBreathing?

    /// Creates a day.
    ///
    /// - Parameters:
    ///   - title: The session's name.
    ///   - description: One line on what it asks.
    ///   - breathing: The pattern and length it runs.
    public init(
      title: LocalizedText, description: LocalizedText, breathing: ProgramBreathing? = nil
    ) {
      self.title = title
      self.description = description
      self.breathing = breathing
    }
  }

  /// The program's id, unique in the file and stable once published
  /// (records refer to it).
  public let id: String
  /// The program's name.
  public let title: LocalizedText
  /// The days, day 1 first.
  public let days: [Day]
  /// Whether at most one new day counts per logical day (a second new
  /// session the same day waits for tomorrow).
  public let oneNewDayPerLogicalDay: Bool
}
