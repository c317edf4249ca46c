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

  private enum CodingKeys: String, CodingKey {
    case level, xp, xpIntoLevel, xpToNext, title, titleId, nextTitle, nextTitleId
    case nextTitleLevel, miles, sessions, focusMinutes, deepFocusCount
  }

  /// Encodes every key, an absent figure as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(level, forKey: .level)
    try container.encode(xp, forKey: .xp)
    try container.encode(xpIntoLevel, forKey: .xpIntoLevel)
    try container.encode(xpToNext, forKey: .xpToNext)
    try container.encode(title, forKey: .title)
    try container.encode(titleId, forKey: .titleId)
    try container.encode(nextTitle, forKey: .nextTitle)
    try container.encode(nextTitleId, forKey: .nextTitleId)
    try container.encode(nextTitleLevel, forKey: .nextTitleLevel)
    try container.encode(miles, forKey: .miles)
    try container.encode(sessions, forKey: .sessions)
    try container.encode(focusMinutes, forKey: .focusMinutes)
    try container.encode(deepFocusCount, forKey: .deepFocusCount)
  }
}
