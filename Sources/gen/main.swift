import Foundation
import GenCLI

// A reader that went away is a write error (74), not a silent death.
signal(SIGPIPE, SIG_IGN)

let environment = Environment(
  now: Date(),
  timeZone: { TimeZone.current },
  readStandardInput: Environment.readProcessStandardInput
)
let outcome = CLI.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
var exitCode = outcome.exitCode
var standardError = outcome.standardError
do {
  try StandardStreams.writeAll(outcome.standardOutput, to: STDOUT_FILENO)
} catch {
  exitCode = CLIError.Kind.ioError.rawValue
  standardError += "gen: cannot write standard output: \(error.reason)\n"
}
// Nowhere is left to report a failed error message: the exit code stands.
try? StandardStreams.writeAll(standardError, to: STDERR_FILENO)
exit(exitCode)
