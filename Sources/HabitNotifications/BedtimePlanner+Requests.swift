import Foundation
import HabitCalendar
import HabitPlanner
import HabitRequests
import HabitToolkit

extension NotificationRequest {
  /// The request for a bedtime reminder: its id, a date trigger at its
  /// moment (with the offset in force), its title and body.
  ///
  /// - Parameter reminder: A planned reminder.
  public init(_ reminder: Reminder) {
    self.init(reminder, id: reminder.id)
  }

  /// The request for a reminder under another id (another prefix).
  init(_ reminder: Reminder, id: String) {
    self.init(
      id: id, source: .bedtime,
      trigger: .date(ISO8601Moment(reminder.at, secondsFromUTC: reminder.secondsFromUTC)),
      title: reminder.title, body: reminder.body)
  }
}

/// Why a test notification was not made.
public enum TestRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// Tonight is checked in: a test would remind of nothing.
  case tonightDone(CivilDate)
  /// The test reserve is full.
  case reserveFull(Int)

  public var description: String {
    switch self {
    case .tonightDone(let night):
      "the night of \(night) is already done; a test notification would remind of nothing"
    case .reserveFull(let reserve):
      "\(reserve) test notifications are already pending; wait for one to arrive"
    }
  }
}

extension BedtimePlanner {
  /// How soon a test notification fires.
  public enum TestDelay: Int, Hashable, Sendable, CaseIterable {
    /// 10 seconds from now.
    case tenSeconds = 10
    /// 30 seconds from now.
    case thirtySeconds = 30
  }

  /// The bedtime source's desired requests: every reminder of the
  /// horizon's nights still ahead (not cut to the queue cap: the budget
  /// applies the cap and counts what it leaves out), and the test
  /// notifications still to fire on nights not completed, at most
  /// `maxTestPending` of them (the nearest).
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - completed: Nights checked in.
  ///   - tests: Test notifications made earlier
  ///     (``testNotification(at:delay:completed:tests:)``, or
  ///     ``pendingTests(in:)``), however many.
  ///   - nights: How many nights from tonight to plan; `nil` for the
  ///     content's horizon.
  ///   - prefix: The bedtime source's id prefix (``OwnedPrefixes/bedtime``).
  /// - Returns: The requests with their moments, for ``NotificationBudget``;
  ///   their source's cap is the content's `queueLimit`.
  /// - Complexity: O(*r* + *t* log *t*) for *r* reminders planned and *t* tests.
  public func requests(
    at now: Date, completed: Set<CivilDate> = [], tests: [TimedRequest] = [],
    nights: Int? = nil, prefix: String = OwnedPrefixes.standard.bedtime
  ) -> [TimedRequest] {
    let live = Self.liveTests(tests, at: now, completed: completed, reserve: rules.maxTestPending)
    var requests: [TimedRequest] = []
    let plans = plans(from: night(of: now), count: nights ?? rules.horizonNights)
    requests.reserveCapacity(plans.reduce(live.count) { $0 + $1.reminders.count })
    for plan in plans where !completed.contains(plan.night) {
      // The reminder's id is `<prefix><night>.<n>`.
      let night = prefix + plan.night.description + "."
      for reminder in plan.reminders where reminder.at > now {
        requests.append(
          TimedRequest(
            request: NotificationRequest(reminder, id: night + String(reminder.number)),
            firstFire: reminder.at))
      }
    }
    requests += live
    return requests
  }

  /// The tests still to fire on nights not completed, the nearest
  /// `reserve` of them: never more than the reserve is counted or kept,
  /// however many are pending.
  static func liveTests(
    _ tests: [TimedRequest], at now: Date, completed: Set<CivilDate>, reserve: Int
  ) -> [TimedRequest] {
    let live = tests.filter { test in
      test.firstFire > now
        && !(Self.night(ofTest: test.request.id).map(completed.contains) ?? false)
    }
    guard live.count > reserve else { return live }
    return Array(
      live.sorted { a, b in
        a.firstFire != b.firstFire
          ? a.firstFire < b.firstFire
          : a.request.requestID < b.request.requestID
      }.prefix(max(0, reserve)))
  }

  /// A test notification `delay` from now, counted in the test reserve
  /// (`maxTestPending`): id `bedtime.test.<night>.<n>`.
  ///
  /// Its title and body are the content's test text (`messages.json`
  /// `test`), not a reminder's: a reminder's text belongs to its level and
  /// hour, and a test can fire at any hour of any level.
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - delay: 10 or 30 seconds.
  ///   - completed: Nights checked in.
  ///   - tests: Test notifications made earlier.
  /// - Returns: The test, or why it was refused: tonight is done, or the
  ///   reserve is full.
  /// - Complexity: O(*t*) in the tests given.
  public func testNotification(
    at now: Date, delay: TestDelay, completed: Set<CivilDate> = [], tests: [TimedRequest] = []
  ) -> Result<TimedRequest, TestRefusal> {
    let tonight = night(of: now)
    if completed.contains(tonight) { return .failure(.tonightDone(tonight)) }
    let live = tests.filter { $0.firstFire > now }
    if live.count >= rules.maxTestPending { return .failure(.reserveFull(rules.maxTestPending)) }
    let prefix = Self.testPrefix(tonight)
    // Numbers go on from the highest of tonight's tests, not another night's.
    let used = tests.map(\.request.id).filter { $0.hasPrefix(prefix) }.compactMap {
      Int($0.dropFirst(prefix.count))
    }
    let number = (used.max() ?? 0) + 1
    let at = now.addingTimeInterval(TimeInterval(delay.rawValue))
    return .success(
      TimedRequest(
        request: NotificationRequest(
          id: prefix + String(number), source: .bedtime, trigger: .date(calendar.zoned(at)),
          title: testText.title, body: testText.body),
        firstFire: at))
  }

  /// The bedtime requests after checking in `night`: none of that night's
  /// reminders or tests remain.
  ///
  /// - Parameters:
  ///   - night: The night checked in.
  ///   - now: The current moment.
  ///   - completed: Nights checked in before.
  ///   - tests: Test notifications made earlier.
  /// - Returns: The new desired bedtime requests.
  public func requestsAfterCheckIn(
    night: CivilDate, at now: Date, completed: Set<CivilDate> = [], tests: [TimedRequest] = []
  ) -> [TimedRequest] {
    requests(at: now, completed: completed.union([night]), tests: tests)
  }

  /// The bedtime requests after revoking the check-in of `night`.
  ///
  /// A check-in is revoked when another app is used in the foreground after
  /// a 30-second grace (``CheckInRevocation``). That night's reminders
  /// still in the future come back. The streak, derived from the check-in
  /// records, loses the day when the app deletes the record.
  ///
  /// - Parameters:
  ///   - night: The night whose check-in is revoked.
  ///   - now: The current moment.
  ///   - completed: Nights checked in, `night` among them or not.
  ///   - tests: Test notifications made earlier.
  /// - Returns: The new desired bedtime requests.
  public func requestsAfterRevokingCheckIn(
    night: CivilDate, at now: Date, completed: Set<CivilDate>, tests: [TimedRequest] = []
  ) -> [TimedRequest] {
    requests(at: now, completed: completed.subtracting([night]), tests: tests)
  }

  /// The prefix of every test notification's id.
  public static let testIDPrefix = "bedtime.test."

  /// The id prefix of a night's tests, `bedtime.test.<night>.`.
  static func testPrefix(_ night: CivilDate) -> String { testIDPrefix + night.description + "." }

  /// The night in a test's id (`bedtime.test.<night>.<n>`), or `nil`.
  static func night(ofTest id: String) -> CivilDate? {
    guard id.utf8.starts(with: testIDPrefix.utf8) else { return nil }
    return CivilDate(String(id.dropFirst(testIDPrefix.count).prefix(10)))
  }
}

extension BedtimePlanner {
  /// The test notifications among what the OS reports pending, as the
  /// `tests` that ``requests(at:completed:tests:nights:prefix:)`` keeps: every
  /// `bedtime.test.` request with a date trigger, its title and body as
  /// pending (empty when the OS reported none).
  ///
  /// - Parameter pending: The requests the OS reports pending.
  /// - Returns: The tests, in the order given.
  /// - Complexity: O(*p*).
  public static func pendingTests(in pending: [PendingRequest]) -> [TimedRequest] {
    pending.compactMap { request in
      guard request.id.utf8.starts(with: testIDPrefix.utf8), case .date(let at)? = request.trigger
      else { return nil }
      return TimedRequest(
        request: NotificationRequest(
          id: request.id, source: .bedtime, trigger: .date(at), title: request.title ?? "",
          body: request.body ?? ""),
        firstFire: at.date)
    }
  }
}
