import HabitRules
import HabitToolkit

/// The `gen` command line as a pure function from arguments to output.
package enum CLI {
  /// The most bytes of one input (a file or standard input) that any
  /// command reads: more is an error (`too large`), never a long read.
  package static let maximumInputSize = JSONValue.maximumSize

  /// The version `gen --version` prints.
  package static let version = "0.1.0"

  /// The longest line `gen` writes to standard error, in characters, with
  /// its `gen: ` prefix and after escapes expand: longer lines are cut
  /// (each echoed value is cut to 200 characters before that).
  package static let maximumMessageLength = 1_000

  /// The most `gen: note:` lines of one run; more are counted in one last
  /// note.
  package static let maximumNotes = 20

  /// What a run printed and how it ended.
  package struct Outcome: Sendable, Equatable {
    /// The exit status: 0, or one of ``CLIError/Kind``: 64 (usage), 65 (bad
    /// data) or 74 (a read that failed); the `gen` executable also gives 74
    /// when it cannot write the output.
    package var exitCode: Int32
    /// What goes to standard output.
    package var standardOutput: String
    /// What goes to standard error: empty, one line per problem, or
    /// `gen: note:` lines of a run that succeeded.
    package var standardError: String
  }

  /// Runs `gen` with the arguments that follow the program name.
  ///
  /// - Parameters:
  ///   - arguments: Such as `["validate", "--content", "dir"]`.
  ///   - environment: The clock, zone and standard input to use.
  /// - Returns: The output and the exit status; never traps.
  /// - Complexity: That of the command run.
  package static func run(_ arguments: [String], environment: Environment) -> Outcome {
    do throws(CLIError) {
      let output = try dispatch(arguments, environment)
      var notes = output.notes.prefix(maximumNotes).map { "note: " + $0 }
      if output.notes.count > maximumNotes {
        notes.append("note: and \(output.notes.count - maximumNotes) more notes like these")
      }
      return Outcome(exitCode: 0, standardOutput: output.text, standardError: stderrText(notes))
    } catch {
      return Outcome(
        exitCode: error.exitCode, standardOutput: "", standardError: stderrText(error.lines))
    }
  }

  /// Lines for standard error, each `gen: ` and one line: whatever a
  /// message holds, a newline, a return, ESC or NUL never reaches the
  /// terminal raw (escaped as `\n`, `\u001B`), and a line is at most
  /// ``maximumMessageLength`` characters.
  static func stderrText(_ lines: [String]) -> String {
    lines.map { "gen: " + DisplayText.line($0, limit: maximumMessageLength - 5) + "\n" }.joined()
  }

  private static func dispatch(
    _ arguments: [String], _ environment: Environment
  ) throws(CLIError) -> CommandOutput {
    guard let first = arguments.first else { return CommandOutput(Help.overview()) }
    switch first {
    case "--help", "-h", "help":
      guard arguments.count > 1 else { return CommandOutput(Help.overview()) }
      return CommandOutput(try command(named: arguments[1]).help())
    case "--version":
      return CommandOutput("gen \(version)\n")
    default:
      return try command(named: first).execute(Array(arguments.dropFirst()), environment)
    }
  }

  private static func command(named name: String) throws(CLIError) -> CommandEntry {
    if let command = allCommands.first(where: { $0.name == name }) { return command }
    let names = allCommands.map(\.name)
    if name.hasPrefix("-") {
      throw .usage(
        "unknown option \(quoted(name)); give a command first: \(names.joined(separator: ", "))")
    }
    let suggestion = closestMatch(to: name, among: names)
    throw .usage(
      "unknown command \(quoted(name))\(didYouMean(suggestion)) (commands: \(names.joined(separator: ", ")))"
    )
  }
}
