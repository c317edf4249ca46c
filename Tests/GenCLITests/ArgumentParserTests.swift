import Foundation
import HabitRules
import Testing

@testable import GenCLI

/// A command with one option of each shape, for the parser alone.
private struct ProbeCommand: GenCommand {
  static let name = "x"
  static let summary = "a probe"

  var common = CommonOptions()
  var now: Date?
  var records: String?
  var count: Int?
  var checked = false

  static var options: [Option<ProbeCommand>] {
    [
      .value(
        "--now", "T", expected: "a moment", \.now, help: { _ in "" }, parse: ISO8601Moment.parse),
      .text("--records", "FILE", \.records) { _ in "" },
      .value(
        "--count", "N", expected: "a whole number 1-3", \.count, help: { _ in "" },
        parse: OptionValues.count(in: 1...3)),
    ]
  }

  func validate() throws(CLIError) {
    if count == 2 { throw .usage("two is not allowed here") }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput { CommandOutput("") }
}

@Suite struct ArgumentParserTests {
  private func parse(_ arguments: [String]) throws(CLIError) -> ProbeCommand? {
    switch try ArgumentParser.parse(arguments, as: ProbeCommand.self) {
    case .run(let command): return command
    case .help: return nil
    }
  }

  @Test func fillsTypedValuesAndFlags() throws {
    let command = try #require(
      try parse(["--now", "2026-10-01T20:00:00+08:00", "--json", "--records=-", "--count", "3"]))
    #expect(command.now == ISO8601Moment.parse("2026-10-01T12:00:00Z"))
    #expect(command.records == "-")
    #expect(command.count == 3)
    #expect(command.common.json)
    #expect(command.common.locale == nil)
  }

  @Test func valueMayStartWithSingleDash() throws {
    #expect(try parse(["--records", "-"])?.records == "-")
    #expect(throws: CLIError.usage("invalid --count value \"-3\": expected a whole number 1-3")) {
      try parse(["--count", "-3"])
    }
  }

  @Test func helpWinsOverEverythingElse() throws {
    #expect(try parse(["-h"]) == nil)
    #expect(try parse(["--count", "9", "--help"]) == nil)
  }

  @Test(arguments: [
    // arguments, the error message
    (
      ["--nw", "x"], "unknown option \"--nw\" for gen x; did you mean \"--now\"? (see gen x --help)"
    ),
    (["--frobnicate"], "unknown option \"--frobnicate\" for gen x (see gen x --help)"),
    (["--now"], "--now needs a value T"),
    (["--now", "--json"], "--now needs a value T"),
    (["--json=yes"], "--json takes no value"),
    (["--json", "--json"], "--json is given more than once"),
    (["--now", "a", "--now=b"], "--now is given more than once"),
    (["stray"], "unexpected argument \"stray\" for gen x; options start with --"),
    (["--now", "soon"], "invalid --now value \"soon\": expected a moment"),
    (["--now", "a\nb"], "invalid --now value \"a\\nb\": expected a moment"),
    (["--content", ""], "--content needs a directory; an empty path names none"),
    (["--count", "2"], "two is not allowed here"),
  ])
  func rejectsWithUsageError(arguments: [String], message: String) {
    #expect(throws: CLIError.usage(message)) { try parse(arguments) }
  }
}
