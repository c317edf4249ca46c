import Foundation
import HabitRules
import Testing

@testable import GenCLI

/// `gen next`, and `--done` on `gen remind` and `gen sync`.
@Suite struct NextCommandTests {
  static let rules = #"""
    [
     {"id": "run", "title": "Run 5 km", "time": "20:00", "repeat": {"kind": "daily"}, "doneCovers": "day"},
     {"id": "gym", "title": "Gym", "time": "07:30", "repeat": {"kind": "weekly", "weekdays": [2, 6]}},
     {"id": "rent", "title": "Pay rent", "time": "09:00", "repeat": {"kind": "monthly", "day": 31},
      "monthEnd": "lastDay", "doneCovers": "month"}
    ]
    """#
  static let now = ["--now", "2027-01-27T10:00:00-05:00", "--tz", "America/New_York"]

  /// A file in a fresh temporary directory.
  static func file(_ text: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "next-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("done.json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Completions no rule's doneCovers takes (another id, a rule without
  /// doneCovers) leave every output byte for byte as without `--done`.
  @Test(arguments: [
    ["remind", "--reminders", "-", "--json"],
    ["remind", "--reminders", "-", "--locale", "en"],
    ["sync", "--pending", "EMPTY", "--reminders", "-", "--json"],
    ["sync", "--pending", "EMPTY", "--reminders", "-", "--bedtime"],
  ])
  func withoutATakenCompletionOutputsAreIdentical(arguments: [String]) throws {
    let empty = try Self.file("[]")
    let base = arguments.map { $0 == "EMPTY" ? empty : $0 } + Self.now
    let plain = runGen(base, stdin: Self.rules)
    let unrelated = try Self.file(
      #"[{"reminder": "nobody", "day": "2027-01-27"}, {"reminder": "gym", "day": "2027-01-27"}]"#)
    for extra in [["--done", empty], ["--done", unrelated]] {
      let with = runGen(base + extra, stdin: Self.rules)
      #expect(plain.exitCode == 0 && with.exitCode == 0)
      #expect(with.standardOutput == plain.standardOutput, "\(arguments) \(extra)")
      #expect(with.standardError == plain.standardError)
    }
  }

  @Test func remindSkipsTheDoneDay() throws {
    let done = try Self.file(#"[{"reminder": "run", "day": "2027-01-27"}]"#)
    let outcome = runGen(
      ["remind", "--reminders", "-", "--json", "--count", "2", "--done", done] + Self.now,
      stdin: Self.rules)
    let json = try jsonObject(outcome)
    let reminders = try #require(json["reminders"] as? [[String: Any]])
    #expect(
      reminders[0]["next"] as? [String] == [
        "2027-01-28T20:00:00-05:00", "2027-01-29T20:00:00-05:00",
      ])
    let requests = try #require(reminders[0]["requests"] as? [[String: Any]])
    #expect(requests.map { $0["id"] as? String } == ["custom.run.2027-01-28"])
  }

  @Test func syncReportsRefreshByForTheFallback() throws {
    let done = try Self.file(#"[{"reminder": "run", "day": "2027-01-27"}]"#)
    let pending = try Self.file(
      #"[{"id": "custom.run.daily", "trigger": {"kind": "calendar", "repeats": true, "hour": 20, "minute": 0}, "title": "Run 5 km", "body": "到时间了，现在就去做吧。"}]"#
    )
    let outcome = runGen(
      ["sync", "--pending", pending, "--reminders", "-", "--json", "--done", done] + Self.now,
      stdin: Self.rules)
    let json = try jsonObject(outcome)
    #expect(json["remove"] as? [String] == ["custom.run.daily"])
    let added = (json["add"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(added.contains("custom.run.2027-01-28") && !added.contains("custom.run.daily"))
    #expect(json["refreshBy"] as? String == "2027-01-28T20:00:00-05:00")
  }

  @Test func nextJSONHasTheContractShape() throws {
    let outcome = runGen(
      ["next", "--reminders", "-", "--json", "--bedtime", "--hours", "24"] + Self.now,
      stdin: Self.rules)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    let moments = try #require(json["moments"] as? [[String: Any]])
    #expect(!moments.isEmpty)
    let kinds = Set(moments.compactMap { $0["kind"] as? String })
    #expect(
      kinds.isSubset(of: [
        "dayStarts", "windowOpens", "windowCloses", "graceEnds", "weekStarts", "monthStarts",
        "quoteChanges", "freezeReplenished", "reminder",
      ]))
    #expect(kinds.isSuperset(of: ["dayStarts", "windowOpens", "windowCloses", "reminder"]))
    for moment in moments {
      #expect(Set(moment.keys) == ["at", "kind", "day", "id"])
      #expect((moment["kind"] as? String == "reminder") == !(moment["id"] is NSNull))
    }
    let ids = moments.compactMap { $0["id"] as? String }
    #expect(ids.contains("custom.run.daily"))
    #expect(ids.contains { $0.hasPrefix("bedtime.2027-01-27.") })
    let ats = moments.compactMap { ($0["at"] as? String).flatMap(ISO8601Moment.parse) }
    #expect(ats == ats.sorted() && ats.count == moments.count)
  }

  @Test func nextRejectsAHorizonPastThirtyOneDays() {
    let outcome = runGen(["next", "--hours", "745"] + Self.now)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.contains("--hours"))
  }
}
