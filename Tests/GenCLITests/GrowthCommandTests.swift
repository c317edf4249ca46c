import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

@Suite struct GrowthCommandTests {
  /// Three sessions that complete Suzhou (3 sessions, 60 minutes, 1 deep
  /// focus) with the bundled content.
  static let suzhou = """
    [{"id": "a", "start": "2026-10-01T08:00:00+08:00", "minutes": 25},
     {"id": "b", "start": "2026-10-01T09:00:00+08:00", "minutes": 25, "sceneId": "garden"},
     {"id": "c", "start": "2026-10-01T10:00:00+08:00", "minutes": 10, "interrupted": true}]
    """
  static let arguments = [
    "growth", "--sessions", "-", "--now", "2026-10-02T00:00:00+08:00", "--tz", "Asia/Shanghai",
  ]

  /// Section 8's shape, with figures worked out by hand.
  ///
  /// From the bundled content: 60 minutes x 1 + 3 sessions x 5 + 2 deep x 10 + 3
  /// missions x 20 + 1 chapter x 100 = 255 XP, level 5 (Habitica: 250);
  /// 600 + 50 + 80 + 100 + 300 = 1130 miles. The last session alone
  /// completes two missions and the chapter: 10 + 5 + 2 x 20 + 100 = 155
  /// XP, from 100 XP (level 3) to level 5.
  @Test func jsonShape() throws {
    let outcome = runGen(Self.arguments + ["--json", "--locale", "en"], stdin: Self.suzhou)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    let profile = try #require(json["profile"] as? [String: Any])
    #expect(profile["level"] as? Int == 5)
    #expect(profile["xp"] as? Int == 255)
    #expect(profile["xpIntoLevel"] as? Int == 5)
    #expect(profile["xpToNext"] as? Int == 145)  // level 6 at 250 + 150
    #expect(profile["title"] as? String == "Window-Seat Passenger")
    #expect(profile["nextTitle"] as? String == "Frequent Flyer")
    #expect(profile["nextTitleLevel"] as? Int == 10)
    #expect(profile["miles"] as? Int == 1_130)
    #expect(profile["sessions"] as? Int == 3)
    #expect(profile["focusMinutes"] as? Int == 60)
    #expect(profile["deepFocusCount"] as? Int == 2)
    #expect(json["current"] as? String == "kamakura")
    #expect(json["demo"] as? Bool == false)
    let chapters = try #require(json["chapters"] as? [[String: Any]])
    #expect(chapters.count == 6)
    #expect(chapters[0]["unlockedAt"] as? String == "2026-10-01T08:25:00+08:00")
    #expect(chapters[0]["completedAt"] as? String == "2026-10-01T10:10:00+08:00")
    #expect(chapters[1]["unlockedAt"] as? String == "2026-10-01T10:10:00+08:00")
    #expect(chapters[1]["completedAt"] is NSNull)
    let missions = try #require(chapters[0]["missions"] as? [[String: Any]])
    #expect(
      missions.map { $0["id"] as? String } == ["suzhou.sessions", "suzhou.minutes", "suzhou.deep"])
    #expect(
      missions.map { $0["kind"] as? String } == ["sessionCount", "focusMinutes", "deepFocusCount"])
    #expect(missions.map { $0["target"] as? Int } == [3, 60, 1])
    #expect(missions.map { $0["progress"] as? Int } == [3, 60, 1])
    #expect(
      missions.map { $0["completedAt"] as? String }
        == ["2026-10-01T10:10:00+08:00", "2026-10-01T10:10:00+08:00", "2026-10-01T08:25:00+08:00"])
    let last = try #require(json["lastSession"] as? [String: Any])
    #expect(last["id"] as? String == "c")
    #expect(last["xp"] as? Int == 155)
    #expect(last["miles"] as? Int == 530)  // 100 + 50 + 80 + 300
    #expect(last["levelBefore"] as? Int == 3)
    #expect(last["levelAfter"] as? Int == 5)
    #expect(last["chapterCompleted"] as? String == "suzhou")
    #expect(last["missionsCompleted"] as? [String] == ["suzhou.sessions", "suzhou.minutes"])
  }

  @Test func table() {
    let outcome = runGen(Self.arguments + ["--locale", "en"], stdin: Self.suzhou)
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardOutput == """
        Level 5 · Window-Seat Passenger
        XP 255 (5 into this level, 145 to the next)
        Next title: Frequent Flyer at level 10
        Miles: 1,130 · Sessions: 3 · Focus minutes: 60 · Deep focus: 2

        Now exploring: Kamakura
          The little train rolls along the coast, and you ease into focus.
          [--------------------]     0/5    Focus 5 times by the sea
          [--------------------]   0/120    Focus 120 minutes on the temple paths
          [--------------------]     0/2    Go deep twice with the waves

        Last session (Oct 1, 2026, 10:00): +155 XP, +530 miles
          Mission done: Focus 3 times among the gardens
          Mission done: Focus 60 minutes along the canals
          Suzhou is stamped!
          Level up: 3 → 5

        """)
  }

  /// Sessions after --now wait; before any session nothing is unlocked.
  @Test func nowAndNoSessions() throws {
    let early = runGen(
      [
        "growth", "--sessions", "-", "--now", "2026-10-01T08:30:00+08:00", "--tz", "Asia/Shanghai",
        "--json",
      ],
      stdin: Self.suzhou)
    #expect(early.exitCode == 0)
    #expect(
      early.standardError == "gen: note: 2 sessions end after --now and are not counted yet\n")
    #expect(try jsonObject(early)["current"] as? String == "suzhou")
    let none = runGen(Self.arguments + ["--locale", "en"], stdin: "[]")
    #expect(none.exitCode == 0)
    #expect(none.standardOutput.contains("Finish your first focus session to open the first stop."))
  }

  @Test(arguments: [
    (
      #"[{"id": "a", "start": "2026-10-01T08:00:00+08:00", "minutes": 0}]"#,
      #"gen: --sessions standard input: sessions[0] "a".minutes: 0 is not a session length; use whole minutes 1-1440"#
    ),
    (
      #"[{"id": "a", "start": "yesterday", "minutes": 5}]"#,
      #"gen: --sessions standard input: sessions[0] "a".start: invalid moment "yesterday"; expected an ISO 8601 moment with an offset, such as 2026-10-01T20:42:00+08:00"#
    ),
    (
      #"[{"id": "a", "start": "2026-10-01T08:00:00Z", "minutes": 5}, {"id": "a", "start": "2026-10-01T09:00:00Z", "minutes": 5}]"#,
      #"gen: --sessions standard input: sessions[1] "a".id: duplicate id; sessions[0] has it too, and each session needs its own"#
    ),
  ])
  func badSessions(stdin: String, message: String) {
    let outcome = runGen(Self.arguments, stdin: stdin)
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardError == message + "\n")
    #expect(outcome.standardOutput.isEmpty)
  }

  @Test func usage() {
    let both = runGen(Self.arguments + ["--json", "--svg"], stdin: Self.suzhou)
    #expect(both.exitCode == 64)
    #expect(both.standardError == "gen: give --json or --svg, not both\n")
  }

  /// A content update raises Suzhou's session target 10x and removes its
  /// minutes mission; the state of the earlier run keeps both completed
  /// with their moments, and the removed one is reported once.
  @Test func stateKeepsWhatWasEarned() throws {
    let first = runGen(Self.arguments + ["--json"], stdin: Self.suzhou)
    let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "growth-state-\(UUID()).json")
    try Data(first.standardOutput.utf8).write(to: stateFile)
    defer { try? FileManager.default.removeItem(at: stateFile) }
    let content = try Fixtures.patchedContent([
      .set("expeditions.json", "chapters[0].missions[0].target", json: "30"),
      .remove("expeditions.json", "chapters[0].missions[1]"),
    ])
    defer { try? FileManager.default.removeItem(at: content) }
    let outcome = runGen(
      Self.arguments + ["--json", "--content", content.path, "--state", stateFile.path],
      stdin: Self.suzhou)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(
      outcome.standardError
        == "gen: note: --state \(stateFile.path): kept \"suzhou/suzhou.minutes\", which the content no longer has\n"
    )
    let chapters = try #require(try jsonObject(outcome)["chapters"] as? [[String: Any]])
    #expect(chapters[0]["completedAt"] as? String == "2026-10-01T10:10:00+08:00")
    let missions = try #require(chapters[0]["missions"] as? [[String: Any]])
    #expect(
      missions.map { $0["id"] as? String } == ["suzhou.sessions", "suzhou.deep", "suzhou.minutes"])
    #expect(missions.map { $0["progress"] as? Int } == [30, 1, 60])
    #expect(missions.map { $0["retired"] as? Bool } == [false, false, true])
    #expect(missions[0]["completedAt"] as? String == "2026-10-01T10:10:00+08:00")
    #expect(try jsonObject(outcome)["current"] as? String == "kamakura")
  }

  @Test func badState() {
    let outcome = runGen(
      Self.arguments + ["--state", "/nonexistent/state.json"], stdin: Self.suzhou)
    #expect(outcome.exitCode != 0)
    #expect(outcome.standardError.hasPrefix("gen: "))
    #expect(outcome.standardError.split(separator: "\n").count == 1)
  }

  /// The passport's stamps say what the JSON says, in the chosen language.
  @Test(arguments: ["en", "ja"])
  func passportMatchesTheJSON(locale: String) throws {
    let input = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/data/sessions.json"),
      encoding: .utf8)
    let arguments = [
      "growth", "--sessions", "-", "--now", "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai",
      "--locale", locale,
    ]
    let picture = runGen(arguments + ["--svg"], stdin: input)
    #expect(picture.exitCode == 0)
    PictureTests.expectStandalone(picture.standardOutput)
    let elements = try SVGElements.parse(picture.standardOutput)
    let json = try jsonObject(runGen(arguments + ["--json"], stdin: input))
    let chapters = try #require(json["chapters"] as? [[String: Any]])
    let expected = chapters.map { chapter -> (String, String) in
      let id = chapter["id"] as? String ?? ""
      let status =
        chapter["completedAt"] is String
        ? "completed" : json["current"] as? String == id ? "current" : "locked"
      return (id, status)
    }
    let stamps = elements.compactMap { element in
      element.attributes["data-chapter"].map { ($0, element.attributes["data-status"] ?? "") }
    }
    #expect(stamps.map(\.0) == expected.map(\.0))
    #expect(stamps.map(\.1) == expected.map(\.1))
    #expect(
      expected.map(\.1) == ["completed", "completed", "completed", "current", "locked", "locked"])
    let current = try #require(chapters.first { $0["id"] as? String == json["current"] as? String })
    let missions = try #require(current["missions"] as? [[String: Any]])
    let bars = elements.compactMap { element in
      element.attributes["data-mission"].map { ($0, element.attributes["data-progress"] ?? "") }
    }
    #expect(bars.map(\.0) == missions.map { $0["id"] as? String ?? "" })
    #expect(bars.map(\.1) == missions.map { String($0["progress"] as? Int ?? -1) })
    let city = locale == "ja" ? "パリ" : "Paris"
    #expect(picture.standardOutput.contains(">\(city)</text>"))
    // Issue #38: the header's totals are grouped as a person reads them
    // (8360 miles in the JSON reads "8,360").
    let miles = try #require(
      (json["profile"] as? [String: Any])?["miles"] as? Int ?? json["miles"] as? Int)
    #expect(miles == 8360)
    let totals = locale == "ja" ? "8,360マイル・" : "Miles: 8,360 · "
    #expect(try SVGElements.texts(picture.standardOutput).contains { $0.text.hasPrefix(totals) })
  }
}
