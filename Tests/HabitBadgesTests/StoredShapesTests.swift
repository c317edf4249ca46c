import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import HabitBadges

/// Stored badge metrics decode from every shape ever released.
///
/// These version-1 files in `Fixtures/records` stay in the tests forever;
/// a later version adds fixtures, it never edits these.
@Suite struct BadgeStoredShapesTests {
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.url("records/\(name)"))
  }

  @Test func metricsVersion1() throws {
    let catalog = try HabitContent.bundled().badges
    let metrics = try catalog.metrics(fromJSON: Self.data("metrics-v1.json"))
    #expect(metrics["totalDistanceKilometers"] == 12.5)
    #expect(metrics["longestStreakDays"] == 12)
    #expect(metrics["proMembershipActive"] == 1)
    #expect(metrics["focusMinutes"] == 0)
  }
}
