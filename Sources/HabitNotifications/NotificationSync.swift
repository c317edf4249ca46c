import Foundation
import HabitCalendar
import HabitReminders
import HabitRequests
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

  /// What the OS reports, and which of it the app owns.
  public struct Device: Hashable, Sendable {
    /// The requests the OS reports pending.
    public var pending: [PendingRequest]
    /// The OS's authorization state.
    public var authorization: Authorization
    /// The id prefixes the app owns; a person's rules' requests are
    /// written with ``OwnedPrefixes/custom``.
    public var prefixes: OwnedPrefixes
    /// Owned requests pending that ``pending`` does not list.
    ///
    /// Test notifications an export left out: they use slots. Below 0
    /// counts as 0.
    public var unlistedPending: Int

    /// What the OS reports.
    ///
    /// - Parameters:
    ///   - pending: The requests the OS reports pending.
    ///   - authorization: The OS's authorization state.
    ///   - prefixes: The id prefixes the app owns.
    ///   - unlistedPending: Owned requests pending that `pending` does not
    ///     list.
    public init(
      pending: [PendingRequest], authorization: Authorization,
      prefixes: OwnedPrefixes = .standard, unlistedPending: Int = 0
    ) {
      self.pending = pending
      self.authorization = authorization
      self.prefixes = prefixes
      self.unlistedPending = unlistedPending
    }
  }

  /// A person's rules, and the body of a rule with an empty note.
  public struct Rules: Hashable, Sendable {
    /// The rules, each id once.
    ///
    /// A list read from JSON reports a repeated id; ``unscheduledRules``
    /// and ``blocked`` name each rule by its own place. A demo rule
    /// (``RecurringReminder/demo``) is never scheduled: it is left out, as
    /// if it were not listed (`gen sync` refuses a file of demo rules
    /// before it gets here).
    public var rules: [RecurringReminder]
    /// The body of a rule with an empty note.
    public var defaultBody: String
    /// What the person has done (``ReminderCompletions``).
    ///
    /// A done occurrence is not scheduled, and a repeating rule whose next
    /// occurrence is done is one dated request until its trigger may come
    /// back (``RecurringReminder/DoneState``). ``ReminderCompletions/none``
    /// (the default) changes nothing.
    public var completions = ReminderCompletions.none

    /// A person's rules.
    ///
    /// - Parameters:
    ///   - rules: The rules.
    ///   - defaultBody: The body of a rule with an empty note, in the
    ///     person's language (`ReminderTexts.defaultBody`).
    public init(_ rules: [RecurringReminder], defaultBody: String) {
      self.rules = rules
      self.defaultBody = defaultBody
    }

    /// A person's rules and what they have done.
    ///
    /// - Parameters:
    ///   - rules: The rules.
    ///   - defaultBody: The body of a rule with an empty note.
    ///   - completions: What the person has done.
    public init(
      _ rules: [RecurringReminder], defaultBody: String, completions: ReminderCompletions
    ) {
      self.init(rules, defaultBody: defaultBody)
      self.completions = completions
    }
  }

  /// Shares the budget between the sources and diffs the result against
  /// what is pending.
  ///
  /// - Parameters:
  ///   - device: What the OS reports: the pending requests, the
  ///     authorization and the prefixes the app owns.
  ///   - bedtime: The bedtime source's requests
  ///     (``BedtimePlanner/requests(at:completed:tests:nights:prefix:)``),
  ///     or `nil` when this sync does not cover bedtime: its pending
  ///     requests are then ``untouched``.
  ///   - rules: A person's rules.
  ///   - now: The current moment.
  ///   - calendar: The calendar of the zone in force.
  ///   - budget: The OS limit and the bedtime cap.
  /// - Complexity: O((*n* + *r* + *s*) log(*n* + *r*)) for *n* requests,
  ///   *r* rules and *s* slots.
  public init(
    device: Device, bedtime: [TimedRequest]?, rules: Rules, after now: Date,
    calendar: CivilCalendar, budget: NotificationBudget
  ) {
    authorization = device.authorization
    limit = budget.limit
    let prefixes = device.prefixes
    (foreign, untouched) = Self.unownedIDs(
      of: device.pending, prefixes: prefixes, coveringBedtime: bedtime != nil)
    let synced = (bedtime == nil ? [] : [prefixes.bedtime]) + [prefixes.custom]
    let offer = Offer(
      bedtime: bedtime ?? [], rules: rules, after: now, calendar: calendar,
      prefix: prefixes.custom)
    guard authorization.schedules else {
      let diff = Reconciliation(
        pending: device.pending, desired: [], authorized: false, ownedPrefixes: synced)
      add = []
      remove = diff.remove
      keep = []
      scheduled = 0
      leftOut = nil
      refreshBy = nil
      unscheduledRules = []
      blocked = offer.blocked(bedtimeWants: !(bedtime ?? []).isEmpty)
      return
    }
    let (allocation, listedScheduled, unscheduledDated) = budget.allocation(
      offer.requests, datedRules: offer.datedRules,
      foreignPending: foreign.count + untouched.count + max(0, device.unlistedPending))
    let diff = Reconciliation(
      pending: device.pending, desired: allocation.scheduled, authorized: true,
      ownedPrefixes: synced)
    add = diff.add
    remove = diff.remove
    keep = diff.keep
    scheduled = diff.add.count + diff.keep.count
    leftOut = LeftOut(
      bedtime: allocation.leftOut[.bedtime] ?? 0, custom: allocation.leftOut[.custom] ?? 0)
    // A rule back on its repeating trigger after a done period needs a
    // sync no later than its one dated request.
    refreshBy = ([allocation.refreshBy].compactMap { $0 } + offer.returns).min().map(
      calendar.zoned)
    unscheduledRules = offer.unscheduledRules(
      listedScheduled: listedScheduled, unscheduledDated: unscheduledDated)
    blocked = []
  }

  /// The pending ids the sync leaves alone, each sorted by bytes and
  /// listed once: those no prefix owns, and the bedtime ones when the
  /// sync does not cover bedtime.
  private static func unownedIDs(
    of pending: [PendingRequest], prefixes: OwnedPrefixes, coveringBedtime: Bool
  ) -> (foreign: [String], untouched: [String]) {
    var foreign = Set<RequestID>()
    foreign.reserveCapacity(pending.count)
    var untouched = Set<RequestID>()
    for request in pending {
      switch prefixes.source(of: request.id) {
      case .custom: break
      case .bedtime where coveringBedtime: break
      case .bedtime: untouched.insert(RequestID(request.id))
      case nil: foreign.insert(RequestID(request.id))
      }
    }
    return (foreign.sorted().map(\.text), untouched.sorted().map(\.text))
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

/// What a sync offers the budget: the bedtime requests followed by every
/// repeating rule's, and the dated rules, each rule remembered by its place
/// among the rules.
private struct Offer {
  /// The rules, without the demo ones.
  let rules: [RecurringReminder]
  /// The bedtime requests, then the repeating rules'.
  var requests: [TimedRequest]
  /// Each repeating rule's place in ``rules`` and its requests' places in
  /// ``requests``.
  var repeatingRules: [(rule: Int, requests: Range<Int>)] = []
  /// The dated rules, for the budget.
  var datedRules: [NotificationBudget.DatedRule] = []
  /// Each dated rule's place in ``rules``.
  var datedRuleIndices: [Int] = []
  /// When each repeating rule whose next occurrence is done gets its
  /// repeating trigger back.
  var returns: [Date] = []

  init(
    bedtime: [TimedRequest], rules: NotificationSync.Rules, after now: Date,
    calendar: CivilCalendar, prefix: String
  ) {
    self.rules = rules.rules.filter { !$0.demo }
    requests = bedtime
    let defaultBody = rules.defaultBody
    let completions = rules.completions
    for (index, rule) in self.rules.enumerated() where rule.enabled {
      var state = RecurringReminder.DoneState.open
      if rule.repeats, completions.affects(rule) {
        state = rule.doneState(after: now, calendar: calendar, completions: completions)
      }
      switch state {
      case .finished: continue
      case .fallback(let until):
        // One dated request, offered like a dated rule's.
        let request = rule.timedRequests(
          after: now, count: 1, calendar: calendar, defaultBody: defaultBody, prefix: prefix,
          completions: completions
        ).first
        datedRules.append(
          NotificationBudget.DatedRule(id: rule.id, after: now) { moment in
            moment < until ? request : nil
          })
        datedRuleIndices.append(index)
        returns.append(until)
        continue
      case .open: break
      }
      if rule.repeats {
        let start = requests.count
        rule.appendRepeatingRequests(
          after: now, calendar: calendar, defaultBody: defaultBody, prefix: prefix,
          to: &requests)
        repeatingRules.append((index, start..<requests.count))
      } else {
        datedRules.append(
          NotificationBudget.DatedRule(id: rule.id, after: now) { moment in
            rule.nextDatedRequest(
              after: moment, calendar: calendar, defaultBody: defaultBody, prefix: prefix,
              completions: completions)
          })
        datedRuleIndices.append(index)
      }
    }
  }

  /// What wants a request while notifications are not authorized: the
  /// bedtime source when it does, then every rule with a request ahead.
  func blocked(bedtimeWants: Bool) -> [NotificationSync.Blocked] {
    var wanting = [Bool](repeating: false, count: rules.count)
    for rule in repeatingRules where !rule.requests.isEmpty { wanting[rule.rule] = true }
    for (dated, index) in zip(datedRules, datedRuleIndices) where dated.first != nil {
      wanting[index] = true
    }
    return (bedtimeWants ? [NotificationSync.Blocked(source: .bedtime, rule: nil)] : [])
      + rules.indices.filter { wanting[$0] }.map {
        NotificationSync.Blocked(source: .custom, rule: rules[$0].id)
      }
  }

  /// The ids of the rules that want a request and got none, in the rules'
  /// order.
  ///
  /// - Parameters:
  ///   - listedScheduled: For each of ``requests``, whether it was
  ///     scheduled.
  ///   - unscheduledDated: The places in ``datedRules`` of the dated rules
  ///     that got none.
  /// - Returns: The rules' ids.
  func unscheduledRules(listedScheduled: [Bool], unscheduledDated: [Int]) -> [String] {
    var unscheduled = [Bool](repeating: false, count: rules.count)
    for dated in unscheduledDated { unscheduled[datedRuleIndices[dated]] = true }
    for rule in repeatingRules
    where !rule.requests.isEmpty && !rule.requests.contains(where: { listedScheduled[$0] }) {
      unscheduled[rule.rule] = true
    }
    return rules.indices.filter { unscheduled[$0] }.map { rules[$0].id }
  }
}
