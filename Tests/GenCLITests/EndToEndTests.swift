import Foundation
import Testing

/// Runs the built `gen` binary as a separate process.
struct GenProcess {
  /// The `gen` executable next to the test bundle in the build folder.
  static let executable: URL? = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("gen")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }()

  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    guard let executable else {
      throw GenNotFound(searchedFrom: CommandLine.arguments[0])
    }
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }
}

struct GenNotFound: Error {
  let searchedFrom: String
}

@Suite struct EndToEndTests {
  @Test func validateSucceeds() throws {
    let result = try GenProcess.run(["validate"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("bundled content: 5 files valid"))
    #expect(result.stderr.isEmpty)
  }

  @Test func missingContentDirectoryIsOneLineAndExit65() throws {
    let result = try GenProcess.run(["validate", "--content", "/nonexistent"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "gen: /nonexistent: content directory not found\n")
  }

  @Test func unknownCommandIsExit64WithSuggestion() throws {
    let result = try GenProcess.run(["validat"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "gen: unknown command \"validat\"; did you mean \"validate\"? (commands: plan, streak, badges, advice, quote, validate)\n"
    )
  }
}
