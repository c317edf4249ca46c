import Foundation
import Testing

@testable import GenCLI

/// Issue 23's findings, each with the inputs it was found with.
@Suite struct SyncFindingsTests {
  static let shanghai = ["--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai"]

  /// Runs gen sync with files for the pending requests and the rules.
  static func sync(
    _ arguments: [String], pending: String = "[]", rules: String? = nil
  ) throws -> CLI.Outcome {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pendingFile = directory.appendingPathComponent("p0.json")
    try Data(pending.utf8).write(to: pendingFile)
    var all = ["sync", "--pending", pendingFile.path] + arguments
    if let rules {
      let rulesFile = directory.appendingPathComponent("rules.json")
      try Data(rules.utf8).write(to: rulesFile)
      all += ["--reminders", rulesFile.path]
    }
    return runGen(all)
  }

  static func json(_ outcome: CLI.Outcome) throws -> [String: Any] {
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    return try jsonObject(outcome)
  }

  static func ids(_ json: [String: Any], _ key: String) -> [String] {
    if key == "add" {
      return ((json["add"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
    }
    return (json[key] as? [String]) ?? []
  }

  static func rule(_ id: String, _ repeatJSON: String, time: String = "07:30") -> String {
    #"{"id": "\#(id)", "title": "T \#(id)", "time": "\#(time)", "repeat": \#(repeatJSON)}"#
  }

  // MARK: 1. The budget counts everything left out

  @Test func eightNightsLeaveOutTwentyFourWithTheFirstMoment() throws {
    let json = try Self.json(Self.sync(["--bedtime", "--json"] + Self.shanghai))
    #expect(json["leftOut"] as? [String: Int] == ["bedtime": 24, "custom": 0])
    #expect(json["refreshBy"] as? String == "2026-10-07T01:52:00+08:00")
    // The bedtime cap still holds.
    #expect(Self.ids(json, "add").count == 60)
    // And `gen plan` agrees: 84 reminders ahead, 60 queued.
    let plan = try jsonObject(runGen(["plan", "--json"] + Self.shanghai))
    let ahead = ((plan["nights"] as? [[String: Any]]) ?? []).flatMap {
      ($0["reminders"] as? [[String: Any]]) ?? []
    }.filter { ($0["at"] as? String ?? "") > "2026-10-01T21:05:00+08:00" }
    #expect(ahead.count == 84)
    #expect(ahead.compactMap { $0["at"] as? String }.sorted()[60] == "2026-10-07T01:52:00+08:00")
  }

  @Test func tenDailyRulesAMonthlyAndAOnceLeaveOutThirtyTwo() throws {
    let rules =
      "["
      + ((0..<10).map { Self.rule("d\($0)", #"{"kind": "daily"}"#) }
      + [
        Self.rule("m", #"{"kind": "monthly", "day": 15}"#),
        Self.rule("o", #"{"kind": "once", "date": "2026-12-25"}"#),
      ]).joined(separator: ",") + "]"
    let json = try Self.json(
      Self.sync(["--bedtime", "--json"] + Self.shanghai, rules: rules))
    // 11 repeating slots, then 53 of the 84 bedtime reminders; the once
    // rule on Christmas comes after all of them.
    #expect(json["leftOut"] as? [String: Int] == ["bedtime": 31, "custom": 1])
    #expect(json["unscheduledRules"] as? [String] == ["o"])
  }

  // MARK: 2. A dated rule that gets no slot is left out

  @Test(arguments: [["--limit", "2"], ["--limit", "0"]])
  func datedRuleWithNoSlotIsLeftOut(limit: [String]) throws {
    let pending = #"[{"id": "com.a.1"}, {"id": "com.a.2"}]"#
    let rules = "[" + Self.rule("trip", #"{"kind": "once", "date": "2026-10-03"}"#) + "]"
    let json = try Self.json(
      Self.sync(["--json"] + limit + Self.shanghai, pending: pending, rules: rules))
    #expect(json["scheduled"] as? Int == 0)
    #expect(json["leftOut"] as? [String: Int] == ["bedtime": 0, "custom": 1])
    #expect(json["refreshBy"] as? String == "2026-10-03T07:30:00+08:00")
    #expect(json["unscheduledRules"] as? [String] == ["trip"])
  }

  // MARK: 3. Changed triggers are outdated

  @Test(arguments: [
    #"{"kind": "calendar", "repeats": false, "hour": 7, "minute": 30}"#,
    #"{"kind": "calendar", "repeats": true, "hour": 7, "minute": 30, "year": 2026}"#,
    #"{"kind": "calendar", "hour": 7, "minute": 30}"#,
  ])
  func pendingTriggerThatFiresDifferentlyIsReplaced(trigger: String) throws {
    let pending =
      #"[{"id": "custom.d0.daily", "trigger": \#(trigger), "title": "T d0", "body": "B"}]"#
    let rules =
      "["
      + #"{"id": "d0", "title": "T d0", "note": "B", "time": "07:30", "repeat": {"kind": "daily"}}"#
      + "]"
    let json = try Self.json(Self.sync(["--json"] + Self.shanghai, pending: pending, rules: rules))
    #expect(Self.ids(json, "remove") == ["custom.d0.daily"])
    #expect(Self.ids(json, "add") == ["custom.d0.daily"])
    // The same request exactly as written is kept.
    let exact =
      #"[{"id": "custom.d0.daily", "trigger": {"kind": "calendar", "repeats": true, "hour": 7, "minute": 30}, "title": "T d0", "body": "B"}]"#
    let kept = try Self.json(Self.sync(["--json"] + Self.shanghai, pending: exact, rules: rules))
    #expect(Self.ids(kept, "keep") == ["custom.d0.daily"] && Self.ids(kept, "add").isEmpty)
  }

  // MARK: 4. Ids are bytes

  /// 10 foreign ids spelled one way and 10 the other: 20 slots.
  @Test(arguments: [("caf\u{E9}", "cafe\u{301}"), ("\u{212A}", "K")])
  func canonicallyEquivalentForeignIdsAreTwoRequests(first: String, second: String) throws {
    let ids = (0..<10).map { "other.\(first).\($0)" } + (0..<10).map { "other.\(second).\($0)" }
    let pending = try String(
      decoding: JSONSerialization.data(withJSONObject: ids.map { ["id": $0] }), as: UTF8.self)
    let json = try Self.json(Self.sync(["--bedtime", "--json"] + Self.shanghai, pending: pending))
    #expect(Self.ids(json, "foreign").count == 20)
    #expect(
      Set(Self.ids(json, "foreign").map { Array($0.utf8) }) == Set(ids.map { Array($0.utf8) }))
    // After the diff 64 are pending, not 74.
    #expect(json["scheduled"] as? Int == 44)
  }

  @Test(arguments: [["--denied"], []])
  func bothSpellingsOfAnOwnedIdAreRemoved(extra: [String]) throws {
    let ids = ["bedtime.caf\u{E9}", "bedtime.cafe\u{301}"]
    let pending = try String(
      decoding: JSONSerialization.data(withJSONObject: ids.map { ["id": $0] }), as: UTF8.self)
    let json = try Self.json(
      Self.sync(["--bedtime", "--json"] + extra + Self.shanghai, pending: pending))
    #expect(Set(Self.ids(json, "remove").map { Array($0.utf8) }) == Set(ids.map { Array($0.utf8) }))
  }

  // MARK: 5. Tests stay in their reserve

  @Test func tenThousandPendingTestsKeepFour() throws {
    // Every second from 21:05:11 on: all ahead.
    let start = try #require(ISO8601DateFormatter().date(from: "2026-10-01T13:05:10Z"))
    let tests = (1...10_000).map { number in
      let at = ISO8601DateFormatter().string(from: start.addingTimeInterval(Double(number)))
      return
        #"{"id": "bedtime.test.2026-10-01.\#(number)", "trigger": {"kind": "date", "at": "\#(at)"}, "title": "t", "body": "b"}"#
    }
    let json = try Self.json(
      Self.sync(
        ["--bedtime", "--json"] + Self.shanghai, pending: "[" + tests.joined(separator: ",") + "]"))
    let kept = Self.ids(json, "keep")
    #expect(kept.count == 4 && kept.allSatisfy { $0.hasPrefix("bedtime.test.") })
    #expect(Self.ids(json, "remove").count == 9_996)
    let added = Self.ids(json, "add")
    #expect(added.count == 56 && !added.contains { $0.hasPrefix("bedtime.test.") })
  }

  // MARK: 6. Without --bedtime, bedtime requests stay

  @Test func withoutBedtimeThePendingBedtimeRequestsAreUntouched() throws {
    let first = try Self.json(Self.sync(["--bedtime", "--json"] + Self.shanghai))
    let bedtime = try #require(first["add"] as? [[String: Any]])
    let custom = (0..<5).map { ["id": "custom.gone\($0).daily"] }
    let pending = try String(
      decoding: JSONSerialization.data(withJSONObject: Array(bedtime.prefix(59)) + custom),
      as: UTF8.self)
    let outcome = try Self.sync(["--json"] + Self.shanghai, pending: pending)
    let json = try Self.json(outcome)
    #expect(Self.ids(json, "remove") == (0..<5).map { "custom.gone\($0).daily" })
    #expect(Self.ids(json, "untouched").count == 59)
    #expect(
      outcome.standardError
        == "gen: note: 59 pending bedtime requests left untouched: this sync does not include --bedtime\n"
    )
  }

  // MARK: 7. Adoption

  @Test func anAppsOwnPrefixIsAdopted() throws {
    let uuid = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
    let rules =
      "["
      + #"{"id": "\#(uuid)", "title": "Run", "note": "Go", "time": "07:30", "repeat": {"kind": "weekly", "weekdays": [2, 4]}}"#
      + "]"
    let pending = #"""
      [{"id": "kangkang.custom.\#(uuid).w2", "trigger": {"kind": "calendar", "repeats": true, "hour": 7, "minute": 30, "weekday": 2}, "title": "Run", "body": "Go"},
       {"id": "kangkang.custom.\#(uuid).w4", "trigger": {"kind": "calendar", "repeats": true, "hour": 7, "minute": 30, "weekday": 4}, "title": "Run", "body": "Go"}]
      """#
    let json = try Self.json(
      Self.sync(
        ["--json", "--prefix", "custom=kangkang.custom."] + Self.shanghai, pending: pending,
        rules: rules))
    #expect(Self.ids(json, "keep") == ["kangkang.custom.\(uuid).w2", "kangkang.custom.\(uuid).w4"])
    #expect(Self.ids(json, "add").isEmpty && Self.ids(json, "remove").isEmpty)
    // Without the prefix they would be foreign and the rule duplicated.
    let unadopted = try Self.json(
      Self.sync(["--json"] + Self.shanghai, pending: pending, rules: rules))
    #expect(Self.ids(unadopted, "foreign").count == 2 && Self.ids(unadopted, "add").count == 2)
  }

  @Test func weeklyOnAllSevenDaysIsOneDailyRequest() throws {
    let rules =
      "[" + Self.rule("all", #"{"kind": "weekly", "weekdays": [7, 1, 2, 3, 4, 5, 6]}"#) + "]"
    let json = try Self.json(Self.sync(["--json"] + Self.shanghai, rules: rules))
    let add = try #require(json["add"] as? [[String: Any]])
    #expect(add.count == 1 && add.first?["id"] as? String == "custom.all.daily")
    let trigger = try #require(add.first?["trigger"] as? [String: Any])
    #expect(Set(trigger.keys) == ["kind", "repeats", "hour", "minute"])
    #expect(trigger["kind"] as? String == "calendar" && trigger["repeats"] as? Bool == true)
    #expect(trigger["hour"] as? Int == 7 && trigger["minute"] as? Int == 30)
  }

  @Test(arguments: ["bedtime", "custom=", "x=y.", "custom=bedtime.z"])
  func badPrefixIsAUsageError(value: String) throws {
    let outcome = try Self.sync(["--prefix", value] + Self.shanghai)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.hasPrefix("gen: "))
  }

  // MARK: 8. Authorization

  struct AuthorizationCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let schedules: Bool
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    AuthorizationCase(arguments: ["--authorization", "notDetermined"], schedules: false),
    AuthorizationCase(arguments: ["--authorization", "denied"], schedules: false),
    AuthorizationCase(arguments: ["--denied"], schedules: false),
    AuthorizationCase(arguments: ["--authorization", "authorized"], schedules: true),
    AuthorizationCase(arguments: ["--authorization", "provisional"], schedules: true),
    AuthorizationCase(arguments: ["--authorization", "ephemeral"], schedules: true),
    AuthorizationCase(arguments: [], schedules: true),
  ])
  func authorizationStates(_ testCase: AuthorizationCase) throws {
    let rules =
      "["
      + [
        Self.rule("run", #"{"kind": "daily"}"#),
        Self.rule("old", #"{"kind": "once", "date": "2020-01-01"}"#),
        Self.rule("trip", #"{"kind": "once", "date": "2026-10-03"}"#),
      ].joined(separator: ",") + "]"
    let pending =
      #"[{"id": "com.a.1"}, {"id": "custom.gone.daily"}, {"id": "bedtime.2026-09-30.1"}]"#
    let json = try Self.json(
      Self.sync(
        ["--bedtime", "--json"] + testCase.arguments + Self.shanghai, pending: pending,
        rules: rules))
    #expect(Self.ids(json, "foreign") == ["com.a.1"])
    #expect(Self.ids(json, "remove") == ["bedtime.2026-09-30.1", "custom.gone.daily"])
    if testCase.schedules {
      // The daily rule, the trip, and the 60 of the bedtime cap.
      #expect(Self.ids(json, "add").count == 62)
      #expect(json["leftOut"] is [String: Int] && json["refreshBy"] is String)
      #expect((json["blocked"] as? [Any])?.isEmpty == true)
      // The past once rule wants nothing, so it is not named.
      #expect((json["unscheduledRules"] as? [String]) == [])
    } else {
      #expect(Self.ids(json, "add").isEmpty && json["scheduled"] as? Int == 0)
      #expect(json["leftOut"] is NSNull && json["refreshBy"] is NSNull)
      #expect(
        json["blocked"] as? [[String: String]] == [
          ["source": "bedtime"], ["source": "custom", "rule": "run"],
          ["source": "custom", "rule": "trip"],
        ])
    }
  }

  @Test func deniedTableSaysWhatIsBlocked() throws {
    let rules = "[" + Self.rule("run", #"{"kind": "daily"}"#) + "]"
    let outcome = try Self.sync(
      ["--bedtime", "--denied", "--locale", "en"] + Self.shanghai, rules: rules)
    let text = outcome.standardOutput
    #expect(
      text.hasPrefix(
        "Sync in Asia/Shanghai at Thu Oct 1, 2026, 21:05: notifications are turned off: nothing is scheduled, 0 pending from other apps\n"
      ))
    #expect(text.hasSuffix("\nBlocked: bedtime reminders, run \"T run\".\n"))
    #expect(!text.contains("sync again"))
  }

  // MARK: 9. One bad stored rule loses nothing else

  @Test func badRulesAreNotesAndTheOthersAreScheduled() throws {
    let rules = #"""
      [{"id": "gym", "title": "Gym", "time": "18:00", "note": null, "enabled": null,
        "repeat": {"kind": "weekly", "weekdays": [3, 2, 2]}},
       {"id": "rent", "title": "Rent", "time": "09:00", "repeat": {"kind": "monthly", "day": 32}}]
      """#
    let outcome = try Self.sync(["--json"] + Self.shanghai, rules: rules)
    let json = try Self.json(outcome)
    #expect(Self.ids(json, "add") == ["custom.gym.w2", "custom.gym.w3"])
    #expect(
      outcome.standardError.hasSuffix(
        "rules.json: reminders[1] \"rent\".repeat.day: 32 is not a day of the month; use 1-31; left out, the other rules still count\n"
      ))
    #expect(outcome.standardError.hasPrefix("gen: note: --reminders "))
    let none = try Self.sync(
      ["--json"] + Self.shanghai, rules: #"[{"id": "rent", "title": "Rent"}]"#)
    #expect(none.exitCode == 65)
  }

  // MARK: 10. Test notifications and the plan options

  @Test func testOptionAddsATestWithTheLibrarysRefusals() throws {
    let json = try Self.json(
      Self.sync(["--bedtime", "--json", "--test", "10", "--nights", "2"] + Self.shanghai))
    let add = try #require(json["add"] as? [[String: Any]])
    let test = try #require(add.first { $0["id"] as? String == "bedtime.test.2026-10-01.1" })
    #expect(
      test["trigger"] as? [String: String] == ["kind": "date", "at": "2026-10-01T21:05:10+08:00"])
    // Two nights only: nothing of 2026-10-03 is planned.
    #expect(!add.contains { ($0["id"] as? String ?? "").hasPrefix("bedtime.2026-10-03.") })
    let done = try Self.sync(
      ["--bedtime", "--test", "30", "--completed", "2026-10-01"] + Self.shanghai)
    #expect(done.exitCode == 65)
    #expect(
      done.standardError
        == "gen: --test 30: the night of 2026-10-01 is already done; a test notification would remind of nothing\n"
    )
    #expect(try Self.sync(["--test", "20"] + Self.shanghai).exitCode == 64)
    #expect(try Self.sync(["--test", "10"] + Self.shanghai).exitCode == 64)
  }

  @Test func unlistedPendingTestsHoldSlots() throws {
    let json = try Self.json(
      Self.sync(["--bedtime", "--json", "--test-pending", "3"] + Self.shanghai))
    // The cap of 60 holds the 3 tests the file does not list.
    #expect(Self.ids(json, "add").count == 57)
    #expect(json["leftOut"] as? [String: Int] == ["bedtime": 27, "custom": 0])
  }

  // MARK: 13. The table

  @Test func tableSortsByTimeShowsWeekdaysAndNamesWhatGotNothing() throws {
    let rules =
      "["
      + [
        #"{"id": "run", "title": "Run\u001B[31m", "time": "07:30", "repeat": {"kind": "weekly", "weekdays": [2, 4, 6]}}"#,
        Self.rule("rent", #"{"kind": "monthly", "day": 31}"#, time: "09:00")
          .replacingOccurrences(of: "}}", with: #"}, "monthEnd": "lastDay"}"#),
      ].joined(separator: ",") + "]"
    let outcome = try Self.sync(
      [
        "--bedtime", "--locale", "en", "--now", "2026-12-01T02:00:00-05:00", "--tz",
        "America/New_York", "--limit", "20",
      ],
      rules: rules)
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first
        == "Sync in America/New_York at Tue Dec 1, 2026, 02:00: 20 of 20 slots used after applying, 0 pending from other apps"
    )
    let added = lines.filter { $0.hasPrefix("  + ") }
    #expect(
      added.prefix(3) == [
        #"  + custom.run.w2  repeats every Monday at 07:30  "Run\u001B[31m""#,
        #"  + custom.run.w4  repeats every Wednesday at 07:30  "Run\u001B[31m""#,
        #"  + custom.run.w6  repeats every Friday at 07:30  "Run\u001B[31m""#,
      ])
    // Dated requests by moment, not by id: the night of 11-30's last
    // ones (.10 among them) before the next night's first ones (.2); a
    // night's reminders are numbered in time order.
    let dated = added.dropFirst(3).map { String($0.split(separator: " ")[1]) }
    let order = dated.map { id in
      let parts = id.split(separator: ".")
      guard parts.count == 3 else { return id }
      return "\(parts[1]) " + String(repeating: "0", count: 3 - parts[2].count) + parts[2]
    }
    #expect(order == order.sorted() && order.count == 17, "\(dated)")
    #expect(
      dated.firstIndex(of: "bedtime.2026-11-30.10").map {
        $0 < (dated.firstIndex(of: "bedtime.2026-12-01.2") ?? 0)
      } == true)
    #expect(added.contains { $0.hasPrefix("  + bedtime.2026-11-30.10  at Tue Dec 1, 2026, 0") })
    #expect(lines.contains(#"Rules with no request scheduled: rent "T rent"."#))
    #expect(
      lines.contains {
        $0.hasPrefix("Left out: bedtime ")
          && $0.contains("custom 1 (a dated rule counts once, for its next occurrence)")
      })
  }
}
