import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

/// A stored check-in: the logical day it completed, and when it happened.
///
/// The day is fixed when the check-in is saved, under the rollover rule and
/// the zone in force then; changing the window or travelling later never
/// moves it. JSON shape (version 1; every later field will be optional):
///
///     {"day": "2026-10-01", "at": "2026-10-02T00:30:00+08:00"}
///
/// `at` may be missing; when written it is UTC (`...Z`). Demo data
/// (`gen demo sleep`) adds `"demo": true`; a missing `demo` is `false`.
public struct CheckIn: Hashable, Sendable {
  /// The logical day this check-in completed.
  public var day: CivilDate
  /// The moment of the check-in, if known.
  public var at: Date?
  /// Whether it is demo data, not the person's own (``DemoRecords``).
  public var demo: Bool

  /// A check-in for a logical day.
  ///
  /// - Parameters:
  ///   - day: The logical day completed.
  ///   - at: The moment it happened, if known.
  ///   - demo: Whether it is demo data (default `false`).
  public init(day: CivilDate, at: Date? = nil, demo: Bool = false) {
    self.day = day
    self.at = at
    self.demo = demo
  }

  /// A check-in at a moment, on the logical day the current rule gives it.
  ///
  /// - Parameters:
  ///   - moment: When the check-in happened.
  ///   - calendar: The calendar of the zone in force.
  ///   - rollover: The day rollover in force.
  public init(at moment: Date, calendar: CivilCalendar, rollover: DayRollover) {
    self.init(day: calendar.logicalDay(of: moment, rollover: rollover), at: moment)
  }

  /// The outcome of checking in from an action that names a night.
  public enum NightAction: Hashable, Sendable {
    /// The night is the current logical day: store this check-in.
    case recorded(CheckIn)
    /// The night is over (or not yet begun): nothing is written. Carries
    /// the night the action named and the current logical day.
    case stale(night: CivilDate, today: CivilDate)
  }

  /// Checks in for a specific night, as from a reminder for that night.
  ///
  /// Completes the night while it is still the current logical day, or
  /// within `graceMinutes` after the day rolled over from it
  /// (``StreakPolicy/graceMinutes``). Otherwise the tap is stale and never
  /// marks any night, that one or another, complete.
  ///
  /// - Parameters:
  ///   - night: The night the action names.
  ///   - moment: Now.
  ///   - calendar: The calendar of the zone in force.
  ///   - rollover: The day rollover in force.
  ///   - graceMinutes: Minutes after the rollover in which the previous
  ///     night can still be completed (default 0; clamped to 0-720, as
  ///     ``StreakPolicy/graceRange``).
  /// - Returns: The check-in to store, or `.stale`.
  /// - Complexity: O(log *n*) in the zone's offset changes.
  public static func forNight(
    _ night: CivilDate, at moment: Date, calendar: CivilCalendar, rollover: DayRollover,
    graceMinutes: Int = 0
  ) -> NightAction {
    let today = calendar.logicalDay(of: moment, rollover: rollover)
    if today == night { return .recorded(CheckIn(day: night, at: moment)) }
    let grace = min(max(graceMinutes, 0), StreakPolicy.graceRange.upperBound)
    let graceStart = moment.addingTimeInterval(-Double(grace) * 60)
    if grace > 0, night < today,
      calendar.logicalDay(of: graceStart, rollover: rollover) == night
    {
      return .recorded(CheckIn(day: night, at: moment))
    }
    return .stale(night: night, today: today)
  }
}

extension CheckIn: Codable {
  private enum CodingKeys: String, CodingKey {
    case day
    case at
    case demo
  }

  /// Decodes a stored check-in, version 1 or later; `at` and `demo` may be
  /// missing or `null` (`demo` is then `false`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    day = try container.decode(CivilDate.self, forKey: .day)
    at = try container.decodeIfPresent(ISO8601Moment.self, forKey: .at)?.date
    demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
  }

  /// Encodes `{"day", "at"}` (`at` only when known, in UTC), and
  /// `"demo": true` for demo data only, so a real check-in's JSON is the
  /// version-1 shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(day, forKey: .day)
    if let at {
      try container.encode(ISO8601Moment(at, secondsFromUTC: 0), forKey: .at)
    }
    if demo { try container.encode(demo, forKey: .demo) }
  }
}
