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
  /// The worked table of docs/calendar.md from the command line: "today" is the
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
      #expect(json["today"] as? String == logicalDay)
      #expect(json["todayDone"] as? Bool == todayDone)
      #expect(json["current"] as? Int == 1)
      #expect(json["atRisk"] as? Bool == !todayDone)
      #expect(json["lastCompleted"] as? String == "2026-10-01")
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
      ["streak", "--records", "-", "--now", "2026-10-02T22:00:00+08:00", "--tz", "Asia/Shanghai"],
      stdin: "[\"2026-10-01T21:00:00+08:00\"]")
    #expect(
      outcome.standardOutput == """
        Streak on 2026-10-02 (Asia/Shanghai, new day at 00:00)
          goal            daily
          current         1 day
          longest         1 day
          today           not done yet (streak at risk)
          last completed  2026-10-01

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
    ] as [([String], String, Int32, String)])
  func badInputIsOneLine(arguments: [String], stdin: String, exitCode: Int32, message: String) {
    let outcome = runGen(["streak"] + arguments, stdin: stdin)
    #expect(outcome.exitCode == exitCode)
    #expect(outcome.standardError == "gen: \(message)\n")
    #expect(outcome.standardOutput.isEmpty)
  }
}
