import HabitCalendar

/// The rules a streak is counted by: the goal, where weeks start, freezes
/// and the grace for yesterday.
///
/// JSON (version 1; every field is optional and defaults as ``standard``):
///
///     {"goal": "weekly:3", "weekStart": 2,
///      "freezes": {"perMonth": 2, "maxConsecutive": 2}, "graceMinutes": 30}
public struct StreakPolicy: Hashable, Sendable {
  /// What the streak counts.
  public let goal: StreakGoal
  /// The weekday weeks start on for a weekly goal.
  ///
  /// 1 = Sunday ... 7 = Saturday.
  public let weekStart: Int
  /// The freezes a daily streak may spend, or `nil` for none.
  public let freezes: FreezePolicy?
  /// Minutes after the day rolls over in which a check-in that names the
  /// previous night still completes it (0-720).
  public let graceMinutes: Int

  /// The daily goal, weeks from Monday, no freezes, no grace: the rules of
  /// ``StreakSummary`` without a policy.
  public static let standard = StreakPolicy(uncheckedGoal: .daily, weekStart: 2, freezes: nil)

  /// The weekdays a week may start on.
  public static let weekdays = 1...7
  /// The grace minutes allowed: up to half a day.
  public static let graceRange = 0...720

  /// A policy.
  ///
  /// - Parameters:
  ///   - goal: What the streak counts (default daily).
  ///   - weekStart: The first weekday of a week, 1 = Sunday ... 7 =
  ///     Saturday (default 2, Monday).
  ///   - freezes: The freezes a daily streak may spend (default none).
  ///   - graceMinutes: The grace for yesterday, 0-720 (default 0).
  /// - Throws: ``InputError`` naming the field: a week start outside 1-7,
  ///   grace outside 0-720, or freezes with a weekly or monthly goal.
  public init(
    goal: StreakGoal = .daily, weekStart: Int = 2, freezes: FreezePolicy? = nil,
    graceMinutes: Int = 0
  ) throws(InputError) {
    guard Self.weekdays.contains(weekStart) else {
      throw InputError(
        field: "weekStart", message: "\(weekStart) is not a weekday; use 1 (Sunday) to 7 (Saturday)"
      )
    }
    guard Self.graceRange.contains(graceMinutes) else {
      throw InputError(
        field: "graceMinutes", message: "\(graceMinutes) is out of range; use 0-720 minutes")
    }
    if freezes != nil, goal != .daily {
      throw InputError(
        field: "freezes", message: "freezes apply to the daily goal only, not to \(goal)")
    }
    self.init(
      uncheckedGoal: goal, weekStart: weekStart, freezes: freezes, graceMinutes: graceMinutes)
  }

  private init(
    uncheckedGoal goal: StreakGoal, weekStart: Int, freezes: FreezePolicy?, graceMinutes: Int = 0
  ) {
    self.goal = goal
    self.weekStart = weekStart
    self.freezes = freezes
    self.graceMinutes = graceMinutes
  }
}

extension StreakPolicy: Codable {
  private enum CodingKeys: String, CodingKey {
    case goal, weekStart, freezes, graceMinutes
  }

  /// Decodes a stored policy; a missing field takes its default.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape, or `dataCorrupted` with
  ///   the message of ``init(goal:weekStart:freezes:graceMinutes:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        goal: try container.decodeIfPresent(StreakGoal.self, forKey: .goal) ?? .daily,
        weekStart: try container.decodeIfPresent(Int.self, forKey: .weekStart) ?? 2,
        freezes: try container.decodeIfPresent(FreezePolicy.self, forKey: .freezes),
        graceMinutes: try container.decodeIfPresent(Int.self, forKey: .graceMinutes) ?? 0)
    } catch let error as InputError {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(goal, forKey: .goal)
    try container.encode(weekStart, forKey: .weekStart)
    try container.encode(freezes, forKey: .freezes)
    try container.encode(graceMinutes, forKey: .graceMinutes)
  }
}
