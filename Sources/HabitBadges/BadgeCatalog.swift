import Foundation
import HabitCalendar
import HabitToolkit

/// The badges, as loaded from `Content/badges.json`: the metrics they read,
/// the tracks they belong to, each badge's tiers, and the rules of the
/// metrics builder.
///
///     {"metrics": [{"name": "recordedDays", "kind": "number"}, ...],
///      "tracks": [{"id": "pro", "name": {...}, "requires": "proMembershipActive"}, ...],
///      "badges": [{"id": "streak", "track": "consistency", "metric": "longestStreakDays",
///                  "activeWhile": "currentStreakDays", "name": {...},
///                  "description": {"zh-Hans": "连续坚持了 {threshold} 天",
///                                  "en": {"one": "Kept it up for {threshold} day",
///                                         "other": "Kept it up {threshold} days in a row"}},
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

  /// The languages of the texts, source first.
  ///
  /// Loading checks that every text has the same ones (language parity).
  public var languages: [Language] { tracks.first?.name.languages ?? Language.required }

  /// The fewest tiers a badge may have.
  public static let minimumTiers = 3

  /// The file's name in a content directory.
  public static let fileName = "badges.json"

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> BadgeCatalog? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    var metrics: [MetricDeclaration] = []
    for entry in report.elements(report.required(root, "metrics")) ?? [] {
      let name = report.string(report.required(entry, "name"))
      let kindText = report.string(report.required(entry, "kind"))
      guard let name, let kindText else { continue }
      guard let kind = MetricDeclaration.Kind(rawValue: kindText) else {
        report.add(entry.path("kind"), "unknown kind \"\(kindText)\"; valid: number, flag")
        continue
      }
      metrics.append(MetricDeclaration(name: name, kind: kind))
    }
    let metricNames = metrics.map(\.name)
    report.checkUnique(metricNames, at: "metrics")

    func metric(_ node: ContentNode?, kind: MetricDeclaration.Kind) -> Int? {
      guard let node, let name = report.string(node) else { return nil }
      guard let index = metricNames.firstIndex(of: name) else {
        report.add(
          node.path,
          "unknown metric \"\(name)\"\(report.didYouMean(name, among: metricNames))")
        return nil
      }
      if metrics[index].kind != kind {
        report.add(
          node.path, "\"\(name)\" is a \(metrics[index].kind.rawValue); expected a \(kind.rawValue)"
        )
      }
      return index
    }

    var tracks: [Track] = []
    let trackEntries = report.elements(report.required(root, "tracks")) ?? []
    let trackIDs = trackEntries.map { report.string(report.required($0, "id")) }
    report.checkUnique(trackIDs, at: "tracks")
    for (entry, id) in zip(trackEntries, trackIDs) {
      let name = report.text(report.required(entry, "name"))
      if let name { report.check(name, at: entry.path("name")) }
      let flag = metric(report.optional(entry, "requires"), kind: .flag)
      if let id, let name { tracks.append(Track(id: id, name: name, requiredFlag: flag)) }
    }

    let builder = report.required(root, "builder").flatMap {
      MetricsBuilder.Rules($0, metrics: metricNames, report: &report)
    }
    // Metrics the builder counts for every event, member or not.
    let allTime = Set(builder?.kinds.flatMap(\.allTime) ?? [])

    var badges: [Badge] = []
    let badgeEntries = report.elements(report.required(root, "badges")) ?? []
    let badgeIDs = badgeEntries.map { report.string(report.required($0, "id")) }
    report.checkUnique(badgeIDs, at: "badges")
    for (entry, id) in zip(badgeEntries, badgeIDs) {
      var track: Int?
      if let trackNode = report.required(entry, "track"), let trackID = report.string(trackNode) {
        track = tracks.firstIndex { $0.id == trackID }
        if track == nil {
          let known = tracks.map(\.id)
          report.add(
            trackNode.path,
            "unknown track \"\(trackID)\"\(report.didYouMean(trackID, among: known))")
        }
      }
      let earning = metric(report.required(entry, "metric"), kind: .number)
      if let track, let earning, tracks[track].requiredFlag != nil, allTime.contains(earning) {
        // A badge that says "as a member" must not count what came before.
        report.add(
          entry.path("metric"),
          "\"\(metricNames[earning])\" counts every event, member or not; a badge on the "
            + "\"\(tracks[track].id)\" track reads a member metric (builder memberCount or "
            + "memberSum) or one the app sets")
      }
      let active = metric(report.optional(entry, "activeWhile"), kind: .number)
      let name = report.text(report.required(entry, "name"))
      let description = report.text(report.required(entry, "description"))
      if let name { report.check(name, at: entry.path("name")) }
      if let description {
        report.check(
          description, at: entry.path("description"), placeholders: ["threshold"],
          counts: ["threshold"])
      }
      let tierEntries = report.elements(report.required(entry, "tiers")) ?? []
      if tierEntries.count < minimumTiers {
        report.add(
          entry.path("tiers"),
          "has \(tierEntries.count) tiers; a badge needs at least \(minimumTiers)")
      }
      var tiers: [Badge.Tier] = []
      for tierEntry in tierEntries {
        let threshold = report.number(report.required(tierEntry, "threshold"))
        let tierName = report.text(report.required(tierEntry, "name"))
        if let tierName { report.check(tierName, at: tierEntry.path("name")) }
        guard let threshold, let tierName else { continue }
        if !threshold.isFinite || threshold <= 0 {
          report.add(tierEntry.path("threshold"), "must be a number above 0, found \(threshold)")
        } else if let previous = tiers.last?.threshold, threshold <= previous {
          report.add(
            tierEntry.path("threshold"),
            "\(format(threshold)) does not ascend (the tier before is \(format(previous)))")
        }
        tiers.append(Badge.Tier(threshold: threshold, name: tierName))
      }
      if let id, let track, let earning, let name, let description {
        badges.append(
          Badge(
            id: id, track: track, metric: earning, activeWhile: active, name: name,
            description: description, tiers: tiers))
      }
    }
    guard report.problems.count == before, let builder else { return nil }
    return BadgeCatalog(metrics: metrics, tracks: tracks, badges: badges, builder: builder)
  }
}
