import Foundation
import HabitCalendar
import HabitRequests
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
    /// How many requests of each source were offered and not scheduled:
    /// every bedtime request of the horizon beyond the limit or the
    /// bedtime cap, every repeating custom request, and of each dated rule
    /// the next occurrence that did not fit (its later ones wait behind it).
    public let leftOut: [NotificationRequest.Source: Int]
    /// The earliest first moment of a request that did not fit, or `nil`:
    /// the front end must reconcile again before then.
    public let refreshBy: Date?
    /// The ids of the dated rules (``allocate(_:datedRules:foreignPending:)``)
    /// that have an occurrence ahead and got no request scheduled, in the
    /// rules' order.
    public let unscheduledRules: [String]
  }

  /// A dated rule as the budget reads it: one occurrence at a time, so a
  /// rule never costs more work than the slots it can get.
  public struct DatedRule: Sendable {
    /// The rule's id, for ``Allocation/unscheduledRules``.
    public let id: String
    /// The first request.
    let first: TimedRequest?
    /// The request after a moment.
    let next: @Sendable (Date) -> TimedRequest?

    /// A dated rule.
    ///
    /// - Parameters:
    ///   - id: The rule's id.
    ///   - now: The current moment.
    ///   - next: The rule's first request strictly after a moment, or
    ///     `nil` when it has none; called with `now` first, then with
    ///     each scheduled request's moment.
    public init(id: String, after now: Date, next: @escaping @Sendable (Date) -> TimedRequest?) {
      self.id = id
      self.first = next(now)
      self.next = next
    }
  }

  /// Shares the slots between every source.
  ///
  /// Repeating requests come first (they cost one slot for every future
  /// firing), by their next firing; then every dated request of every
  /// source, nearest first; ties by id bytes. A bedtime request beyond
  /// ``bedtimeCap`` is left out and the next one is tried.
  ///
  /// - Parameters:
  ///   - requests: The desired requests of every source, with their first
  ///     moments.
  ///   - foreignPending: Pending requests the app does not own.
  /// - Returns: What is scheduled, what was left out, and `refreshBy`.
  /// - Complexity: O(*n* log *n*) in the number of requests.
  public func allocate(_ requests: [TimedRequest], foreignPending: Int) -> Allocation {
    allocate(requests, datedRules: [], foreignPending: foreignPending)
  }

  /// Shares the slots between every source, dated rules offering their
  /// occurrences one at a time.
  ///
  /// As ``allocate(_:foreignPending:)``, with each dated rule's occurrences
  /// merged in time order: a rule's next occurrence is asked for only once
  /// the one before it is scheduled, and the first that does not fit is
  /// counted left out (a dated rule that gets no slot at all is left out
  /// too, with its moment in `refreshBy`).
  ///
  /// - Parameters:
  ///   - requests: The finite requests: the bedtime horizon, tests and
  ///     repeating custom requests, with their first moments.
  ///   - datedRules: The rules that need dated requests.
  ///   - foreignPending: Pending requests the app does not own.
  /// - Returns: What is scheduled, what was left out, and `refreshBy`.
  /// - Complexity: O((*n* + *d* + *s*) log(*n* + *d*)) for *n* requests,
  ///   *d* dated rules and *s* slots: never rules x slots.
  public func allocate(
    _ requests: [TimedRequest], datedRules: [DatedRule], foreignPending: Int
  ) -> Allocation {
    allocation(requests, datedRules: datedRules, foreignPending: foreignPending).allocation
  }

  /// ``allocate(_:datedRules:foreignPending:)``, with for each request
  /// whether it was scheduled, and the places of the dated rules in
  /// ``Allocation/unscheduledRules``.
  func allocation(
    _ requests: [TimedRequest], datedRules: [DatedRule], foreignPending: Int
  ) -> (allocation: Allocation, listedScheduled: [Bool], unscheduledRules: [Int]) {
    var slots = Slots(
      available: max(0, limit - max(0, foreignPending)), bedtimeCap: bedtimeCap,
      requests: requests.count, rules: datedRules.count)
    slots.fill(requests, datedRules: datedRules)
    var leftOut: [NotificationRequest.Source: Int] = [:]
    if slots.leftOutBedtime > 0 { leftOut[.bedtime] = slots.leftOutBedtime }
    if slots.leftOutCustom > 0 { leftOut[.custom] = slots.leftOutCustom }
    let unscheduledRules = datedRules.indices.filter {
      !slots.scheduledRules[$0] && datedRules[$0].first != nil
    }
    let allocation = Allocation(
      scheduled: slots.scheduled, available: slots.available, leftOut: leftOut,
      refreshBy: slots.refreshBy, unscheduledRules: unscheduledRules.map { datedRules[$0].id })
    return (allocation, slots.listedScheduled, unscheduledRules)
  }
}

extension TimedRequest {
  /// Whether this request comes before `other` in a budget: the nearer
  /// first moment, ties by id bytes.
  fileprivate func isNearer(than other: TimedRequest) -> Bool {
    firstFire != other.firstFire
      ? firstFire < other.firstFire : request.requestID < other.request.requestID
  }
}

/// The slots as they fill, and what did not fit.
private struct Slots {
  /// The slots the app's requests may use.
  let available: Int
  let bedtimeCap: Int
  var scheduled: [NotificationRequest] = []
  /// For each listed request, whether it was scheduled.
  var listedScheduled: [Bool]
  /// For each dated rule, whether it got a request scheduled.
  var scheduledRules: [Bool]
  var bedtime = 0
  var leftOutBedtime = 0
  var leftOutCustom = 0
  var refreshBy: Date?

  init(available: Int, bedtimeCap: Int, requests: Int, rules: Int) {
    self.available = available
    self.bedtimeCap = bedtimeCap
    listedScheduled = [Bool](repeating: false, count: requests)
    scheduledRules = [Bool](repeating: false, count: rules)
    scheduled.reserveCapacity(min(available, requests + rules))
  }

  /// Offers every request in priority order: the listed ones repeating
  /// first, then every dated one by ``TimedRequest/isNearer(than:)``, a
  /// dated rule's next occurrence asked for once the one before it is
  /// scheduled.
  mutating func fill(_ requests: [TimedRequest], datedRules: [NotificationBudget.DatedRule]) {
    let order = requests.indices.sorted { a, b in
      requests[a].repeats != requests[b].repeats
        ? requests[a].repeats : requests[a].isNearer(than: requests[b])
    }
    var heap = RuleHeap(
      datedRules.indices.compactMap { index in datedRules[index].first.map { (index, $0) } })
    var cursor = 0
    while cursor < order.count || !heap.isEmpty {
      // The nearer of the next listed request and the nearest rule's.
      if cursor < order.count,
        requests[order[cursor]].repeats
          || heap.top.map { requests[order[cursor]].isNearer(than: $0) } ?? true
      {
        if take(requests[order[cursor]]) { listedScheduled[order[cursor]] = true }
        cursor += 1
      } else if let (rule, timed) = heap.pop(), take(timed) {
        scheduledRules[rule] = true
        if let next = datedRules[rule].next(timed.firstFire) { heap.push((rule, next)) }
      }
    }
  }

  /// Schedules the request when it fits, else counts it left out.
  ///
  /// - Returns: Whether it was scheduled.
  mutating func take(_ timed: TimedRequest) -> Bool {
    let isBedtime = timed.request.source == .bedtime
    guard scheduled.count < available, !isBedtime || bedtime < bedtimeCap else {
      if isBedtime { leftOutBedtime += 1 } else { leftOutCustom += 1 }
      refreshBy = min(refreshBy ?? timed.firstFire, timed.firstFire)
      return false
    }
    if isBedtime { bedtime += 1 }
    scheduled.append(timed.request)
    return true
  }
}

/// The next request of each dated rule, nearest on top (a binary heap).
private struct RuleHeap {
  typealias Entry = (rule: Int, request: TimedRequest)
  private var entries: [Entry]

  init(_ entries: [Entry]) {
    self.entries = entries
    for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
  }

  /// Nearest first, ties by id bytes, then by rule.
  private func less(_ i: Int, _ j: Int) -> Bool {
    let (a, b) = (entries[i], entries[j])
    return a.request.isNearer(than: b.request)
      || (!b.request.isNearer(than: a.request) && a.rule < b.rule)
  }

  var isEmpty: Bool { entries.isEmpty }

  /// The nearest request; `nil` when the heap is empty.
  var top: TimedRequest? { entries.first?.request }

  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard less(child, parent) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Entry? {
    guard let first = entries.first else { return nil }
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    siftDown(0)
    return first
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let (left, right) = (2 * parent + 1, 2 * parent + 2)
      var best = parent
      if left < entries.count, less(left, best) { best = left }
      if right < entries.count, less(right, best) { best = right }
      if best == parent { return }
      entries.swapAt(parent, best)
      parent = best
    }
  }
}
