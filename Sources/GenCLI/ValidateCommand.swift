import HabitRules

/// `gen validate`: loads and checks every content file.
struct ValidateCommand: GenCommand {
  static let name = "validate"
  static let summary = "check every content file and report all problems at once"

  var common = CommonOptions()

  static var options: [Option<ValidateCommand>] { [] }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let report = ValidationReport(
      source: common.content ?? ContentSource.bundled.name, content: try common.loadContent())
    return CommandOutput(common.json ? try JSONOutput.encode(report) : report.text)
  }
}
