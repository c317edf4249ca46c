import Foundation
import HabitRules
import HabitToolkit
import Testing

@testable import HabitBadges

/// Issue #38: a badge's next target carries its unit in every language
/// ("next at 300 km", 「次は300km」, not 「次は300」), from the metric's
/// `unit` in `badges.json`.
@Suite struct BadgeTargetTests {
  @Test(
    arguments: [
      // metrics, badge id, language, the next target (nil: the top tier)
      (["totalDistanceKilometers": 120], "distance", "en", "300 km"),
      (["totalDistanceKilometers": 120], "distance", "ja", "300km"),
      (["totalDistanceKilometers": 120], "distance", "ko", "300km"),
      (["totalDistanceKilometers": 120], "distance", "zh-Hans", "300 公里"),
      (["recordedDays": 0], "recorded-days", "en", "3 days"),
      (["recordedDays": 40], "recorded-days", "en", "100 days"),
      (["recordedDays": 40], "recorded-days", "ja", "100日"),
      (["recordedDays": 40], "recorded-days", "ko", "100일"),
      (["focusMinutes": 700], "focus-minutes", "en", "3,000 minutes"),
      (["focusMinutes": 700], "focus-minutes", "ja", "3,000分"),
      (["depositCount": 1], "deposits", "en", "10 deposits"),
      (["depositCount": 1], "deposits", "ko", "10회"),
      (["totalDeposited": 2_000], "saved-total", "en", "5,000 in total"),
      (["totalDeposited": 2_000], "saved-total", "ja", "累計5,000"),
      (["monthsActive": 0], "months-active", "en", "1 month"),
      (["monthsActive": 0], "months-active", "ja", "1か月"),
      (["totalDistanceKilometers": 1_000_000], "distance", "en", nil),
    ] as [([String: Double], String, String, String?)])
  func nextTargetWithItsUnit(
    metrics values: [String: Double], id: String, language: String, target: String?
  ) throws {
    let catalog = try HabitContent.bundled().badges
    var metrics = catalog.emptyMetrics
    for (name, value) in values { try metrics.set(name, to: value) }
    let status = try #require(catalog.evaluate(metrics).badges.first { $0.id == id })
    let texts = try #require(catalog.texts(of: status, language: Language(rawValue: language)))
    #expect(texts.nextTarget == target)
  }

  /// Every number metric of the bundled content has a unit that holds its
  /// value in every language; a flag has none and writes the number alone.
  @Test func everyNumberMetricHasAUnit() throws {
    let catalog = try HabitContent.bundled().badges
    for metric in catalog.metrics {
      let units = catalog.units[metric.name]
      #expect((units != nil) == (metric.kind == .number), "\(metric.name)")
      for language in catalog.languages where metric.kind == .number {
        for value in [1.0, 2, 1_000] {
          let amount = catalog.amount(value, ofMetric: metric.name, in: language)
          #expect(amount.contains(formatForReading(value)), "\(metric.name) \(language): \(amount)")
          #expect(amount != formatForReading(value), "\(metric.name) \(language): no unit")
        }
      }
    }
    #expect(catalog.amount(1_234, ofMetric: "proMembershipActive", in: .english) == "1,234")
  }

  /// `nextTarget` is in the JSON, `null` at the top tier; a report written
  /// before it existed decodes without one.
  @Test func nextTargetInJSON() throws {
    let catalog = try HabitContent.bundled().badges
    var metrics = catalog.emptyMetrics
    try metrics.set("totalDistanceKilometers", to: 1_000_000)
    let report = catalog.localized(catalog.evaluate(metrics), language: .english)
    let data = try JSONEncoder().encode(report)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let badges = try #require(json["badges"] as? [[String: Any]])
    let distance = try #require(badges.first { $0["id"] as? String == "distance" })
    #expect(distance["nextTarget"] is NSNull)
    let months = badges.first { $0["id"] as? String == "months-active" }
    #expect(months?["nextTarget"] as? String == "1 month")
    let old = #"""
      {"id": "distance", "track": "exploration", "tier": 5, "tierCount": 5, "name": "Footsteps",
       "tierName": "Trailblazer", "description": "Covered 1,000 km in total",
       "nextThreshold": null, "progress": 1, "active": true}
      """#
    let decoded = try JSONDecoder().decode(LocalizedBadge.self, from: Data(old.utf8))
    #expect(decoded.texts.nextTarget == nil)
    #expect(decoded.texts.description == "Covered 1,000 km in total")
  }
}
