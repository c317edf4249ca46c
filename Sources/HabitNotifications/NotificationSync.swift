import Foundation
import HabitCalendar
import HabitToolkit

/// One sync of every source against what the OS has pending.
///
/// The shared budget's allocation and the diff to apply: what `gen sync
/// --json` prints, and a value an app can store or send.
///
/// Encoded as `{"add": [requests], "remove": [ids], "keep": [ids],
/// "foreign": [ids], "scheduled", "limit", "leftOut": {"bedtime",
/// "custom"}, "refreshBy"}`; `refreshBy` is `null` when nothing was left
/// out.
public struct NotificationSync: Hashable, Sendable, Codable {
  /// How many requests of each source did not fit.
  public struct LeftOut: Hashable, Sendable, Codable {
    /// Bedtime reminders and tests left out.
    public let bedtime: Int
    /// Requests of a person's own rules left out.
    public let custom: Int

    /// The count for a source.
    public subscript(source: NotificationRequest.Source) -> Int {
      switch source {
      case .bedtime: bedtime
      case .custom: custom
      }
    }
  }

  /// Requests to add (``Reconciliation/add``).
  public let add: [NotificationRequest]
  /// Ids to remove (``Reconciliation/remove``).
  public let remove: [String]
  /// Ids pending exactly as desired (``Reconciliation/keep``).
  public let keep: [String]
  /// Pending ids the app does not own (``Reconciliation/foreign``).
  public let foreign: [String]
  /// The owned requests pending once the diff is applied: added and kept.
  public let scheduled: Int
  /// The OS limit of pending requests.
  public let limit: Int
  /// How many of each source did not fit.
  public let leftOut: LeftOut
  /// The earliest moment of a request left out, with the offset in force:
  /// the app must sync again before then.
  public let refreshBy: ISO8601Moment?

  /// Shares the budget between the desired requests and diffs the result
  /// against what is pending.
  ///
  /// - Parameters:
  ///   - pending: The requests the OS reports pending.
  ///   - desired: Every source's desired requests with their first moments
  ///     (``BedtimePlanner/requests(at:completed:tests:)``,
  ///     ``RecurringReminder/timedRequests(after:count:calendar:defaultBody:)``).
  ///   - budget: The OS limit and the bedtime cap.
  ///   - authorized: Whether the app may post notifications.
  ///   - calendar: The calendar of the zone in force, for `refreshBy`.
  /// - Complexity: O(*n* log *n*) in the number of requests.
  public init(
    pending: [PendingRequest], desired: [TimedRequest], budget: NotificationBudget,
    authorized: Bool, calendar: CivilCalendar
  ) {
    let foreignCount = Set(pending.lazy.map(\.id).filter { !Reconciliation.owns($0) }).count
    let allocation = budget.allocate(desired, foreignPending: foreignCount)
    let diff = Reconciliation(
      pending: pending, desired: allocation.scheduled, authorized: authorized)
    add = diff.add
    remove = diff.remove
    keep = diff.keep
    foreign = diff.foreign
    scheduled = diff.add.count + diff.keep.count
    limit = budget.limit
    leftOut = LeftOut(
      bedtime: allocation.leftOut[.bedtime] ?? 0, custom: allocation.leftOut[.custom] ?? 0)
    refreshBy = allocation.refreshBy.map(calendar.zoned)
  }

  private enum CodingKeys: String, CodingKey {
    case add, remove, keep, foreign, scheduled, limit, leftOut, refreshBy
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(add, forKey: .add)
    try container.encode(remove, forKey: .remove)
    try container.encode(keep, forKey: .keep)
    try container.encode(foreign, forKey: .foreign)
    try container.encode(scheduled, forKey: .scheduled)
    try container.encode(limit, forKey: .limit)
    try container.encode(leftOut, forKey: .leftOut)
    // `null` when nothing was left out: the key is always there.
    try container.encode(refreshBy, forKey: .refreshBy)
  }
}
