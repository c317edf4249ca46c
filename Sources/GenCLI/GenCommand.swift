import HabitRules

/// A `gen` subcommand, in the shape of swift-argument-parser's commands: a
/// struct of typed options, filled from the command line by
/// ``ArgumentParser`` using the command's ``options`` table, then checked by
/// ``validate()``, then ``run(in:)``; rendering lives in a file of its own.
///
/// Adding a command: a struct conforming to this protocol in its own file,
/// its rendering in another, and one entry in ``allCommands``.
protocol GenCommand: SendableMetatype {
  /// The name typed after `gen`.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The command's own options; ``CommonOptions`` adds the shared ones.
  static var options: [Option<Self>] { get }

  /// The options before parsing: every default in place.
  init()

  /// The options every command takes.
  var common: CommonOptions { get set }

  /// Checks what the option table cannot: required options and
  /// combinations.
  ///
  /// - Throws: A usage error.
  func validate() throws(CLIError)

  /// Does the work.
  ///
  /// - Parameter environment: The clock, zone and standard input.
  /// - Returns: What to print on standard output, and any notes.
  /// - Throws: A usage error (64) or a data error (65).
  func run(in environment: Environment) throws(CLIError) -> CommandOutput
}

extension GenCommand {
  func validate() throws(CLIError) {}

  /// Every option the command accepts: its own, then the shared ones.
  static var allOptions: [Option<Self>] { options + CommonOptions.options() }
}

/// A command as the dispatcher sees it: its name, summary and entry
/// points, with its options type erased.
struct CommandEntry: Sendable {
  let name: String
  let summary: String
  /// The command's help text.
  let help: @Sendable () -> String
  /// Parses the arguments after the name, then validates and runs (or
  /// prints help).
  let execute: @Sendable ([String], Environment) throws(CLIError) -> CommandOutput

  init<Command: GenCommand>(_ command: Command.Type) {
    name = Command.name
    summary = Command.summary
    help = { Help.text(for: Command.self) }
    execute = { arguments, environment throws(CLIError) in
      switch try ArgumentParser.parse(arguments, as: Command.self) {
      case .help: return CommandOutput(Help.text(for: Command.self))
      case .run(let options): return try options.run(in: environment)
      }
    }
  }
}

/// Every command, in the order help lists them.
let allCommands: [CommandEntry] = [
  CommandEntry(PlanCommand.self), CommandEntry(StreakCommand.self),
  CommandEntry(BadgesCommand.self), CommandEntry(AdviceCommand.self),
  CommandEntry(QuoteCommand.self), CommandEntry(RemindCommand.self),
  CommandEntry(SyncCommand.self), CommandEntry(GrowthCommand.self),
  CommandEntry(ValidateCommand.self),
]
