import Foundation
import HabitToolkit

/// Reads `badges.json` into a ``BadgeCatalog``: metrics, tracks, the
/// builder's rules, then each badge and its tiers, recording every problem.
struct BadgeCatalogReader {
  var report: ContentReport
  private var metrics: [MetricDeclaration] = []
  private var metricNames: [String] = []
  private var units: [String: LocalizedText] = [:]

  init(report: ContentReport) {
    self.report = report
  }

  /// The catalog, or `nil` when the file has problems.
  mutating func catalog(_ root: ContentNode) -> BadgeCatalog? {
    let before = report.problems.count
    readMetrics(report.required(root, "metrics"))
    let tracks = readTracks(report.required(root, "tracks"))
    let builder = report.required(root, "builder").flatMap {
      MetricsBuilder.Rules($0, metrics: metricNames, report: &report)
    }
    // Metrics the builder counts for every event, member or not.
    let allTime = Set(builder?.kinds.flatMap(\.allTime) ?? [])
    let entries = report.elements(report.required(root, "badges")) ?? []
    let ids = entries.map { report.string(report.required($0, "id")) }
    report.checkUnique(ids, at: "badges")
    var badges: [BadgeCatalog.Badge] = []
    for (entry, id) in zip(entries, ids) {
      if let badge = readBadge(entry, id: id, tracks: tracks, allTime: allTime) {
        badges.append(badge)
      }
    }
    guard report.problems.count == before, let builder else { return nil }
    return BadgeCatalog(
      metrics: metrics, tracks: tracks, badges: badges, builder: builder, units: units)
  }

  private mutating func readMetrics(_ node: ContentNode?) {
    for entry in report.elements(node) ?? [] {
      let name = report.string(report.required(entry, "name"))
      let kindText = report.string(report.required(entry, "kind"))
      guard let name, let kindText else { continue }
      if name == Metrics.demoKey {
        report.add(
          entry.path("name"),
          "\"\(Metrics.demoKey)\" is reserved: a metrics file's \"demo\": true marks demo data")
        continue
      }
      guard let kind = MetricDeclaration.Kind(rawValue: kindText) else {
        report.add(
          entry.path("kind"), "unknown kind \(DisplayText.quoted(kindText)); valid: number, flag")
        continue
      }
      metrics.append(MetricDeclaration(name: name, kind: kind))
      readUnit(entry, metric: name, kind: kind)
    }
    metricNames = metrics.map(\.name)
    report.checkUnique(metricNames, at: "metrics")
  }

  /// A number metric's unit: required, so every target a badge names
  /// reads with its unit ("next at 300 km", not "next at 300"); a flag has
  /// none.
  private mutating func readUnit(_ entry: ContentNode, metric: String, kind: MetricDeclaration.Kind)
  {
    guard kind == .number else {
      if report.optional(entry, "unit") != nil {
        report.add(entry.path("unit"), "a flag has no unit; remove it")
      }
      return
    }
    guard let unit = report.text(report.required(entry, "unit")) else { return }
    // Units are often written alike ("{value}km" in Japanese and Korean).
    report.check(
      unit, at: entry.path("unit"), placeholders: ["value"], counts: ["value"],
      mayRepeatAcrossLanguages: true)
    units[metric] = unit
  }

  /// A declared metric of `kind`, by its name at `node`, as its position.
  private mutating func metric(_ node: ContentNode?, kind: MetricDeclaration.Kind) -> Int? {
    guard let node, let name = report.string(node) else { return nil }
    guard let index = metricNames.firstIndex(of: name) else {
      report.add(
        node.path,
        "unknown metric \(DisplayText.quoted(name))\(report.didYouMean(name, among: metricNames))")
      return nil
    }
    if metrics[index].kind != kind {
      report.add(
        node.path,
        "\(DisplayText.quoted(name)) is a \(metrics[index].kind.rawValue); expected a \(kind.rawValue)"
      )
    }
    return index
  }

  private mutating func readTracks(_ node: ContentNode?) -> [BadgeCatalog.Track] {
    let entries = report.elements(node) ?? []
    let ids = entries.map { report.string(report.required($0, "id")) }
    report.checkUnique(ids, at: "tracks")
    var tracks: [BadgeCatalog.Track] = []
    for (entry, id) in zip(entries, ids) {
      let name = report.text(report.required(entry, "name"))
      if let name { report.check(name, at: entry.path("name")) }
      let flag = metric(report.optional(entry, "requires"), kind: .flag)
      if let id, let name {
        tracks.append(
          BadgeCatalog.Track(
            id: id, name: name, requiredFlag: flag.map { metricNames[$0] },
            requiredFlagIndex: flag))
      }
    }
    return tracks
  }

  private mutating func readBadge(
    _ entry: ContentNode, id: String?, tracks: [BadgeCatalog.Track], allTime: Set<Int>
  ) -> BadgeCatalog.Badge? {
    var track: Int?
    if let trackNode = report.required(entry, "track"), let trackID = report.string(trackNode) {
      track = tracks.firstIndex { $0.id == trackID }
      if track == nil {
        let known = tracks.map(\.id)
        report.add(
          trackNode.path,
          "unknown track \(DisplayText.quoted(trackID))\(report.didYouMean(trackID, among: known))")
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
    let tiers = readTiers(entry)
    guard let id, let track, let earning, let name, let description else { return nil }
    return BadgeCatalog.Badge(
      id: id, track: tracks[track].id, metric: metricNames[earning],
      activeWhile: active.map { metricNames[$0] }, name: name, description: description,
      tiers: tiers, trackIndex: track, metricIndex: earning, activeWhileIndex: active)
  }

  private mutating func readTiers(_ entry: ContentNode) -> [BadgeCatalog.Badge.Tier] {
    let entries = report.elements(report.required(entry, "tiers")) ?? []
    if entries.count < BadgeCatalog.minimumTiers {
      report.add(
        entry.path("tiers"),
        "has \(entries.count) tiers; a badge needs at least \(BadgeCatalog.minimumTiers)")
    }
    var tiers: [BadgeCatalog.Badge.Tier] = []
    for tierEntry in entries {
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
      tiers.append(BadgeCatalog.Badge.Tier(threshold: threshold, name: tierName))
    }
    return tiers
  }
}
