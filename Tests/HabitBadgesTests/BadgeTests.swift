import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitBadges

@Suite struct BadgeTests {
  static func catalog() throws -> BadgeCatalog { try HabitContent.bundled().badges }

  static func metrics(_ values: [String: Double], in catalog: BadgeCatalog) throws -> Metrics {
    var metrics = catalog.emptyMetrics
    for (name, value) in values { try metrics.set(name, to: value) }
    return metrics
  }

  /// Just below, at and just above every threshold of every badge.
  @Test func tiersAtEveryThreshold() throws {
    let catalog = try Self.catalog()
    var failures: [String] = []
    for badge in catalog.badges {
      let metric = badge.metric
      let gate = catalog.tracks.first { $0.id == badge.track }?.requiredFlag
      for (index, tier) in badge.tiers.enumerated() {
        for (value, expected) in [
          (tier.threshold - 0.5, index), (tier.threshold, index + 1),
          (tier.threshold + 0.5, index + 1),
        ] {
          var values = [metric: value]
          if let gate { values[gate] = 1 }
          let report = catalog.evaluate(try Self.metrics(values, in: catalog))
          let status = try #require(report.badges.first { $0.id == badge.id })
          if status.tier != expected { failures.append("\(badge.id) at \(value): \(status.tier)") }
          let next = index + 1 < badge.tiers.count ? badge.tiers[index + 1].threshold : nil
          if value >= tier.threshold, status.nextThreshold != next {
            failures.append(
              "\(badge.id) at \(value): next \(String(describing: status.nextThreshold))")
          }
          if !(0...1).contains(status.progress) { failures.append("\(badge.id) progress") }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(8))")
  }

  @Test func moreOfAMetricNeverLowersATier() throws {
    let catalog = try Self.catalog()
    var previous: [String: Int] = [:]
    var failures: [String] = []
    for step in 0...400 {
      let value = Double(step * step)
      var values = Dictionary(uniqueKeysWithValues: catalog.metrics.map { ($0.name, value) })
      values["proMembershipActive"] = 1
      let report = catalog.evaluate(try Self.metrics(values, in: catalog))
      for status in report.badges {
        if status.tier < previous[status.id, default: 0] {
          failures.append("\(status.id) at \(value)")
        }
        previous[status.id] = status.tier
        if status.tier == status.tierCount, status.nextThreshold != nil || status.progress != 1 {
          failures.append("\(status.id) at the top")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(8))")
    #expect(previous.values.allSatisfy { $0 > 0 })
  }

  @Test(arguments: [
    // longest, current, tier, active
    (7.0, 7.0, 2, true),  // earned
    (7.0, 0.0, 2, false),  // broken: kept, greyed out
    (7.0, 3.0, 2, false),  // re-earning: still below the tier
    (7.0, 7.0, 2, true),  // re-earned
    (30.0, 30.0, 3, true),
    (2.0, 2.0, 0, false),
  ])
  func statusBadgeLifecycle(longest: Double, current: Double, tier: Int, active: Bool) throws {
    let catalog = try Self.catalog()
    let metrics = try Self.metrics(
      ["longestStreakDays": longest, "currentStreakDays": current], in: catalog)
    let report = catalog.evaluate(metrics)
    let status = try #require(report.badges.first { $0.id == "streak" })
    #expect((status.tier, status.active) == (tier, active))
  }

  @Test func proBadgesCountOnlyWhileMembershipIsActive() throws {
    let catalog = try Self.catalog()
    let values = ["proSessionCount": 150.0, "proFocusMinutes": 6000, "focusMinutes": 6000]
    let lapsed = catalog.evaluate(try Self.metrics(values, in: catalog), filter: .track("pro"))
    #expect(lapsed.badges.map(\.tier) == [0, 0])
    #expect(lapsed.badges.allSatisfy { !$0.active && $0.progress == 0 })
    var active = values
    active["proMembershipActive"] = 1
    let member = catalog.evaluate(try Self.metrics(active, in: catalog), filter: .track("pro"))
    #expect(member.badges.map(\.tier) == [2, 2])
    #expect(member.badges.allSatisfy { $0.active })
    // Non-pro badges do not care about the flag.
    let all = catalog.evaluate(try Self.metrics(values, in: catalog))
    #expect(all.badges.first { $0.id == "focus-minutes" }?.tier == 3)
  }

  @Test func newlyEarnedAndAlmostThere() throws {
    let catalog = try Self.catalog()
    let before = try Self.metrics(["depositCount": 9, "totalDistanceKilometers": 4], in: catalog)
    let after = try Self.metrics(
      ["depositCount": 10, "totalDistanceKilometers": 4.9, "recordedDays": 2], in: catalog)
    let report = catalog.evaluate(after, previous: before)
    #expect(report.newlyEarned == ["deposits"])
    // distance 4.9 of 5 (98%), recorded days 2 of 3 (67%), world distance
    // 4.9 of 1000 (0.5%); deposits 0 of 40 more (0%) is not listed.
    #expect(report.almostThere == ["distance", "recorded-days", "world-distance"])
    #expect(catalog.evaluate(after, previous: after).newlyEarned.isEmpty)
  }

  @Test(
    arguments: [
      // metrics, badge id, language, tier name, description
      (["totalDistanceKilometers": 30], "distance", "en", "Explorer", "Covered 25 km in total"),
      (["depositCount": 1], "deposits", "en", nil, "Made 1 deposit"),
      (["depositCount": 10], "deposits", "en", nil, "Made 10 deposits"),
      (["depositCount": 0], "deposits", "en", nil, "Made 1 deposit"),
      (["nightDeposits": 1], "night-owl", "en", nil, "Made 1 late-night deposit"),
      (["morningDeposits": 12], "early-bird", "en", nil, "Made 10 early-morning deposits"),
      (["cityUnlockCount": 1], "cities", "en", nil, "Unlocked 1 city"),
      (["cityUnlockCount": 5], "cities", "en", nil, "Unlocked 5 cities"),
      (["chinaProvinceCount": 1], "provinces", "en", nil, "Visited 1 province or region"),
      (["deepFocusCount": 1], "deep-focus", "en", nil, "Finished 1 deep-focus session"),
      (["depositCount": 1], "deposits", "zh-Hans", nil, "存了 1 次钱"),
      (["cityUnlockCount": 5], "cities", "zh-Hans", nil, "解锁了 5 座城市"),
    ] as [([String: Double], String, String, String?, String)])
  func textsOfAStatus(
    metrics values: [String: Double], id: String, language: String, tierName: String?,
    description: String
  ) throws {
    let catalog = try Self.catalog()
    let metrics = try Self.metrics(values, in: catalog)
    let status = try #require(catalog.evaluate(metrics).badges.first { $0.id == id })
    let texts = try #require(catalog.texts(of: status, language: Language(rawValue: language)))
    if let tierName { #expect(texts.tierName == tierName) }
    #expect(texts.description == description)
  }

  /// Every English description with the count 1: no noun after the
  /// number reads as a plural ("1 deposits", "1 times").
  @Test func englishDescriptionsWithTheCountOne() throws {
    let catalog = try Self.catalog()
    let notPlurals: Set<Substring> = ["as", "is", "focus", "deep-focus"]
    var failures: [String] = []
    for badge in catalog.badges {
      let text = Placeholders.fill(
        badge.description.string(in: .english, count: 1), with: ["threshold": "1"])
      let words = text.split(separator: " ")
      // "1" or a compound such as "1-day".
      guard let number = words.firstIndex(where: { $0 == "1" || $0.hasPrefix("1-") }) else {
        failures.append("\(badge.id): no count in \"\(text)\"")
        continue
      }
      if words[(number + 1)...].contains(where: { $0.hasSuffix("s") && !notPlurals.contains($0) }) {
        failures.append("\(badge.id): \(text)")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func trackFilter() throws {
    let catalog = try Self.catalog()
    for track in catalog.tracks {
      let report = catalog.evaluate(catalog.emptyMetrics, filter: .track(track.id))
      #expect(!report.badges.isEmpty, "\(track.id) has badges")
      #expect(report.badges.allSatisfy { $0.track == track.id })
    }
    #expect(catalog.evaluate(catalog.emptyMetrics).badges.count == catalog.badges.count)
  }

  @Test(arguments: [
    // JSON, error message
    (
      #"{"recordedDays": 3, "longestStreak": 4}"#,
      "longestStreak: unknown metric; did you mean \"longestStreakDays\"?"
    ),
    (
      #"{"recordedDays": -1}"#,
      "recordedDays: -1 is not a metric value; expected a finite number >= 0 (flags: true or false)"
    ),
    (
      #"{"recordedDays": "12"}"#,
      "recordedDays: the string \"12\" is not a metric value; expected a finite number >= 0 (flags: true or false)"
    ),
    (
      #"{"proMembershipActive": 1}"#,
      "proMembershipActive: 1 is not a metric value; expected a finite number >= 0 (flags: true or false)"
    ),
    (
      #"{"recordedDays": true}"#,
      "recordedDays: true is not a metric value; expected a finite number >= 0 (flags: true or false)"
    ),
    (
      #"{"recordedDays": 1e400}"#,
      "recordedDays: the number is out of range; expected a finite number >= 0"
    ),
    (
      #"[1, 2]"#,
      "metrics: expected a JSON object of metric name to number, found an array"
    ),
  ])
  func metricsJSONErrors(json: String, message: String) throws {
    let catalog = try Self.catalog()
    #expect(throws: InputError.self) { try catalog.metrics(fromJSON: Data(json.utf8)) }
    do {
      _ = try catalog.metrics(fromJSON: Data(json.utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func metricsJSONMissingMeansZero() throws {
    let catalog = try Self.catalog()
    let metrics = try catalog.metrics(
      fromJSON: Data(#"{"recordedDays": 12.5, "proMembershipActive": true}"#.utf8))
    #expect(metrics["recordedDays"] == 12.5)
    #expect(metrics["proMembershipActive"] == 1)
    #expect(metrics["depositCount"] == 0)
    let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(metrics))
    let object = try #require(encoded as? [String: Any])
    #expect(object["proMembershipActive"] as? Bool == true)
    #expect(object.count == catalog.metrics.count)
  }
}

@Suite struct MetricsBuilderTests {
  /// Events around New York's spring-forward night, wall times from
  /// Foundation: buckets follow the wall clock in force.
  @Test func bucketsNoiseAndStreaksOnADSTDay() throws {
    let catalog = try HabitContent.bundled().badges
    let timeZone = try zone("America/New_York")
    let calendar = CivilCalendar(timeZone: timeZone)
    func at(_ wall: String) throws -> Date { try foundationMoment(wall, in: timeZone) }
    let events = [
      ActivityEvent(at: try at("2026-03-07 23:30"), kind: "deposit", quantity: 20),  // night
      ActivityEvent(at: try at("2026-03-08 01:30"), kind: "deposit", quantity: 5),  // night, EST
      ActivityEvent(at: try at("2026-03-08 04:30"), kind: "deposit", quantity: 5),  // night, EDT
      ActivityEvent(at: try at("2026-03-08 05:00"), kind: "deposit", quantity: 10),  // morning
      ActivityEvent(at: try at("2026-03-08 08:59"), kind: "deposit", quantity: 10),  // morning
      ActivityEvent(at: try at("2026-03-08 09:00"), kind: "deposit", quantity: 10),  // neither
      ActivityEvent(at: try at("2026-03-09 12:00"), kind: "track", quantity: 3.5, points: 40),
      // Noise: fewer points than the minimum.
      ActivityEvent(at: try at("2026-03-10 12:00"), kind: "track", quantity: 9, points: 7),
      ActivityEvent(at: try at("2026-03-10 18:00"), kind: "focus", quantity: 55),  // deep
      ActivityEvent(at: try at("2026-03-10 19:00"), kind: "focus", quantity: 25),  // deep
      ActivityEvent(at: try at("2026-03-10 19:30"), kind: "focus", quantity: 24.5),
      ActivityEvent(
        at: try at("2026-03-10 19:50"), kind: "focus", quantity: 40, interrupted: true),
      ActivityEvent(at: try at("2026-03-10 20:00"), kind: "stretch", quantity: 1),  // unmapped
    ]
    let builder = MetricsBuilder(catalog: catalog, calendar: calendar)
    let metrics = builder.metrics(from: events.shuffled(), now: try at("2026-03-10 22:00"))
    #expect(metrics["depositCount"] == 6)
    #expect(metrics["totalDeposited"] == 60)
    #expect(metrics["nightDeposits"] == 3)
    #expect(metrics["morningDeposits"] == 2)
    #expect(metrics["totalDistanceKilometers"] == 3.5)
    #expect(metrics["sessionCount"] == 4)
    #expect(metrics["focusMinutes"] == 144.5)
    #expect(metrics["deepFocusCount"] == 2)
    // No membership: nothing counts as a member's.
    #expect(metrics["proSessionCount"] == 0)
    #expect(metrics["proFocusMinutes"] == 0)
    // Days 03-07, 03-08, 03-09, 03-10 (the noisy track drops, the stretch counts).
    #expect(metrics["recordedDays"] == 4)
    #expect(metrics["currentStreakDays"] == 4)
    #expect(metrics["longestStreakDays"] == 4)
  }

  @Test func streakFromEventsBreaksAndKeepsTheLongest() throws {
    let catalog = try HabitContent.bundled().badges
    let calendar = CivilCalendar(timeZone: try zone("UTC"))
    let start = try moment("2026-01-01T12:00:00Z")
    let days = [0, 1, 2, 3, 4, 6, 7]
    let events = days.map {
      ActivityEvent(at: start.addingTimeInterval(Double($0) * 86_400), kind: "focus", quantity: 10)
    }
    let metrics = MetricsBuilder(catalog: catalog, calendar: calendar)
      .metrics(from: events, now: start.addingTimeInterval(8 * 86_400))
    #expect(metrics["longestStreakDays"] == 5)
    #expect(metrics["currentStreakDays"] == 2)
    #expect(metrics["recordedDays"] == 7)
  }

  @Test(arguments: [
    // minutes, interrupted, counts as deep focus
    (25.0, false, true), (24.99, false, false), (90, false, true), (25, true, false),
    (120, true, false), (0, false, false),
  ])
  func deepFocusIsTwentyFiveUninterruptedMinutes(minutes: Double, interrupted: Bool, deep: Bool)
    throws
  {
    let catalog = try HabitContent.bundled().badges
    let at = try moment("2026-03-10T10:00:00Z")
    let event = ActivityEvent(at: at, kind: "focus", quantity: minutes, interrupted: interrupted)
    let metrics = MetricsBuilder(
      catalog: catalog, calendar: CivilCalendar(timeZone: try zone("UTC"))
    )
    .metrics(from: [event], now: at)
    #expect(metrics["deepFocusCount"] == (deep ? 1 : 0))
    #expect(metrics["sessionCount"] == 1)
  }

  /// 150 sessions of 10 minutes, one a day from 2026-01-01: a member since
  /// a given moment has only the sessions from then on as a member's.
  @Test(
    arguments: [
      // member since (nil: not a member), member sessions, pro-sessions tier (10, 100, 500)
      (nil, 0, 0), ("2025-12-01T00:00:00Z", 150, 2), ("2026-01-01T12:00:00Z", 150, 2),
      ("2026-01-01T12:00:01Z", 149, 2), ("2026-05-20T00:00:00Z", 11, 1),
      ("2026-05-31T12:00:00Z", 0, 0),
    ] as [(String?, Int, Int)])
  func memberMetricsCountFromTheMembershipOn(since: String?, sessions: Int, tier: Int) throws {
    let catalog = try HabitContent.bundled().badges
    let start = try moment("2026-01-01T12:00:00Z")
    let events = (0..<150).map {
      ActivityEvent(at: start.addingTimeInterval(Double($0) * 86_400), kind: "focus", quantity: 10)
    }
    let metrics = MetricsBuilder(
      catalog: catalog, calendar: CivilCalendar(timeZone: try zone("UTC"))
    )
    .metrics(
      from: events, now: start.addingTimeInterval(150 * 86_400),
      memberSince: try since.map { try moment($0) })
    #expect(metrics["sessionCount"] == 150)
    #expect(metrics["proSessionCount"] == Double(sessions))
    #expect(metrics["proFocusMinutes"] == Double(sessions * 10))
    // A membership sets the flag; no membership leaves it off.
    #expect(metrics["proMembershipActive"] == (since == nil ? 0 : 1))
    // The pro badge reads the member's sessions only: 150 old sessions give
    // a new member nothing.
    var active = metrics
    try active.set("proMembershipActive", to: 1)
    let status = catalog.evaluate(active, filter: .track("pro")).badges.first {
      $0.id == "pro-sessions"
    }
    #expect(status?.tier == tier)
  }
}
