/// One option a command accepts.
struct OptionSpec: Sendable {
  /// The option as typed, such as `--now`.
  let name: String
  /// The placeholder for its value in help, such as `T`; `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: String

  /// An option that takes a value.
  static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }

  /// An option that is present or absent.
  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  /// The options every command accepts (SPEC section 8).
  static let shared: [OptionSpec] = [
    .value("--content", "DIR", "load content from DIR instead of the bundled default"),
    .value("--locale", "TAG", "zh-Hans or en; other tags resolve to the closest (default zh-Hans)"),
    .flag("--json", "print JSON instead of a table"),
    .flag("--help", "show this help"),
  ]
}
