import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitGrowth

/// Stored shapes decode their version-1 JSON (the fixtures stay forever),
/// and the session reader names the bad session.
@Suite struct StoredShapeTests {
  @Test func sessionsVersion1() throws {
    let data = try Data(contentsOf: Fixtures.url("sessions-v1.json"))
    let expected = [
      try FocusSession(
        id: "s1", start: try #require(ISO8601Moment("2026-10-01T08:00:00+08:00")), minutes: 25,
        sceneId: "garden"),
      try FocusSession(
        id: "s2", start: try #require(ISO8601Moment("2026-10-01T09:00:00+08:00")), minutes: 10,
        interrupted: true),
      try FocusSession(
        id: "s3", start: try #require(ISO8601Moment("2026-10-02T20:30:00+08:00")), minutes: 50),
    ]
    #expect(try FocusSession.sessions(fromJSON: data) == expected)
    #expect(try JSONDecoder().decode([FocusSession].self, from: data) == expected)
    let again = try JSONDecoder().decode(
      [FocusSession].self, from: try JSONEncoder().encode(expected))
    #expect(again == expected)
  }

  @Test func stateVersion1() throws {
    let data = try Data(contentsOf: Fixtures.url("state-v1.json"))
    let state = try JSONDecoder().decode(ExpeditionState.self, from: data)
    let moment = { (text: String) in ISO8601Moment(text) }
    #expect(
      state
        == ExpeditionState(
          current: "c2",
          chapters: [
            .init(
              id: "c1", unlockedAt: moment("2026-10-01T08:25:00+08:00"),
              completedAt: moment("2026-10-01T09:10:00+08:00"),
              missions: [
                .init(
                  id: "c1.m1", kind: .sessionCount, target: 2, progress: 2,
                  completedAt: moment("2026-10-01T09:10:00+08:00"))
              ]),
            .init(
              id: "c2", unlockedAt: moment("2026-10-01T09:10:00+08:00"), completedAt: nil,
              missions: [
                .init(id: "c2.m1", kind: .focusMinutes, target: 100, progress: 50, completedAt: nil)
              ]),
          ]))
  }

  /// A report reads back as itself, and as the state it holds.
  @Test func reportRoundTrip() throws {
    let sessions = try FocusSession.sessions(
      fromJSON: try Data(contentsOf: Fixtures.url("sessions-v1.json")))
    let report = GrowthReport(
      sessions: sessions,
      content: GrowthContent(
        rules: try TestContent.rules(),
        expeditions: try TestContent.expeditions([[(.sessionCount, 2)], [(.focusMinutes, 100)]]),
        deepFocus: TestContent.deep), calendar: TestContent.utc)
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(GrowthReport.self, from: data) == report)
    #expect(try JSONDecoder().decode(ExpeditionState.self, from: data) == report.expeditions)
  }

  /// Bad sessions: one line naming the session and the field.
  @Test(arguments: [
    (
      #"[{"id": "a", "start": "2026-10-01T08:00:00+08:00", "minutes": 0}]"#,
      #"sessions[0] "a".minutes: 0 is not a session length; use whole minutes 1-1440"#
    ),
    (
      #"[{"id": "a", "start": "2026-10-01T08:00:00+08:00", "minutes": -5}]"#,
      #"sessions[0] "a".minutes: -5 is not a session length; use whole minutes 1-1440"#
    ),
    (
      #"[{"id": "a", "start": "2026-10-01T08:00:00+08:00", "minutes": 2.5}]"#,
      #"sessions[0] "a".minutes: expected a whole number, found 2.5"#
    ),
    (
      #"[{"id": "b", "start": "2026-10-01 08:00", "minutes": 5}]"#,
      #"sessions[0] "b".start: invalid moment "2026-10-01 08:00"; expected an ISO 8601 moment with an offset, such as 2026-10-01T20:42:00+08:00"#
    ),
    (
      #"[{"id": "a", "start": "2026-10-01T08:00:00Z", "minutes": 5}, {"id": "a", "start": "2026-10-01T09:00:00Z", "minutes": 5}]"#,
      #"sessions[1] "a".id: duplicate id; sessions[0] has it too, and each session needs its own"#
    ),
    (
      #"[{"start": "2026-10-01T08:00:00Z", "minutes": 5}]"#,
      #"sessions[0].id: missing"#
    ),
    (#"{"id": "a"}"#, #"sessions: expected a JSON array of sessions, found an object"#),
  ])
  func badSessions(json: String, message: String) {
    do {
      _ = try FocusSession.sessions(fromJSON: Data(json.utf8))
      Issue.record("no error for \(json)")
    } catch {
      #expect(error.description == message)
    }
  }
}
