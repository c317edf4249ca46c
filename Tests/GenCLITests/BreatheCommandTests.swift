import Foundation
import Testing

@testable import GenCLI

/// `gen breathe`: the list, a pattern's and a custom timeline, in JSON with
/// SPEC 26's keys and as a table; bad arguments exit 64 with one line.
@Suite struct BreatheCommandTests {
  @Test func listGivesEveryPatternWithItsPhases() throws {
    let outcome = runGen(["breathe", "--list", "--json", "--locale", "en"])
    #expect(outcome.exitCode == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
    #expect(rows.map { $0["id"] as? String } == ["4-7-8", "box", "coherent", "wim-hof"])
    #expect(rows.map { $0["name"] as? String }.first == "4-7-8 breathing")
    for row in rows {
      #expect(Set(row.keys).isSuperset(of: ["id", "name", "phases"]))
      let phases = try #require(row["phases"] as? [[String: Any]])
      #expect(phases.allSatisfy { Set($0.keys) == ["kind", "seconds"] })
    }
    let box = try #require(rows[1]["phases"] as? [[String: Any]])
    #expect(box.map { $0["kind"] as? String } == ["inhale", "hold", "exhale", "holdEmpty"])
  }

  /// 4-7-8 for 2 cycles, worked by hand: 0, 4, 11 | 19, 23, 30; 38 s.
  @Test(arguments: [
    ["breathe", "4-7-8", "--cycles", "2", "--json"],
    ["breathe", "--pattern", "4-7-8", "--cycles", "2", "--json"],
    ["breathe", "--phases", "4,7,8", "--cycles", "2", "--json"],
  ])
  func timelineJSON(arguments: [String]) throws {
    let outcome = runGen(arguments)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    #expect(Set(json.keys) == ["pattern", "cycles", "totalMs", "phases"])
    #expect(json["cycles"] as? Int == 2)
    #expect(json["totalMs"] as? Int == 38_000)
    let phases = try #require(json["phases"] as? [[String: Any]])
    #expect(phases.allSatisfy { Set($0.keys) == ["kind", "startMs", "ms", "cycle"] })
    #expect(phases.map { $0["startMs"] as? Int } == [0, 4_000, 11_000, 19_000, 23_000, 30_000])
    #expect(phases.map { $0["cycle"] as? Int } == [1, 1, 1, 2, 2, 2])
    #expect(
      phases.map { $0["kind"] as? String } == [
        "inhale", "hold", "exhale", "inhale", "hold", "exhale",
      ])
  }

  /// A length is written as each language reads it (`breathe` in
  /// `tables.json`), never as a clock: seconds alone, whole minutes,
  /// minutes and seconds, and hours; the timeline's start column stays a
  /// timer (`0:12`).
  @Test(arguments: [
    // arguments, the language, the heading's length
    (["4-7-8", "--cycles", "2"], "en", "2 cycles, 38 s"),
    (["4-7-8", "--cycles", "4"], "en", "4 cycles, 1 min 16 s"),
    (["coherent", "--cycles", "30"], "en", "30 cycles, 5 min"),
    (["coherent", "--cycles", "400"], "en", "400 cycles, 1 h 6 min 40 s"),
    (["4-7-8", "--cycles", "2"], "ja", "2サイクル、計38秒"),
    (["4-7-8", "--cycles", "4"], "ja", "4サイクル、計1分16秒"),
    (["coherent", "--cycles", "30"], "ja", "30サイクル、計5分"),
    (["coherent", "--cycles", "400"], "ja", "400サイクル、計1時間6分40秒"),
    (["4-7-8", "--cycles", "2"], "ko", "2회, 총 38초"),
    (["4-7-8", "--cycles", "4"], "ko", "4회, 총 1분 16초"),
    (["coherent", "--cycles", "30"], "ko", "30회, 총 5분"),
    (["coherent", "--cycles", "400"], "ko", "400회, 총 1시간 6분 40초"),
    (["4-7-8", "--cycles", "4"], "zh-Hans", "4 轮，共 1 分 16 秒"),
  ])
  func lengthsAsTheLanguageReadsThem(arguments: [String], language: String, length: String) {
    let outcome = runGen(["breathe"] + arguments + ["--locale", language])
    let heading = outcome.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
    #expect(heading.hasSuffix(length), "\(heading)")
    let list = runGen(["breathe", "--list", "--locale", language]).standardOutput
    #expect(!list.contains("1:16") && !list.contains("5:00"), "\(list)")
  }

  @Test func tableAndDefaults() throws {
    let table = runGen(["breathe", "box", "--locale", "en"])
    #expect(table.exitCode == 0)
    let lines = table.standardOutput.split(separator: "\n")
    #expect(lines.first == "Box breathing (box): 5 cycles, 1 min 20 s")
    #expect(lines.count == 1 + 20)
    #expect(lines[4] == "  0:12  cycle 1  Hold (empty)  4 s")
    let minutes = try jsonObject(runGen(["breathe", "coherent", "--minutes", "2", "--json"]))
    #expect(minutes["cycles"] as? Int == 12)
    #expect(minutes["totalMs"] as? Int == 120_000)
  }

  /// The pattern given alone may stand anywhere among the options, as the
  /// help says: each of these is `--pattern 4-7-8 --cycles 1`.
  @Test(arguments: [
    ["breathe", "4-7-8", "--cycles", "1", "--locale", "en"],
    ["breathe", "--locale", "en", "4-7-8", "--cycles", "1"],
    ["breathe", "--cycles", "1", "--locale=en", "4-7-8"],
    ["breathe", "--pattern", "4-7-8", "--cycles", "1", "--locale", "en"],
  ])
  func thePatternAloneStandsAnywhere(arguments: [String]) {
    let outcome = runGen(arguments)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.hasPrefix("4-7-8 breathing (4-7-8): 1 cycle, 19 s\n"))
  }

  @Test(arguments: [
    (["breathe"], "gen: gen breathe needs a pattern ID, --phases S,S,S or --list"),
    (
      ["breathe", "--cycles", "1", "box", "4-7-8"],
      "gen: unexpected argument \"4-7-8\" for gen breathe; options start with --"
    ),
    (["breathe", "box", "--pattern", "box"], "gen: --pattern is given more than once"),
    (
      ["breathe", "square"],
      "gen: unknown pattern \"square\"; use 4-7-8, box, coherent, wim-hof or --phases"
    ),
    (
      ["breathe", "box", "--cycles", "0"],
      "gen: invalid --cycles value \"0\": expected a whole number 1-3600"
    ),
    (
      ["breathe", "box", "--minutes", "121"],
      "gen: invalid --minutes value \"121\": expected a whole number 1-120"
    ),
    (
      ["breathe", "box", "--cycles", "2", "--minutes", "2"],
      "gen: give --cycles or --minutes, not both"
    ),
    (["breathe", "--phases", "4,7,8"], "gen: --phases needs --cycles N or --minutes M"),
    (
      ["breathe", "box", "--phases", "4,4", "--cycles", "1"],
      "gen: give a pattern ID or --phases, not both"
    ),
    (
      ["breathe", "box", "--list"], "gen: --list takes no pattern, --phases, --cycles or --minutes"
    ),
    (
      ["breathe", "--phases", "4,31,8", "--cycles", "1"],
      "gen: invalid --phases value \"4,31,8\": phases[1]: the hold is 31 s; use whole seconds 1-30"
    ),
    (
      ["breathe", "--phases", "4", "--cycles", "1"],
      "gen: invalid --phases value \"4\": phases: 1 phase; a pattern needs an inhale and an exhale; give 2-4 lengths: inhale, hold, exhale, hold after exhale (4,7,8)"
    ),
  ])
  func badArguments(arguments: [String], message: String) {
    let outcome = runGen(arguments)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == message + "\n")
  }
}

/// `gen review` shows how many sessions ended calmer, and only when this
/// period has one.
@Suite struct ReviewCalmerRowTests {
  static func review(_ sessions: String) -> CLI.Outcome {
    runGen(
      [
        "review", "--sessions", "-", "--now", "2026-12-03T12:00:00+08:00", "--tz",
        "Asia/Shanghai", "--locale", "en",
      ], stdin: sessions)
  }

  @Test func calmerRow() throws {
    let calmer = Self.review(
      #"""
      [{"id": "a", "start": "2026-12-01T21:00:00+08:00", "minutes": 2, "before": 2, "after": 4},
       {"id": "b", "start": "2026-12-02T21:00:00+08:00", "minutes": 2, "before": 3, "after": 3}]
      """#)
    #expect(calmer.exitCode == 0, "\(calmer.standardError)")
    let row = calmer.standardOutput.split(separator: "\n").first { $0.contains("Ended calmer") }
    #expect(row?.split(separator: " ").suffix(2) == ["1", "0"])
    let json = try jsonObject(
      runGen(
        [
          "review", "--sessions", "-", "--now", "2026-12-03T12:00:00+08:00", "--tz",
          "Asia/Shanghai", "--json",
        ],
        stdin:
          #"[{"id": "a", "start": "2026-12-01T21:00:00+08:00", "minutes": 2, "before": 2, "after": 4}]"#
      ))
    #expect(json["endedCalmer"] as? Int == 1)
    #expect(json["moodChecks"] as? Int == 1)
    let notCalmer = Self.review(
      #"[{"id": "b", "start": "2026-12-02T21:00:00+08:00", "minutes": 2, "before": 4, "after": 2}]"#
    )
    #expect(notCalmer.exitCode == 0)
    #expect(!notCalmer.standardOutput.contains("Ended calmer"))
  }
}

/// `gen goal program` says what each day runs: the pattern's name in the
/// locale (a custom one by its lengths) and the length.
@Suite struct ProgramRunsTests {
  @Test(arguments: [
    (
      "en",
      "  [ ]  4  Box breathing: In, hold, out, hold, four counts each; repeat five rounds. (Box breathing, 5 cycles)"
    ),
    ("en", "(4-6, 3 minutes)"),
    ("ja", "（ボックス呼吸、5サイクル）"),
    ("ko", "(상자 호흡, 5회)"),
    ("zh-Hans", "（方块呼吸，5 轮）"),
  ])
  func daysSayWhatTheyRun(locale: String, line: String) {
    let outcome = runGen(
      ["goal", "program", "--program", "calm-start", "--records", "-", "--locale", locale],
      stdin: "[]")
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains(line), "\(outcome.standardOutput)")
  }
}
