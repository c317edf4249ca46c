import Foundation
import Testing

@testable import GenCLI

/// Every `swift run gen` command of README.md and of the DocC articles runs
/// as printed.
///
/// Each runs from the repository root and prints what the README shows for
/// it. Which text counts as a command and as its output is decided by
/// ``ReadmeCommands``.
@Suite struct ReadmeCommandTests {
  /// The repository root, from this file's place in `Tests/GenCLITests/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md as it is in the source tree.
  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The DocC articles, whose commands run as the README's do (an article
  /// two catalogs share, a symbolic link in the second, once).
  static let articles = ["HabitCalendar", "HabitRules"].flatMap { module in
    let catalog = root.appendingPathComponent("Sources/\(module)/\(module).docc")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map(catalog.appendingPathComponent)
  }.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0.path)) == nil }

  /// The commands of the README and the articles; empty when the README
  /// cannot be read, which `readmeHasCommandsAndOutputs` reports.
  static let commands =
    ((try? ReadmeCommands.extract(from: readme())) ?? [])
    + articles.flatMap { article in
      (try? ReadmeCommands.extract(from: String(contentsOf: article, encoding: .utf8))) ?? []
    }

  /// Two environments far apart in time and zone: a command that prints
  /// the same in both does not depend on the clock or the system zone.
  static let environments = [
    Environment(
      now: Date(timeIntervalSince1970: 1_790_000_000),
      timeZone: { TimeZone(identifier: "Asia/Shanghai") ?? .gmt }),
    Environment(
      now: Date(timeIntervalSince1970: 2_000_000_000),
      timeZone: { TimeZone(identifier: "Pacific/Kiritimati") ?? .gmt }),
  ]

  @Test func readmeHasCommandsAndOutputs() throws {
    let commands = try ReadmeCommands.extract(from: try Self.readme())
    #expect(commands.contains { $0.arguments.first == "streak" && $0.shownOutput != nil })
    #expect(commands.contains { $0.arguments.first == "plan" && $0.shownOutput != nil })
    #expect(Self.articles.count >= 14)
    for article in Self.articles {  // each reads as printed
      _ = try ReadmeCommands.extract(from: String(contentsOf: article, encoding: .utf8))
    }
  }

  @Test(arguments: commands)
  func runsAsPrinted(command: ReadmeCommand) {
    let arguments = Self.resolvingPaths(command.arguments)
    let outcomes = Self.environments.map { CLI.run(arguments, environment: $0) }
    let outcome = outcomes[0]
    #expect(outcome.exitCode == 0, "stderr: \(outcome.standardError)")
    #expect(!outcome.standardOutput.isEmpty)
    #expect(
      outcomes[1] == outcome,
      "the output depends on the clock or the system zone: give --now and --tz (quote: --date)")
    if let shown = command.shownOutput {
      #expect(
        ReadmeCommands.shows(shown, matches: outcome.standardOutput),
        "README shows:\n\(shown.joined(separator: "\n"))\ngen prints:\n\(outcome.standardOutput)")
    }
  }

  /// The arguments as if run from the repository root.
  ///
  /// Each relative path after a file option is made absolute against the
  /// root. File options are those whose help names a `FILE` or `DIR` value.
  /// (`Environment` has no current directory to set, and changing the
  /// process's would race with the tests that run beside this one.)
  static func resolvingPaths(_ arguments: [String]) -> [String] {
    guard let name = arguments.first, !name.hasPrefix("-") else { return arguments }
    let help = CLI.run([name, "--help"], environment: environments[0]).standardOutput
    let pathOptions = Set(
      help.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.count >= 2, words[0].hasPrefix("--"), ["FILE", "DIR"].contains(words[1])
        else { return nil }
        return String(words[0])
      })
    func resolved(_ path: String) -> String {
      path == "-" || path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
    }
    var result: [String] = []
    var pathFollows = false
    for argument in arguments {
      if pathFollows {
        result.append(resolved(argument))
      } else if let equals = argument.firstIndex(of: "="),
        pathOptions.contains(String(argument[..<equals]))
      {
        result.append(
          String(argument[...equals]) + resolved(String(argument[argument.index(after: equals)...]))
        )
      } else {
        result.append(argument)
      }
      pathFollows = !pathFollows && pathOptions.contains(argument)
    }
    return result
  }

  // MARK: - The rules themselves

  @Test(
    arguments: [
      // markdown, the commands found (line: arguments), the outputs shown
      (
        "Run `swift run gen plan --now\n2026-10-01T21:05:00+08:00` now:\n\n```\nBedtime\n```\n",
        ["1: plan --now 2026-10-01T21:05:00+08:00"], [["Bedtime"]]
      ),
      (
        "    swift run gen validate   # content check\n    swift test\n",
        ["1: validate"], [nil]
      ),
      (
        "```sh\nswift run gen streak \\\n  --records r.json\n```\n\n```\nnot an output\n```\n",
        ["2: streak --records r.json"], [nil]
      ),
      (
        "Mentions of `gen plan` and `swift test` do not run.\n\n```\nplan\n```\n", [], []
      ),
      (
        "`swift run gen advice --streak 2`\n\ntext between\n\n```\nnot its output\n```\n",
        ["1: advice --streak 2"], [nil]
      ),
    ] as [(String, [String], [[String]?])])
  func findsCommandsAndOutputs(markdown: String, commands: [String], outputs: [[String]?]) throws {
    let found = try ReadmeCommands.extract(from: markdown)
    #expect(found.map { "\($0.line): " + $0.arguments.joined(separator: " ") } == commands)
    #expect(found.map(\.shownOutput) == outputs)
  }

  @Test(arguments: [
    // markdown, the problem
    ("`swift run gen streak --records ...`", "README line 1: ... in"),
    ("    swift run gen quote --list | head", "README line 1: shell syntax |"),
    ("`swift run gen remind --reminders \"my rules.json\"`", "README line 1: shell syntax \""),
    (
      "`swift run gen plan` and `swift run gen quote --list`\n```\nx\n```",
      "README line 2: an output"
    ),
    ("text\n\n```\nnever closed\n", "README line 3: a code block that is never closed"),
  ])
  func rejectsWhatCannotRunAsPrinted(markdown: String, problem: String) {
    #expect {
      try ReadmeCommands.extract(from: markdown)
    } throws: { error in
      "\(error)".hasPrefix(problem)
    }
  }

  @Test(arguments: [
    // shown lines, printed output, whether they match
    (["a", "b"], "a\nb\n", true),
    (["a", "b"], "a\nb\nc\n", false),
    (["a", "..."], "a\nb\nc\n", true),
    (["...", "c"], "a\nb\nc\n", true),
    (["...", "b"], "a\nb\nc\n", false),
    (["a", "  ...", "c"], "a\nb\nc\n", true),
    (["a", "...", "c"], "a\nc\n", true),
    (["a", "...", "d"], "a\nb\nc\n", false),
    (["a", "...", "b", "...", "d"], "a\nb\nc\nd\n", true),
    (["a", "...", "c", "...", "b"], "a\nb\nc\nd\n", false),
    (["b", "..."], "a\nb\n", false),
    (["a", "...", "a"], "a\n", false),
  ])
  func shownOutputMatches(shown: [String], output: String, matches: Bool) {
    #expect(ReadmeCommands.shows(shown, matches: output) == matches)
  }

  @Test func relativePathsResolveAgainstTheRoot() {
    let root = Self.root.path
    #expect(
      Self.resolvingPaths(
        ["sync", "--pending", "Examples/data/pending.json", "--reminders=r.json", "--tz", "UTC"])
        == [
          "sync", "--pending", root + "/Examples/data/pending.json",
          "--reminders=" + root + "/r.json", "--tz", "UTC",
        ])
    #expect(Self.resolvingPaths(["streak", "--records", "-"]) == ["streak", "--records", "-"])
    #expect(
      Self.resolvingPaths(["validate", "--content", "Content"]) == [
        "validate", "--content", root + "/Content",
      ])
  }
}
