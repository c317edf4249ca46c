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
