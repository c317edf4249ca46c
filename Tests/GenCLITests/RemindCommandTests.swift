import Foundation
import Testing

@testable import GenCLI

@Suite struct RemindCommandTests {
  static let rules = #"""
    [
     {"id": "run", "title": "Run 5 km", "time": "20:00", "repeat": {"kind": "daily"}},
     {"id": "gym", "title": "Gym", "note": "Bring the towel", "time": "07:30",
      "repeat": {"kind": "weekly", "weekdays": [2, 6]}},
     {"id": "rent", "title": "Pay rent", "time": "09:00", "repeat": {"kind": "monthly", "day": 31},
      "monthEnd": "lastDay"},
     {"id": "dst", "title": "Spring forward", "time": "02:30", "repeat": {"kind": "once", "date": "2027-03-14"}},
     {"id": "off", "title": "Paused", "time": "10:00", "repeat": {"kind": "daily"}, "enabled": false}
    ]
    """#
  static let base = [
    "remind", "--reminders", "-", "--now", "2027-01-30T10:00:00-05:00", "--tz", "America/New_York",
  ]

  @Test func jsonMatchesTheContract() throws {
    let outcome = runGen(Self.base + ["--json", "--count", "3"], stdin: Self.rules)
    #expect(outcome.exitCode == 0 && outcome.standardError.isEmpty)
    let json = try jsonObject(outcome)
    #expect(json["timeZone"] as? String == "America/New_York")
    let reminders = try #require(json["reminders"] as? [[String: Any]])
    #expect(reminders.map { $0["id"] as? String } == ["run", "gym", "rent", "dst", "off"])
    for reminder in reminders {
      #expect(Set(reminder.keys) == ["id", "next", "requests"])
      for request in reminder["requests"] as? [[String: Any]] ?? [] {
        #expect(Set(request.keys) == ["id", "source", "trigger", "title", "body"])
        #expect(request["source"] as? String == "custom")
      }
    }
    // The 31st, or the month's last day; the offset in force (EST, then EDT).
    #expect(
      reminders[2]["next"] as? [String] == [
        "2027-01-31T09:00:00-05:00", "2027-02-28T09:00:00-05:00", "2027-03-31T09:00:00-04:00",
      ])
    let rent = try #require(reminders[2]["requests"] as? [[String: Any]])
    #expect(
      rent.map { $0["id"] as? String } == [
        "custom.rent.2027-01-31", "custom.rent.2027-02-28", "custom.rent.2027-03-31",
      ])
    #expect(rent.first?["body"] as? String == "到时间了，现在就去做吧。")
    // 02:30 does not exist on 2027-03-14 in New York: 03:30 EDT.
    #expect(reminders[3]["next"] as? [String] == ["2027-03-14T03:30:00-04:00"])
    let gym = try #require(reminders[1]["requests"] as? [[String: Any]])
    #expect(gym.map { $0["id"] as? String } == ["custom.gym.w2", "custom.gym.w6"])
    #expect(gym.first?["body"] as? String == "Bring the towel")
    let trigger = try #require(gym.first?["trigger"] as? [String: Any])
    #expect(trigger["kind"] as? String == "calendar" && trigger["repeats"] as? Bool == true)
    #expect(trigger["hour"] as? Int == 7 && trigger["minute"] as? Int == 30)
    #expect(trigger["weekday"] as? Int == 2)
    #expect((reminders[4]["next"] as? [String])?.isEmpty == true)
    #expect((reminders[4]["requests"] as? [Any])?.isEmpty == true)
  }

  @Test func readableTableByDefault() {
    let outcome = runGen(Self.base + ["--locale", "en"], stdin: Self.rules)
    #expect(outcome.exitCode == 0)
    let text = outcome.standardOutput
    #expect(text.hasPrefix("Reminders in America/New_York, now Sat Jan 30, 2027, 10:00\n"))
    #expect(
      text.contains(
        #"rent  "Pay rent"  monthly on day 31 at 09:00 (the last day in shorter months)"#))
    #expect(
      text.contains(
        """
          next      Sun Jan 31, 2027, 09:00
                    Sun Feb 28, 2027, 09:00
                    Wed Mar 31, 2027, 09:00

        """))
    #expect(text.contains("  requests  5 dated, one per occurrence\n"))
    #expect(text.contains("    custom.gym.w6  repeats every Friday at 07:30\n"))
    #expect(text.contains("  body      \"It's time to do it.\"\n"))
    #expect(text.contains("  disabled: no occurrences, no requests\n"))
  }

  @Test(arguments: [
    ("ja", "時間になりました。"), ("ko-KR", "정해 둔 시간이 됐어요."), ("en-GB", "It's time to do it."),
  ])
  func defaultBodyIsInTheLocale(locale: String, body: String) throws {
    let outcome = runGen(Self.base + ["--json", "--locale", locale], stdin: Self.rules)
    #expect(outcome.standardError.isEmpty)
    let reminders = try #require(try jsonObject(outcome)["reminders"] as? [[String: Any]])
    let requests = try #require(reminders.first?["requests"] as? [[String: Any]])
    #expect(requests.first?["body"] as? String == body)
  }

  @Test(
    arguments: [
      // extra arguments, standard input, exit code, the one line on stderr
      (
        ["--count", "0"], rules, 64,
        "invalid --count value \"0\": expected a whole number 1-366"
      ),
      (
        ["--count", "367"], rules, 64,
        "invalid --count value \"367\": expected a whole number 1-366"
      ),
      (
        [],
        #"[{"id": "rent", "title": "Pay rent", "time": "09:00", "repeat": {"kind": "monthly", "day": 32}}]"#,
        65,
        #"--reminders standard input: reminders[0] "rent".repeat.day: 32 is not a day of the month; use 1-31"#
      ),
      (
        [],
        #"[{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "weekly", "weekdays": []}}]"#,
        65,
        #"--reminders standard input: reminders[0] "a".repeat.weekdays: empty; list at least one day, 1 = Sunday ... 7 = Saturday"#
      ),
      (
        [], "{", 65,
        "--reminders standard input: expected a JSON array of reminders, found an object"
      ),
      (
        [], "{}", 65,
        "--reminders standard input: expected a JSON array of reminders, found an object"
      ),
    ] as [([String], String, Int32, String)])
  func badInputIsOneLine(extra: [String], stdin: String, exitCode: Int32, message: String) {
    let outcome = runGen(Self.base + extra, stdin: stdin)
    #expect(outcome.exitCode == exitCode)
    #expect(outcome.standardError == "gen: \(message)\n")
    #expect(outcome.standardOutput.isEmpty)
  }

  @Test func remindersOptionIsRequired() {
    let outcome = runGen(["remind"])
    #expect(outcome.exitCode == 64)
    #expect(
      outcome.standardError == "gen: gen remind needs --reminders FILE (or - for standard input)\n")
  }
}
