import Foundation
import Testing

@testable import GenCLI

@Suite struct QuoteCommandTests {
  @Test func jsonMatchesTheContract() throws {
    let outcome = runGen(["quote", "--date", "2026-10-01", "--seed", "3", "--json"])
    #expect(outcome.exitCode == 0)
    let json = try jsonObject(outcome)
    #expect(
      Set(json.keys) == ["date", "subjectId", "predicateId", "text", "cycleLength", "position"])
    #expect(json["date"] as? String == "2026-10-01")
    #expect(json["cycleLength"] as? Int == 306)
    let position = try #require(json["position"] as? Int)
    #expect((1...306).contains(position))
  }

  @Test func listShowsAll324WithBlockedStatus() throws {
    let outcome = runGen(["quote", "--list", "--json", "--locale", "en"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
    #expect(rows.count == 324)
    #expect(rows.filter { $0["blocked"] as? Bool == true }.count == 18)
    // A blocked row gives its reason in the locale and where it fails; a
    // shown row has neither key.
    for row in rows {
      let keys = Set(row.keys)
      let blocked = row["blocked"] as? Bool == true
      #expect(
        keys
          == (blocked
            ? ["subjectId", "predicateId", "text", "blocked", "reason", "failsIn"]
            : ["subjectId", "predicateId", "text", "blocked"]))
      if blocked {
        #expect((row["failsIn"] as? [String])?.isEmpty == false)
        #expect((row["reason"] as? String)?.isEmpty == false)
      }
    }
    #expect(rows.allSatisfy { ($0["text"] as? String)?.hasSuffix(".") == true })
  }

  @Test func defaultDateIsTodayInTheSystemZone() throws {
    // fixedEnvironment: 2026-09-21T14:13:20Z, Asia/Shanghai -> 2026-09-21.
    let json = try jsonObject(runGen(["quote", "--json"]))
    #expect(json["date"] as? String == "2026-09-21")
  }

  @Test(arguments: [
    // arguments, message
    (["--date", "2026-02-30"], "invalid --date value \"2026-02-30\": expected a day YYYY-MM-DD"),
    (
      ["--seed", "x"], "invalid --seed value \"x\": expected a whole number 0-18446744073709551615"
    ),
  ])
  func badValuesAreOneLineExit64(arguments: [String], message: String) {
    let outcome = runGen(["quote"] + arguments)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == "gen: \(message)\n")
  }
}
