import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import Testing

@testable import HabitPlanner

/// Stored planner values decode from every shape ever released.
///
/// These version-1 files in `Fixtures/records` stay in the tests forever;
/// a later version adds fixtures, it never edits these.
@Suite struct PlannerStoredShapesTests {
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.url("records/\(name)"))
  }

  @Test func settingsVersion1() throws {
    let settings = try JSONDecoder().decode(
      BedtimeSettings.self, from: Self.data("settings-v1.json"))
    #expect(settings.window.description == "21:00-03:30")
    #expect(settings.frequency == .high)
    #expect(settings.intensity == .gentle)
    #expect(settings.seed == .max)
  }

  @Test func nightPlanVersion1() throws {
    let plan = try JSONDecoder().decode(NightPlan.self, from: Self.data("plan-v1.json"))
    #expect(plan.night.description == "2026-10-01")
    #expect(plan.bounds.end.timeIntervalSince(plan.bounds.start) == 7.5 * 3600)
    let reminder = try #require(plan.reminders.first)
    #expect(reminder.id == "bedtime.2026-10-01.1")
    #expect(reminder.messageId == "l1-stretch")
    #expect(reminder.level == 1)
  }

  @Test func scheduleVersion1() throws {
    let schedule = try JSONDecoder().decode(
      BedtimeSchedule.self, from: Self.data("schedule-v1.json"))
    #expect(schedule.timeZone == "Asia/Shanghai")
    #expect(schedule.now.secondsFromUTC == 8 * 3600)
    #expect(schedule.nights.map(\.night.description) == ["2026-10-01", "2026-10-02"])
    #expect(schedule.completed.map(\.description) == ["2026-10-02"])
    #expect(schedule.queued.map(\.id) == ["bedtime.2026-10-01.2"])
    #expect(schedule.queue.lastAt?.description == "2026-10-01T21:29:00+08:00")
    let first = try #require(schedule.nights.first?.reminders.first)
    #expect(first.secondsFromUTC == 8 * 3600)
  }

  @Test(arguments: [
    // stored JSON, the settings it means
    ("{}", "20:30-04:00 normal normal 0"),
    (#"{"seed": 9}"#, "20:30-04:00 normal normal 9"),
    (#"{"frequency": "low", "later": [1, 2]}"#, "20:30-04:00 low normal 0"),
    (#"{"window": {"start": "22:00", "end": "06:00"}}"#, "22:00-06:00 normal normal 0"),
  ])
  func settingsWithFieldsMissingTakeDefaults(json: String, expected: String) throws {
    let settings = try JSONDecoder().decode(BedtimeSettings.self, from: Data(json.utf8))
    let text =
      "\(settings.window) \(settings.frequency.rawValue) \(settings.intensity.rawValue) \(settings.seed)"
    #expect(text == expected)
  }

  /// A schedule written and read back is the same schedule, in any zone.
  @Test(arguments: ["Asia/Shanghai", "America/New_York", "Pacific/Apia", "UTC"])
  func scheduleRoundTrips(zone: String) throws {
    let content = try HabitContent.bundled()
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: zone)))
    let planner = BedtimePlanner(
      settings: BedtimeSettings(seed: 3), calendar: calendar, content: content,
      language: .english)
    let now = try #require(ISO8601Moment.parse("2026-03-08T01:00:00Z"))
    let schedule = planner.schedule(
      at: now, completed: [planner.night(of: now).next], testPending: 2)
    let data = try JSONEncoder().encode(schedule)
    let decoded = try JSONDecoder().decode(BedtimeSchedule.self, from: data)
    #expect(decoded == schedule)
    #expect(decoded.queued.count == content.planner.queueLimit - 2)
  }
}
