import HabitCalendar
import HabitToolkit

/// Where one badge stands for a metrics value (numbers only, so that
/// evaluating a thousand badges stays cheap; ``BadgeCatalog/texts(of:language:)``
/// gives the names).
///
/// JSON: `{"id", "track", "tier", "tierCount", "nextThreshold", "progress",
/// "active"}`; `nextThreshold` is `null` at the top tier.
public struct BadgeStatus: Hashable, Sendable, Codable {
  /// The badge's id.
  public let id: String
  /// Its track's id.
  public let track: String
  /// The tier reached: 0 (none) to `tierCount`.
  public let tier: Int
  /// How many tiers the badge has.
  public let tierCount: Int
  /// The threshold of the next tier, or `nil` at the top.
  public let nextThreshold: Double?
  /// How far from the tier reached (or 0) to the next one, 0...1; 1 at the
  /// top.
  public let progress: Double
  /// Whether the badge shows lit: a tier is reached, a status badge's
  /// current value still meets it, and a members-only track's membership is
  /// active.
  public let active: Bool

  private enum CodingKeys: String, CodingKey {
    case id, track, tier, tierCount, nextThreshold, progress, active
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(track, forKey: .track)
    try container.encode(tier, forKey: .tier)
    try container.encode(tierCount, forKey: .tierCount)
    try container.encode(nextThreshold, forKey: .nextThreshold)  // null at the top tier
    try container.encode(progress, forKey: .progress)
    try container.encode(active, forKey: .active)
  }
}

extension BadgeCatalog {
  /// Which badges a report covers: one track, or all of them.
  public enum TrackFilter: Hashable, Sendable {
    /// Every badge.
    case all
    /// The badges of one track, by id.
    case track(String)
  }

  /// How many badges `almostThere` lists at most.
  public static let almostThereCount = 3

  /// Evaluates every badge against a metrics value.
  ///
  /// A badge's tier is the number of thresholds its metric meets, so more
  /// of a metric never lowers it. A status badge keeps the tier its metric
  /// earned (the longest streak) but is active only while its `activeWhile`
  /// metric (the current streak) still meets that tier. Badges of a track
  /// that requires a flag (pro) count only while the flag is true: tier 0
  /// otherwise.
  ///
  /// Nothing is newly earned from demo data: when either snapshot is
  /// ``Metrics/demo``, `newlyEarned` is empty. The report is marked demo
  /// only when the current metrics are: a demo `previous` never marks real
  /// metrics.
  ///
  /// - Parameters:
  ///   - metrics: The current metrics (from this catalog).
  ///   - previous: An earlier snapshot, for `newlyEarned`.
  ///   - filter: `.all`, or one track.
  /// - Returns: The report.
  /// - Complexity: O(*b* × *t*) for *b* badges of *t* tiers.
  public func evaluate(
    _ metrics: Metrics, previous: Metrics? = nil, filter: TrackFilter = .all
  ) -> BadgeReport {
    var statuses: [BadgeStatus] = []
    statuses.reserveCapacity(badges.count)
    var almost = TopProgress(capacity: Self.almostThereCount)
    var newlyEarned: [String] = []
    // Demo is never compared: a demo snapshot on either side is ignored
    // for newlyEarned, and only the current one marks the report
    // (HabitRules.docc/Demo.md).
    let demo = metrics.demo
    let earlier = demo || previous?.demo == true ? nil : previous
    for index in badges.indices {
      if case .track(let id) = filter, id != badges[index].track { continue }
      let tier = self.tier(ofBadge: index, metrics.values)
      let status = self.status(ofBadge: index, tier: tier, metrics.values)
      if let earlier, tier > self.tier(ofBadge: index, earlier.values) {
        newlyEarned.append(status.id)
      }
      if status.nextThreshold != nil, status.progress > 0 {
        almost.insert(status.progress, status.id)
      }
      statuses.append(status)
    }
    return BadgeReport(
      badges: statuses, almostThere: almost.ids, newlyEarned: newlyEarned, demo: demo)
  }

  private func counts(track: Int, _ values: [Double]) -> Bool {
    tracks[track].requiredFlagIndex.map { values[$0] > 0 } ?? true
  }

  private func tier(ofBadge index: Int, _ values: [Double]) -> Int {
    guard counts(track: badges[index].trackIndex, values) else { return 0 }
    let value = values[badges[index].metricIndex]
    var tier = 0
    while tier < badges[index].tiers.count, badges[index].tiers[tier].threshold <= value {
      tier += 1
    }
    return tier
  }

  private func status(ofBadge index: Int, tier: Int, _ values: [Double]) -> BadgeStatus {
    let tiers = badges[index].tiers
    let counting = counts(track: badges[index].trackIndex, values)
    let value = values[badges[index].metricIndex]
    let next = tier < tiers.count ? tiers[tier].threshold : nil
    let floor = tier > 0 ? tiers[tier - 1].threshold : 0
    let progress = next.map { counting ? min(max((value - floor) / ($0 - floor), 0), 1) : 0 } ?? 1
    var active = tier > 0
    if let activeWhile = badges[index].activeWhileIndex, tier > 0 {
      active = values[activeWhile] >= tiers[tier - 1].threshold
    }
    return BadgeStatus(
      id: badges[index].id, track: badges[index].track, tier: tier,
      tierCount: tiers.count, nextThreshold: next, progress: progress, active: active)
  }

  /// The texts to show for a badge's status.
  ///
  /// - Parameters:
  ///   - status: A status from ``evaluate(_:previous:filter:)``.
  ///   - language: The language.
  /// - Returns: The badge's name, the name of the tier reached (or of the
  ///   first tier while none is), what that tier means, and the next
  ///   tier's threshold with its unit ("300 km"); `nil` for an id this
  ///   catalog does not have.
  /// - Complexity: O(*b*) in the number of badges.
  public func texts(of status: BadgeStatus, language: Language) -> BadgeTexts? {
    texts(of: status, badge: badges.first { $0.id == status.id }, language: language)
  }

  /// The texts of a status for a badge already found.
  func texts(of status: BadgeStatus, badge: Badge?, language: Language) -> BadgeTexts? {
    guard let badge, badge.id == status.id, !badge.tiers.isEmpty else { return nil }
    let shown = badge.tiers[min(max(status.tier - 1, 0), badge.tiers.count - 1)]
    return BadgeTexts(
      name: badge.name.string(in: language), tierName: shown.name.string(in: language),
      description: Placeholders.fill(
        badge.description.string(in: language, count: Int(exactly: shown.threshold)),
        with: ["threshold": formatForReading(shown.threshold)]),
      nextTarget: status.nextThreshold.map {
        amount($0, ofMetric: badge.metric, in: language)
      })
  }
}

/// The texts to show for one badge's status, in one language.
public struct BadgeTexts: Hashable, Sendable, Codable {
  /// The badge's name.
  public let name: String
  /// The name of the tier reached, or of the first tier while none is.
  public let tierName: String
  /// What that tier means, with its threshold filled in.
  ///
  /// The plural form reads right for the threshold ("Made 1 deposit",
  /// "Made 10 deposits"). While
  /// no tier is reached it describes the first tier: the goal, to show as
  /// such ("Next: Made 1 deposit").
  public let description: String
  /// The next tier's threshold with its metric's unit, as the language
  /// writes it ("300 km", 「100日」, "100일"; ``BadgeCatalog/amount(_:ofMetric:in:)``),
  /// or `nil` at the top tier.
  public let nextTarget: String?

  private enum CodingKeys: String, CodingKey {
    case name, tierName, description, nextTarget
  }

  init(name: String, tierName: String, description: String, nextTarget: String?) {
    self.name = name
    self.tierName = tierName
    self.description = description
    self.nextTarget = nextTarget
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    tierName = try container.decode(String.self, forKey: .tierName)
    description = try container.decode(String.self, forKey: .description)
    // A report written before targets carried their unit has none.
    nextTarget = try container.decodeIfPresent(String.self, forKey: .nextTarget)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(tierName, forKey: .tierName)
    try container.encode(description, forKey: .description)
    try container.encode(nextTarget, forKey: .nextTarget)  // null at the top tier
  }
}

/// The few highest-progress badges, highest first, ties by id: kept while
/// scanning, without sorting every badge.
private struct TopProgress {
  let capacity: Int
  private(set) var entries: [(progress: Double, id: String)] = []

  init(capacity: Int) {
    self.capacity = capacity
    entries.reserveCapacity(capacity + 1)
  }

  var ids: [String] { entries.map(\.id) }

  mutating func insert(_ progress: Double, _ id: String) {
    func before(_ a: (progress: Double, id: String), _ b: (progress: Double, id: String)) -> Bool {
      a.progress > b.progress || (a.progress == b.progress && a.id < b.id)
    }
    if entries.count == capacity, let last = entries.last, !before((progress, id), last) { return }
    let position = entries.firstIndex { before((progress, id), $0) } ?? entries.count
    entries.insert((progress, id), at: position)
    if entries.count > capacity { entries.removeLast() }
  }
}
