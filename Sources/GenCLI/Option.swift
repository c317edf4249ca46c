import HabitRules

/// One option of a command: how it is typed, its help line, and how its
/// value fills the command's options struct.
struct Option<Options> {
  /// The option as typed, such as `--now`.
  let name: String
  /// The placeholder for its value in help, such as `T`; `nil` for a flag.
  let valueName: String?
  /// The help line.
  ///
  /// It reads defaults from the content, so that help states what the code
  /// does.
  let help: (HabitContent) -> String
  /// Stores the value (`nil` for a flag) in the options.
  let apply: (inout Options, String?) throws(CLIError) -> Void

  /// An option whose value is parsed by `parse`; text it rejects is a usage
  /// error naming the option, the value and what was `expected`.
  static func value<Value>(
    _ name: String, _ valueName: String, expected: String,
    _ keyPath: WritableKeyPath<Options, Value?>, help: @escaping (HabitContent) -> String,
    parse: @escaping (String) -> Value?
  ) -> Option {
    Option(name: name, valueName: valueName, help: help) { options, text throws(CLIError) in
      let text = text ?? ""
      guard let value = parse(text) else {
        throw .usage("invalid \(name) value \(quoted(text)): expected \(expected)")
      }
      options[keyPath: keyPath] = value
    }
  }

  /// An option whose value is parsed by a function that explains its own
  /// errors.
  static func custom<Value>(
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, Value?>,
    help: @escaping (HabitContent) -> String,
    parse: @escaping (String) throws(CLIError) -> Value
  ) -> Option {
    Option(name: name, valueName: valueName, help: help) { options, text throws(CLIError) in
      options[keyPath: keyPath] = try parse(text ?? "")
    }
  }

  /// An option whose value is taken as it is typed, such as a file path.
  static func text(
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, String?>,
    help: @escaping (HabitContent) -> String
  ) -> Option {
    Option(name: name, valueName: valueName, help: help) { options, text in
      options[keyPath: keyPath] = text ?? ""
    }
  }

  /// A flag: present or absent.
  static func flag(
    _ name: String, _ keyPath: WritableKeyPath<Options, Bool>,
    help: @escaping (HabitContent) -> String
  ) -> Option {
    Option(name: name, valueName: nil, help: help) { options, _ in
      options[keyPath: keyPath] = true
    }
  }
}

/// A value in double quotes for a message, with control characters escaped
/// so that the message stays on one line.
func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
