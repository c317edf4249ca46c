import Foundation
import HabitCalendar
import HabitRules
import HabitToolkit
import Testing

@testable import HabitBadges

/// `monthsActive`: the calendar months with at least one active logical
/// day, against Foundation's `Calendar` over random events, and the badge's
/// tiers.
@Suite struct MonthsActiveTests {
  @Test(arguments: [
    ("America/New_York", UInt64(1), 0), ("Europe/London", 2, 4), ("Australia/Sydney", 3, 18),
    ("Pacific/Apia", 4, 0),
  ])
  func againstFoundation(zone name: String, seed: UInt64, rolloverHour: Int) throws {
    let catalog = try HabitContent.bundled().badges
    let zone = try #require(TimeZone(identifier: name))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    var random = SplitMix64(state: seed)
    let start = try #require(ISO8601Moment.parse("2024-06-01T00:00:00Z"))
    // Sparse events over three years: about one week in five has any.
    var events: [ActivityEvent] = []
    var moment = start
    for _ in 0..<300 {
      moment.addTimeInterval(Double(random.next(in: 1...(30 * 24 * 60))) * 60)
      events.append(ActivityEvent(at: moment, kind: "focus", quantity: 25))
    }
    let now = moment.addingTimeInterval(3_600)
    var months = Set<String>()
    for event in events {
      // The logical day: the moment shifted back by the rollover, then
      // the civil date Foundation gives in the zone.
      let shifted = try #require(
        calendar.date(byAdding: .hour, value: -rolloverHour, to: event.at))
      let parts = calendar.dateComponents([.year, .month], from: shifted)
      months.insert("\(parts.year ?? 0)-\(parts.month ?? 0)")
    }
    let builder = MetricsBuilder(
      catalog: catalog, calendar: CivilCalendar(timeZone: zone),
      rollover: DayRollover(at: try #require(WallTime(hour: rolloverHour, minute: 0))))
    let shuffled: [ActivityEvent] = events.shuffled(using: &random)
    let metrics = builder.metrics(from: shuffled, now: now)
    #expect(metrics["monthsActive"] == Double(months.count))
    #expect(months.count > 3)
  }

  @Test func emptyAndOneDay() throws {
    let catalog = try HabitContent.bundled().badges
    let builder = MetricsBuilder(catalog: catalog, calendar: CivilCalendar(timeZone: .gmt))
    let now = try #require(ISO8601Moment.parse("2026-12-02T12:00:00Z"))
    let none: [ActivityEvent] = []
    #expect(builder.metrics(from: none, now: now)["monthsActive"] == 0)
    // Nov 30 and Dec 1: two months from two days in a row.
    let events = [
      ActivityEvent(at: now.addingTimeInterval(-2 * 86_400), kind: "focus", quantity: 5),
      ActivityEvent(at: now.addingTimeInterval(-86_400), kind: "focus", quantity: 5),
    ]
    #expect(builder.metrics(from: events, now: now)["monthsActive"] == 2)
  }

  /// The next tier is always in sight: from every count below the last
  /// tier, the next one is at most max(3, half of the months so far) away,
  /// and the first is earned in the first month.
  @Test func theNextTierIsAlwaysInSight() throws {
    let catalog = try HabitContent.bundled().badges
    let badge = try #require(catalog.badges.first { $0.id == "months-active" })
    let thresholds = badge.tiers.map(\.threshold)
    #expect(thresholds.first == 1)
    let last = try #require(thresholds.last)
    for months in 1..<Int(last) {
      let next = try #require(thresholds.first { $0 > Double(months) })
      #expect(next - Double(months) <= max(3, Double(months) / 2), "after \(months) months")
    }
  }
}
