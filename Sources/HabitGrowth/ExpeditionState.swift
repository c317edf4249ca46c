import HabitCalendar

/// The expeditions' state layer: what a person has reached, derived from
/// their sessions (and any earlier state), never written by a definition.
///
/// Encoded as `{"current": chapter id or null, "chapters": [{"id",
/// "unlockedAt", "completedAt", "bonusMiles", "retired", "missions":
/// [{"id", "kind", "target", "progress", "completedAt", "rewardMiles",
/// "retired"}]}]}`; moments are ISO 8601 with the offset in force, `null`
/// when not reached. An app may keep it and pass it back
/// (``GrowthReport/init(sessions:content:earlier:calendar:language:)``):
/// what it holds as completed stays completed.
public struct ExpeditionState: Hashable, Sendable, Codable {
  /// One mission's state.
  public struct MissionState: Hashable, Sendable, Codable {
    /// The mission's id.
    public let id: String
    /// What it counts.
    public let kind: MissionKind
    /// How much completes it (the content's, or the stored one of a retired
    /// mission).
    public let target: Int
    /// How much of the target is reached: 0 to ``target``, ``target`` once
    /// completed.
    public let progress: Int
    /// The end of the session that reached the target, or the moment kept
    /// from earlier state; `nil` while open.
    public let completedAt: ISO8601Moment?
    /// The miles it earned, or earns once completed.
    public let rewardMiles: Int
    /// Whether the content no longer has the mission: kept from earlier
    /// state, not dropped.
    public internal(set) var retired: Bool

    /// Whether it is completed.
    public var isCompleted: Bool { completedAt != nil }

    /// Creates the state of a mission the content has (not retired).
    ///
    /// - Parameters: The fields of the same names.
    public init(
      id: String, kind: MissionKind, target: Int, progress: Int, completedAt: ISO8601Moment?,
      rewardMiles: Int = 0
    ) {
      self.id = id
      self.kind = kind
      self.target = target
      self.progress = progress
      self.completedAt = completedAt
      self.rewardMiles = rewardMiles
      retired = false
    }

    private enum CodingKeys: String, CodingKey {
      case id, kind, target, progress, completedAt, rewardMiles, retired
    }

    /// Decodes a stored mission, version 1 or later.
    ///
    /// `rewardMiles` and `retired` default to 0 and `false`. A figure outside 0 to
    /// ``ExpeditionState/maximumFigure`` is an error naming it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      kind = try container.decode(MissionKind.self, forKey: .kind)
      let maximum = ExpeditionState.maximumFigure
      target = try ExpeditionState.bounded(container, .target, maximum: maximum, absent: nil)
      progress = try ExpeditionState.bounded(container, .progress, maximum: maximum, absent: nil)
      completedAt = try container.decodeIfPresent(ISO8601Moment.self, forKey: .completedAt)
      rewardMiles = try ExpeditionState.bounded(
        container, .rewardMiles, maximum: maximum, absent: 0)
      retired = try container.decodeIfPresent(Bool.self, forKey: .retired) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(kind, forKey: .kind)
      try container.encode(target, forKey: .target)
      try container.encode(progress, forKey: .progress)
      try container.encode(completedAt, forKey: .completedAt)
      try container.encode(rewardMiles, forKey: .rewardMiles)
      try container.encode(retired, forKey: .retired)
    }
  }

  /// One chapter's state.
  public struct ChapterState: Hashable, Sendable, Codable {
    /// The chapter's id.
    public let id: String
    /// When it became the current chapter; `nil` while locked.
    public let unlockedAt: ISO8601Moment?
    /// When its last mission completed; `nil` while open.
    public let completedAt: ISO8601Moment?
    /// The miles it earned, or earns once completed.
    public let bonusMiles: Int
    /// Its missions: the content's in order, then retired ones kept from
    /// earlier state.
    public let missions: [MissionState]
    /// Whether the content no longer has the chapter: kept from earlier
    /// state, not dropped.
    public let retired: Bool

    /// Whether it is completed.
    public var isCompleted: Bool { completedAt != nil }

    /// Creates a chapter's state.
    ///
    /// - Parameters: The fields of the same names.
    public init(
      id: String, unlockedAt: ISO8601Moment?, completedAt: ISO8601Moment?, bonusMiles: Int = 0,
      missions: [MissionState], retired: Bool = false
    ) {
      self.id = id
      self.unlockedAt = unlockedAt
      self.completedAt = completedAt
      self.bonusMiles = bonusMiles
      self.missions = missions
      self.retired = retired
    }

    private enum CodingKeys: String, CodingKey {
      case id, unlockedAt, completedAt, bonusMiles, missions, retired
    }

    /// Decodes a stored chapter, version 1 or later.
    ///
    /// `bonusMiles` and `retired` default to 0 and `false`. A `bonusMiles` outside 0 to
    /// ``ExpeditionState/maximumFigure``, or more than
    /// ``ExpeditionState/maximumEntries`` missions, is an error naming it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        id: try container.decode(String.self, forKey: .id),
        unlockedAt: try container.decodeIfPresent(ISO8601Moment.self, forKey: .unlockedAt),
        completedAt: try container.decodeIfPresent(ISO8601Moment.self, forKey: .completedAt),
        bonusMiles: try ExpeditionState.bounded(
          container, .bonusMiles, maximum: ExpeditionState.maximumFigure, absent: 0),
        missions: try ExpeditionState.entries(MissionState.self, container, .missions),
        retired: try container.decodeIfPresent(Bool.self, forKey: .retired) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(unlockedAt, forKey: .unlockedAt)
      try container.encode(completedAt, forKey: .completedAt)
      try container.encode(bonusMiles, forKey: .bonusMiles)
      try container.encode(missions, forKey: .missions)
      try container.encode(retired, forKey: .retired)
    }
  }

  /// The chapter now counting sessions; `nil` before the first session and
  /// after the last chapter completes.
  public let current: String?
  /// Every chapter: the content's in order, then retired ones kept from
  /// earlier state.
  public let chapters: [ChapterState]

  /// The profile's figures when the state was made: a floor, never
  /// lowered (``KeptTotals``); `nil` for a state kept before version 2.
  public let totals: KeptTotals?
  /// Whether the state was derived from demo sessions only: such a state
  /// counts only while there is no real session (HabitRules.docc/Demo.md).
  public let demo: Bool

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - current: The current chapter's id.
  ///   - chapters: The chapters.
  ///   - totals: The profile's figures, a floor.
  ///   - demo: Whether it comes from demo sessions only.
  public init(
    current: String?, chapters: [ChapterState], totals: KeptTotals? = nil, demo: Bool = false
  ) {
    self.current = current
    self.chapters = chapters
    self.totals = totals
    self.demo = demo
  }

  private enum CodingKeys: String, CodingKey {
    case current, chapters, totals, profile, demo
  }

  /// Decodes stored state, version 1 or later.
  ///
  /// Alone or as the top level of a ``GrowthReport`` (its `profile` reads as ``totals``, its `demo`
  /// as ``demo``; its other fields are ignored). More than
  /// ``maximumEntries`` chapters or missions, or a figure out of its
  /// bound, is an error naming the field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let chapters = try Self.entries(ChapterState.self, container, .chapters)
    let missions = chapters.reduce(0) { $0 + $1.missions.count }
    guard missions <= Self.maximumEntries else {
      throw DecodingError.dataCorruptedError(
        forKey: .chapters, in: container,
        debugDescription:
          "\(missions) missions in all; a kept state holds at most \(Self.maximumEntries)")
    }
    self.init(
      current: try container.decodeIfPresent(String.self, forKey: .current),
      chapters: chapters,
      totals: try container.decodeIfPresent(KeptTotals.self, forKey: .totals)
        ?? container.decodeIfPresent(KeptTotals.self, forKey: .profile),
      demo: try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(current, forKey: .current)
    try container.encode(chapters, forKey: .chapters)
    try container.encode(totals, forKey: .totals)
    try container.encode(demo, forKey: .demo)
  }

  /// A stored list, at most ``maximumEntries`` long: counted before its
  /// elements are decoded.
  static func entries<Element: Decodable, Key: CodingKey>(
    _ type: Element.Type, _ container: KeyedDecodingContainer<Key>, _ key: Key
  ) throws -> [Element] {
    var list = try container.nestedUnkeyedContainer(forKey: key)
    if let count = list.count, count > maximumEntries {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(count) entries; a kept state holds at most \(maximumEntries)")
    }
    var elements: [Element] = []
    while !list.isAtEnd { elements.append(try list.decode(Element.self)) }
    return elements
  }

  /// The entries kept from earlier state whose ids the content no longer
  /// has: `chapter` for a chapter, `chapter/mission` for a mission.
  ///
  /// - Complexity: O(*m*) in the number of missions.
  public var retiredEntries: [String] {
    chapters.flatMap { chapter in
      chapter.retired
        ? [chapter.id]
        : chapter.missions.filter(\.retired).map { "\(chapter.id)/\($0.id)" }
    }
  }
}
