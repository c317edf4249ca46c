import HabitRules

/// The help texts of `gen`, built from the command table and the options'
/// own help lines.
enum Help {
  static func overview() -> String {
    let width = allCommands.map(\.name.count).max() ?? 0
    let rows = allCommands.map {
      "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)"
    }
    return """
      gen \(CLI.version): the HabitRules rules and content from the command line.

      usage: gen <command> [options]

      commands:
      \(rows.joined(separator: "\n"))

      Every command takes --content DIR, --locale TAG, --json and --help.
      Exit status: \(exitStatuses).

      """
  }

  /// Every exit status `gen` uses and what it means: `0 ok, 64 bad
  /// command line, ...`, from ``CLIError/Kind``.
  static var exitStatuses: String {
    (["0 ok"] + CLIError.Kind.allCases.map { "\($0.rawValue) \($0.meaning)" })
      .joined(separator: ", ")
  }

  /// A command's help; option defaults come from the bundled content.
  static func text<Command: GenCommand>(for command: Command.Type) -> String {
    let options = Command.allOptions
    let content = try? HabitContent.bundled()
    let labels = options.map { option in
      option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
    let width = labels.map(\.count).max() ?? 0
    let defaults = Command()
    let rows = zip(labels, options).map { label, option in
      let help = content.map { option.helpLine(defaults, $0) } ?? ""
      return "  \(label.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(help)"
    }
    return """
      gen \(Command.name): \(Command.summary)

      options:
      \(rows.joined(separator: "\n"))

      """
  }
}
