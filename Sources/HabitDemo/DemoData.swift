import Foundation
import HabitCalendar
import HabitToolkit

/// Demo records for empty screens (HabitRules.docc/Demo.md): realistic, relative to
/// now in the person's zone, and the same for the same inputs.
///
/// The records of every kind are a function of (kind, ``now``, the zone of
/// ``calendar``, ``seed``, ``days``) only: no clock, no system random
/// generator. Each kind comes out in exactly the input shape of its
/// command, every record marked demo:
///
/// | kind | records | command |
/// |---|---|---|
/// | ``Kind/focus`` | ``focusSessions(sceneIds:)`` | `gen growth --sessions` |
/// | ``Kind/sleep`` | ``sleepCheckIns()`` | `gen streak --records` |
/// | ``Kind/savings`` | ``deposits()`` | `gen goal wish --deposits` |
/// | ``Kind/footprint`` | ``footprintEvents()`` | `gen badges --events` |
/// | ``Kind/reminders`` | ``reminders(texts:language:)`` | `gen remind`, `gen sync` (refused) |
///
/// Every moment lies in ``start``...``now``: the window moves with now, so
/// Monday's demo differs from Friday's. A civil day's records depend on
/// the day, the kind and the seed (each day has its own generator), and
/// which days are done depends on how far the day is from today: a live
/// streak of 3-9 days ends today (or yesterday, while today's record is
/// still ahead of now), the day before it is missed, and about one earlier
/// day in five is missed. Focus is a newcomer's instead, so growth lands at
/// a level or two: a streak of 3-4 days and one first try before it
/// (``focusSessions(sceneIds:)``).
public struct DemoData: Sendable {
  /// What the records are of, one kind per command.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Focus sessions.
    case focus
    /// Bedtime check-ins.
    case sleep
    /// Deposits into a savings goal.
    case savings
    /// Activity events of walks (tracks), for the badges.
    case footprint
    /// Reminder rules of a person's own.
    case reminders

    /// The kind's own stream: two kinds with one seed draw apart.
    var salt: UInt64 {
      switch self {
      case .focus: 0x666F_6375_7300_0001
      case .sleep: 0x736C_6565_7000_0002
      case .savings: 0x7361_7669_6E67_0003
      case .footprint: 0x666F_6F74_7072_0004
      case .reminders: 0x7265_6D69_6E64_0005
      }
    }
  }

  /// The days a window may span.
  public static let dayRange = 1...366
  /// The window when none is given: two weeks.
  public static let defaultDays = 14
  /// The moments `now` may be: 0002-02-01T00:00Z to 9999-12-01T00:00Z, so
  /// that a year's window and the days after it (a once rule) stay inside
  /// the calendar's years, where every moment is named exactly.
  public static let nowRange =
    moment(CivilDate(year: 2, month: 2, day: 1))...moment(CivilDate(year: 9999, month: 12, day: 1))

  private static func moment(_ date: CivilDate?) -> Date {
    Date(timeIntervalSince1970: Double((date ?? .earliest).daysSinceEpoch) * 86_400)
  }

  /// The end of the window: no record is later.
  public let now: Date
  /// The person's zone: records are placed on its days and clock.
  public let calendar: CivilCalendar
  /// The seed: another seed gives other records.
  public let seed: UInt64
  /// How far back the window goes, in days of 24 hours.
  public let days: Int

  /// A window of demo data.
  ///
  /// - Parameters:
  ///   - now: The end of the window.
  ///   - calendar: The calendar of the person's zone.
  ///   - seed: Any number.
  ///   - days: How far back the window goes, ``dayRange`` (default
  ///     ``defaultDays``).
  /// - Throws: ``InputError`` on `days` outside ``dayRange``, or on `now`
  ///   outside ``nowRange``.
  public init(now: Date, calendar: CivilCalendar, seed: UInt64, days: Int = defaultDays)
    throws(InputError)
  {
    guard Self.nowRange.contains(now) else {
      let utc = CivilCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt)
      throw InputError(
        field: "now",
        message:
          "outside the demo's years; use a moment from "
          + "\(utc.iso8601(Self.nowRange.lowerBound)) to \(utc.iso8601(Self.nowRange.upperBound))")
    }
    guard Self.dayRange.contains(days) else {
      throw InputError(
        field: "days",
        message:
          "\(days) is not a demo window; use \(Self.dayRange.lowerBound)-\(Self.dayRange.upperBound) days"
      )
    }
    self.now = now
    self.calendar = calendar
    self.seed = seed
    self.days = days
  }

  /// The start of the window, ``days`` × 24 hours before ``now``.
  ///
  /// No record is earlier.
  public var start: Date { now.addingTimeInterval(-Double(days) * 86_400) }

  /// Whether a moment lies in the window, both ends included.
  func contains(_ moment: Date) -> Bool { moment >= start && moment <= now }
}
