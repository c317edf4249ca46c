import Foundation
import HabitCalendar
import HabitToolkit

/// The badges, as loaded from `Content/badges.json`: the metrics they read,
/// the tracks they belong to, each badge's tiers, and the rules of the
/// metrics builder.
///
///     {"metrics": [{"name": "recordedDays", "kind": "number",
///                   "unit": {"en": {"one": "{value} day", "other": "{value} days"}, ...}}, ...],
///      "tracks": [{"id": "pro", "name": {...}, "requires": "proMembershipActive"}, ...],
///      "badges": [{"id": "streak", "track": "consistency", "metric": "longestStreakDays",
///                  "activeWhile": "currentStreakDays", "name": {...},
///                  "description": {"zh-Hans": "连续坚持了 {threshold} 天",
///                                  "en": {"one": "Reached a {threshold}-day streak",
///                                         "other": "Reached a {threshold}-day streak"}},
///                  "tiers": [{"threshold": 3, "name": {...}}, ...]}],
///      "builder": {...}}
///
/// An app's own content may declare more metrics for its own badges.
public struct BadgeCatalog: Sendable, ContentPart {
  /// A group of badges.
  public struct Track: Hashable, Sendable {
    /// The id, such as `consistency`.
    public let id: String
    /// The display name.
    public let name: LocalizedText
    /// The name of a flag metric the track's badges count only while true
    /// (the pro track and `proMembershipActive`).
    public let requiredFlag: String?
    /// ``requiredFlag``'s position in ``BadgeCatalog/metrics``.
    let requiredFlagIndex: Int?
  }

  /// One tiered badge.
  public struct Badge: Hashable, Sendable {
    /// One step of a badge.
    public struct Tier: Hashable, Sendable {
      /// The metric value that earns it.
      public let threshold: Double
      /// The tier's name.
      public let name: LocalizedText
    }

    /// The id, such as `streak`.
    public let id: String
    /// Its track's id.
    public let track: String
    /// The name of the metric that earns tiers.
    public let metric: String
    /// For a status badge, the metric that must still meet the tier for the
    /// badge to show active (the current streak, while the longest earns).
    public let activeWhile: String?
    /// The badge's name.
    public let name: LocalizedText
    /// What a tier means, with `{threshold}`.
    public let description: LocalizedText
    /// The tiers, thresholds ascending.
    public let tiers: [Tier]
    /// Positions in ``BadgeCatalog/tracks`` and ``BadgeCatalog/metrics``,
    /// for evaluation without a lookup by name.
    let trackIndex: Int
    let metricIndex: Int
    let activeWhileIndex: Int?

    /// Whether this is a status badge.
    public var isStatus: Bool { activeWhile != nil }
  }

  /// The metrics the badges read, in file order.
  public let metrics: [MetricDeclaration]
  /// The tracks, in file order.
  public let tracks: [Track]
  /// The badges, in file order.
  public let badges: [Badge]
  /// How the metrics builder turns events into metrics.
  public let builder: MetricsBuilder.Rules
  /// Each number metric's unit, by metric name: a text with `{value}`
  /// ("{value} km", "{value}日"), so a target reads with its unit.
  let units: [String: LocalizedText]

  /// The languages of the texts, source first.
  ///
  /// Loading checks that every text has the same ones (language parity).
  public var languages: [Language] { tracks.first?.name.languages ?? Language.required }

  /// The fewest tiers a badge may have.
  public static let minimumTiers = 3

  /// The file's name in a content directory.
  public static let fileName = "badges.json"

  /// An amount of a metric with its unit, as the language writes it:
  /// "300 km", "100 days", 「100日」, "100일".
  ///
  /// - Parameters:
  ///   - value: The amount, such as a tier's threshold.
  ///   - metric: The metric's name (`totalDistanceKilometers`).
  ///   - language: The language to write in.
  /// - Returns: The amount grouped by thousands in its unit's text (the
  ///   `unit` of the metric in `badges.json`, its plural form for the
  ///   amount); the number alone for a metric without a unit.
  /// - Complexity: O(*n*) in the length of the unit's text.
  public func amount(_ value: Double, ofMetric metric: String, in language: Language) -> String {
    guard let unit = units[metric] else { return formatForReading(value) }
    return Placeholders.fill(
      unit.string(in: language, count: Int(exactly: value)),
      with: ["value": formatForReading(value)])
  }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> BadgeCatalog? {
    guard let root = report.parse(data) else { return nil }
    var reader = BadgeCatalogReader(report: report)
    defer { report = reader.report }
    return reader.catalog(root)
  }
}
