import Testing

@testable import GenCLI

@Suite struct ParsedArgumentsTests {
  static let specs: [OptionSpec] = [
    .value("--now", "T", ""), .value("--records", "FILE", ""), .flag("--json", ""),
    .flag("--help", ""),
  ]

  @Test func splitsValuesAndFlags() throws {
    let parsed = try ParsedArguments.parse(
      ["--now", "2026-10-01T20:00:00+08:00", "--json", "--records=-"], command: "x",
      specs: Self.specs)
    #expect(parsed.values == ["--now": "2026-10-01T20:00:00+08:00", "--records": "-"])
    #expect(parsed.flags == ["--json"])
  }

  @Test func valueMayStartWithSingleDash() throws {
    let parsed = try ParsedArguments.parse(["--records", "-"], command: "x", specs: Self.specs)
    #expect(parsed["--records"] == "-")
    let negative = try ParsedArguments.parse(["--now", "-3"], command: "x", specs: Self.specs)
    #expect(negative["--now"] == "-3")
  }

  @Test func shortHelpIsHelp() throws {
    #expect(try ParsedArguments.parse(["-h"], command: "x", specs: Self.specs).has("--help"))
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
  ])
  func rejectsWithUsageError(arguments: [String], message: String) {
    #expect(throws: CLIError.usage(message)) {
      try ParsedArguments.parse(arguments, command: "x", specs: Self.specs)
    }
  }

  @Test func typedValueNamesOptionAndExpectation() throws {
    let parsed = try ParsedArguments.parse(["--now", "soon"], command: "x", specs: Self.specs)
    #expect(throws: CLIError.usage("invalid --now value \"soon\": expected an integer")) {
      try parsed.value("--now", expected: "an integer") { Int($0) }
    }
    #expect(try parsed.value("--records", expected: "a path") { $0 } == nil)
  }
}
