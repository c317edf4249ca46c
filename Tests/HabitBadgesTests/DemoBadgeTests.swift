import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitBadges

/// Badges and demo data: events and metrics carry the flag, and nothing is
/// ever newly earned from demo data.
@Suite struct DemoBadgeTests {
  static let shanghai = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)

  static func metrics(_ json: String) throws -> Metrics {
    try HabitContent.bundled().badges.metrics(fromJSON: Data(json.utf8))
  }

  @Test func eventsVersion1DecodeWithTheirFlags() throws {
    let data = try Data(contentsOf: Fixtures.url("records/events-v1.json"))
    let events = try ActivityEvent.events(fromJSON: data)
    #expect(events.map(\.kind) == ["track", "deposit", "focus", "track"])
    #expect(events.map(\.points) == [160, nil, nil, 90])
    #expect(events.map(\.interrupted) == [false, false, true, false])
    #expect(events.map(\.demo) == [false, false, false, true])
    #expect(events[0].at == (try moment("2026-11-30T07:40:00+08:00")))
    // The same shape through JSONDecoder, as an app reads it.
    #expect(try JSONDecoder().decode([ActivityEvent].self, from: data) == events)
  }

  @Test func anEventRoundTripsThroughItsShape() throws {
    let event = ActivityEvent(
      at: try moment("2026-11-30T07:40:00+08:00"), kind: "track", quantity: 3.25, points: 160,
      demo: true)
    let data = try JSONEncoder().encode([event])
    #expect(try ActivityEvent.events(fromJSON: data) == [event])
  }

  @Test(arguments: [
    (#"{"#, "events"),
    (#"[{"at": "2026-11-30T07:40:00", "kind": "track", "quantity": 1}]"#, "events[0].at"),
    (#"[{"at": "2026-11-30T07:40:00Z", "kind": "", "quantity": 1}]"#, "events[0].kind"),
    (
      #"[{"at": "2026-11-30T07:40:00Z", "kind": "track", "quantity": 1, "points": -1}]"#,
      "events[0].points"
    ),
    (#"[{"at": "2026-11-30T07:40:00Z", "kind": "track"}]"#, "events[0]"),
    (
      #"[{"at": "2026-11-30T07:40:00Z", "kind": "track", "quantity": 1, "demo": "yes"}]"#,
      "events[0].demo"
    ),
  ])
  func aBadEventIsNamedByItsIndex(json: String, field: String) {
    let error = #expect(throws: InputError.self) {
      try ActivityEvent.events(fromJSON: Data(json.utf8))
    }
    #expect(error?.field.hasPrefix(field) == true, "\(String(describing: error))")
  }

  @Test func metricsFileCarriesTheFlag() throws {
    #expect(try Self.metrics(#"{"recordedDays": 3, "demo": true}"#).demo)
    #expect(try !Self.metrics(#"{"recordedDays": 3, "demo": false}"#).demo)
    #expect(try !Self.metrics(#"{"recordedDays": 3}"#).demo)
    let error = #expect(throws: InputError.self) { try Self.metrics(#"{"demo": 1}"#) }
    #expect(error?.description == "demo: expected true or false, found a number")
    // Written back only when set, so real metrics keep their JSON.
    let encoded = try JSONEncoder().encode(try Self.metrics(#"{"demo": true}"#))
    let object = try JSONSerialization.jsonObject(with: encoded) as? [String: Any]
    #expect(object?["demo"] as? Bool == true)
    let real = try JSONEncoder().encode(try Self.metrics("{}"))
    #expect((try JSONSerialization.jsonObject(with: real) as? [String: Any])?["demo"] == nil)
  }

  /// newlyEarned from two snapshots, with the demo flag on neither, one or
  /// both: only two real snapshots earn anything.
  @Test(arguments: [
    // (previous is demo, current is demo)
    (false, false), (true, false), (false, true), (true, true),
  ])
  func nothingIsNewlyEarnedFromDemoData(previousDemo: Bool, currentDemo: Bool) throws {
    let catalog = try HabitContent.bundled().badges
    let previous = try Self.metrics(#"{"recordedDays": 0, "demo": \#(previousDemo)}"#)
    let current = try Self.metrics(#"{"recordedDays": 60, "demo": \#(currentDemo)}"#)
    let report = catalog.evaluate(current, previous: previous)
    let demo = previousDemo || currentDemo
    // Only the current metrics mark the report: a demo previous snapshot
    // never marks real metrics (HabitRules.docc/Demo.md).
    #expect(report.demo == currentDemo)
    // The badges on recorded days whose first tier 60 days reach.
    let reached = catalog.badges.filter { badge in
      badge.metric == "recordedDays" && (badge.tiers.first?.threshold ?? .infinity) <= 60
    }.map(\.id)
    try #require(!reached.isEmpty)
    #expect(report.newlyEarned == (demo ? [] : reached))
    // Tiers are the current metrics' either way: demo data still shows.
    #expect(report.badges == catalog.evaluate(current).badges)
    #expect(catalog.localized(report, language: .english).demo == currentDemo)
  }

  /// The builder drops demo events once a real one is present, and marks
  /// metrics of demo events only.
  @Test func builderAppliesTheDemoRule() throws {
    let catalog = try HabitContent.bundled().badges
    let builder = MetricsBuilder(catalog: catalog, calendar: Self.shanghai)
    let now = try moment("2026-12-01T22:00:00+08:00")
    let demoWalk = ActivityEvent(
      at: try moment("2026-12-01T19:00:00+08:00"), kind: "track", quantity: 5, points: 200,
      demo: true)
    let realWalk = ActivityEvent(
      at: try moment("2026-12-01T20:00:00+08:00"), kind: "track", quantity: 2, points: 100)
    let demoOnly = builder.metrics(from: [demoWalk, demoWalk], now: now)
    #expect(demoOnly.demo)
    #expect(demoOnly["totalDistanceKilometers"] == 10)
    let mixed = builder.metrics(from: [demoWalk, realWalk, demoWalk], now: now)
    #expect(!mixed.demo)
    #expect(mixed["totalDistanceKilometers"] == 2)
  }

  @Test func contentCannotDeclareTheDemoKey() throws {
    let directory = try Fixtures.patchedContent([
      .set("badges.json", "metrics[0].name", json: #""demo""#)
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = #expect(throws: ContentError.self) {
      try BadgeCatalog.load(from: ContentSource.directory(directory))
    }
    #expect(
      error?.problems.first?.description
        == #"badges.json: metrics[0].name: "demo" is reserved: a metrics file's "demo": true marks demo data"#
    )
  }
}
