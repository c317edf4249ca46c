/// The profile's figures a kept state holds as a floor
/// (HabitRules.docc/Growth.md, "Kept state"): a report built with the
/// state never shows less XP, miles, sessions, focus minutes or deep
/// focus sessions than these, whatever the content now says.
///
/// Encoded as `{"xp", "miles", "sessions", "focusMinutes",
/// "deepFocusCount"}`, the same keys as ``GrowthProfile``, so a report's
/// `profile` reads back as the floor. Each figure is 0 to
/// ``ExpeditionState/maximumTotal`` when read.
public struct KeptTotals: Hashable, Sendable, Codable {
  /// All XP earned.
  public let xp: Int
  /// All miles earned.
  public let miles: Int
  /// How many sessions counted.
  public let sessions: Int
  /// Their minutes.
  public let focusMinutes: Int
  /// How many were deep focus.
  public let deepFocusCount: Int

  /// Creates a floor.
  ///
  /// - Parameters: The fields of the same names.
  public init(xp: Int, miles: Int, sessions: Int, focusMinutes: Int, deepFocusCount: Int) {
    self.xp = xp
    self.miles = miles
    self.sessions = sessions
    self.focusMinutes = focusMinutes
    self.deepFocusCount = deepFocusCount
  }

  /// The floor of a profile.
  ///
  /// - Parameter profile: A report's profile.
  public init(_ profile: GrowthProfile) {
    self.init(
      xp: profile.xp, miles: profile.miles, sessions: profile.sessions,
      focusMinutes: profile.focusMinutes, deepFocusCount: profile.deepFocusCount)
  }

  private enum CodingKeys: String, CodingKey {
    case xp, miles, sessions, focusMinutes, deepFocusCount
  }

  /// Decodes a stored floor or a report's profile (its other keys are
  /// ignored); a missing figure is 0, a figure outside 0 to
  /// ``ExpeditionState/maximumTotal`` is an error naming it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func figure(_ key: CodingKeys) throws -> Int {
      try ExpeditionState.bounded(
        container, key, maximum: ExpeditionState.maximumTotal, absent: 0)
    }
    self.init(
      xp: try figure(.xp), miles: try figure(.miles), sessions: try figure(.sessions),
      focusMinutes: try figure(.focusMinutes), deepFocusCount: try figure(.deepFocusCount))
  }
}

extension ExpeditionState {
  /// The largest figure of a kept mission or chapter: one billion.
  ///
  /// A mission's target, progress or `rewardMiles`, a chapter's
  /// `bonusMiles`; a larger one is an error naming the field, never a
  /// wrapped sum.
  public static let maximumFigure = 1_000_000_000
  /// The largest figure of ``KeptTotals``: 10^15.
  public static let maximumTotal = 1_000_000_000_000_000
  /// The largest stored state a reader should accept, in bytes: 4 MiB, far
  /// above a state of ``maximumEntries`` entries (about 2 MB), so a
  /// larger file is refused before it is parsed (`gen growth --state`
  /// does).
  public static let maximumStoredBytes = 4 << 20
  /// The most chapters, and the most missions in all, of a kept state.
  ///
  /// 10,000 each (the content's caps are far lower); more is an error
  /// naming the field.
  public static let maximumEntries = 10_000

  /// A whole number of a stored state, checked against its bound.
  static func bounded<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, _ key: Key, maximum: Int, absent: Int?
  ) throws -> Int {
    let value: Int
    if let absent {
      value = try container.decodeIfPresent(Int.self, forKey: key) ?? absent
    } else {
      value = try container.decode(Int.self, forKey: key)
    }
    guard (0...maximum).contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(value) is out of range; a kept state holds 0-\(maximum)")
    }
    return value
  }
}

/// Sums that never wrap: a total past `Int.max` stays at `Int.max`.
extension Int {
  func saturatingPlus(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  func saturatingTimes(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
  }
}
