import HabitRules
import HabitToolkit

/// Fills a command's options struct from the arguments that follow its
/// name, using the command's option table.
enum ArgumentParser {
  /// What the arguments ask for: the command's options, or its help.
  enum Parsed<Command> {
    case run(Command)
    case help
  }

  /// Parses arguments for a command.
  ///
  /// Accepts `--name value` and `--name=value`; `-` alone is a value
  /// (standard input); `-h` is `--help`. With `--help` or `-h` anywhere as
  /// an argument of its own, nothing else is checked. A required option
  /// that is missing is a usage error.
  ///
  /// - Throws: A usage error for an unknown option (with a suggestion), a
  ///   missing value, a value given to a flag, a repeated option, a stray
  ///   argument, or a value the option rejects.
  /// - Complexity: O(*a* × *o*) for *a* arguments and *o* options.
  static func parse<Command: GenCommand>(
    _ arguments: [String], as command: Command.Type
  ) throws(CLIError) -> Parsed<Command> {
    if arguments.contains(where: { $0 == CommonOptions.help || $0 == "-h" }) { return .help }
    let options = Command.allOptions
    var given: [(option: Option<Command>, value: String?)] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        throw .usage(
          "unexpected argument \(quoted(argument)) for gen \(Command.name); options start with --")
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts[0] == "-h" ? "--help" : String(parts[0])
      guard let option = options.first(where: { $0.name == name }) else {
        let suggestion = closestMatch(to: name, among: options.map(\.name))
        throw .usage(
          "unknown option \(quoted(name)) for gen \(Command.name)\(didYouMean(suggestion))"
            + " (see gen \(Command.name) --help)")
      }
      guard !given.contains(where: { $0.option.name == name }) else {
        throw .usage("\(name) is given more than once")
      }
      if option.valueName == nil {
        guard parts.count == 1 else { throw .usage("\(name) takes no value") }
        given.append((option, nil))
      } else if parts.count == 2 {
        given.append((option, String(parts[1])))
      } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
        given.append((option, arguments[index]))
        index += 1
      } else {
        throw .usage("\(name) needs a value \(option.valueName ?? "")")
      }
    }
    for option in options where option.required != nil {
      guard given.contains(where: { $0.option.name == option.name }) else {
        let value = option.valueName.map { " \($0)" } ?? ""
        throw .usage(
          "gen \(Command.name) needs \(option.name)\(value) (\(option.required ?? ""))")
      }
    }
    var command = Command()
    for (option, value) in given {
      try option.apply(&command, value)
    }
    try command.validate()
    return .run(command)
  }
}
