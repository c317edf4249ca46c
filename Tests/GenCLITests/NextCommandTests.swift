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

  @Test(arguments: [
    (["--hours", "745"], "--hours"), (["--hours", "0"], "--hours"),
    (["--nights", "3"], "--nights"),
    (["--test-pending", "1"], "--test-pending"),
  ])
  func nextRejectsWhatItCannotUse(arguments: [String], option: String) {
    let outcome = runGen(["next"] + arguments + Self.now)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.hasPrefix("gen: ") && outcome.standardError.contains(option))
  }

  /// The reminder moments of `gen next` are `gen remind`'s occurrences in
  /// the horizon, with and without completions, on DST and skipped-date
  /// nights.
  @Test(arguments: [
    ("America/New_York", "2026-03-01T12:00:00-05:00"),
    ("Europe/London", "2026-10-20T12:00:00+01:00"),
    ("Pacific/Apia", "2011-12-20T12:00:00-10:00"),
    ("Australia/Lord_Howe", "2026-09-28T12:00:00+10:30"),
  ])
  func nextMatchesRemind(zone: String, now: String) throws {
    let rules = #"""
      [{"id": "a", "title": "A", "time": "02:30", "repeat": {"kind": "daily"}, "doneCovers": "day"},
       {"id": "b", "title": "B", "time": "00:00", "repeat": {"kind": "weekly", "weekdays": [1, 5]},
        "doneCovers": "week"},
       {"id": "c", "title": "C", "time": "23:30", "repeat": {"kind": "monthly", "day": 31},
        "monthEnd": "lastDay"}]
      """#
    let day = String(now.prefix(10))
    let done = try Self.file(
      #"[{"reminder": "a", "day": "\#(day)"}, {"reminder": "b", "day": "\#(day)"}]"#)
    let empty = try Self.file("[]")
    for completions in [empty, done] {
      let common = [
        "--reminders", "-", "--now", now, "--tz", zone, "--json", "--done", completions,
      ]
      let remind = try jsonObject(runGen(["remind", "--count", "40"] + common, stdin: rules))
      let next = try jsonObject(runGen(["next", "--hours", "744"] + common, stdin: rules))
      let end = try #require(ISO8601Moment.parse(now)).addingTimeInterval(744 * 3600)
      let moments = try #require(next["moments"] as? [[String: Any]])
      for entry in try #require(remind["reminders"] as? [[String: Any]]) {
        let id = try #require(entry["id"] as? String)
        let expected = (entry["next"] as? [String] ?? []).filter {
          (ISO8601Moment.parse($0) ?? .distantFuture) <= end
        }
        let got = moments.filter { ($0["id"] as? String)?.hasPrefix("custom.\(id).") == true }
          .compactMap { $0["at"] as? String }
        #expect(got == expected, "\(zone) \(id) \(completions == done ? "done" : "plain")")
      }
    }
  }
}
