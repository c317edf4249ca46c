import Foundation
import Testing

@testable import GenCLI

/// The limits (HabitRules.docc/CommandLine.md) through `CLI.run`: one escaped stderr line, the caps
/// named, the exit codes `gen --help` lists.
@Suite struct LimitsTests {
  static let streak = ["streak", "--records", "-", "--now", "2026-10-01T21:00:00Z", "--tz", "UTC"]

  @Test(
    arguments: [
      // arguments, stdin, exit code, the one stderr line
      (
        ["quote", "--date", "2026-10-01", "--locale", "x\ngen: error: injected"], "", 0,
        #"gen: note: no content in x\ngen: error: injected; using zh-Hans"#
      ),
      (
        ["plan", "--tz", "A\u{1B}]0;x\u{07}"], "", 64,
        #"gen: unknown --tz time zone "A\u001B]0;x\u0007"; use an IANA name such as Asia/Shanghai"#
      ),
      (
        streak, "[0,0,0]", 65,
        #"gen: --records standard input: records[0]: expected a moment string, {"day": "YYYY-MM-DD", "at": moment} or {"night": "YYYY-MM-DD", "at": moment}, found a number"#
      ),
      (
        ["remind", "--reminders", "-"],
        "[" + Array(repeating: "{}", count: 257).joined(separator: ",") + "]", 65,
        "gen: --reminders standard input: more than 256 entries; a person's list holds at most 256 rules, the limit"
      ),
    ])
  func oneEscapedLine(arguments: [String], stdin: String, exitCode: Int32, line: String) {
    let outcome = runGen(arguments, stdin: stdin)
    #expect(outcome.exitCode == exitCode)
    #expect(outcome.standardError == line + "\n")
  }

  @Test func aLongValueIsCutAndNotSuggestedFor() {
    let name = String(repeating: "z", count: 100_000)
    let outcome = runGen(["plan", "--tz", name])
    #expect(outcome.exitCode == 64)
    let expected =
      "gen: unknown --tz time zone \"\(String(repeating: "z", count: 200))…\"; "
      + "use an IANA name such as Asia/Shanghai\n"
    #expect(outcome.standardError == expected)
  }

  @Test func helpListsEveryExitStatus() {
    let help = runGen(["--help"]).standardOutput
    #expect(
      help.contains(
        "Exit status: 0 ok, 64 bad command line, 65 bad data (a file missing, a directory, or wrong), 74 a read or write that failed."
      ))
  }

  @Test func aLedgerFromYearOneListsTenYearsWithANote() throws {
    let outcome = runGen(
      [
        "streak", "--records", "-", "--now", "9999-12-28T12:00:00Z", "--tz", "UTC", "--explain",
        "--json",
      ],
      stdin: #"[{"day": "0001-01-01"}]"#)
    #expect(outcome.exitCode == 0)
    let ledger = try #require(try jsonObject(outcome)["ledger"] as? [Any])
    #expect(ledger.count == 3_660)
    #expect(outcome.standardError.hasPrefix("gen: note: the ledger lists the last 3660 days; the "))
  }

  @Test(
    arguments: [
      // rules, the note on standard error ("" for none)
      (
        #"[{"id":"r","title":"t","time":"09:00","repeat":{"kind":"daily"}}]"#,
        #"gen: note: rule "r" lists fewer than 5 occurrences: the calendar ends at 9999-12-29T00:00:00Z, and no occurrence repeats it"#
          + "\n"
      ),
      (
        #"[{"id":"a","title":"t","time":"09:00","repeat":{"kind":"daily"}},"#
          + #"{"id":"b","title":"t","time":"10:00","repeat":{"kind":"weekly","weekdays":[1,2]}}]"#,
        "gen: note: 2 rules list fewer than 5 occurrences: the calendar ends at 9999-12-29T00:00:00Z, "
          + "and no occurrence repeats it\n"
      ),
      (
        #"[{"id":"o","title":"t","time":"09:00","repeat":{"kind":"once","date":"9999-12-28"}}]"#, ""
      ),
      (
        #"[{"id":"off","title":"t","time":"09:00","repeat":{"kind":"daily"},"enabled":false}]"#, ""
      ),
    ])
  func remindSaysWhenTheCalendarEndsTheList(rules: String, note: String) {
    let outcome = runGen(
      [
        "remind", "--reminders", "-", "--now", "9999-12-27T12:00:00Z", "--tz", "UTC", "--count",
        "5",
      ],
      stdin: rules)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == note)
  }

  @Test func remindAddsNoCalendarNoteBeforeItsEnd() {
    let outcome = runGen(
      [
        "remind", "--reminders", "-", "--now", "2026-10-01T21:00:00Z", "--tz", "UTC", "--count",
        "5",
      ],
      stdin: #"[{"id":"r","title":"t","time":"09:00","repeat":{"kind":"daily"}}]"#)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == "")
  }
}
