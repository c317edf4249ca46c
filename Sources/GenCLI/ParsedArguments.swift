import HabitRules

/// The options given to one command, checked against what it accepts.
struct ParsedArguments: Sendable, Equatable {
  /// Option name to value, for options that take one.
  var values: [String: String] = [:]
  /// The flags that were given.
  var flags: Set<String> = []

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The raw value of an option, if given.
  subscript(option: String) -> String? { values[option] }

  /// The value of an option parsed by `parse`, or `nil` when absent.
  ///
  /// - Throws: A usage error naming the option, the value and `expected`
  ///   when `parse` returns `nil`.
  func value<Value>(
    _ option: String, expected: String, _ parse: (String) -> Value?
  ) throws(CLIError) -> Value? {
    guard let raw = values[option] else { return nil }
    guard let value = parse(raw) else {
      throw .usage("invalid \(option) value \"\(raw)\": expected \(expected)")
    }
    return value
  }

  /// Splits arguments that follow the command name into options, checked
  /// against `specs`.
  ///
  /// Accepts `--name value` and `--name=value`; `-` alone is a value
  /// (standard input).
  ///
  /// - Throws: A usage error for an unknown option (with a suggestion), a
  ///   missing value, a value given to a flag, a repeated option, or a stray
  ///   argument.
  static func parse(
    _ arguments: [String], command: String, specs: [OptionSpec]
  ) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        throw .usage(
          "unexpected argument \"\(argument)\" for gen \(command); options start with --")
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts[0] == "-h" ? "--help" : String(parts[0])
      guard let spec = specs.first(where: { $0.name == name }) else {
        let suggestion = closestMatch(to: name, among: specs.map(\.name))
        throw .usage(
          "unknown option \"\(name)\" for gen \(command)\(didYouMean(suggestion))"
            + " (see gen \(command) --help)")
      }
      guard !parsed.flags.contains(name), parsed.values[name] == nil else {
        throw .usage("\(name) is given more than once")
      }
      if spec.valueName == nil {
        guard parts.count == 1 else { throw .usage("\(name) takes no value") }
        parsed.flags.insert(name)
      } else if parts.count == 2 {
        parsed.values[name] = String(parts[1])
      } else if index < arguments.endIndex,
        !arguments[index].hasPrefix("--")
      {
        parsed.values[name] = arguments[index]
        index += 1
      } else {
        throw .usage("\(name) needs a value \(spec.valueName ?? "")")
      }
    }
    return parsed
  }
}
