import HabitRules

/// The help texts of `gen`, built from the registered commands.
enum Help {
  static func overview() -> String {
    let width = Command.all.map(\.name.count).max() ?? 0
    let rows = Command.all.map {
      "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)"
    }
    return """
      gen \(CLI.version): the HabitRules rules and content from the command line.

      usage: gen <command> [options]

      commands:
      \(rows.joined(separator: "\n"))

      Every command takes --content DIR, --locale TAG, --json and --help.
      Exit status: 0 ok, 64 bad command line, 65 bad data.

      """
  }

  static func text(for command: Command) -> String {
    let labels = command.allOptions.map { option in
      option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
    let width = labels.map(\.count).max() ?? 0
    let rows = zip(labels, command.allOptions).map { label, option in
      "  \(label.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(option.help)"
    }
    return """
      gen \(command.name): \(command.summary)

      options:
      \(rows.joined(separator: "\n"))

      """
  }
}
