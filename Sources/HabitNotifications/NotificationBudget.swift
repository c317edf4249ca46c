import Foundation
import HabitCalendar
import HabitToolkit

/// One budget of pending notifications, shared by every source: the OS keeps
/// a fixed number pending per app (64 on iOS), and the bedtime planner, a
/// person's own reminders and test notifications all need slots.
public struct NotificationBudget: Hashable, Sendable {
  /// The OS limit on pending requests.
  public let limit: Int
  /// The most bedtime requests (reminders and tests) pending at once.
  public let bedtimeCap: Int

  /// iOS's limit of pending notification requests per app.
  public static let defaultLimit = 64

  /// Creates a budget.
  ///
  /// - Parameters:
  ///   - limit: The OS limit (default 64); below 0 counts as 0.
  ///   - bedtimeCap: The bedtime source's own cap, tests included (the
  ///     content's `queueLimit`, 60).
  public init(limit: Int = defaultLimit, bedtimeCap: Int) {
    self.limit = max(0, limit)
    self.bedtimeCap = max(0, bedtimeCap)
  }

  /// What fits, and what must wait for the next refresh.
  public struct Allocation: Hashable, Sendable {
    /// The requests to keep pending, in priority order.
    public let scheduled: [NotificationRequest]
    /// The slots the app's requests may use: the limit minus pending
    /// requests the app does not own.
    public let available: Int
    /// How many requests of each source did not fit.
    public let leftOut: [NotificationRequest.Source: Int]
    /// The earliest first moment of a request that did not fit, or `nil`:
    /// the front end must reconcile again before then.
    public let refreshBy: Date?
  }

  /// Shares the slots between every source.
  ///
  /// Repeating requests come first (they cost one slot for every future
  /// firing), by their next firing; then every dated request of every
  /// source, nearest first; ties by id. A bedtime request beyond
  /// ``bedtimeCap`` is left out and the next one is tried.
  ///
  /// - Parameters:
  ///   - requests: The desired requests of every source, with their first
  ///     moments.
  ///   - foreignPending: Pending requests the app does not own.
  /// - Returns: What is scheduled, what was left out, and `refreshBy`.
  /// - Complexity: O(*n* log *n*) in the number of requests.
  public func allocate(_ requests: [TimedRequest], foreignPending: Int) -> Allocation {
    let available = max(0, limit - max(0, foreignPending))
    // Sorting indices by cheap keys moves no strings; ids break ties only.
    let keys = requests.map { (repeats: $0.repeats, firstFire: $0.firstFire, id: $0.request.id) }
    let order = keys.indices.sorted { first, second in
      let (a, b) = (keys[first], keys[second])
      if a.repeats != b.repeats { return a.repeats }
      if a.firstFire != b.firstFire { return a.firstFire < b.firstFire }
      return a.id < b.id
    }
    var scheduled: [NotificationRequest] = []
    scheduled.reserveCapacity(min(available, requests.count))
    var bedtime = 0
    var leftOut: [NotificationRequest.Source: Int] = [:]
    var refreshBy: Date?
    for index in order {
      let timed = requests[index]
      let isBedtime = timed.request.source == .bedtime
      guard scheduled.count < available, !isBedtime || bedtime < bedtimeCap else {
        leftOut[timed.request.source, default: 0] += 1
        refreshBy = min(refreshBy ?? timed.firstFire, timed.firstFire)
        continue
      }
      scheduled.append(timed.request)
      if isBedtime { bedtime += 1 }
    }
    return Allocation(
      scheduled: scheduled, available: available, leftOut: leftOut, refreshBy: refreshBy)
  }
}
