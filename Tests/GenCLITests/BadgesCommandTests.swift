import Foundation
import Testing

@testable import GenCLI

@Suite struct BadgesCommandTests {
  static let metrics =
    #"{"totalDistanceKilometers": 37.5, "longestStreakDays": 9, "currentStreakDays": 2, "proMembershipActive": true, "sessionCount": 12}"#

  @Test func jsonMatchesTheContract() throws {
    let outcome = runGen(["badges", "--metrics", "-", "--json"], stdin: Self.metrics)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    #expect(Set(json.keys) == ["badges", "almostThere", "newlyEarned", "demo"])
    #expect(json["demo"] as? Bool == false)
    let badges = try #require(json["badges"] as? [[String: Any]])
    #expect(badges.count == 17)
    let streak = try #require(badges.first { $0["id"] as? String == "streak" })
    for key in ["id", "track", "tier", "tierCount", "name", "nextThreshold", "progress", "active"] {
      #expect(streak[key] != nil, "missing \(key)")
    }
    #expect(streak["tier"] as? Int == 2)
    #expect(streak["active"] as? Bool == false)
  }

  @Test(arguments: ["exploration", "consistency", "china", "world", "pro", "all"])
  func everyTrackAnswers(track: String) throws {
    let outcome = runGen(
      ["badges", "--metrics", "-", "--track", track, "--json"], stdin: Self.metrics)
    let badges = try #require(try jsonObject(outcome)["badges"] as? [[String: Any]])
    #expect(!badges.isEmpty)
    #expect(track == "all" || badges.allSatisfy { $0["track"] as? String == track })
  }

  /// Each track's heading once, in every language, whatever the order of
  /// the catalog's badges (months active comes after the Pro badges).
  @Test(arguments: ["en", "ja", "ko", "zh-Hans"])
  func eachTrackHeadingOnce(locale: String) throws {
    let outcome = runGen(["badges", "--metrics", "-", "--locale", locale], stdin: Self.metrics)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let headings = outcome.standardOutput.split(separator: "\n")
      .filter { !$0.hasPrefix(" ") && !$0.isEmpty }.dropLast()
    #expect(headings.count == 5, "\(headings)")
    #expect(Set(headings).count == headings.count, "\(headings)")
  }

  @Test func readableTableWithProgressBars() {
    let outcome = runGen(["badges", "--metrics", "-", "--locale", "en"], stdin: Self.metrics)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput.contains("Exploration\n"))
    #expect(outcome.standardOutput.contains("Explorer (2/5)"))
    #expect(outcome.standardOutput.contains("[#---------]   16% next at 100"))
  }

  @Test(
    arguments: [
      // arguments, stdin, exit code, message
      ([], "{}", 64, "gen badges needs --metrics FILE or --events FILE (or - for standard input)"),
      (
        ["--metrics", "-"], #"{"longestStreak": 3}"#, 65,
        "--metrics standard input: longestStreak: unknown metric; did you mean \"longestStreakDays\"?"
      ),
      (
        ["--metrics", "-"], #"{"totalDistanceKm": 5}"#, 65,
        "--metrics standard input: totalDistanceKm: unknown metric; did you mean \"totalDistanceKilometers\"?"
      ),
      (
        ["--metrics", "-"], #"{"chinaProvinces": 1}"#, 65,
        "--metrics standard input: chinaProvinces: unknown metric; did you mean \"chinaProvinceCount\"?"
      ),
      (
        ["--metrics", "-"], #"{"recordedDays": 1e400}"#, 65,
        "--metrics standard input: recordedDays: the number is out of range; expected a finite number >= 0"
      ),
      (
        ["--metrics", "-"], #"{"focusMinutes": -5}"#, 65,
        "--metrics standard input: focusMinutes: -5 is not a metric value; expected a finite number >= 0 (flags: true or false)"
      ),
      (
        ["--metrics", "-"], "not json", 65,
        "--metrics standard input: not valid JSON: invalid value at line 1, column 1"
      ),
      (
        ["--metrics", "/nonexistent.json"], "", 65,
        "cannot read --metrics file \"/nonexistent.json\": not found or not readable"
      ),
      (
        ["--metrics", "-", "--track", "wrld"], "{}", 64,
        "unknown --track \"wrld\"; did you mean \"world\"? (valid: all, exploration, consistency, china, world, pro)"
      ),
    ] as [([String], String, Int32, String)])
  func badInputIsOneLine(arguments: [String], stdin: String, exitCode: Int32, message: String) {
    let outcome = runGen(["badges"] + arguments, stdin: stdin)
    #expect(outcome.exitCode == exitCode)
    #expect(outcome.standardError == "gen: \(message)\n")
  }
}

/// `nextThreshold` is always in the JSON: `null` once the top tier is reached.
@Suite struct BadgeJSONShapeTests {
  @Test func nextThresholdIsNullAtTheTopTier() throws {
    let outcome = runGen(
      ["badges", "--metrics", "-", "--json"], stdin: #"{"depositCount": 1000000}"#)
    let json = try jsonObject(outcome)
    let badges = try #require(json["badges"] as? [[String: Any]])
    let deposits = try #require(badges.first { $0["id"] as? String == "deposits" })
    #expect(deposits["nextThreshold"] is NSNull)
    #expect(deposits["tier"] as? Int == deposits["tierCount"] as? Int)
    let untouched = try #require(badges.first { ($0["tier"] as? Int) == 0 })
    #expect(untouched["nextThreshold"] is Double || untouched["nextThreshold"] is Int)
  }
}
