import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

/// Kept state never takes anything away and demo data never leaks, from the
/// command line (HabitRules.docc/Growth.md, Demo.md, Streaks.md): the
/// defects of the audit that live in `gen`, one test each, named for it.
@Suite struct KeptStateCommandTests {
  static let now = ["--now", "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai"]

  /// A scratch directory for the files a test writes.
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kept-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
    let file = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// Defect 4: a state made from demo sessions, given one real session,
  /// gives what the real session alone gives, with one note.
  @Test func demoLeaksThroughState() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let demo = runGen(["demo", "focus", "--seed", "1"] + Self.now)
    #expect(demo.exitCode == 0, "\(demo.standardError)")
    let sessions = try Self.write(demo.standardOutput, "demo.json", in: directory)
    let state = runGen(["growth", "--sessions", sessions, "--json"] + Self.now)
    #expect(try jsonObject(state)["demo"] as? Bool == true)
    let statePath = try Self.write(state.standardOutput, "state.json", in: directory)
    let real = #"[{"id": "r1", "start": "2026-11-30T20:00:00+08:00", "minutes": 25}]"#
    let mixed = runGen(
      ["growth", "--sessions", "-", "--state", statePath, "--json"] + Self.now, stdin: real)
    let alone = runGen(["growth", "--sessions", "-", "--json"] + Self.now, stdin: real)
    let mixedJSON = try jsonObject(mixed)
    let aloneJSON = try jsonObject(alone)
    #expect(mixedJSON["demo"] as? Bool == false)
    #expect(
      (mixedJSON["profile"] as? [String: Any])?["xp"] as? Int
        == (aloneJSON["profile"] as? [String: Any])?["xp"] as? Int)
    #expect(
      (mixedJSON["profile"] as? [String: Any])?["miles"] as? Int
        == (aloneJSON["profile"] as? [String: Any])?["miles"] as? Int)
    #expect(
      mixed.standardError
        == "gen: note: --state \(statePath): demo state ignored; the sessions are your own\n")
  }

  /// Defect 5: a demo `--previous` never marks real metrics as demo, nor
  /// stamps "Sample data" on a real card; a real one still gives
  /// `newlyEarned`.
  @Test(arguments: [true, false])
  func demoLeaksThroughPrevious(previousDemo: Bool) throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let previous = try Self.write(
      #"{"longestStreakDays": 0, "currentStreakDays": 0, "demo": \#(previousDemo)}"#,
      "previous.json", in: directory)
    let metrics = try Self.write(
      #"{"longestStreakDays": 9, "currentStreakDays": 9}"#, "real.json", in: directory)
    let badges = runGen(
      ["badges", "--metrics", metrics, "--previous", previous, "--json", "--locale", "en"])
    let json = try jsonObject(badges)
    #expect(json["demo"] as? Bool == false)
    #expect((json["newlyEarned"] as? [String])?.contains("streak") == !previousDemo)
    let note =
      previousDemo
      ? "gen: note: --previous \(previous): demo metrics ignored; the metrics are your own\n" : ""
    #expect(badges.standardError == note)
    let card = runGen(
      [
        "card", "badge", "--badge", "streak", "--metrics", metrics, "--previous", previous,
        "--svg", "--locale", "en",
      ] + Self.now)
    #expect(card.exitCode == 0, "\(card.standardError)")
    #expect(!card.standardOutput.contains("Sample data"))
    #expect(card.standardError == note)
  }

  /// Defect 6: records after `--now` count nowhere, and each command says
  /// how many in one note with the right plural.
  @Test(arguments: [
    (
      ["goal", "program", "--program", "calm-start", "--records", "-", "--json"],
      #"[{"programId": "calm-start", "day": 1, "at": "2026-11-30T21:00:00+08:00"},"#
        + #"{"programId": "calm-start", "day": 2, "at": "2026-12-01T20:00:00+08:00"}]"#,
      "1 record is dated after --now and is not counted yet", "completedDays", "[1]"
    ),
    (
      ["goal", "wish", "--target", "100", "--deposits", "-", "--json"],
      #"[{"at": "2026-12-01T08:00:00+08:00", "amount": 10},"#
        + #"{"at": "2026-12-01T20:00:00+08:00", "amount": 50},"#
        + #"{"at": "2026-12-01T21:00:00+08:00", "amount": 5}]"#,
      "2 deposits are dated after --now and are not counted yet", "saved", "10"
    ),
    (
      ["streak", "--records", "-", "--json"],
      #"["2026-11-29T21:00:00+08:00", "2026-11-30T21:00:00+08:00", "2026-12-01T20:00:00+08:00"]"#,
      "1 check-in is after --now and is not counted yet", "current", "2"
    ),
    (
      ["badges", "--events", "-", "--json"],
      #"[{"at": "2026-12-01T08:00:00+08:00", "kind": "track", "quantity": 1},"#
        + #"{"at": "2026-12-01T20:00:00+08:00", "kind": "track", "quantity": 500}]"#,
      "1 event is after --now and is not counted yet", "", ""
    ),
  ])
  func futureRecordsCount(
    arguments: [String], stdin: String, note: String, key: String, value: String
  )
    throws
  {
    let outcome = runGen(arguments + Self.now, stdin: stdin)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(outcome.standardError == "gen: note: \(note)\n")
    guard !key.isEmpty else { return }
    let json = try jsonObject(outcome)
    let found = try JSONSerialization.data(
      withJSONObject: json[key] ?? NSNull(), options: .fragmentsAllowed)
    #expect(String(decoding: found, as: UTF8.self) == value)
  }

  /// Defect 8 at the command line: the same session twice and an overlap
  /// count once in growth and the review, with a note each.
  @Test(arguments: ["growth", "review"])
  func doubleCounting(command: String) throws {
    let sessions =
      #"[{"id": "a", "start": "2026-11-30T20:00:00+08:00", "minutes": 30},"#
      + #"{"id": "b", "start": "2026-11-30T20:00:00+08:00", "minutes": 30},"#
      + #"{"id": "c", "start": "2026-11-30T20:10:00+08:00", "minutes": 30}]"#
    let outcome = runGen([command, "--sessions", "-", "--json"] + Self.now, stdin: sessions)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    // Growth's figures are in its profile, the review's at the top level.
    let figures = json["profile"] as? [String: Any] ?? json
    #expect(figures["sessions"] as? Int == 2)
    #expect(figures["focusMinutes"] as? Int == 40)
    #expect(
      outcome.standardError
        == "gen: note: 1 session repeats another's start and minutes and counts once\n"
        + "gen: note: 1 session overlaps another; their minutes count once\n")
  }

  /// SleepBird's first clear: `--longest-ever N` keeps the floor.
  @Test(arguments: [(0, 2), (5, 5), (2, 2)])
  func longestEverKeepsTheFloor(floor: Int, longest: Int) throws {
    let records = #"["2026-11-29T21:00:00+08:00", "2026-11-30T21:00:00+08:00"]"#
    let outcome = runGen(
      ["streak", "--records", "-", "--longest-ever", String(floor), "--json"] + Self.now,
      stdin: records)
    let json = try jsonObject(outcome)
    #expect(json["longest"] as? Int == longest)
    #expect(json["longestEver"] as? Int == longest)
    let bad = runGen(
      ["streak", "--records", "-", "--longest-ever", "-1"] + Self.now, stdin: records)
    #expect(bad.exitCode == 64)
  }

  /// SleepBird's second clear: `--reset` says what would be deleted, the
  /// owned pending requests to remove, and the confirmation in 4
  /// languages; it deletes nothing.
  @Test(arguments: [
    ("en", "Clear all history? This deletes all 2 check-ins and your longest streak (5 days)"),
    ("zh-Hans", "这会删除全部 2 次打卡和最长连续记录（5 天）"),
    ("ja", "2件のチェックインと最長記録（5日）が削除され"),
    ("ko", "체크인 2개와 최장 기록(5일)이 지워지고"),
  ])
  func resetShowsWhatIsLost(locale: String, sentence: String) throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pending = try Self.write(
      #"[{"id": "bedtime.2026-12-01.1", "trigger": {"kind": "date", "at": "2026-12-01T22:00:00+08:00"}},"#
        + #"{"id": "someone.else", "trigger": {"kind": "date", "at": "2026-12-01T22:00:00+08:00"}}]"#,
      "pending.json", in: directory)
    let records = #"["2026-11-29T21:00:00+08:00", "2026-11-30T21:00:00+08:00"]"#
    let outcome = runGen(
      [
        "streak", "--records", "-", "--reset", "--pending", pending, "--longest-ever", "5",
        "--json", "--locale", locale,
      ] + Self.now, stdin: records)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let reset = try #require(try jsonObject(outcome)["reset"] as? [String: Any])
    #expect(reset["checkIns"] as? Int == 2)
    #expect(reset["longestEver"] as? Int == 5)
    #expect(reset["remove"] as? [String] == ["bedtime.2026-12-01.1"])
    #expect((reset["confirmation"] as? String)?.contains(sentence) == true, "\(reset)")
  }

  /// Defect 1 with the audit's own case: the bundled sessions' state,
  /// given a content copy with `suzhou.sessions` at 5 miles and Suzhou's
  /// bonus at 1, keeps 8,360 miles; the sessions alone give 8,016
  /// (8,360 - 45 - 299).
  @Test func milesTakenAway() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let root = ReadmeCommandTests.root
    let sessions = root.appendingPathComponent("Examples/data/sessions.json").path
    let copy = directory.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: root.appendingPathComponent("Content"), to: copy)
    let file = copy.appendingPathComponent("expeditions.json")
    var expeditions = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var chapters = try #require(expeditions["chapters"] as? [[String: Any]])
    chapters[0]["bonusMiles"] = 1
    var missions = try #require(chapters[0]["missions"] as? [[String: Any]])
    let index = try #require(missions.firstIndex { $0["id"] as? String == "suzhou.sessions" })
    missions[index]["rewardMiles"] = 5
    chapters[0]["missions"] = missions
    expeditions["chapters"] = chapters
    try JSONSerialization.data(withJSONObject: expeditions).write(to: file)
    let state = runGen(["growth", "--sessions", sessions, "--json"] + Self.now)
    let statePath = try Self.write(state.standardOutput, "state.json", in: directory)
    func miles(_ extra: [String]) throws -> Int? {
      let outcome = runGen(
        ["growth", "--sessions", sessions, "--content", copy.path, "--json"] + extra + Self.now)
      #expect(outcome.exitCode == 0, "\(outcome.standardError)")
      return (try jsonObject(outcome)["profile"] as? [String: Any])?["miles"] as? Int
    }
    #expect((try jsonObject(state)["profile"] as? [String: Any])?["miles"] as? Int == 8_360)
    #expect(try miles([]) == 8_016)
    #expect(try miles(["--state", statePath]) == 8_360)
  }

  /// Defect 3 for programs: a finished program has `"nextDay": null`.
  @Test func missingKeys() throws {
    let records = (1...7).map { day in
      #"{"programId": "calm-start", "day": \#(day), "at": "2026-11-\#(String(format: "%02d", day + 10))T21:00:00+08:00"}"#
    }
    let outcome = runGen(
      ["goal", "program", "--program", "calm-start", "--records", "-", "--json"] + Self.now,
      stdin: "[" + records.joined(separator: ",") + "]")
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    #expect(json["finished"] as? Bool == true)
    #expect(json.keys.contains("nextDay"))
    #expect(json["nextDay"] is NSNull)
  }

  /// Defect 7: demo records of every kind are written in the zone in
  /// force, never `Z`.
  @Test(arguments: ["focus", "sleep", "savings", "footprint"])
  func demoMomentsInUTC(kind: String) throws {
    let outcome = runGen(["demo", kind, "--seed", "7"] + Self.now)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
    #expect(!records.isEmpty)
    for record in records {
      let moment = try #require((record["at"] ?? record["start"]) as? String)
      #expect(moment.hasSuffix("+08:00"), "\(moment)")
    }
  }

  /// Defect 2 with the audit's own case: a state built from the later
  /// half of the bundled sessions, given all of them, gives what all of
  /// them give alone (Paris at 4/12, 130/400, 4/6), and a state holding
  /// that, given fewer sessions, keeps it.
  @Test func keptStateLowersProgress() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = ReadmeCommandTests.root.appendingPathComponent("Examples/data/sessions.json")
    let sessions = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
    func path(_ list: [[String: Any]], _ name: String) throws -> String {
      try Self.write(
        String(decoding: try JSONSerialization.data(withJSONObject: list), as: UTF8.self), name,
        in: directory)
    }
    func paris(_ outcome: CLI.Outcome) throws -> [Int] {
      let chapters = try #require(try jsonObject(outcome)["chapters"] as? [[String: Any]])
      let chapter = try #require(chapters.first { $0["id"] as? String == "paris" })
      return (chapter["missions"] as? [[String: Any]] ?? []).compactMap { $0["progress"] as? Int }
    }
    let all = try path(sessions, "all.json")
    let later = try path(Array(sessions.suffix(sessions.count / 2)), "later.json")
    let fewer = try path(Array(sessions.prefix(3)), "fewer.json")
    let alone = runGen(["growth", "--sessions", all, "--json"] + Self.now)
    #expect(try paris(alone) == [4, 130, 4])
    let laterState = try Self.write(
      runGen(["growth", "--sessions", later, "--json"] + Self.now).standardOutput, "s1.json",
      in: directory)
    let both = runGen(["growth", "--sessions", all, "--state", laterState, "--json"] + Self.now)
    #expect(both.standardOutput == alone.standardOutput)
    let allState = try Self.write(alone.standardOutput, "s2.json", in: directory)
    let kept = runGen(["growth", "--sessions", fewer, "--state", allState, "--json"] + Self.now)
    #expect(try paris(kept) == [4, 130, 4])
  }
}
