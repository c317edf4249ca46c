import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitStreaks

/// `StreakSummary.standings` (the review's streak and strength after a
/// day) walks the days on its own; it must give exactly the ledger's
/// streak and strength for every day, in zones with a skipped date and
/// with DST.
@Suite struct StandingsTests {
  /// Zones and a today: Samoa skipped 2011-12-30, New York and Sydney
  /// change offsets in the span.
  static let places: [(zone: String, today: String)] = [
    ("Pacific/Apia", "2012-01-20"),
    ("America/New_York", "2026-11-20"),
    ("Australia/Sydney", "2026-04-20"),
  ]

  @Test(arguments: 0..<places.count)
  func everyDayIsTheLedgers(index: Int) throws {
    let calendar = CivilCalendar(timeZone: try zone(Self.places[index].zone))
    let today = try #require(CivilDate(Self.places[index].today))
    var random = SplitMix64(state: UInt64(index) &+ 7)
    var failures: [String] = []
    for trial in 0..<40 {
      // 0-120 done days within 90 days of today, each drawn once or twice
      // (repeats allowed), some after today.
      var done: [CivilDate] = []
      for _ in 0..<random.next(in: 0...120) {
        let day = today.adding(days: -random.next(in: -3...90))
        done.append(day)
        if random.next(below: 4) == 0 { done.append(day) }
      }
      let ledger = StreakLedger(
        checkIns: done.map { CheckIn(day: $0) }, today: today, calendar: calendar)
      let asked = ledger.days.map(\.day) + [today.adding(days: -200), today]
      let found = StreakSummary.standings(
        completedDays: done, today: today, calendar: calendar, after: asked)
      for (day, standing) in zip(asked, found) {
        let entry = ledger.days.first { $0.day == day }
        let expected = (streak: entry?.streak ?? 0, strength: entry?.strength ?? 0)
        if standing.streak != expected.streak || standing.strength != expected.strength {
          failures.append("trial \(trial) \(day): \(standing) != ledger \(expected)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}
