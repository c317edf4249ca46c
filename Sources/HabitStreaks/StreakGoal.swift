import HabitCalendar

/// What a streak counts: every day, or enough days in each week or month.
///
/// Written as `daily`, `weekly:X` (at least X completed days in a week, X
/// of 1-7) or `monthly:X` (at least X completed days in a calendar month,
/// X of 1-31): the form `gen streak --goal` takes and JSON stores.
public enum StreakGoal: Hashable, Sendable {
  /// Every day (rest days and skipped dates bridge).
  case daily
  /// At least this many completed days in each week (1-7).
  case weekly(Int)
  /// At least this many completed days in each calendar month (1-31).
  case monthly(Int)

  /// Reads `daily`, `weekly:X` or `monthly:X`.
  ///
  /// - Parameter text: The goal as written.
  /// - Throws: ``InputError`` for `goal` naming what would be valid.
  public init(_ text: String) throws(InputError) {
    if text == "daily" {
      self = .daily
      return
    }
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let count = parts.count == 2 ? Int(parts[1]) : nil
    switch (parts.first, count) {
    case ("weekly"?, let days?) where (1...7).contains(days): self = .weekly(days)
    case ("weekly"?, _):
      throw InputError(
        field: "goal", message: "a weekly goal is weekly:1 to weekly:7")
    case ("monthly"?, let days?) where (1...31).contains(days): self = .monthly(days)
    case ("monthly"?, _):
      throw InputError(
        field: "goal", message: "a monthly goal is monthly:1 to monthly:31")
    default:
      throw InputError(
        field: "goal", message: "unknown goal; use daily, weekly:X or monthly:X")
    }
  }

  /// The completed days a week or month needs; 1 for the daily goal.
  public var target: Int {
    switch self {
    case .daily: 1
    case .weekly(let days), .monthly(let days): days
    }
  }
}

extension StreakGoal: CustomStringConvertible {
  /// `daily`, `weekly:3` or `monthly:10`.
  public var description: String {
    switch self {
    case .daily: "daily"
    case .weekly(let days): "weekly:\(days)"
    case .monthly(let days): "monthly:\(days)"
    }
  }
}

extension StreakGoal: Codable {
  /// Decodes `"daily"`, `"weekly:X"` or `"monthly:X"`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` with the message of
  ///   ``init(_:)`` for any other string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      try self.init(try container.decode(String.self))
    } catch let error as InputError {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
