/// What counts as deep focus (HabitRules.docc/EarningBadges.md): one focus
/// session of at least ``minimumMinutes`` that was not interrupted.
///
/// The one implementation of the rule: the badges' metrics builder counts
/// `deepFocusCount` with it, and growth counts deep focus XP and missions
/// with it, so the two never disagree about a session.
public struct DeepFocusRule: Hashable, Sendable, Codable {
  /// The shortest session that counts, in minutes (`badges.json`'s
  /// `builder.deepFocusMinutes`; 25 in the bundled content).
  public let minimumMinutes: Double

  /// Creates the rule.
  ///
  /// - Parameter minimumMinutes: The shortest session that counts, in
  ///   minutes; content checks that it is above 0.
  public init(minimumMinutes: Double) {
    self.minimumMinutes = minimumMinutes
  }

  /// Whether a session is deep focus.
  ///
  /// - Parameters:
  ///   - minutes: The session's length in minutes.
  ///   - interrupted: Whether the person left before it ended; an
  ///     interrupted session never counts.
  /// - Returns: `true` for an uninterrupted session at least
  ///   ``minimumMinutes`` long.
  /// - Complexity: O(1).
  @inlinable
  public func isDeepFocus(minutes: Double, interrupted: Bool) -> Bool {
    !interrupted && minutes >= minimumMinutes
  }
}
