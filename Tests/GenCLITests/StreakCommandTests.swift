import Foundation
import Testing

@testable import GenCLI

/// Runs `gen` in process with standard input.
func runGen(_ arguments: [String], stdin: String = "") -> CLI.Outcome {
  let input = Data(stdin.utf8)
  let environment = Environment(
    now: fixedEnvironment.now, timeZone: fixedEnvironment.timeZone, readStandardInput: { input })
  return CLI.run(arguments, environment: environment)
}

/// The JSON object a successful run printed.
func jsonObject(_ outcome: CLI.Outcome) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
  return try #require(object as? [String: Any], "stdout: \(outcome.standardOutput)")
}

@Suite struct StreakCommandTests {
  /// The worked table of HabitCalendar.docc/LogicalDays.md from the command line: "today"
  /// is the
  /// logical day of --now, and a check-in at 00:30 completes the night before.
  @Test(arguments: [
    // local time, logical day, whether the 00:30 check-in counts for today
    ("2026-10-01T20:29:00", "2026-10-01", true),
    ("2026-10-01T20:30:00", "2026-10-01", true),
    ("2026-10-02T00:30:00", "2026-10-01", true),
    ("2026-10-02T03:59:00", "2026-10-01", true),
    ("2026-10-02T04:00:00", "2026-10-02", false),
    ("2026-10-02T12:00:00", "2026-10-02", false),
  ])
  func workedTable(local: String, logicalDay: String, todayDone: Bool) throws {
    for (zone, offset) in [("Asia/Shanghai", "+08:00"), ("Asia/Kathmandu", "+05:45")] {
      let outcome = runGen(
        [
          "streak", "--records", "-", "--now", local + offset, "--tz", zone, "--window",
          "20:30-04:00", "--json",
        ], stdin: "[\"2026-10-02T00:30:00\(offset)\"]")
      #expect(outcome.exitCode == 0, "\(outcome.standardError)")
      let json = try jsonObject(outcome)
      // Before 00:30 the check-in is still ahead of --now: it counts
      // nowhere yet, and a note says so.
      let ahead = local < "2026-10-02T00:30:00"
      #expect(json["today"] as? String == logicalDay)
      #expect(json["todayDone"] as? Bool == (todayDone && !ahead))
      #expect(json["current"] as? Int == (ahead ? 0 : 1))
      #expect(json["atRisk"] as? Bool == (!todayDone && !ahead))  // no streak, nothing at risk
      #expect(json["lastCompleted"] as? String == (ahead ? nil : "2026-10-01"))
      #expect(
        outcome.standardError
          == (ahead ? "gen: note: 1 check-in is after --now and is not counted yet\n" : ""))
    }
  }

  @Test func recordsWithStoredDaysAndRestDays() throws {
    let records = """
      [{"day": "2026-09-28"}, {"day": "2026-09-29", "at": "2026-09-29T22:00:00+08:00"},
       {"day": "2026-10-01"}, "2026-10-02T21:00:00+08:00", {"day": "2026-12-01"}]
      """
    let outcome = runGen(
      [
        "streak", "--records", "-", "--now", "2026-10-02T22:00:00+08:00", "--tz", "Asia/Shanghai",
        "--rollover", "04:00", "--rest", "2026-09-30", "--json",
      ], stdin: records)
    let json = try jsonObject(outcome)
    #expect(json["current"] as? Int == 4)
    #expect(json["longest"] as? Int == 4)
    #expect(json["todayDone"] as? Bool == true)
    #expect(json["futureRecords"] as? Int == 1)
  }

  @Test func readableTable() {
    let outcome = runGen(
      [
        "streak", "--records", "-", "--now", "2026-10-02T22:00:00+08:00", "--tz", "Asia/Shanghai",
        "--locale", "en",
      ],
      stdin: "[\"2026-10-01T21:00:00+08:00\"]")
    #expect(
      outcome.standardOutput == """
        Streak on Oct 2, 2026 (Asia/Shanghai, new day at 00:00)
          goal            every day
          current         1 day
          longest         1 day
          strength        5%
          today           not done yet (streak at risk)
          last completed  Oct 1, 2026

        """)
  }

  @Test(
    arguments: [
      // arguments, standard input, exit code, message
      ([], "[]", 64, "gen streak needs --records FILE (or - for standard input)"),
      (
        ["--records", "/nonexistent.json"], "", 65,
        "cannot read --records file \"/nonexistent.json\": not found or not readable"
      ),
      (
        ["--records", "-"], "{\"day\": 1}", 65,
        "--records standard input: expected a JSON array of check-ins, found an object"
      ),
      (
        ["--records", "-"], "[", 65,
        "--records standard input: not valid JSON: unexpected end of file at line 1, column 2"
      ),
      (
        ["--records", "-"], "[\"yesterday\"]", 65,
        "--records standard input: records[0]: invalid moment \"yesterday\"; expected ISO 8601 with an offset, such as 2026-10-02T00:30:00+08:00"
      ),
      (
        ["--records", "-"], "[{\"day\": \"2026-02-30\"}]", 65,
        "--records standard input: records[0].day: invalid day \"2026-02-30\"; expected YYYY-MM-DD"
      ),
      (
        ["--records", "-"], "[{\"at\": \"2026-02-03T00:00:00Z\"}]", 65,
        "--records standard input: records[0].day: missing; expected \"YYYY-MM-DD\""
      ),
      (
        ["--records", "-"], "[{\"day\": \"2026-02-03\", \"at\": 5}]", 65,
        "--records standard input: records[0].at: expected a moment string, found a number"
      ),
      (
        ["--records", "-"], "[3]", 65,
        "--records standard input: records[0]: expected a moment string, {\"day\": \"YYYY-MM-DD\", \"at\": moment} or {\"night\": \"YYYY-MM-DD\", \"at\": moment}, found a number"
      ),
      (
        ["--records", "-", "--now", "2026-10-01"], "[]", 64,
        "invalid --now value \"2026-10-01\": expected an ISO 8601 moment with offset, such as 2026-10-01T20:42:00+08:00"
      ),
      (
        ["--records", "-", "--tz", "Mars/Base"], "[]", 64,
        "unknown --tz time zone \"Mars/Base\"; use an IANA name such as Asia/Shanghai"
      ),
      (
        ["--records", "-", "--tz", "Europe/Pari"], "[]", 64,
        "unknown --tz time zone \"Europe/Pari\"; did you mean \"Europe/Paris\"?"
      ),
      (
        ["--records", "-", "--rollover", "25:00"], "[]", 64,
        "invalid --rollover value \"25:00\": expected a wall time HH:MM, such as 04:00"
      ),
      (
        ["--records", "-", "--window", "22:00-22:10"], "[]", 64,
        "invalid --window value \"22:00-22:10\": 22:00-22:10 lasts 10 minutes; it must last at least 30"
      ),
      (
        ["--records", "-", "--window", "20:30-04:00", "--rollover", "04:00"], "[]", 64,
        "give --window or --rollover, not both"
      ),
      (
        ["--records", "-", "--rest", "2026-10-01,soon"], "[]", 64,
        "invalid --rest day \"soon\": expected YYYY-MM-DD, comma-separated"
      ),
      (
        ["--records", "-", "--goal", "weekly:0"], "[]", 64,
        "invalid --goal value \"weekly:0\": a weekly goal is weekly:1 to weekly:7"
      ),
      (
        ["--records", "-", "--goal", "weekly:8"], "[]", 64,
        "invalid --goal value \"weekly:8\": a weekly goal is weekly:1 to weekly:7"
      ),
      (
        ["--records", "-", "--goal", "monthly:32"], "[]", 64,
        "invalid --goal value \"monthly:32\": a monthly goal is monthly:1 to monthly:31"
      ),
      (
        ["--records", "-", "--goal", "fortnightly:2"], "[]", 64,
        "invalid --goal value \"fortnightly:2\": unknown goal; use daily, weekly:X or monthly:X"
      ),
      (
        ["--records", "-", "--freezes", "2"], "[]", 64,
        "invalid --freezes value \"2\": expected N/M (N freezes a month, at most M days in a row), such as 2/2"
      ),
      (
        ["--records", "-", "--freezes", "-1/2"], "[]", 64,
        "invalid --freezes value \"-1/2\": -1 is out of range; use 1-31"
      ),
      (
        ["--records", "-", "--week-start", "9"], "[]", 64,
        "invalid --week-start value \"9\": expected a weekday 1-7 (1 = Sunday, 2 = Monday ... 7 = Saturday)"
      ),
      (
        ["--records", "-", "--grace", "721"], "[]", 64,
        "invalid --grace value \"721\": expected 0-720 minutes"
      ),
      (
        ["--records", "-", "--goal", "weekly:3", "--freezes", "2/2"], "[]", 64,
        "--freezes 2/2: freezes apply to the daily goal only, not to weekly:3"
      ),
      (
        ["--records", "-"], "[{\"night\": \"2026-10-01\"}]", 65,
        "--records standard input: records[0].at: a night check-in needs the moment it happened; expected ISO 8601 with an offset, such as 2026-10-02T00:30:00+08:00"
      ),
    ] as [([String], String, Int32, String)])
  func badInputIsOneLine(arguments: [String], stdin: String, exitCode: Int32, message: String) {
    let outcome = runGen(["streak"] + arguments, stdin: stdin)
    #expect(outcome.exitCode == exitCode)
    #expect(outcome.standardError == "gen: \(message)\n")
    #expect(outcome.standardOutput.isEmpty)
  }

  /// 2026-11-01 (Sun) to 2026-11-30 (Mon) in Shanghai: `x` done, `.` not.
  static let november = "xxxxx.xxx..x...xxxxxxxxxxxxxx."

  static func novemberRecords() -> String {
    let days = november.enumerated().filter { $0.element == "x" }.map {
      "{\"day\": \"2026-11-\(String(format: "%02d", $0.offset + 1))\"}"
    }
    return "[" + days.joined(separator: ",") + "]"
  }

  static let novemberArguments = [
    "streak", "--records", "-", "--now", "2026-11-30T22:00:00+08:00", "--tz", "Asia/Shanghai",
  ]

  @Test func explainAddsTheLedgerAndTheSummaryAlwaysSaysWhy() throws {
    let plain = try jsonObject(
      runGen(Self.novemberArguments + ["--json"], stdin: Self.novemberRecords()))
    #expect(plain["ledger"] == nil)
    #expect(plain["brokenOn"] as? String == "2026-11-13")
    #expect(plain["breakReason"] as? String == "missed")
    #expect(plain["freezesLeft"] as? Int == 0)
    let explained = try jsonObject(
      runGen(
        Self.novemberArguments + ["--json", "--explain", "--freezes", "2/2"],
        stdin: Self.novemberRecords()))
    let ledger = try #require(explained["ledger"] as? [[String: Any]])
    let statuses = ledger.map { $0["status"] as? String ?? "" }
    let symbols = statuses.map {
      ["done": "x", "frozen": "f", "missed": ".", "open": "o"][$0] ?? "?"
    }
    // 11-06 and 11-10 frozen: November's two are spent, so 11-11 breaks;
    // 11-13 breaks the one-day streak of 11-12 the same way; 11-14 and
    // 11-15 fall on a zero streak and spend nothing; today is open.
    #expect(symbols.joined() == "xxxxxfxxxf.x...xxxxxxxxxxxxxxo")
    #expect(ledger.first?["day"] as? String == "2026-11-01")
    #expect(ledger.last?["streak"] as? Int == explained["current"] as? Int)
    #expect(explained["brokenOn"] as? String == "2026-11-13")
    #expect(explained["breakReason"] as? String == "noFreezeLeft")
    #expect(explained["freezesLeft"] as? Int == 0)
    let policy = try #require(explained["policy"] as? [String: Any])
    #expect(policy["goal"] as? String == "daily")
  }

  @Test(arguments: [
    ("en", "why it stopped", "The streak stopped on Nov 13, 2026, a day with no check-in."),
    ("zh-Hans", "为何中断", "连续记录在2026年11月13日停下了"),
    ("ja", "途切れた理由", "2026年11月13日はチェックインがなく"),
    ("ko", "기록이 끊긴 이유", "2026년 11월 13일에 체크인이 없어서"),
  ])
  func tableSaysWhyInTheLocale(locale: String, label: String, sentence: String) {
    let outcome = runGen(
      Self.novemberArguments + ["--locale", locale], stdin: Self.novemberRecords())
    #expect(outcome.exitCode == 0)
    let why = outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix("  \(label)") }
    #expect(why?.contains(sentence) == true, "\(outcome.standardOutput)")
  }

  @Test func explainDrawsWeeksFromTheWeekStart() {
    let outcome = runGen(
      Self.novemberArguments + ["--locale", "en", "--explain", "--week-start", "1"],
      stdin: Self.novemberRecords())
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let start = lines.firstIndex { $0.hasPrefix("week of") } ?? lines.endIndex
    // The first column as wide as its widest date, "Nov 15, 2026".
    #expect(lines[start] == "week of       Su Mo Tu We Th Fr Sa  streak  strength")
    #expect(lines[start + 1] == "Nov 1, 2026    x  x  x  x  x  .  x  1       26%")
    #expect(lines[start + 5] == "Nov 29, 2026   x  o                 14      66%")
    #expect(outcome.standardOutput.contains("x done  r rest day  f frozen"))
  }

  /// A streak of more than 999 days is grouped in the ledger as
  /// everywhere else: `1,100`, not `1100`.
  @Test func aLongStreakIsGroupedInTheLedger() throws {
    // 1,100 days from 2023-11-27 to today, 2026-11-30.
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    let start = Date(timeIntervalSince1970: 1_701_086_400)  // 2023-11-27T12:00:00Z
    let records = (0..<1_100).map { day in
      #"{"day": "\#(formatter.string(from: start.addingTimeInterval(Double(day) * 86_400)))"}"#
    }
    let outcome = runGen(
      [
        "streak", "--records", "-", "--now", "2026-11-30T22:00:00+08:00", "--tz", "Asia/Shanghai",
        "--explain", "--locale", "en",
      ], stdin: "[" + records.joined(separator: ",") + "]")
    let last = outcome.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last == "Nov 30, 2026   x                    1,100   100%", "\(outcome.standardOutput)")
  }

  @Test func weeklyGoalCountsWeeks() throws {
    let json = try jsonObject(
      runGen(
        Self.novemberArguments + ["--json", "--goal", "weekly:4", "--week-start", "1"],
        stdin: Self.novemberRecords()))
    // Weeks from Sunday: 11-01 (6 done), 11-08 (3: unmet), 11-15 (6), 11-22 (7),
    // 11-29 (1 so far, 5 days left): the streak is the two weeks before.
    #expect(json["current"] as? Int == 2)
    #expect(json["longest"] as? Int == 2)
    #expect(json["brokenOn"] as? String == "2026-11-14")
    #expect(json["breakReason"] as? String == "periodUnmet")
    #expect(json["atRisk"] as? Bool == true)
    let explained = try jsonObject(
      runGen(
        Self.novemberArguments + [
          "--json", "--explain", "--goal", "weekly:4", "--week-start", "1",
        ],
        stdin: Self.novemberRecords()))
    let ledger = try #require(explained["ledger"] as? [[String: Any]])
    let streak = { (day: String) in ledger.first { $0["day"] as? String == day }?["streak"] as? Int
    }
    // The unmet week's last day shows the streak it ended: 0.
    #expect(streak("2026-11-07") == 1)
    #expect(streak("2026-11-13") == 1)
    #expect(streak("2026-11-14") == 0)
  }

  @Test func nightRecordsCountWithinTheGrace() throws {
    let records = """
      [{"day": "2026-10-01"}, {"night": "2026-10-02", "at": "2026-10-03T04:20:00+08:00"}]
      """
    let base = [
      "streak", "--records", "-", "--now", "2026-10-03T21:00:00+08:00", "--tz", "Asia/Shanghai",
      "--window", "20:30-04:00", "--json",
    ]
    let strict = try jsonObject(runGen(base, stdin: records))
    let lenient = try jsonObject(runGen(base + ["--grace", "30"], stdin: records))
    #expect(strict["current"] as? Int == 0)
    #expect(lenient["current"] as? Int == 2)
  }

  @Test(arguments: ["UTC", "GMT+14", "Asia/Shanghai"])
  func zoneIsPrintedAsNamed(zone: String) {
    let outcome = runGen(
      [
        "streak", "--records", "-", "--now", "2026-10-02T22:00:00+08:00", "--tz", zone,
        "--locale", "en",
      ], stdin: "[]")
    #expect(outcome.standardOutput.hasPrefix("Streak on Oct "))
    #expect(outcome.standardOutput.split(separator: "\n").first?.contains("(\(zone), ") == true)
  }
}

/// Issue #24: the table never hides that a weekly streak is at risk just
/// because today is done.
@Suite struct StreakTableRiskTests {
  @Test func doneTodayButWeekShortIsAtRisk() {
    let days =
      ["11-23", "11-24", "11-25", "11-26", "11-27"].map { "\"2026-\($0)T20:00:00+08:00\"" }
      + ["\"2026-12-01T20:00:00+08:00\"", "\"2026-12-02T20:00:00+08:00\""]
    let outcome = runGen(
      [
        "streak", "--records", "-", "--goal", "weekly:5", "--now", "2026-12-02T20:00:00+08:00",
        "--tz", "Asia/Shanghai", "--locale", "en",
      ], stdin: "[\(days.joined(separator: ","))]")
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardOutput.contains(
        "  today           done (the period's goal is not met yet: streak at risk)\n"))
    let json = runGen(
      [
        "streak", "--records", "-", "--goal", "weekly:5", "--now", "2026-12-02T20:00:00+08:00",
        "--tz", "Asia/Shanghai", "--json",
      ], stdin: "[\(days.joined(separator: ","))]")
    #expect(json.standardOutput.contains("\"atRisk\" : true"))
  }
}
