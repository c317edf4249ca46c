import Foundation
import HabitRules
import Testing

@testable import GenCLI

/// `gen demo KIND` piped into the kind's command, and the demo rules seen
/// from the command line: outputs marked, real records win, `gen sync`
/// refuses, nothing newly earned.
@Suite struct DemoCommandTests {
  static let window = ["--now", "2026-12-01T20:30:00+08:00", "--tz", "Asia/Shanghai"]

  /// `gen demo KIND` with the window, a seed and `--days`.
  static func demo(_ kind: String, seed: String = "7", days: String = "14") -> CLI.Outcome {
    runGen(["demo", kind] + window + ["--seed", seed, "--days", days])
  }

  /// Each kind, and the command that reads it with the arguments after the
  /// file option (`-`, standard input).
  static let consumers: [(kind: String, command: [String])] = [
    // (kind, command reading standard input)
    ("focus", ["growth", "--sessions", "-"]),
    ("sleep", ["streak", "--records", "-"]),
    ("savings", ["goal", "wish", "--target", "100000", "--deposits", "-"]),
    ("footprint", ["badges", "--events", "-"]),
    ("reminders", ["remind", "--reminders", "-"]),
  ]

  @Test(arguments: 0..<consumers.count)
  func eachKindIsAcceptedByItsCommandAndMarked(index: Int) throws {
    let (kind, command) = Self.consumers[index]
    let records = Self.demo(kind)
    #expect(records.exitCode == 0, "stderr: \(records.standardError)")
    let list = try JSONSerialization.jsonObject(with: Data(records.standardOutput.utf8))
    let items = try #require(list as? [[String: Any]])
    #expect(!items.isEmpty)
    #expect(items.allSatisfy { $0["demo"] as? Bool == true })
    let json = runGen(command + Self.window + ["--json"], stdin: records.standardOutput)
    #expect(json.exitCode == 0, "stderr: \(json.standardError)")
    #expect(try jsonObject(json)["demo"] as? Bool == true)
    let table = runGen(command + Self.window + ["--locale", "en"], stdin: records.standardOutput)
    #expect(table.exitCode == 0, "stderr: \(table.standardError)")
    #expect(
      table.standardOutput.hasPrefix(
        "Sample data: these records aren't yours. They go away once you add one of your own.\n"))
  }

  /// The table's notice is the content's, in the language of `--locale`.
  @Test(arguments: ["zh-Hans", "en", "ja", "ko"])
  func theNoticeIsInTheChosenLanguage(locale: String) throws {
    let notice = try HabitContent.bundled().demo.notice.string(in: Language(rawValue: locale))
    let records = Self.demo("focus").standardOutput
    let table = runGen(
      ["growth", "--sessions", "-", "--locale", locale] + Self.window, stdin: records)
    #expect(table.exitCode == 0, "stderr: \(table.standardError)")
    #expect(table.standardOutput.split(separator: "\n").first.map(String.init) == notice)
    // Real records only: no notice.
    let real = runGen(
      ["growth", "--sessions", "-", "--locale", locale] + Self.window,
      stdin: #"[{"id": "mine", "start": "2026-12-01T19:00:00+08:00", "minutes": 30}]"#)
    #expect(!real.standardOutput.contains(notice))
  }

  @Test(arguments: DemoKinds.all)
  func sameArgumentsSameBytesOtherSeedOtherRecords(kind: String) {
    #expect(Self.demo(kind).standardOutput == Self.demo(kind).standardOutput)
    #expect(Self.demo(kind).standardOutput != Self.demo(kind, seed: "8").standardOutput)
  }

  /// One real record in a demo file: every demo record is left out (a note
  /// says so), the output is not demo and its figures are the real
  /// record's alone.
  static let mixes: [(kind: String, command: [String], real: String, field: String)] = [
    // (kind, command, one real record, a figure of the output, as a JSON path)
    (
      "focus", ["growth", "--sessions", "-"],
      #"{"id": "mine", "start": "2026-12-01T19:00:00+08:00", "minutes": 30}"#, "profile.sessions"
    ),
    ("sleep", ["streak", "--records", "-"], #"{"day": "2026-12-01"}"#, "current"),
    (
      "savings", ["goal", "wish", "--target", "100000", "--deposits", "-"],
      #"{"at": "2026-12-01T19:00:00+08:00", "amount": 1234}"#, "saved"
    ),
  ]

  @Test(arguments: 0..<mixes.count)
  func oneRealRecordDropsEveryDemoRecord(index: Int) throws {
    let (kind, command, real, field) = Self.mixes[index]
    let records = Self.demo(kind).standardOutput
    let body = records.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst()
    let mixed = "[" + real + "," + body
    let count = try #require(
      try JSONSerialization.jsonObject(with: Data(records.utf8)) as? [Any]
    ).count
    let outcome = runGen(command + Self.window + ["--json"], stdin: mixed)
    let alone = runGen(command + Self.window + ["--json"], stdin: "[" + real + "]")
    #expect(outcome.exitCode == 0, "stderr: \(outcome.standardError)")
    #expect(try jsonObject(outcome)["demo"] as? Bool == false)
    #expect(
      try value(at: field, in: jsonObject(outcome)) as? Int == value(
        at: field, in: jsonObject(alone)) as? Int)
    #expect(
      outcome.standardError
        == "gen: note: \(command[command.count - 2]) standard input: \(count) demo records left out; the file has records of your own\n"
    )
  }

  /// Program sessions have no demo kind, but carry the flag and follow
  /// the rule: demo sessions alone are marked, and a real one wins.
  @Test func programSessionsFollowTheRule() throws {
    let demo =
      #"{"programId": "calm-start", "day": 1, "at": "2026-11-26T21:10:00+08:00", "demo": true},"#
      + #"{"programId": "calm-start", "day": 2, "at": "2026-11-27T21:10:00+08:00", "demo": true}"#
    let real = #"{"programId": "calm-start", "day": 1, "at": "2026-11-28T21:10:00+08:00"}"#
    let command = ["goal", "program", "--program", "calm-start", "--records", "-", "--json"]
    let demoOnly = try jsonObject(runGen(command + Self.window, stdin: "[" + demo + "]"))
    #expect(demoOnly["demo"] as? Bool == true)
    #expect(demoOnly["completedDays"] as? [Int] == [1, 2])
    let mixed = runGen(command + Self.window, stdin: "[" + demo + "," + real + "]")
    #expect(try jsonObject(mixed)["demo"] as? Bool == false)
    #expect(try jsonObject(mixed)["completedDays"] as? [Int] == [1])
    #expect(
      mixed.standardError
        == "gen: note: --records standard input: 2 demo records left out; the file has records of your own\n"
    )
  }

  /// The README's demo file is what `gen demo` prints for it.
  @Test func exampleDemoFileIsTheCommandsOutput() throws {
    let file = ReadmeCommandTests.root.appendingPathComponent("Examples/data/demo-sleep.json")
    let outcome = runGen([
      "demo", "sleep", "--now", "2026-12-01T23:30:00+08:00", "--tz", "Asia/Shanghai", "--seed",
      "4", "--days", "14",
    ])
    #expect(outcome.standardOutput == (try String(contentsOf: file, encoding: .utf8)))
  }

  /// The value at a dotted path of a JSON object.
  func value(at path: String, in object: [String: Any]) -> Any? {
    var current: Any? = object
    for key in path.split(separator: ".") {
      current = (current as? [String: Any])?[String(key)]
    }
    return current
  }

  @Test func syncRefusesDemoRules() throws {
    let rules = Self.demo("reminders").standardOutput
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "demo-sync-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("rules.json")
    try Data(rules.utf8).write(to: file)
    let outcome = runGen(
      ["sync", "--pending", "-", "--reminders", file.path] + Self.window, stdin: "[]")
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError
        == "gen: --reminders \(file.path): demo reminder rules (\"demo\": true) are never scheduled; sync schedules a person's own rules only\n"
    )
    // With one rule of the person's own, the demo rules are left out and
    // only that rule is scheduled.
    let mixed =
      #"[{"id": "mine", "title": "Mine", "time": "09:00", "repeat": {"kind": "daily"}},"#
      + rules.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst()
    try Data(mixed.utf8).write(to: file)
    let synced = runGen(
      ["sync", "--pending", "-", "--reminders", file.path, "--json"] + Self.window, stdin: "[]")
    #expect(synced.exitCode == 0, "stderr: \(synced.standardError)")
    let added = try #require(try jsonObject(synced)["add"] as? [[String: Any]])
    #expect(added.map { $0["id"] as? String } == ["custom.mine.daily"])
  }

  /// Badges from demo metrics are shown but never newly earned, whichever
  /// snapshot is demo; a demo previous file never marks real metrics.
  @Test(arguments: [(true, false), (false, true), (true, true), (false, false)])
  func badgesAreNeverNewlyEarnedFromDemoMetrics(currentDemo: Bool, previousDemo: Bool) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "demo-badges-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let previous = directory.appendingPathComponent("previous.json")
    try Data(#"{"recordedDays": 0, "demo": \#(previousDemo)}"#.utf8).write(to: previous)
    let outcome = runGen(
      ["badges", "--metrics", "-", "--previous", previous.path, "--json"],
      stdin: #"{"recordedDays": 60, "demo": \#(currentDemo)}"#)
    #expect(outcome.exitCode == 0, "stderr: \(outcome.standardError)")
    let json = try jsonObject(outcome)
    let newly = try #require(json["newlyEarned"] as? [String])
    // Only the current metrics mark the report; a demo side on either
    // end means nothing is newly earned.
    #expect(json["demo"] as? Bool == currentDemo)
    #expect(newly.isEmpty == (currentDemo || previousDemo))
  }

  @Test(arguments: [
    // (arguments after "demo", the one line on stderr)
    (
      ["focus", "--now", "2026-12-01T20:30:00+08:00", "--tz", "UTC", "--seed", "1", "--days", "0"],
      "gen: invalid --days value \"0\": expected a whole number of days 1-366"
    ),
    (
      [
        "sleep", "--now", "2026-12-01T20:30:00+08:00", "--tz", "UTC", "--seed", "1", "--days",
        "367",
      ],
      "gen: invalid --days value \"367\": expected a whole number of days 1-366"
    ),
    (
      ["savings", "--tz", "UTC", "--seed", "1"],
      "gen: gen demo savings needs --now T (the records end at it)"
    ),
    (
      ["footprint", "--now", "2026-12-01T20:30:00+08:00", "--seed", "1"],
      "gen: gen demo footprint needs --tz ZONE (the records fall on its days and clock)"
    ),
    (
      ["reminders", "--now", "2026-12-01T20:30:00+08:00", "--tz", "UTC"],
      "gen: gen demo reminders needs --seed N (another seed gives other records)"
    ),
    (
      ["focus", "--now", "0001-01-01T12:00:00Z", "--tz", "UTC", "--seed", "1"],
      "gen: invalid --now value: outside the demo's years; use a moment from 0002-02-01T00:00:00Z to 9999-12-01T00:00:00Z"
    ),
    (
      ["walks"], "gen: unknown gen demo kind \"walks\"; use focus|sleep|savings|footprint|reminders"
    ),
  ])
  func badDemoCommandLinesAreOneUsageLine(arguments: [String], message: String) {
    let outcome = runGen(["demo"] + arguments)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == message + "\n")
  }
}

/// The kinds `gen demo` writes.
enum DemoKinds {
  static let all = ["focus", "sleep", "savings", "footprint", "reminders"]
}
