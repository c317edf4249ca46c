/// What the body does in one phase of a breathing pattern
/// (HabitRules.docc/Breathing.md).
public enum BreathKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// Breathing in.
  case inhale
  /// Holding with the lungs full (after an inhale).
  case hold
  /// Breathing out.
  case exhale
  /// Holding with the lungs empty (after an exhale), as box breathing's
  /// fourth side and a Wim Hof retention.
  case holdEmpty
}

/// One phase of a pattern: a kind and a length in whole seconds.
public struct BreathPhase: Hashable, Sendable, Codable {
  /// What the body does.
  public let kind: BreathKind
  /// How long, in whole seconds.
  public let seconds: Int

  /// Creates a phase; the pattern that holds it checks its length.
  ///
  /// - Parameters:
  ///   - kind: What the body does.
  ///   - seconds: How long, in whole seconds.
  public init(_ kind: BreathKind, seconds: Int) {
    self.kind = kind
    self.seconds = seconds
  }
}
