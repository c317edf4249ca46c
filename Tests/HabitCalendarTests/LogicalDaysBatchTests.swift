import Foundation
import Testing

@testable import HabitCalendar

/// `logicalDays(of:)` remembers the last day's bounds and its quiet
/// stretch of offsets, and steps to the next day without a division; it
/// must give each moment's `logicalDay(of:)`, sorted or not, across offset
/// changes (a half-hour one, a skipped date) and rollovers.
@Suite struct LogicalDaysBatchTests {
  static let zones = [
    "America/New_York", "Europe/London", "Australia/Lord_Howe", "Pacific/Apia",
    "Pacific/Kiritimati",
  ]

  @Test(arguments: zones)
  func eachMomentsOwnDay(zoneName: String) throws {
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: zoneName)))
    let start = try #require(ISO8601Moment.parse("2011-01-01T00:00:00Z"))
    // A small linear congruential generator: steps that look random, the
    // same on every run.
    var state = UInt64(zoneName.utf8.count)
    func next(below bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % bound
    }
    // Steps of a minute to 40 hours over about two years (Apia skipped
    // 2011-12-30), then the same moments shuffled.
    var moments: [Date] = []
    var moment = start
    while moments.count < 3_000 {
      moment = moment.addingTimeInterval(Double(1 + next(below: 2_400)) * 60)
      moments.append(moment)
      if next(below: 10) == 0 { moments.append(moment) }
    }
    // Every 7th moment in turn (3,000 or 3,001 of them, not a multiple of 7).
    let shuffled = moments.indices.map { moments[$0 * 7 % moments.count] }
    for text in ["00:00", "04:00", "18:30", "23:59"] {
      let rollover = DayRollover(at: try #require(WallTime(text)))
      for list in [moments, shuffled] {
        let batch = calendar.logicalDays(of: list, rollover: rollover)
        let single = list.map { calendar.logicalDay(of: $0, rollover: rollover) }
        let wrong = zip(list, zip(batch, single)).filter { $1.0 != $1.1 }
        #expect(wrong.isEmpty, "\(text): \(wrong.prefix(3))")
      }
    }
  }
}
