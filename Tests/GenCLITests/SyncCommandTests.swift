import Foundation
import Testing

@testable import GenCLI

@Suite struct SyncCommandTests {
  static let base = [
    "sync", "--now", "2026-11-30T21:05:00-05:00", "--tz", "America/New_York", "--bedtime",
    "--seed", "4",
  ]
  static let pending = #"""
    [{"id": "com.other.ping", "trigger": {"kind": "timeInterval", "seconds": 60}},
     {"id": "custom.gone.daily", "trigger": {"kind": "calendar", "repeats": true, "hour": 9, "minute": 0},
      "title": "Old", "body": "x"}]
    """#

  /// Runs gen sync with the given pending requests written to a file.
  static func sync(_ extra: [String], pending: String, rules: String? = nil) throws -> CLI.Outcome {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pendingFile = directory.appendingPathComponent("pending.json")
    try Data(pending.utf8).write(to: pendingFile)
    var arguments = base + extra + ["--pending", pendingFile.path]
    if let rules {
      let rulesFile = directory.appendingPathComponent("rules.json")
      try Data(rules.utf8).write(to: rulesFile)
      arguments += ["--reminders", rulesFile.path]
    }
    return runGen(arguments)
  }

  static let rules = #"""
    [{"id": "run", "title": "Run", "time": "20:00", "repeat": {"kind": "daily"}},
     {"id": "rent", "title": "Pay rent", "time": "09:00", "repeat": {"kind": "monthly", "day": 31},
      "monthEnd": "lastDay"}]
    """#

  @Test func applyingItsOwnOutputAndSyncingAgainIsEmpty() throws {
    let first = try Self.sync(["--json"], pending: Self.pending, rules: Self.rules)
    #expect(first.exitCode == 0 && first.standardError.isEmpty)
    let json = try jsonObject(first)
    #expect(
      Set(json.keys) == [
        "authorization", "add", "remove", "keep", "foreign", "untouched", "scheduled", "limit",
        "leftOut", "refreshBy", "unscheduledRules", "blocked",
      ])
    #expect(json["remove"] as? [String] == ["custom.gone.daily"])
    #expect(json["foreign"] as? [String] == ["com.other.ping"])
    #expect(json["limit"] as? Int == 64)
    let add = try #require(json["add"] as? [[String: Any]])
    #expect(json["scheduled"] as? Int == add.count)
    #expect(add.count == 63)  // 64 minus the foreign request
    #expect(add.contains { $0["id"] as? String == "custom.run.daily" })
    #expect(add.allSatisfy { ["bedtime", "custom"].contains($0["source"] as? String) })
    // 63 slots: the daily rule's one, then the nearest 60 bedtime reminders
    // (the cap) and the rent's first date; the rest of the horizon is left
    // out, counted against what `gen plan` plans.
    let plan = try jsonObject(
      runGen([
        "plan", "--now", "2026-11-30T21:05:00-05:00", "--tz", "America/New_York", "--seed", "4",
        "--json",
      ]))
    let nights = try #require(plan["nights"] as? [[String: Any]])
    let future = nights.flatMap { ($0["reminders"] as? [[String: Any]]) ?? [] }.filter {
      ($0["at"] as? String ?? "") > "2026-11-30T21:05:00-05:00"
    }
    let bedtimeAdded = add.filter { $0["source"] as? String == "bedtime" }.count
    #expect(bedtimeAdded == 60)
    let leftOut = try #require(json["leftOut"] as? [String: Int])
    #expect(leftOut["bedtime"] == future.count - 60)
    #expect(json["refreshBy"] as? String != nil)
    // What the OS has after applying: the foreign request and everything added.
    let applied = try JSONSerialization.data(
      withJSONObject: [["id": "com.other.ping"]] + add)
    let second = try Self.sync(
      ["--json"], pending: String(decoding: applied, as: UTF8.self), rules: Self.rules)
    let again = try jsonObject(second)
    #expect((again["add"] as? [Any])?.isEmpty == true)
    #expect((again["remove"] as? [Any])?.isEmpty == true)
    #expect((again["keep"] as? [String])?.count == 63)
  }

  @Test func deniedRemovesExactlyTheOwnedRequests() throws {
    let outcome = try Self.sync(["--json", "--denied"], pending: Self.pending, rules: Self.rules)
    let json = try jsonObject(outcome)
    #expect((json["add"] as? [Any])?.isEmpty == true)
    #expect(json["remove"] as? [String] == ["custom.gone.daily"])
    #expect(json["foreign"] as? [String] == ["com.other.ping"])
    #expect(json["scheduled"] as? Int == 0)
  }

  @Test func tightLimitNamesWhatWasLeftOut() throws {
    let outcome = try Self.sync(["--json", "--limit", "10"], pending: "[]", rules: Self.rules)
    let json = try jsonObject(outcome)
    #expect((json["add"] as? [Any])?.count == 10)
    let leftOut = try #require(json["leftOut"] as? [String: Int])
    #expect((leftOut["bedtime"] ?? 0) > 0)
    #expect(json["refreshBy"] as? String != nil)
  }

  @Test func readableTableListsAddRemoveKeepPerSource() throws {
    let outcome = try Self.sync(["--locale", "en"], pending: Self.pending, rules: Self.rules)
    #expect(outcome.exitCode == 0)
    let text = outcome.standardOutput
    #expect(
      text.hasPrefix("Sync in America/New_York at Mon Nov 30, 2026, 21:05: 63 of 64 slots used"))
    #expect(text.contains("remove     1 (bedtime 0, custom 1)\n  - custom.gone.daily\n"))
    #expect(text.contains("  + custom.run.daily  repeats daily at 20:00  \"Run\"\n"))
    #expect(text.contains("other apps 1 (never touched)\n"))
  }

  @Test(
    arguments: [
      // pending file, exit code, the one line
      // The root is rejected as it opens: an object where an array belongs.
      ("{", 65, "expected a JSON array of pending requests, found an object"),
      (
        #"[{"title": "x"}]"#, 65,
        "pending[0].id: missing"
      ),
      (
        "[3]", 65,
        #"pending[0]: expected an object, found a number"#
      ),
    ] as [(String, Int32, String)])
  func badPendingIsOneLine(pending: String, exitCode: Int32, message: String) throws {
    let outcome = try Self.sync([], pending: pending)
    #expect(outcome.exitCode == exitCode)
    #expect(outcome.standardError.hasPrefix("gen: --pending "))
    #expect(outcome.standardError.hasSuffix(": \(message)\n"))
  }

  @Test func bothFromStandardInputIsAUsageError() {
    let outcome = runGen(["sync", "--pending", "-", "--reminders", "-"])
    #expect(outcome.exitCode == 64)
    #expect(
      outcome.standardError
        == "gen: only one of --pending and --reminders can read standard input\n")
  }
}
