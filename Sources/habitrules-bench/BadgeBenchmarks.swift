import Foundation
import HabitRules

extension Benchmark {
  /// A catalog of 1,000 badges with 5 tiers each against one metrics value,
  /// against a Foundation-style version reading metrics from a
  /// `[String: Double]` dictionary per badge.
  static let badgeEvaluation = Benchmark(
    name: "badges.evaluate",
    operation: "1,000 badges x 5 tiers against one metrics value (per evaluation)",
    unit: .microseconds,
    operationsPerRun: 200,
    targetMedian: 50,
    targetRatio: nil,
    run: {
      for _ in 0..<200 { blackHole(BadgeWorkload.catalog.evaluate(BadgeWorkload.metrics)) }
    },
    baseline: {
      for _ in 0..<200 { blackHole(BadgeWorkload.dictionaryEvaluation()) }
    }
  )

  /// The metrics builder over one million events in time order, against
  /// `Calendar.dateComponents` per event and a `Set<DateComponents>` of days.
  static let metricsBuilder = Benchmark(
    name: "badges.metricsBuilder",
    operation: "metrics from 1M activity events, one pass (per build)",
    unit: .milliseconds,
    operationsPerRun: 1,
    targetMedian: 50,
    targetRatio: nil,
    run: {
      blackHole(BadgeWorkload.builder.metrics(from: BadgeWorkload.events, now: BadgeWorkload.now))
    },
    baseline: {
      blackHole(BadgeWorkload.foundationBuild())
    }
  )
}

enum BadgeWorkload {
  static let metricNames = (0..<50).map { "metric\($0)" }

  /// 1,000 badges over 50 metrics, tiers at 10, 100, 1,000, 10,000, 100,000.
  static let catalog: BadgeCatalog = {
    let text = #"{"zh-Hans": "徽章", "en": "Badge", "ja": "バッジ", "ko": "배지"}"#
    let description =
      #"{"zh-Hans": "达到 {threshold}", "en": {"one": "Reached {threshold}", "other": "Reached {threshold}"}, "#
      + #""ja": "{threshold} に到達", "ko": "{threshold} 달성"}"#
    let tiers = [10, 100, 1000, 10_000, 100_000].map { #"{"threshold": \#($0), "name": \#(text)}"# }
    let badges = (0..<1000).map { index in
      #"{"id": "badge-\#(index)", "track": "all-badges", "metric": "\#(metricNames[index % 50])", "#
        + #""name": \#(text), "description": \#(description), "#
        + #""tiers": [\#(tiers.joined(separator: ", "))]}"#
    }
    // Every number metric names its unit, as in `Content/badges.json`.
    let unit =
      #"{"zh-Hans": "{value} 次", "en": {"one": "{value} time", "other": "{value} times"}, "#
      + #""ja": "{value}回", "ko": "{value}번"}"#
    let metrics = metricNames.map { #"{"name": "\#($0)", "kind": "number", "unit": \#(unit)}"# }
    let json = """
      {"metrics": [\(metrics.joined(separator: ", "))],
       "tracks": [{"id": "all-badges", "name": \(text)}],
       "badges": [\(badges.joined(separator: ",\n"))],
       "builder": {"minimumPoints": 8, "nightHours": {"start": "22:00", "end": "05:00"},
                   "morningHours": {"start": "05:00", "end": "09:00"}, "deepFocusMinutes": 25,
                   "kinds": {}}}
      """
    do {
      let data = Data(json.utf8)
      return try BadgeCatalog.load(from: ContentSource(name: "benchmark") { _ in data })
    } catch {
      fatalError("benchmark catalog does not load: \(error)")
    }
  }()

  static let values = (0..<50).map { Double($0 * $0 * 37 % 150_000) }
  static let metrics: Metrics = {
    var metrics = catalog.emptyMetrics
    for (name, value) in zip(metricNames, values) { try? metrics.set(name, to: value) }
    return metrics
  }()
  static let dictionary = Dictionary(uniqueKeysWithValues: zip(metricNames, values))

  static func dictionaryEvaluation() -> [(String, Int, Double)] {
    let thresholds = [10.0, 100, 1000, 10_000, 100_000]
    return (0..<1000).map { index in
      let value = dictionary[metricNames[index % 50]] ?? 0
      let tier = thresholds.filter { $0 <= value }.count
      let next = tier < thresholds.count ? thresholds[tier] : value
      return ("badge-\(index)", tier, min(value / next, 1))
    }
  }

  // MARK: - Builder

  static let content = try? HabitContent.bundled()
  static let calendar = CivilCalendar(
    timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt, coveringYears: 2020...2030)
  static let builder: MetricsBuilder = {
    guard let content else { fatalError("bundled content does not load") }
    return MetricsBuilder(catalog: content.badges, calendar: calendar)
  }()
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// One million events over the three years before `now`, in time order:
  /// tracks (some below the noise threshold), deposits and focus sessions.
  static let events: [ActivityEvent] = {
    var generator = LinearCongruential(seed: 3)
    let span = 3 * 365 * 86_400.0
    let step = span / 1_000_000
    let kinds = ["track", "deposit", "focus"]
    return (0..<1_000_000).map { index in
      let kind = kinds[Int(generator.next() % 3)]
      return ActivityEvent(
        at: now.addingTimeInterval(-span + Double(index) * step), kind: kind,
        quantity: Double(generator.next() % 100),
        points: kind == "track" ? Int(generator.next() % 40) : nil)
    }
  }()

  static func foundationBuild() -> [String: Double] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    var sums: [String: Double] = [:]
    var days = Set<DateComponents>()
    for event in events {
      if let points = event.points, points < 8 { continue }
      let parts = calendar.dateComponents([.year, .month, .day, .hour], from: event.at)
      days.insert(DateComponents(year: parts.year, month: parts.month, day: parts.day))
      sums[event.kind + ".count", default: 0] += 1
      sums[event.kind + ".sum", default: 0] += event.quantity
      let hour = parts.hour ?? 0
      if hour >= 22 || hour < 5 { sums[event.kind + ".night", default: 0] += 1 }
      if hour >= 5 && hour < 9 { sums[event.kind + ".morning", default: 0] += 1 }
    }
    sums["recordedDays"] = Double(days.count)
    return sums
  }
}
