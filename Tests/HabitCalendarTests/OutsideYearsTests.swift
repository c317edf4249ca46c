import Foundation
import Testing

@testable import HabitCalendar

/// Moments outside a calendar's covered years are answered from tables
/// read on demand: the same answers as a calendar that covers them, and as
/// Foundation's.
@Suite struct OutsideYearsTests {
  @Test(arguments: ["America/New_York", "Europe/London", "Australia/Lord_Howe"])
  func sameAnswersAsACalendarThatCoversTheYears(zoneName: String) throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    let outside = CivilCalendar(timeZone: zone)
    let covering = CivilCalendar(timeZone: zone, coveringYears: 1899...1903, zoneName: zoneName)
    var foundation = Calendar(identifier: .gregorian)
    foundation.timeZone = zone
    let start = try #require(ISO8601Moment.parse("1900-01-01T00:00:00Z"))
    // Every 7 hours for two years, through each offset change of the zone.
    let moments = (0..<2_500).map { start.addingTimeInterval(Double($0) * 7 * 3_600) }
    let rollover = DayRollover(at: try #require(WallTime(hour: 4, minute: 0)))
    #expect(
      outside.logicalDays(of: moments, rollover: rollover)
        == covering.logicalDays(of: moments, rollover: rollover))
    for moment in moments {
      let parts = foundation.dateComponents([.year, .month, .day], from: moment)
      let expected = CivilDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
      #expect(outside.civilDate(of: moment) == expected)
      #expect(outside.secondsFromUTC(at: moment) == zone.secondsFromGMT(for: moment))
    }
  }
}
