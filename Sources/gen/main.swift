import Foundation
import GenCLI

let environment = Environment(
  now: Date(),
  timeZone: { TimeZone.current },
  readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() }
)
let outcome = CLI.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
