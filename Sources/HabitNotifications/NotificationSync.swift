import Foundation
import HabitCalendar
import HabitReminders
import HabitToolkit

/// One sync of every source against what the OS has pending.
///
/// The shared budget's allocation and the diff to apply: what `gen sync
/// --json` prints, and a value an app can store or send.
///
/// Encoded as `{"authorization", "add": [requests], "remove": [ids],
/// "keep": [ids], "foreign": [ids], "untouched": [ids], "scheduled",
/// "limit", "leftOut": {"bedtime", "custom"}, "refreshBy",
/// "unscheduledRules": [ids], "blocked": [{"source", "rule"}]}`;
/// `leftOut` and `refreshBy` are `null` when notifications are not
/// authorized (there is no budget), `refreshBy` also when nothing was left
/// out.
public struct NotificationSync: Hashable, Sendable, Codable {
  /// How many requests of each source were offered and not scheduled.
  public struct LeftOut: Hashable, Sendable, Codable {
    /// Bedtime reminders and tests of the horizon left out.
    public let bedtime: Int
    /// Requests of a person's own rules left out: repeating requests, and
    /// of each dated rule the next occurrence that did not fit.
    public let custom: Int

    /// The count for a source.
    public subscript(source: NotificationRequest.Source) -> Int {
      switch source {
      case .bedtime: bedtime
      case .custom: custom
      }
    }
  }

  /// A source, or one of a person's rules, that wants a request and gets
  /// none because notifications are not authorized: `{"source", "rule"}`,
  /// `rule` only for a person's rule.
  public struct Blocked: Hashable, Sendable, Codable {
    /// The source.
    public let source: NotificationRequest.Source
    /// The rule's id, for a person's rule.
    public let rule: String?
  }

  /// The authorization the sync ran under.
  public let authorization: Authorization
  /// Requests to add (``Reconciliation/add``).
  public let add: [NotificationRequest]
  /// Ids to remove (``Reconciliation/remove``).
  public let remove: [String]
  /// Ids pending exactly as desired (``Reconciliation/keep``).
  public let keep: [String]
  /// Pending ids the app does not own (``Reconciliation/foreign``).
  public let foreign: [String]
  /// Pending ids of an owned source this sync does not cover (bedtime
  /// requests when the bedtime source is not synced): left untouched, and
  /// counted against the limit like foreign ones.
  public let untouched: [String]
  /// The owned requests pending once the diff is applied: added and kept.
  public let scheduled: Int
  /// The OS limit of pending requests.
  public let limit: Int
  /// How many of each source did not fit; `nil` when not authorized.
  public let leftOut: LeftOut?
  /// The earliest moment of a request left out, with the offset in force:
  /// the app must sync again before then.
  public let refreshBy: ISO8601Moment?
  /// The ids of the rules that want a request and got none, in the
  /// rules' order (empty when not authorized: see ``blocked``).
  public let unscheduledRules: [String]
  /// What wants a request while notifications are not authorized, so the
  /// app can say why nothing will ring; empty when authorized.
  public let blocked: [Blocked]

  /// Shares the budget between the sources and diffs the result against
  /// what is pending.
  ///
  /// - Parameters:
  ///   - pending: The requests the OS reports pending.
  ///   - bedtime: The bedtime source's requests
  ///     (``BedtimePlanner/requests(at:completed:tests:nights:prefix:)``),
  ///     or `nil` when this sync does not cover bedtime: its pending
  ///     requests are then ``untouched``.
  ///   - rules: A person's rules, each id once (a list read from JSON
  ///     reports a repeated id; ``unscheduledRules`` and ``blocked`` name
  ///     each rule by its own place). A demo rule (``RecurringReminder/demo``)
  ///     is never scheduled: it is left out, as if it were not listed (`gen sync`
  ///     refuses a file of demo rules before it gets here).
  ///   - now: The current moment.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body of a rule with an empty note.
  ///   - budget: The OS limit and the bedtime cap.
  ///   - authorization: The OS's authorization state.
  ///   - prefixes: The id prefixes the app owns.
  ///   - unlistedPending: Owned requests pending that `pending` does not
  ///     list (test notifications an export left out): they use slots.
  /// - Complexity: O((*n* + *r* + *s*) log(*n* + *r*)) for *n* requests,
  ///   *r* rules and *s* slots.
  public init(
    pending: [PendingRequest], bedtime: [TimedRequest]?, rules: [RecurringReminder],
    after now: Date, calendar: CivilCalendar, defaultBody: String, budget: NotificationBudget,
    authorization: Authorization, prefixes: OwnedPrefixes = .standard, unlistedPending: Int = 0
  ) {
    self.authorization = authorization
    let rules = rules.contains { $0.demo } ? rules.filter { !$0.demo } : rules
    let synced = (bedtime == nil ? [] : [prefixes.bedtime]) + [prefixes.custom]
    var foreignIDs: [String] = []
    var untouchedIDs: [String] = []
    for index in pending.indices {
      // By index: a copy of the request would retain each of its strings.
      let id = pending[index].id
      switch prefixes.source(of: id) {
      case .custom: break
      case .bedtime where bedtime != nil: break
      case .bedtime: untouchedIDs.append(id)
      case nil: foreignIDs.append(id)
      }
    }
    limit = budget.limit
    untouched = sortedUnique(untouchedIDs)
    foreign = sortedUnique(foreignIDs)
    let untouchedCount = untouched.count
    // Each repeating rule's requests, whose places `repeatingRules`
    // remembers.
    var repeating: [TimedRequest] = []
    repeating.reserveCapacity(rules.count)
    // Each repeating rule's index in `rules`, and the places of its
    // requests in `repeating`; each dated rule's index.
    var repeatingRules: [(rule: Int, requests: Range<Int>)] = []
    repeatingRules.reserveCapacity(rules.count)
    var datedRules: [NotificationBudget.DatedRule] = []
    var datedRuleIndices: [Int] = []
    // By index: a copy of a rule would retain each of its strings.
    for index in rules.indices where rules[index].enabled {
      if rules[index].repeats {
        let start = repeating.count
        rules[index].appendRepeatingRequests(
          after: now, calendar: calendar, defaultBody: defaultBody, prefix: prefixes.custom,
          to: &repeating)
        repeatingRules.append((index, start..<repeating.count))
      } else {
        let rule = rules[index]
        datedRules.append(
          NotificationBudget.DatedRule(id: rule.id, after: now) { moment in
            rule.nextDatedRequest(
              after: moment, calendar: calendar, defaultBody: defaultBody, prefix: prefixes.custom)
          })
        datedRuleIndices.append(index)
      }
    }
    guard authorization.schedules else {
      let diff = Reconciliation(
        pending: pending, desired: [], authorized: false, ownedPrefixes: synced)
      add = []
      remove = diff.remove
      keep = []
      scheduled = 0
      leftOut = nil
      refreshBy = nil
      unscheduledRules = []
      var wanting = [Bool](repeating: false, count: rules.count)
      for rule in repeatingRules where !rule.requests.isEmpty { wanting[rule.rule] = true }
      for (dated, index) in zip(datedRules, datedRuleIndices) where dated.first != nil {
        wanting[index] = true
      }
      blocked =
        ((bedtime ?? []).isEmpty ? [] : [Blocked(source: .bedtime, rule: nil)])
        + rules.indices.filter { wanting[$0] }.map { Blocked(source: .custom, rule: rules[$0].id) }
      return
    }
    let bedtimeCount = bedtime?.count ?? 0
    let (allocation, listedScheduled, unscheduledDated) = budget.allocation(
      (bedtime ?? []) + repeating, datedRules: datedRules,
      foreignPending: foreign.count + untouchedCount + max(0, unlistedPending))
    let diff = Reconciliation(
      pending: pending, desired: allocation.scheduled, authorized: true, ownedPrefixes: synced)
    add = diff.add
    remove = diff.remove
    keep = diff.keep
    scheduled = diff.add.count + diff.keep.count
    leftOut = LeftOut(
      bedtime: allocation.leftOut[.bedtime] ?? 0, custom: allocation.leftOut[.custom] ?? 0)
    refreshBy = allocation.refreshBy.map(calendar.zoned)
    var unscheduled = [Bool](repeating: false, count: rules.count)
    for dated in unscheduledDated { unscheduled[datedRuleIndices[dated]] = true }
    for rule in repeatingRules
    where !rule.requests.isEmpty
      && !rule.requests.contains(where: { listedScheduled[bedtimeCount + $0] })
    {
      unscheduled[rule.rule] = true
    }
    unscheduledRules = rules.indices.filter { unscheduled[$0] }.map { rules[$0].id }
    blocked = []
  }

  private enum CodingKeys: String, CodingKey {
    case authorization, add, remove, keep, foreign, untouched, scheduled, limit, leftOut
    case refreshBy, unscheduledRules, blocked
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(authorization, forKey: .authorization)
    try container.encode(add, forKey: .add)
    try container.encode(remove, forKey: .remove)
    try container.encode(keep, forKey: .keep)
    try container.encode(foreign, forKey: .foreign)
    try container.encode(untouched, forKey: .untouched)
    try container.encode(scheduled, forKey: .scheduled)
    try container.encode(limit, forKey: .limit)
    // `null` when there is no budget or nothing was left out: the keys are
    // always there.
    try container.encode(leftOut, forKey: .leftOut)
    try container.encode(refreshBy, forKey: .refreshBy)
    try container.encode(unscheduledRules, forKey: .unscheduledRules)
    try container.encode(blocked, forKey: .blocked)
  }
}

/// Ids sorted by their bytes, each once (byte for byte: no Unicode folding).
private func sortedUnique(_ ids: [String]) -> [String] {
  Set(ids.map(RequestID.init)).sorted().map(\.text)
}
