import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitGrowth

/// The check-in before and after on a session: optional, 1-5, kept
/// through a round trip; the version-1 fixture of sessions with moods
/// stays forever, and sessions without them read as before.
@Suite struct SessionMoodsTests {
  @Test func moodsVersion1() throws {
    let data = try Data(contentsOf: Fixtures.url("sessions-moods-v1.json"))
    let sessions = try FocusSession.sessions(fromJSON: data)
    #expect(sessions.map(\.moods.before) == [2, 3, nil, 4])
    #expect(sessions.map(\.moods.after) == [4, 3, 5, nil])
    #expect(sessions.map(\.moods.endedCalmer) == [true, false, false, false])
    #expect(sessions.map(\.moods.isComplete) == [true, true, false, false])
    #expect(try JSONDecoder().decode([FocusSession].self, from: data) == sessions)
    let again = try FocusSession.sessions(fromJSON: try JSONEncoder().encode(sessions))
    #expect(again == sessions)
  }

  @Test func sessionsWithoutMoodsHaveNone() throws {
    let data = try Data(contentsOf: Fixtures.url("sessions-v1.json"))
    let sessions = try FocusSession.sessions(fromJSON: data)
    #expect(sessions.allSatisfy { $0.moods == .none })
    let encoded = String(decoding: try JSONEncoder().encode(sessions), as: UTF8.self)
    #expect(!encoded.contains("before") && !encoded.contains("after"))
  }

  @Test(arguments: [
    (#""before": 0"#, #"sessions[0] "b1".before: 0 is not a mood; use 1 (tense) to 5 (calm)"#),
    (#""after": 6"#, #"sessions[0] "b1".after: 6 is not a mood; use 1 (tense) to 5 (calm)"#),
    (#""after": -1"#, #"sessions[0] "b1".after: -1 is not a mood; use 1 (tense) to 5 (calm)"#),
  ])
  func badMoods(field: String, message: String) throws {
    let json =
      #"[{"id": "b1", "start": "2026-10-05T21:00:00+08:00", "minutes": 2, "#
      + field + "}]"
    do {
      _ = try FocusSession.sessions(fromJSON: Data(json.utf8))
      Issue.record("read \(json)")
    } catch {
      #expect(error.description == message)
    }
  }

  /// A breathing session as a record: its minutes rounded up, its moods.
  @Test(arguments: [
    ([4, 7, 8], 4, 2), ([4, 7, 8], 3, 1), ([5, 5], 6, 1), ([5, 5], 7, 2), ([1, 1], 1, 1),
  ])
  func breathingSessionRecord(seconds: [Int], cycles: Int, minutes: Int) throws {
    let timeline = try BreathingTimeline(BreathingPattern(customSeconds: seconds), cycles: cycles)
    let start = try #require(ISO8601Moment("2026-10-05T21:00:00+08:00"))
    let session = try FocusSession.breathing(
      id: "b", start: start, timeline: timeline, moods: try MoodCheck(before: 2, after: 4))
    #expect(session.minutes == minutes)
    #expect(session.moods.endedCalmer)
    #expect(!session.interrupted && session.sceneId == nil)
  }

  /// Every pair on the scale: calmer exactly when after > before.
  @Test func endedCalmerOverTheScale() throws {
    for before in 1...5 {
      for after in 1...5 {
        #expect(try MoodCheck(before: before, after: after).endedCalmer == (after > before))
      }
      #expect(try MoodCheck(before: before).endedCalmer == false)
      #expect(try MoodCheck(after: before).endedCalmer == false)
    }
  }
}
