import HabitRules

/// A `gen` subcommand: its name, help and what it does.
///
/// Each command lives in its own file as a static member, and is listed once
/// in ``all``; adding a command touches no other command.
struct Command: Sendable {
  /// The name typed after `gen`.
  let name: String
  /// One line for the command list.
  let summary: String
  /// The command's own options; ``OptionSpec/shared`` are added to them.
  let options: [OptionSpec]
  /// Runs the command and returns what to print on stdout.
  let run: @Sendable (CommandContext) throws(CLIError) -> String

  /// Every option the command accepts.
  var allOptions: [OptionSpec] { options + OptionSpec.shared }

  /// Every command, in the order help lists them.
  static let all: [Command] = [.plan, .streak, .badges, .advice, .quote, .validate]
}
