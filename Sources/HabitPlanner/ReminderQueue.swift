import HabitCalendar
import HabitToolkit
import Foundation

/// The reminders to hand to the OS now: the nearest ones after `now` that
/// fit in its limited queue of pending notifications.
///
/// JSON: `{"limit", "testPending", "ids", "lastAt", "nightsCovered"}`.
public struct ReminderQueue: Hashable, Sendable {
  /// The total number of pending notifications allowed (60).
  public let limit: Int
  /// Test notifications already pending, counted against the limit
  /// (0...`maxTestPending`).
  public let testPending: Int
  /// The queued reminders, nearest first.
  public let reminders: [Reminder]
  /// How many nights, from the first one with a reminder still ahead, have
  /// every remaining reminder queued.
  public let nightsCovered: Int

  /// The identifiers of the queued reminders, nearest first.
  public var ids: [String] { reminders.map(\.id) }

  /// The moment of the last queued reminder: how far the queue reaches.
  public var lastAt: Date? { reminders.last?.at }

  /// Selects the queue from night plans.
  ///
  /// Only reminders after `now` count; completed nights contribute nothing.
  /// The budget is `limit` minus the pending test notifications, which
  /// count up to `maxTestPending` (values outside 0...`maxTestPending` are
  /// clamped into it).
  ///
  /// - Parameters:
  ///   - plans: Night plans, such as the current night and the next seven.
  ///   - now: The current moment.
  ///   - completed: Nights already completed.
  ///   - testPending: Test notifications already pending.
  ///   - limit: The total number of pending notifications allowed.
  ///   - maxTestPending: The most test notifications counted.
  /// - Complexity: O(*r* log *r*) in the number of reminders planned.
  public init(
    plans: [NightPlan], now: Date, completed: Set<CivilDate>, testPending: Int, limit: Int,
    maxTestPending: Int
  ) {
    let tests = min(max(testPending, 0), max(maxTestPending, 0))
    let budget = max(limit - tests, 0)
    let ahead = plans.filter { !completed.contains($0.night) }.map { plan in
      plan.reminders.drop(while: { $0.at <= now })
    }
    // Each night's reminders are in time order, and nights follow each
    // other, so together they are nearly always in time order already. Only
    // a window of almost a day on a DST night can overlap the next night's;
    // then the selection is sorted.
    let nonEmpty = ahead.filter { !$0.isEmpty }
    let inOrder = zip(nonEmpty, nonEmpty.dropFirst()).allSatisfy { earlier, later in
      (earlier.last?.at ?? .distantPast) <= (later.first?.at ?? .distantFuture)
    }
    var queued: [Reminder] = []
    if inOrder {
      queued.reserveCapacity(budget)
      for nightAhead in nonEmpty where queued.count < budget {
        queued += nightAhead.prefix(budget - queued.count)
      }
    } else {
      let sorted = ahead.joined().sorted { ($0.at, $0.night) < ($1.at, $1.night) }
      queued = Array(sorted.prefix(budget))
    }
    // A night is covered when its last reminder ahead is queued: the queue
    // holds every reminder up to its last one, in (moment, night) order.
    let reach = queued.last.map { ($0.at, $0.night) }
    var covered = 0
    for nightAhead in nonEmpty {
      guard let last = nightAhead.last, let reach, (last.at, last.night) <= reach else { break }
      covered += 1
    }
    self.limit = limit
    self.testPending = tests
    self.reminders = queued
    self.nightsCovered = covered
  }
}

extension ReminderQueue: Encodable {
  private enum CodingKeys: String, CodingKey {
    case limit, testPending, ids, lastAt, nightsCovered
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(limit, forKey: .limit)
    try container.encode(testPending, forKey: .testPending)
    try container.encode(ids, forKey: .ids)
    try container.encode(lastAt.map(ISO8601Moment.utcText), forKey: .lastAt)
    try container.encode(nightsCovered, forKey: .nightsCovered)
  }
}

/// What the planner hands a front end: the plans of the horizon and the
/// queue to schedule.
public struct BedtimeSchedule: Hashable, Sendable {
  /// The current night and the following ones, `horizonNights` in all.
  public let nights: [NightPlan]
  /// The nights already completed.
  public let completed: Set<CivilDate>
  /// The reminders to keep pending now.
  public let queue: ReminderQueue
}

extension BedtimePlanner {
  /// The schedule at a moment: the plans of the current night and the next
  /// ones (`horizonNights` in all), and the queue.
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - completed: Nights already completed.
  ///   - testPending: Test notifications already pending.
  /// - Returns: The plans and the queue.
  /// - Complexity: O(*r* log *r*) in the number of reminders planned.
  public func schedule(at now: Date, completed: Set<CivilDate> = [], testPending: Int = 0)
    -> BedtimeSchedule
  {
    let plans = plans(from: night(of: now), count: rules.horizonNights)
    let queue = ReminderQueue(
      plans: plans, now: now, completed: completed, testPending: testPending,
      limit: rules.queueLimit, maxTestPending: rules.maxTestPending)
    return BedtimeSchedule(nights: plans, completed: completed, queue: queue)
  }

  /// What completing a night changes: its reminders to cancel, and the new
  /// schedule.
  ///
  /// Every reminder of `night` is to be removed, pending or already
  /// delivered; no other night changes (plans never depend on other nights).
  ///
  /// - Parameters:
  ///   - night: The night completed.
  ///   - now: The current moment.
  ///   - completed: Nights completed before this one.
  ///   - testPending: Test notifications already pending.
  /// - Returns: The identifiers to cancel and the schedule afterwards.
  /// - Complexity: O(*r* log *r*) in the number of reminders planned.
  public func checkIn(
    night: CivilDate, at now: Date, completed: Set<CivilDate> = [], testPending: Int = 0
  ) -> (cancel: [String], schedule: BedtimeSchedule) {
    let cancel = plan(for: night).reminders.map(\.id)
    let schedule = schedule(at: now, completed: completed.union([night]), testPending: testPending)
    return (cancel, schedule)
  }
}
