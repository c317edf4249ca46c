/// Why a command failed, with the exit code `gen` reports it with.
package struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure, following sysexits.
  package enum Kind: Int32, Sendable {
    /// The command line is wrong: an unknown command or option, a missing or
    /// malformed value (`EX_USAGE`).
    case usage = 64
    /// The input data is wrong: a file that does not parse, content that
    /// fails validation (`EX_DATAERR`).
    case data = 65
    /// An input file or standard input cannot be read at all: closed, or a
    /// directory (`EX_NOINPUT`).
    case noInput = 66
    /// The output cannot be written: closed, full, or its reader went away
    /// (`EX_IOERR`); set by the `gen` executable, which does the writing.
    case ioError = 74
  }

  /// The kind of failure.
  package var kind: Kind
  /// One or more lines for stderr, each complete on its own.
  package var message: String

  /// A command-line error.
  static func usage(_ message: String) -> CLIError { CLIError(kind: .usage, message: message) }
  /// A bad-data error.
  static func data(_ message: String) -> CLIError { CLIError(kind: .data, message: message) }
  /// An input that cannot be read.
  static func noInput(_ message: String) -> CLIError {
    CLIError(kind: .noInput, message: message)
  }

  /// The exit status for this error.
  package var exitCode: Int32 { kind.rawValue }

  package var description: String { message }
}
