import HabitCalendar
import HabitToolkit

/// A badge report with every badge's texts in one language: what a badge
/// screen shows, and what `gen badges --json` prints.
///
/// JSON: `{"badges": [{"id", "track", "tier", "tierCount", "name",
/// "tierName", "description", "nextTarget", "nextThreshold", "progress",
/// "active"}],
/// "almostThere": [ids], "newlyEarned": [ids], "demo"}`; a report without
/// `demo` decodes as not demo.
public typealias LocalizedBadgeReport = BadgeStandings<LocalizedBadge>

/// One badge of a ``LocalizedBadgeReport``: its status and its texts.
///
/// JSON: the status's fields and the texts' fields in one object.
public struct LocalizedBadge: Hashable, Sendable, Codable {
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
          LocalizedBadge(status: status, texts: $0)
        }
      },
      almostThere: report.almostThere, newlyEarned: report.newlyEarned, demo: report.demo)
  }
}
