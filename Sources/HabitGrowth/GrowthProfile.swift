/// A person's growth at a glance: level, XP, title and totals.
///
/// Encoded as `{"level", "xp", "xpIntoLevel", "xpToNext", "title",
/// "titleId", "nextTitle", "nextTitleId", "nextTitleLevel", "miles",
/// "sessions", "focusMinutes", "deepFocusCount"}`; `xpToNext` is `null`
/// at the level cap, the next title's fields `null` at the last title.
public struct GrowthProfile: Hashable, Sendable, Codable {
  /// The level reached, 1 to the cap.
  public let level: Int
  /// All XP earned.
  public let xp: Int
  /// XP earned since the level started.
  public let xpIntoLevel: Int
  /// XP still needed for the next level; `nil` at the cap.
  public let xpToNext: Int?
  /// The title in force, in the language asked for.
  public let title: String
  /// Its id.
  public let titleId: String
  /// The next title, in the language asked for; `nil` at the last.
  public let nextTitle: String?
  /// Its id.
  public let nextTitleId: String?
  /// The level that earns it.
  public let nextTitleLevel: Int?
  /// All miles earned: focus minutes and rewards.
  public let miles: Int
  /// How many sessions.
  public let sessions: Int
  /// Their minutes.
  public let focusMinutes: Int
  /// How many were deep focus.
  public let deepFocusCount: Int
}
