import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import Testing

@testable import HabitPlanner

@Suite struct ReminderQueueTests {
  /// High frequency: about 15 reminders a night, far more than the queue holds.
  static func planner(_ frequency: BedtimeSettings.Frequency = .high) throws -> BedtimePlanner {
    BedtimePlanner(
      settings: BedtimeSettings(window: .standard, frequency: frequency, seed: 11),
      calendar: CivilCalendar(timeZone: try zone("Asia/Shanghai")),
      content: try HabitContent.bundled(), language: .english)
  }

  @Test(arguments: [
    // test notifications pending, how many count, queued reminders
    (0, 0, 60), (1, 1, 59), (2, 2, 58), (3, 3, 57), (4, 4, 56), (9, 4, 56), (-2, 0, 60),
  ])
  func limitCountsTestNotifications(pending: Int, counted: Int, queued: Int) throws {
    let now = try moment("2026-10-01T12:00:00+08:00")
    let schedule = try Self.planner().schedule(at: now, testPending: pending)
    #expect(schedule.queue.testPending == counted)
    #expect(schedule.queued.count == queued)
    #expect(schedule.queue.limit == 60)
  }

  @Test func nearestFirstAndOnlyAfterNow() throws {
    let now = try moment("2026-10-01T23:10:00+08:00")  // in the middle of a night
    let schedule = try Self.planner().schedule(at: now)
    let queue = schedule.queue
    let queued = schedule.queued
    let all = schedule.nights.flatMap(\.reminders)
    let future = all.filter { $0.at > now }.sorted { $0.at < $1.at }
    #expect(queued == Array(future.prefix(60)))
    #expect(queue.ids == queued.map(\.id))
    #expect(queued.allSatisfy { $0.at > now })
    #expect(queue.lastAt?.date == queued.last?.at)
    #expect(schedule.nights.count == 8)
    #expect(schedule.nights.first?.night == (try day("2026-10-01")))
    // Tonight's earlier reminders are not queued; its later ones are.
    let tonight = try #require(schedule.nights.first)
    #expect(queued.contains { $0.night == tonight.night })
    #expect(!queued.contains { $0.at <= now })
  }

  @Test func completedNightsContributeNothing() throws {
    let now = try moment("2026-10-01T12:00:00+08:00")
    let completed: Set = [try day("2026-10-01"), try day("2026-10-03")]
    let schedule = try Self.planner(.low).schedule(at: now, completed: completed)
    #expect(!schedule.queued.contains { completed.contains($0.night) })
    // Low frequency fits every other night: six nights fully covered.
    #expect(schedule.queue.nightsCovered == 6)
    let expected = schedule.nights.filter { !completed.contains($0.night) }.flatMap(\.reminders)
    #expect(schedule.queued == expected)
  }

  @Test func nightsCoveredStopsAtTheFirstCutNight() throws {
    let now = try moment("2026-10-01T12:00:00+08:00")
    let schedule = try Self.planner().schedule(at: now)
    var covered = 0
    var remaining = 60
    for night in schedule.nights {
      guard night.reminders.count <= remaining else { break }
      remaining -= night.reminders.count
      covered += 1
    }
    #expect(schedule.queue.nightsCovered == covered)
    #expect(covered < 8)
  }

  @Test func afterTheLastReminderOfTheHorizonNothingIsQueued() throws {
    let planner = try Self.planner()
    let now = try moment("2026-10-01T12:00:00+08:00")
    let lastPlanned = try #require(planner.schedule(at: now).nights.last?.reminders.last)
    let plans = planner.plans(from: try day("2026-10-01"), count: 8)
    let queue = ReminderQueue(
      plans: plans, now: lastPlanned.at, completed: [], testPending: 0, limit: 60,
      maxTestPending: 4)
    #expect(queue.ids.isEmpty)
    #expect(queue.lastAt == nil)
    #expect(queue.nightsCovered == 0)
  }

  @Test func checkInCancelsOneNightOnly() throws {
    let planner = try Self.planner(.normal)
    let now = try moment("2026-10-01T22:00:00+08:00")
    let before = planner.schedule(at: now)
    let night = try day("2026-10-01")
    let effect = planner.checkIn(night: night, at: now)
    let (cancel, after) = (effect.cancel, effect.schedule)
    let tonight = try #require(before.nights.first { $0.night == night })
    #expect(cancel == tonight.reminders.map(\.id))
    #expect(!after.queued.contains { $0.night == night })
    #expect(after.nights == before.nights)
    let othersBefore = before.queued.filter { $0.night != night }
    #expect(Array(after.queued.prefix(othersBefore.count)) == othersBefore)
  }

  @Test func queueJSONHasTheContractFields() throws {
    let schedule = try Self.planner().schedule(at: try moment("2026-10-01T12:00:00+08:00"))
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(schedule.queue))
    let json = try #require(object as? [String: Any])
    #expect(Set(json.keys) == ["limit", "testPending", "ids", "lastAt", "nightsCovered"])
    #expect((json["ids"] as? [String])?.first?.hasPrefix("bedtime.2026-10-01.") == true)
  }

  @Test func reminderRoundTripsThroughJSON() throws {
    let reminder = try #require(
      try Self.planner().plan(for: try day("2026-10-01")).reminders.first)
    let json = try JSONEncoder().encode(reminder)
    #expect(try JSONDecoder().decode(Reminder.self, from: json) == reminder)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["id"] as? String == "bedtime.2026-10-01.1")
  }
}
