import Foundation
import Testing

@testable import GenCLI

@Suite struct AdviceCommandTests {
  @Test func jsonMatchesTheContract() throws {
    let outcome = runGen(["advice", "--streak", "7", "--planned", "4", "--done", "1", "--json"])
    #expect(outcome.exitCode == 0)
    let json = try jsonObject(outcome)
    #expect(Set(json.keys) == ["tier", "remaining", "text", "sentences"])
    #expect(json["tier"] as? String == "steady")
    #expect(json["remaining"] as? Int == 3)
    #expect((json["sentences"] as? [String])?.count == 2)
  }

  @Test func readableTextByDefault() {
    let outcome = runGen(["advice", "--streak", "2", "--locale", "en-US"])
    #expect(
      outcome.standardOutput
        == "This one is still open; give it 5 minutes. A few more days like this and it gets easier.\n"
    )
  }

  /// Late at night the advice reads the wall time of `--now` in `--tz`:
  /// 01:30 in Shanghai is late, the same moment in London (17:30) is not.
  @Test(arguments: [
    // time zone, locale, text
    (
      "Asia/Shanghai", "en",
      "The rest can wait until you've slept. A few more days like this and it gets easier."
    ),
    (
      "Europe/London", "en",
      "1 session left today, then you're done. A few more days like this and it gets easier."
    ),
    ("Asia/Shanghai", "ja", "続きは、しっかり眠ってからにしましょう。続けるほど、自然と身についてきます。"),
  ])
  func lateAtNightDefersToAfterSleep(zone: String, locale: String, text: String) {
    let outcome = runGen([
      "advice", "--streak", "3", "--planned", "2", "--done", "1",
      "--now", "2026-11-24T01:30:00+08:00", "--tz", zone, "--locale", locale,
    ])
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput == text + "\n")
  }

  @Test(arguments: [
    // arguments, message
    ([], "gen advice needs --streak N (the current streak in days)"),
    (["--streak", "-3"], "invalid --streak value \"-3\": expected a whole number 0 or more"),
    (
      ["--streak", "3", "--planned", "two"],
      "invalid --planned value \"two\": expected a whole number 0 or more"
    ),
    (
      ["--streak", "3", "--done", "-1"],
      "invalid --done value \"-1\": expected a whole number 0 or more"
    ),
    (["--streak", "3", "--task-done=yes"], "--task-done takes no value"),
  ])
  func badNumbersAreOneLineExit64(arguments: [String], message: String) {
    let outcome = runGen(["advice"] + arguments)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == "gen: \(message)\n")
  }
}
