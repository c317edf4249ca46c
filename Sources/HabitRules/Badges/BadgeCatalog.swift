import Foundation

/// The badges, as loaded from `Content/badges.json`: the metrics they read,
/// the tracks they belong to, each badge's tiers, and the rules of the
/// metrics builder.
///
///     {"metrics": [{"name": "recordedDays", "kind": "number"}, ...],
///      "tracks": [{"id": "pro", "name": {...}, "requires": "proMembershipActive"}, ...],
///      "badges": [{"id": "streak", "track": "consistency", "metric": "longestStreakDays",
///                  "activeWhile": "currentStreakDays", "name": {...},
///                  "description": {"en": "Kept it up {threshold} days in a row", ...},
///                  "tiers": [{"threshold": 3, "name": {...}}, ...]}],
///      "builder": {...}}
///
/// An app's own content may declare more metrics for its own badges.
public struct BadgeCatalog: Sendable {
  /// A group of badges.
  public struct Track: Hashable, Sendable {
    /// The id, such as `consistency`.
    public let id: String
    /// The display name.
    public let name: LocalizedText
    /// The index of a flag metric the track's badges count only while true
    /// (the pro track and `proMembershipActive`).
    public let requiredFlag: Int?
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
    /// The index of its track in ``BadgeCatalog/tracks``.
    public let track: Int
    /// The index of the metric that earns tiers.
    public let metric: Int
    /// For a status badge, the metric that must still meet the tier for the
    /// badge to show active (the current streak, while the longest earns).
    public let activeWhile: Int?
    /// The badge's name.
    public let name: LocalizedText
    /// What a tier means, with `{threshold}`.
    public let description: LocalizedText
    /// The tiers, thresholds ascending.
    public let tiers: [Tier]

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

  /// The fewest tiers a badge may have.
  public static let minimumTiers = 3

  static let fileName = "badges.json"

  private struct File: Decodable {
    struct Track: Decodable {
      let id: String
      let name: LocalizedText
      let requires: String?
    }
    struct Badge: Decodable {
      struct Tier: Decodable {
        let threshold: Double
        let name: LocalizedText
      }
      let id: String
      let track: String
      let metric: String
      let activeWhile: String?
      let name: LocalizedText
      let description: LocalizedText
      let tiers: [Tier]
    }
    let metrics: [MetricDeclaration]
    let tracks: [Track]
    let badges: [Badge]
    let builder: MetricsBuilder.Rules.File
  }

  /// Decodes and checks `badges.json` text on its own (for benchmarks and
  /// tools that build large catalogs).
  package static func decode(json data: Data) throws(ContentError) -> BadgeCatalog {
    var report = ContentReport(file: fileName)
    guard let catalog = load(data, report: &report) else {
      throw ContentError(problems: report.problems)
    }
    return catalog
  }

  /// Decodes and checks the file, recording every problem in `report`.
  static func load(_ data: Data, report: inout ContentReport) -> BadgeCatalog? {
    guard let file = report.decode(File.self, from: data) else { return nil }
    let before = report.problems.count
    let metricNames = file.metrics.map(\.name)
    report.checkUnique(metricNames, at: "metrics")
    report.checkUnique(file.tracks.map(\.id), at: "tracks")
    report.checkUnique(file.badges.map(\.id), at: "badges")

    func metric(_ name: String, at path: String, kind: MetricDeclaration.Kind) -> Int? {
      guard let index = metricNames.firstIndex(of: name) else {
        report.add(
          path,
          "unknown metric \"\(name)\"\(didYouMean(closestMatch(to: name, among: metricNames)))")
        return nil
      }
      if file.metrics[index].kind != kind {
        report.add(
          path, "\"\(name)\" is a \(file.metrics[index].kind.rawValue); expected a \(kind.rawValue)"
        )
      }
      return index
    }

    var tracks: [Track] = []
    for (index, track) in file.tracks.enumerated() {
      report.check(track.name, at: "tracks[\(index)].name")
      let flag = track.requires.flatMap { metric($0, at: "tracks[\(index)].requires", kind: .flag) }
      tracks.append(Track(id: track.id, name: track.name, requiredFlag: flag))
    }
    let trackIDs = tracks.map(\.id)
    var badges: [Badge] = []
    for (index, badge) in file.badges.enumerated() {
      let path = "badges[\(index)]"
      let track = trackIDs.firstIndex(of: badge.track)
      if track == nil {
        report.add(
          "\(path).track",
          "unknown track \"\(badge.track)\"\(didYouMean(closestMatch(to: badge.track, among: trackIDs)))"
        )
      }
      let earning = metric(badge.metric, at: "\(path).metric", kind: .number)
      let active = badge.activeWhile.flatMap {
        metric($0, at: "\(path).activeWhile", kind: .number)
      }
      report.check(badge.name, at: "\(path).name")
      report.check(badge.description, at: "\(path).description", placeholders: ["threshold"])
      if badge.tiers.count < minimumTiers {
        report.add(
          "\(path).tiers", "has \(badge.tiers.count) tiers; a badge needs at least \(minimumTiers)")
      }
      for (tierIndex, tier) in badge.tiers.enumerated() {
        let tierPath = "\(path).tiers[\(tierIndex)]"
        report.check(tier.name, at: "\(tierPath).name")
        if !tier.threshold.isFinite || tier.threshold <= 0 {
          report.add("\(tierPath).threshold", "must be a number above 0, found \(tier.threshold)")
        } else if tierIndex > 0, tier.threshold <= badge.tiers[tierIndex - 1].threshold {
          report.add(
            "\(tierPath).threshold",
            "\(format(tier.threshold)) does not ascend (the tier before is \(format(badge.tiers[tierIndex - 1].threshold)))"
          )
        }
      }
      if let track, let earning {
        badges.append(
          Badge(
            id: badge.id, track: track, metric: earning, activeWhile: active, name: badge.name,
            description: badge.description,
            tiers: badge.tiers.map { Badge.Tier(threshold: $0.threshold, name: $0.name) }))
      }
    }
    let builder = MetricsBuilder.Rules(
      file.builder, metrics: metricNames, at: "builder", report: &report)
    guard report.problems.count == before, let builder else { return nil }
    return BadgeCatalog(metrics: file.metrics, tracks: tracks, badges: badges, builder: builder)
  }
}

/// A threshold as people write it: `100`, `2.5`.
func format(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
