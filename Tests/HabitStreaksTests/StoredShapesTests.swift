import Foundation
import HabitTestSupport
import Testing

@testable import HabitStreaks

/// Stored streak values decode from every shape ever released.
///
/// These version-1 files in `Fixtures/records` stay in the tests forever;
/// a later version adds fixtures, it never edits these.
@Suite struct StreakStoredShapesTests {
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.url("records/\(name)"))
  }

  @Test func streakSummaryVersion1WithoutLaterFields() throws {
    let summary = try JSONDecoder().decode(StreakSummary.self, from: Self.data("summary-v1.json"))
    #expect((summary.current, summary.longest, summary.atRisk) == (3, 5, true))
    #expect(summary.futureRecords == 0)
    #expect(summary.todayIsRest == false)
    #expect(summary.completedDays == 0)
    #expect(summary.brokenOn == nil)
    #expect(summary.breakReason == nil)
    #expect(summary.freezesLeft == 0)
  }
}
