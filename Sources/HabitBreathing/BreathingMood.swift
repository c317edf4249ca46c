import HabitToolkit

/// One step of the check-in scale before and after a session, 1 (tense)
/// to 5 (calm), named in every language (`breathing.json`).
///
/// A session ended calmer when its mood after is higher than before
/// (HabitRules.docc/Breathing.md).
public struct BreathingMood: Hashable, Sendable {
  /// The step, ``scale``; higher is calmer.
  public let value: Int
  /// Its name, such as "Settled".
  public let name: LocalizedText

  /// The steps of the scale.
  public static let scale = MoodCheck.scale
}
