import Foundation
import HabitTestSupport
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
  /// Issue #16: a pipe named by its path (`/dev/stdin`) reads like a file.
  @Test(arguments: [
    // file argument, exit code, stdout or stderr starts with
    ("/dev/stdin", 0, "{"),
    ("-", 0, "{"),
    ("/tmp", 65, "gen: cannot read --records file \"/tmp\": a directory; give a file, or -"),
  ])
  func recordsFromAPipe(path: String, status: Int32, output: String) throws {
    let process = Process()
    let executable: URL = try #require(GenProcess.executable)
    process.executableURL = executable
    process.arguments = [
      "streak", "--records", path, "--now", "2026-10-03T12:00:00Z", "--tz", "UTC", "--json",
    ]
    let input = Pipe()
    let out = Pipe()
    let err = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, out, err)
    try process.run()
    input.fileHandleForWriting.write(Data(#"[{"day": "2026-10-02"}, "2026-10-03T08:00:00Z"]"#.utf8))
    try input.fileHandleForWriting.close()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == status, "\(stderr)")
    #expect((status == 0 ? stdout : stderr).hasPrefix(output), "\(stdout)\(stderr)")
    if status == 0 { #expect(stdout.contains(#""current" : 2"#), "\(stdout)") }
  }

  /// Issue #16: this content made the release `gen plan` abort with 134.
  @Test func planOnHugeFirstOffsetExits65NotAbort() throws {
    let directory = try Fixtures.patchedContent([.hugeFirstReminderOffset])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try GenProcess.run(["plan", "--content", directory.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("gen: planner.json: firstReminderMinutes: needs 0 <= min"))
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  @Test func validateSucceeds() throws {
    let result = try GenProcess.run(["validate", "--locale", "en"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix("bundled content: 17 files valid, every text in zh-Hans, en, ja, ko"))
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
        == "gen: unknown command \"validat\"; did you mean \"validate\"? (commands: plan, streak, badges, advice, quote, remind, sync, growth, review, goal, card, demo, validate, breathe, next)\n"
    )
  }
}

/// Streams that cannot be read or written, set up by a shell: one line on
/// stderr and an exit code, never a trap.
@Suite struct BrokenStreamTests {
  @Test(
    arguments: [
      // shell redirections after `gen ARGS`, arguments, exit code, stderr (nil: not checked)
      (
        "<&-", ["streak", "--records", "-"], 74,
        "gen: cannot read standard input for --records: Bad file descriptor\n"
      ),
      (
        "</tmp", ["badges", "--metrics", "-"], 65,
        "gen: cannot read standard input for --metrics: a directory; give a file, or - for standard input\n"
      ),
      (
        ">/dev/full", ["plan", "--nights", "1"], 74,
        "gen: cannot write standard output: No space left on device\n"
      ),
      (
        ">&-", ["plan", "--nights", "1"], 74,
        "gen: cannot write standard output: Bad file descriptor\n"
      ),
      // A failed error message keeps the exit code the command had.
      ("2>/dev/full", ["plan", "--nw"], 64, nil),
      ("2>&-", ["plan", "--nw"], 64, nil),
    ] as [(String, [String], Int32, String?)])
  func brokenStreamIsOneLine(
    redirections: String, arguments: [String], exitCode: Int32, message: String?
  ) throws {
    // /dev/full is Linux's; elsewhere that case has nothing to run against.
    if redirections.contains("/dev/full") && !FileManager.default.fileExists(atPath: "/dev/full") {
      return
    }
    let executable = try #require(GenProcess.executable)
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("gen-stderr-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let words = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    // Stderr goes to a file unless the case redirects it itself.
    let capture = redirections.hasPrefix("2") ? "" : "2>'\(errorFile.path)'"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(words) \(redirections) \(capture)"]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == exitCode)
    if let message {
      let stderr = try String(contentsOf: errorFile, encoding: .utf8)
      #expect(stderr == message)
    }
  }
}
