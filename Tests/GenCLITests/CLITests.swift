import Foundation
import HabitRules
import Testing

@testable import GenCLI

/// One run of `gen` in process and what it must print.
struct CLICase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let exitCode: Int32
  /// Text stdout must contain (when exit code is 0) or stderr must equal
  /// after `gen: ` (otherwise).
  let output: String

  var testDescription: String { arguments.joined(separator: " ") }
}

let fixedEnvironment = Environment(
  now: Date(timeIntervalSince1970: 1_790_000_000),
  timeZone: { TimeZone(identifier: "Asia/Shanghai") ?? .gmt }
)

@Suite struct CLITests {
  static let cases: [CLICase] = [
    .init(arguments: ["validate"], exitCode: 0, output: "75 messages in 5 levels, 5 titles"),
    .init(arguments: ["validate", "--json"], exitCode: 0, output: "\"name\" : \"advice.json\""),
    .init(arguments: ["validate", "--help"], exitCode: 0, output: "--content DIR"),
    .init(arguments: ["--help"], exitCode: 0, output: "validate  check every content file"),
    .init(arguments: ["help", "validate"], exitCode: 0, output: "gen validate:"),
    .init(arguments: [], exitCode: 0, output: "usage: gen <command> [options]"),
    .init(arguments: ["--version"], exitCode: 0, output: "gen \(CLI.version)"),
    .init(
      arguments: ["validate", "--content", "/nonexistent"], exitCode: 65,
      output: "/nonexistent: content directory not found"),
    .init(
      arguments: ["valdate"], exitCode: 64,
      output:
        "unknown command \"valdate\"; did you mean \"validate\"? (commands: plan, streak, badges, advice, quote, validate)"
    ),
    .init(
      arguments: ["nonsense"], exitCode: 64,
      output:
        "unknown command \"nonsense\" (commands: plan, streak, badges, advice, quote, validate)"),
    .init(
      arguments: ["--json"], exitCode: 64,
      output:
        "unknown option \"--json\"; give a command first: plan, streak, badges, advice, quote, validate"
    ),
    .init(
      arguments: ["validate", "--jsonn"], exitCode: 64,
      output: "unknown option \"--jsonn\" for gen validate; did you mean \"--json\"? "
        + "(see gen validate --help)"),
  ]

  @Test(arguments: cases)
  func run(_ testCase: CLICase) {
    let outcome = CLI.run(testCase.arguments, environment: fixedEnvironment)
    #expect(outcome.exitCode == testCase.exitCode)
    if testCase.exitCode == 0 {
      #expect(outcome.standardOutput.contains(testCase.output), "stdout: \(outcome.standardOutput)")
      #expect(outcome.standardError.isEmpty)
    } else {
      #expect(outcome.standardOutput.isEmpty)
      #expect(outcome.standardError == "gen: \(testCase.output)\n")
    }
  }

  @Test func validateReportsEveryProblemOnePerLine() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gen-validate-\(UUID().uuidString)")
    let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")
    try FileManager.default.copyItem(at: content, to: directory)
    try FileManager.default.removeItem(at: directory.appendingPathComponent("advice.json"))
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = """
      {"templates": [{"id": "today.remaining", "text": {"zh-Hans": "{remaining}", "en": "{x}"}}]}
      """
    try Data(json.utf8).write(to: directory.appendingPathComponent("advice.json"))
    let outcome = CLI.run(["validate", "--content", directory.path], environment: fixedEnvironment)
    #expect(outcome.exitCode == 65)
    let lines = outcome.standardError.split(separator: "\n")
    #expect(lines.count == 8, "stderr: \(outcome.standardError)")
    #expect(lines.allSatisfy { $0.hasPrefix("gen: advice.json: ") })
    #expect(
      lines.contains(
        "gen: advice.json: templates[0].text.en: unknown placeholder {x}; valid: {remaining}"))
  }
}

/// Help states the defaults the code uses, read from the same content.
@Suite struct HelpDefaultsTests {
  @Test func planHelpShowsTheContentDefaults() throws {
    let rules = try HabitContent.bundled().planner
    let help = runGen(["plan", "--help"]).standardOutput
    #expect(help.contains("night window HH:MM-HH:MM (default \(rules.defaultWindow))"))
    #expect(help.contains("(default \(rules.horizonNights))"))
    #expect(help.contains("0-\(rules.maxTestPending) (default 0)"))
  }

  /// Without --window or --rollover the day rolls over at midnight, and the
  /// help says so: a 00:30 check-in counts for the calendar date.
  @Test func streakHelpMatchesTheMidnightDefault() throws {
    let help = runGen(["streak", "--help"]).standardOutput
    #expect(help.contains("(default: no window; see --rollover)"))
    #expect(help.contains("the day starts at this wall time (default 00:00)"))
    let outcome = runGen(
      [
        "streak", "--records", "-", "--now", "2026-10-02T00:30:00+08:00", "--tz", "Asia/Shanghai",
        "--json",
      ], stdin: #"["2026-10-02T00:30:00+08:00"]"#)
    let json = try jsonObject(outcome)
    #expect(json["today"] as? String == "2026-10-02")
    #expect(json["todayDone"] as? Bool == true)
  }

  @Test func helpOfAnUnknownCommandIsAUsageError() {
    let outcome = runGen(["help", "nope"])
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.hasPrefix("gen: unknown command \"nope\""))
  }
}
