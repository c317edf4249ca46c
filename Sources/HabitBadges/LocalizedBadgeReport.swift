import HabitCalendar
import HabitToolkit

/// A badge report with every badge's texts in one language: what a badge
/// screen shows, and what `gen badges --json` prints.
///
/// JSON: `{"badges": [{"id", "track", "tier", "tierCount", "name",
/// "tierName", "description", "nextThreshold", "progress", "active"}],
/// "almostThere": [ids], "newlyEarned": [ids], "demo"}`; a report without
/// `demo` decodes as not demo.
public struct LocalizedBadgeReport: Hashable, Sendable, Codable {
  /// One badge: its status and its texts.
  public struct Badge: Hashable, Sendable, Codable {
    /// Where the badge stands.
    public let status: BadgeStatus
    /// Its name, tier name and description.
    public let texts: BadgeTexts

    public init(from decoder: any Decoder) throws {
      status = try BadgeStatus(from: decoder)
      texts = try BadgeTexts(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
      try status.encode(to: encoder)
      try texts.encode(to: encoder)
    }

    init(status: BadgeStatus, texts: BadgeTexts) {
      self.status = status
      self.texts = texts
    }
  }

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

extension BadgeCatalog {
  /// A report with the texts of every badge in a language.
  ///
  /// - Parameters:
  ///   - report: A report from ``evaluate(_:previous:filter:)``.
  ///   - language: The language of the texts.
  /// - Returns: The report with texts; a badge this catalog does not have
  ///   is left out.
  /// - Complexity: O(*b*) in the number of badges.
  public func localized(_ report: BadgeReport, language: Language) -> LocalizedBadgeReport {
    let byID = Dictionary(badges.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return LocalizedBadgeReport(
      badges: report.badges.compactMap { status in
        texts(of: status, badge: byID[status.id], language: language).map {
          LocalizedBadgeReport.Badge(status: status, texts: $0)
        }
      },
      almostThere: report.almostThere, newlyEarned: report.newlyEarned, demo: report.demo)
  }
}
