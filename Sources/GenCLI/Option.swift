import HabitRules
import HabitToolkit

/// One option of a command: how it is typed, its help line, and how its
/// value fills the command's options struct.
///
/// A default is declared once, as the property's initial value (or, where
/// it comes from the content, by the option), and help prints it from
/// there; a required option says so, and the parser enforces it.
struct Option<Options> {
  /// The option as typed, such as `--now`.
  let name: String
  /// The placeholder for its value in help, such as `T`; `nil` for a flag.
  let valueName: String?
  /// The help line, without the default.
  let help: (HabitContent) -> String
  /// What help prints in parentheses after the line.
  ///
  /// Such as `default 0` or `default: the current moment`; `nil` for
  /// nothing. It is given the options before parsing, so a default is read
  /// from the property.
  var defaultText: (Options, HabitContent) -> String? = { _, _ in nil }
  /// When the option is required: what the usage error adds in
  /// parentheses after `gen sync needs --pending FILE`.
  var required: String?
  /// Stores the value (`nil` for a flag) in the options.
  let apply: (inout Options, String?) throws(CLIError) -> Void

  init(
    name: String, valueName: String?, help: @escaping (HabitContent) -> String,
    apply: @escaping (inout Options, String?) throws(CLIError) -> Void
  ) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.apply = apply
  }

  /// The help line as printed: the line, then `(required)` or the default.
  func helpLine(_ options: Options, _ content: HabitContent) -> String {
    let line = help(content)
    if required != nil { return line + " (required)" }
    return defaultText(options, content).map { "\(line) (\($0))" } ?? line
  }

  /// This option, required: a command line without it is a usage error
  /// ending in `(hint)`.
  func required(_ hint: String) -> Option {
    var option = self
    option.required = hint
    return option
  }

  /// This option, with a default that help prints as `default: <phrase>`
  /// (a moment or a zone that comes from the environment) or as
  /// `default <value>` (a value that comes from the content).
  func defaulting(to text: @escaping (HabitContent) -> String) -> Option {
    var option = self
    option.defaultText = { _, content in text(content) }
    return option
  }

  /// An option whose value is parsed by `parse`.
  ///
  /// Text it rejects is a usage error naming the option, the value and
  /// what was `expected`. The property's initial value is the default help
  /// prints.
  static func value<Value>(
    _ name: String, _ valueName: String, expected: String,
    _ keyPath: WritableKeyPath<Options, Value>, help: @escaping (HabitContent) -> String,
    parse: @escaping (String) -> Value?
  ) -> Option {
    var option = Option(name: name, valueName: valueName, help: help) {
      options, text throws(CLIError) in
      let text = text ?? ""
      guard let value = parse(text) else {
        throw .usage("invalid \(name) value \(quoted(text)): expected \(expected)")
      }
      options[keyPath: keyPath] = value
    }
    option.defaultText = { options, _ in "default \(options[keyPath: keyPath])" }
    return option
  }

  /// An option with no default of its own (`nil` until given), parsed by
  /// `parse`.
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
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, Value>,
    help: @escaping (HabitContent) -> String,
    parse: @escaping (String) throws(CLIError) -> Value
  ) -> Option {
    Option(name: name, valueName: valueName, help: help) { options, text throws(CLIError) in
      options[keyPath: keyPath] = try parse(text ?? "")
    }
  }

  /// An option whose value is taken as it is typed, such as a file path.
  static func text(
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, String>,
    help: @escaping (HabitContent) -> String
  ) -> Option {
    Option(name: name, valueName: valueName, help: help) { options, text in
      options[keyPath: keyPath] = text ?? ""
    }
  }

  /// An option taken as typed, `nil` until given.
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

/// A value in double quotes for a message, on one line and at most 200
/// characters (``DisplayText/quoted(_:limit:)``).
func quoted(_ text: String) -> String { DisplayText.quoted(text) }
