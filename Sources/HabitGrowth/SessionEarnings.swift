/// What one session earned: "what the last session earned" of `gen
/// growth`.
///
/// Encoded as `{"id", "xp", "miles", "deepFocus", "missionsCompleted":
/// [ids], "chapterCompleted": id or null, "levelBefore", "levelAfter"}`.
public struct SessionEarnings: Hashable, Sendable, Codable {
  /// The session's id.
  public let id: String
  /// The XP it earned, rewards of what it completed included.
  public let xp: Int
  /// The miles it earned, rewards included.
  public let miles: Int
  /// Whether it was deep focus.
  public let deepFocus: Bool
  /// The missions it completed.
  public let missionsCompleted: [String]
  /// The chapter it completed, if any.
  public let chapterCompleted: String?
  /// The level before it.
  public let levelBefore: Int
  /// The level after it (several above ``levelBefore`` when one session
  /// crosses several thresholds).
  public let levelAfter: Int

  private enum CodingKeys: String, CodingKey {
    case id, xp, miles, deepFocus, missionsCompleted, chapterCompleted, levelBefore, levelAfter
  }

  /// Encodes every key, `chapterCompleted` as `null` when none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(xp, forKey: .xp)
    try container.encode(miles, forKey: .miles)
    try container.encode(deepFocus, forKey: .deepFocus)
    try container.encode(missionsCompleted, forKey: .missionsCompleted)
    try container.encode(chapterCompleted, forKey: .chapterCompleted)
    try container.encode(levelBefore, forKey: .levelBefore)
    try container.encode(levelAfter, forKey: .levelAfter)
  }
}
