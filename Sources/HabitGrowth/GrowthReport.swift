import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

/// Growth and expeditions derived from one list of focus sessions: what
/// `gen growth --json` prints, and a value an app can show or keep.
///
/// Encoded as `{"timeZone", "profile": {...}, "current", "chapters":
/// [...], "lastSession": {...} or null, "demo"}`: ``GrowthProfile``, then
/// ``ExpeditionState``'s fields at the top level (so the JSON reads back as
/// an ``ExpeditionState`` for `--state`), then ``SessionEarnings``.
public struct GrowthReport: Hashable, Sendable, Codable {
  /// The zone moments are written in (``CivilCalendar/zoneName``).
  public let timeZone: String
  /// Level, XP, title and totals.
  public let profile: GrowthProfile
  /// Chapters and missions reached.
  public let expeditions: ExpeditionState
  /// What the last session (by its end) earned; `nil` without sessions.
  public let lastSession: SessionEarnings?
  /// Whether the sessions counted are demo data (`"demo": true`): only
  /// when every session is (``DemoRecords``).
  public let demo: Bool
  /// What the report left out or adjusted in its inputs (not encoded, not
  /// compared: two reports with the same figures are equal however they
  /// were reached; ``GrowthAdjustments/none`` when decoded).
  public let adjustments: GrowthAdjustments

  /// Creates a report from its parts.
  ///
  /// - Parameters: The fields of the same names.
  public init(
    timeZone: String, profile: GrowthProfile, expeditions: ExpeditionState,
    lastSession: SessionEarnings?, demo: Bool, adjustments: GrowthAdjustments = .none
  ) {
    self.timeZone = timeZone
    self.profile = profile
    self.expeditions = expeditions
    self.lastSession = lastSession
    self.demo = demo
    self.adjustments = adjustments
  }

  private enum CodingKeys: String, CodingKey {
    case timeZone, profile, current, chapters, lastSession, demo
  }

  /// Decodes a stored report, version 1 or later.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let profile = try container.decode(GrowthProfile.self, forKey: .profile)
    let demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
    self.init(
      timeZone: try container.decode(String.self, forKey: .timeZone),
      profile: profile,
      expeditions: ExpeditionState(
        current: try container.decodeIfPresent(String.self, forKey: .current),
        chapters: try container.decode([ExpeditionState.ChapterState].self, forKey: .chapters),
        totals: KeptTotals(profile), demo: demo),
      lastSession: try container.decodeIfPresent(SessionEarnings.self, forKey: .lastSession),
      demo: demo)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(profile, forKey: .profile)
    try container.encode(expeditions.current, forKey: .current)
    try container.encode(expeditions.chapters, forKey: .chapters)
    try container.encode(lastSession, forKey: .lastSession)
    try container.encode(demo, forKey: .demo)
  }
}

extension GrowthReport {
  /// Equal when every encoded field is: ``adjustments`` says how the
  /// inputs were read, not what the report holds.
  public static func == (lhs: GrowthReport, rhs: GrowthReport) -> Bool {
    lhs.timeZone == rhs.timeZone && lhs.profile == rhs.profile
      && lhs.expeditions == rhs.expeditions && lhs.lastSession == rhs.lastSession
      && lhs.demo == rhs.demo
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(timeZone)
    hasher.combine(profile)
    hasher.combine(expeditions)
    hasher.combine(lastSession)
    hasher.combine(demo)
  }
}
