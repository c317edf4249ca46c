import Foundation
import HabitCalendar
import HabitToolkit

/// The reminders to hand to the OS now: the nearest ones after `now` that
/// fit in its limited queue of pending notifications.
///
/// JSON: `{"limit", "testPending", "ids", "lastAt", "nightsCovered"}`, with
/// `lastAt` written in the zone in force (or `null`). The reminders
/// themselves are in the schedule (``BedtimeSchedule/queued``).
public struct ReminderQueue: Hashable, Sendable, Codable {
  /// The total number of pending notifications allowed (60).
  public let limit: Int
  /// Test notifications already pending, counted against the limit
  /// (0...`maxTestPending`).
  public let testPending: Int
  /// The identifiers of the queued reminders, nearest first.
  public let ids: [String]
  /// The moment of the last queued reminder: how far the queue reaches.
  public let lastAt: ISO8601Moment?
  /// How many nights, from the first one with a reminder still ahead, have
  /// every remaining reminder queued.
  public let nightsCovered: Int

  /// Selects the queue from night plans.
  ///
  /// Only reminders after `now` count; completed nights contribute nothing.
  /// The budget is `limit` minus the pending test notifications, which
  /// count up to `maxTestPending` (a count below 0 counts as 0, one above
  /// `maxTestPending` as `maxTestPending`).
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
    self =
      Self.select(
        plans, now: now, completed: completed, testPending: testPending, limit: limit,
        maxTestPending: maxTestPending
      ).queue
  }

  private init(
    limit: Int, testPending: Int, ids: [String], lastAt: ISO8601Moment?, nightsCovered: Int
  ) {
    self.limit = limit
    self.testPending = testPending
    self.ids = ids
    self.lastAt = lastAt
    self.nightsCovered = nightsCovered
  }

  /// The queue and its reminders, nearest first.
  struct Selection {
    let queue: ReminderQueue
    let reminders: [Reminder]
  }

  static func select(
    _ plans: [NightPlan], now: Date, completed: Set<CivilDate>, testPending: Int, limit: Int,
    maxTestPending: Int
  ) -> Selection {
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
    let queue = ReminderQueue(
      limit: limit, testPending: tests, ids: queued.map(\.id),
      lastAt: queued.last.map { ISO8601Moment($0.at, secondsFromUTC: $0.secondsFromUTC) },
      nightsCovered: covered)
    return Selection(queue: queue, reminders: queued)
  }

  private enum CodingKeys: String, CodingKey {
    case limit, testPending, ids, lastAt, nightsCovered
  }

  /// Encodes every key, `lastAt` as `null` when nothing is queued.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(limit, forKey: .limit)
    try container.encode(testPending, forKey: .testPending)
    try container.encode(ids, forKey: .ids)
    try container.encode(lastAt, forKey: .lastAt)
    try container.encode(nightsCovered, forKey: .nightsCovered)
  }
}
