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

  /// ``allocate(_:datedRules:foreignPending:)`` of `first` followed by
  /// `second` (two lists, so that neither is copied), for each of them
  /// whether it was scheduled, in that order, and the places of the dated
  /// rules in ``Allocation/unscheduledRules``.
  func allocation(
    _ first: [TimedRequest], _ second: [TimedRequest] = [], datedRules: [DatedRule],
    foreignPending: Int
  ) -> (allocation: Allocation, listedScheduled: [Bool], unscheduledRules: [Int]) {
    // Read in place: copying a request retains each of its strings.
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        allocation(first, second, datedRules: datedRules, foreignPending: foreignPending)
      }
    }
  }

  private func allocation(
    _ first: UnsafeBufferPointer<TimedRequest>, _ second: UnsafeBufferPointer<TimedRequest>,
    datedRules: [DatedRule], foreignPending: Int
  ) -> (allocation: Allocation, listedScheduled: [Bool], unscheduledRules: [Int]) {
    let available = max(0, limit - max(0, foreignPending))
    func request(_ index: Int) -> NotificationRequest {
      index < first.count ? first[index].request : second[index - first.count].request
    }
    func idParts(_ index: Int) -> RequestIDParts {
      index < first.count
        ? first[index].request.idParts : second[index - first.count].request.idParts
    }
    // Sorting indices by cheap keys moves no strings; ids break ties only.
    var keys: [(repeats: Bool, bedtime: Bool, firstFire: Date)] = []
    keys.reserveCapacity(first.count + second.count)
    for list in [first, second] {
      for index in list.indices {
        keys.append(
          (list[index].repeats, list[index].request.source == .bedtime, list[index].firstFire))
      }
    }
    let order = keys.withUnsafeBufferPointer { keys in
      keys.indices.sorted { a, b in
        if keys[a].repeats != keys[b].repeats { return keys[a].repeats }
        if keys[a].firstFire != keys[b].firstFire { return keys[a].firstFire < keys[b].firstFire }
        return idParts(a).precedes(idParts(b))
      }
    }
    var heap = RuleHeap(
      datedRules.indices.compactMap { index in datedRules[index].first.map { (index, $0) } })
    var slots = Slots(available: available, bedtimeCap: bedtimeCap)
    slots.scheduled.reserveCapacity(min(available, keys.count + datedRules.count))
    var scheduledRules = [Bool](repeating: false, count: datedRules.count)
    var listedScheduled = [Bool](repeating: false, count: keys.count)
    var cursor = 0
    while cursor < order.count || !heap.isEmpty {
      // The nearer of the next finite request and the nearest rule's.
      if cursor < order.count {
        let index = order[cursor]
        let key = keys[index]
        let fromList =
          key.repeats
          || heap.withTop { top in
            key.firstFire != top.firstFire
              ? key.firstFire < top.firstFire
              : idParts(index).precedes(top.request.idParts)
          } ?? true
        if fromList {
          cursor += 1
          if slots.take(isBedtime: key.bedtime, at: key.firstFire) {
            slots.scheduled.append(request(index))
            listedScheduled[index] = true
          }
          continue
        }
      }
      guard let (rule, timed) = heap.pop() else { break }
      if slots.take(isBedtime: timed.request.source == .bedtime, at: timed.firstFire) {
        slots.scheduled.append(timed.request)
        scheduledRules[rule] = true
        if let next = datedRules[rule].next(timed.firstFire) { heap.push((rule, next)) }
      }
    }
    let (scheduled, refreshBy) = (slots.scheduled, slots.refreshBy)
    let (leftOutBedtime, leftOutCustom) = (slots.leftOutBedtime, slots.leftOutCustom)
    var leftOut: [NotificationRequest.Source: Int] = [:]
    if leftOutBedtime > 0 { leftOut[.bedtime] = leftOutBedtime }
    if leftOutCustom > 0 { leftOut[.custom] = leftOutCustom }
    let unscheduledRules = datedRules.indices.filter {
      !scheduledRules[$0] && datedRules[$0].first != nil
    }
    let allocation = Allocation(
      scheduled: scheduled, available: available, leftOut: leftOut, refreshBy: refreshBy,
      unscheduledRules: unscheduledRules.map { datedRules[$0].id })
    return (allocation, listedScheduled, unscheduledRules)
  }
}

/// The slots as they fill, and what did not fit.
private struct Slots {
  let available: Int
  let bedtimeCap: Int
  var scheduled: [NotificationRequest] = []
  var bedtime = 0
  var leftOutBedtime = 0
  var leftOutCustom = 0
  var refreshBy: Date?

  init(available: Int, bedtimeCap: Int) {
    self.available = available
    self.bedtimeCap = bedtimeCap
  }

  /// Whether the next request fits (the caller then appends it to
  /// `scheduled`); one that does not is counted left out.
  mutating func take(isBedtime: Bool, at moment: Date) -> Bool {
    guard scheduled.count < available, !isBedtime || bedtime < bedtimeCap else {
      if isBedtime { leftOutBedtime += 1 } else { leftOutCustom += 1 }
      refreshBy = min(refreshBy ?? moment, moment)
      return false
    }
    if isBedtime { bedtime += 1 }
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
  static func precedes(_ a: TimedRequest, _ b: TimedRequest) -> Bool {
    if a.firstFire != b.firstFire { return a.firstFire < b.firstFire }
    return a.request.idParts.precedes(b.request.idParts)
  }

  private func less(_ i: Int, _ j: Int) -> Bool {
    Self.precedes(entries[i].request, entries[j].request)
      || (!Self.precedes(entries[j].request, entries[i].request)
        && entries[i].rule < entries[j].rule)
  }

  var isEmpty: Bool { entries.isEmpty }

  /// Reads the nearest request in place; `nil` when the heap is empty.
  func withTop<Result>(_ body: (TimedRequest) -> Result) -> Result? {
    entries.isEmpty ? nil : body(entries[0].request)
  }

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
