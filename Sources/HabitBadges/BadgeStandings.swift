/// Where every badge of a report stands, the ones almost at their next
/// tier, and the ones newly earned since a previous snapshot: the shape of
/// ``BadgeReport`` (statuses) and ``LocalizedBadgeReport`` (statuses with
/// their texts).
///
/// JSON: `{"badges": [...], "almostThere": [ids], "newlyEarned": [ids],
/// "demo"}`; a report without `demo` decodes as not demo.
public struct BadgeStandings<Badge: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The badges, in catalog order.
  public let badges: [Badge]
  /// Up to three badges closest to their next tier (highest progress first).
  public let almostThere: [String]
  /// Badges whose tier rose since the previous snapshot; always empty when
  /// either snapshot is demo data.
  public let newlyEarned: [String]
  /// Whether either snapshot is demo data (``Metrics/demo``).
  public let demo: Bool

  init(badges: [Badge], almostThere: [String], newlyEarned: [String], demo: Bool) {
    self.badges = badges
    self.almostThere = almostThere
    self.newlyEarned = newlyEarned
    self.demo = demo
  }

  private enum CodingKeys: String, CodingKey { case badges, almostThere, newlyEarned, demo }

  /// Decodes a stored report, with or without `demo`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    badges = try container.decode([Badge].self, forKey: .badges)
    almostThere = try container.decode([String].self, forKey: .almostThere)
    newlyEarned = try container.decode([String].self, forKey: .newlyEarned)
    demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
  }
}

/// Every badge's status, the ones almost at their next tier, and the ones
/// newly earned since a previous snapshot
/// (``BadgeCatalog/evaluate(_:previous:filter:)``).
///
/// JSON: `{"badges": [{"id", "track", "tier", "tierCount",
/// "nextThreshold", "progress", "active"}], "almostThere": [ids],
/// "newlyEarned": [ids], "demo"}`.
public typealias BadgeReport = BadgeStandings<BadgeStatus>
