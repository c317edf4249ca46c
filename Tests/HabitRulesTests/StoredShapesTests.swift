import Foundation
import Testing

@testable import HabitAdvice
@testable import HabitBadges
@testable import HabitCalendar
@testable import HabitPlanner
@testable import HabitQuotes
@testable import HabitRules
@testable import HabitStreaks
@testable import HabitToolkit

/// Stored values decode from every shape ever released.
///
/// These version-1 files stay in the tests forever; a later version adds
/// fixtures, it never edits these.
@Suite struct StoredShapesTests {
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

  @Test func metricsVersion1() throws {
    let catalog = try HabitContent.bundled().badges
    let metrics = try catalog.metrics(fromJSON: Self.data("metrics-v1.json"))
    #expect(metrics["totalDistanceKilometers"] == 12.5)
    #expect(metrics["longestStreakDays"] == 12)
    #expect(metrics["proMembershipActive"] == 1)
    #expect(metrics["focusMinutes"] == 0)
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

  @Test func streakSummaryVersion1WithoutLaterFields() throws {
    let summary = try JSONDecoder().decode(StreakSummary.self, from: Self.data("summary-v1.json"))
    #expect((summary.current, summary.longest, summary.atRisk) == (3, 5, true))
    #expect(summary.futureRecords == 0)
    #expect(summary.todayIsRest == false)
    #expect(summary.completedDays == 0)
  }
}
