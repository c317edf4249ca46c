/// Why a command failed, with the exit code `gen` reports it with.
package struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure, following sysexits: every exit status `gen` uses
  /// besides 0, in the order `gen --help` lists them.
  package enum Kind: Int32, Sendable, CaseIterable {
    /// The command line is wrong: an unknown command or option, a missing or
    /// malformed value (`EX_USAGE`).
    case usage = 64
    /// The input data is wrong: a file that is missing, a directory or does
    /// not parse, content that fails validation (`EX_DATAERR`).
    case data = 65
    /// An input or the output fails at the system level: standard input
    /// closed, a read that fails midway (EIO), standard output closed, full
    /// or its reader gone (`EX_IOERR`).
    case ioError = 74

    /// What the status means, for `gen --help`.
    package var meaning: String {
      switch self {
      case .usage: "bad command line"
      case .data: "bad data (a file missing, a directory, or wrong)"
      case .ioError: "a read or write that failed"
      }
    }
  }

  /// The kind of failure.
  package var kind: Kind
  /// The lines for stderr, each complete on its own (`gen validate` gives
  /// one per problem; every other error is one line).
  package var lines: [String]

  /// The lines as one text, one per line.
  package var message: String { lines.joined(separator: "\n") }

  /// An error of one line.
  package init(kind: Kind, message: String) {
    self.kind = kind
    self.lines = [message]
  }

  /// A command-line error.
  static func usage(_ message: String) -> CLIError { CLIError(kind: .usage, message: message) }
  /// A bad-data error.
  static func data(_ message: String) -> CLIError { CLIError(kind: .data, message: message) }
  /// A bad-data error of several lines, one per problem.
  static func data(lines: [String]) -> CLIError {
    var error = CLIError(kind: .data, message: "")
    error.lines = lines
    return error
  }
  /// An input that failed to read at the system level.
  static func ioError(_ message: String) -> CLIError {
    CLIError(kind: .ioError, message: message)
  }

  /// The exit status for this error.
  package var exitCode: Int32 { kind.rawValue }

  package var description: String { message }
}
