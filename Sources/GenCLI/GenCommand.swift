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

  /// A command with subcommands, such as `gen goal wish|dca|program`: the
  /// first argument names the subcommand, whose own name is `<name> <sub>`.
  init(group name: String, summary: String, _ subcommands: [CommandEntry]) {
    self.name = name
    self.summary = summary
    let kinds = subcommands.map { $0.name.dropFirst(name.count + 1) }.joined(separator: "|")
    let width = subcommands.map(\.name.count).max() ?? 0
    let overview: @Sendable () -> String = {
      "gen \(name): \(summary)\n\nusage: gen \(name) \(kinds) [options]\n\n"
        + subcommands.map {
          "  gen \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)\n"
        }.joined()
        + "\nSee gen \(name) <\(kinds)> --help.\n"
    }
    help = overview
    execute = { arguments, environment throws(CLIError) in
      guard let first = arguments.first, first != "--help", first != "-h" else {
        if arguments.isEmpty { throw .usage("gen \(name) needs \(kinds) (see gen \(name) --help)") }
        return CommandOutput(overview())
      }
      guard let sub = subcommands.first(where: { $0.name == "\(name) \(first)" }) else {
        throw .usage("unknown gen \(name) kind \(quoted(first)); use \(kinds)")
      }
      return try sub.execute(Array(arguments.dropFirst()), environment)
    }
  }

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
  CommandEntry(ReviewCommand.self),
  CommandEntry(
    group: "goal", summary: "savings targets, regular deposits and programs: progress and ETA",
    [
      CommandEntry(GoalWishCommand.self), CommandEntry(GoalDCACommand.self),
      CommandEntry(GoalProgramCommand.self),
    ]),
  CommandEntry(
    group: "card", summary: "share cards of a session, a week and a badge: 1080 x 1350 SVG",
    [
      CommandEntry(CardSessionCommand.self), CommandEntry(CardWeekCommand.self),
      CommandEntry(CardBadgeCommand.self),
    ]),
  CommandEntry(
    group: "demo", summary: "demo records for empty screens, each with \"demo\": true",
    [
      CommandEntry(DemoCommand<DemoFocus>.self), CommandEntry(DemoCommand<DemoSleep>.self),
      CommandEntry(DemoCommand<DemoSavings>.self), CommandEntry(DemoCommand<DemoFootprint>.self),
      CommandEntry(DemoCommand<DemoReminders>.self),
    ]),
  CommandEntry(ValidateCommand.self),
  CommandEntry(BreatheCommand.self, leadingValueOf: "--pattern"),
  CommandEntry(NextCommand.self),
]
