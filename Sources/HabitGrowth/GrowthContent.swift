import HabitRecords
import HabitToolkit

/// What growth counts sessions by: the rates, levels and titles of
/// `growth.json`, the chapters and missions of `expeditions.json`, and the
/// rule that says which sessions are deep focus.
///
/// Pass the badges' rule (``MetricsBuilder/Rules/deepFocus`` in
/// `HabitBadges`) as `deepFocus`, so growth and badges count the same
/// sessions as deep.
public struct GrowthContent: Sendable {
  /// XP, levels, titles and miles (`growth.json`).
  public let rules: GrowthRules
  /// The chapters and missions (`expeditions.json`).
  public let expeditions: Expeditions
  /// What counts as deep focus.
  public let deepFocus: DeepFocusRule

  /// Creates the content growth counts by.
  ///
  /// - Parameters:
  ///   - rules: XP, levels, titles and miles.
  ///   - expeditions: The chapters and missions.
  ///   - deepFocus: What counts as deep focus.
  public init(rules: GrowthRules, expeditions: Expeditions, deepFocus: DeepFocusRule) {
    self.rules = rules
    self.expeditions = expeditions
    self.deepFocus = deepFocus
  }

  /// Whether a session is deep focus by ``deepFocus``, by the minutes it
  /// counts (``SessionOverlaps``: its own unless it overlaps another).
  func isDeepFocus(_ session: FocusSession, minutes: Int) -> Bool {
    deepFocus.isDeepFocus(minutes: Double(minutes), interrupted: session.interrupted)
  }
}
