import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

/// One run of `gen` in process and what it must print.
struct CLICase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let exitCode: Int32
  /// Text stdout must contain (when exit code is 0) or stderr must equal
  /// after `gen: ` (otherwise).
  let output: String

  var testDescription: String { arguments.joined(separator: " ") }
}

let fixedEnvironment = Environment(
  now: Date(timeIntervalSince1970: 1_790_000_000),
  timeZone: { TimeZone(identifier: "Asia/Shanghai") ?? .gmt }
)

@Suite struct CLITests {
  static let cases: [CLICase] = [
    .init(arguments: ["validate"], exitCode: 0, output: "75 条消息，分 5 级，5 个标题"),
    .init(
      arguments: ["validate", "--locale", "en"], exitCode: 0,
      output: "75 messages in 5 levels, 5 titles"),
    .init(arguments: ["validate", "--json"], exitCode: 0, output: "\"name\" : \"advice.json\""),
    .init(arguments: ["validate", "--help"], exitCode: 0, output: "--content DIR"),
    .init(arguments: ["--help"], exitCode: 0, output: "validate  check every content file"),
    .init(arguments: ["help", "validate"], exitCode: 0, output: "gen validate:"),
    .init(arguments: [], exitCode: 0, output: "usage: gen <command> [options]"),
    .init(arguments: ["--version"], exitCode: 0, output: "gen \(CLI.version)"),
    .init(
      arguments: ["validate", "--content", "/nonexistent"], exitCode: 65,
      output: "/nonexistent: content directory not found"),
    .init(
      arguments: ["valdate"], exitCode: 64,
      output:
        "unknown command \"valdate\"; did you mean \"validate\"? (commands: plan, streak, badges, advice, quote, remind, sync, growth, review, goal, card, demo, validate, breathe, next)"
    ),
    .init(
      arguments: ["nonsense"], exitCode: 64,
      output:
        "unknown command \"nonsense\" (commands: plan, streak, badges, advice, quote, remind, sync, growth, review, goal, card, demo, validate, breathe, next)"
    ),
    .init(
      arguments: ["--json"], exitCode: 64,
      output:
        "unknown option \"--json\"; give a command first: plan, streak, badges, advice, quote, remind, sync, growth, review, goal, card, demo, validate, breathe, next"
    ),
    .init(
      arguments: ["validate", "--jsonn"], exitCode: 64,
      output: "unknown option \"--jsonn\" for gen validate; did you mean \"--json\"? "
        + "(see gen validate --help)"),
  ]

  @Test(arguments: cases)
  func run(_ testCase: CLICase) {
    let outcome = CLI.run(testCase.arguments, environment: fixedEnvironment)
    #expect(outcome.exitCode == testCase.exitCode)
    if testCase.exitCode == 0 {
      #expect(outcome.standardOutput.contains(testCase.output), "stdout: \(outcome.standardOutput)")
      #expect(outcome.standardError.isEmpty)
    } else {
      #expect(outcome.standardOutput.isEmpty)
      #expect(outcome.standardError == "gen: \(testCase.output)\n")
    }
  }

  @Test(
    arguments: [
      // arguments, the note (nil: none), text standard output contains
      (
        ["advice", "--streak", "3", "--locale", "fr-FR"], "no content in fr; using zh-Hans", "再坚持几天"
      ),
      (["advice", "--streak", "3", "--locale", "ja"], nil, "自然と身について"),
      (["advice", "--streak", "3", "--locale", "ko-KR"], nil, "며칠만 더"),
      (
        ["advice", "--streak", "3", "--locale", "zh-TW"], "no content in zh-Hant; using zh-Hans",
        "天"
      ),
      (["advice", "--streak", "3", "--locale", "en-GB"], nil, "A few more days"),
      (["advice", "--streak", "3", "--locale", "zh-SG"], nil, "再坚持几天"),
      (["advice", "--streak", "3"], nil, "再坚持几天"),
      (["plan", "--locale", "fr", "--nights", "1"], "no content in fr; using zh-Hans", "慢慢放松"),
      (["quote", "--locale", "de", "--json"], "no content in de; using zh-Hans", "\"text\""),
      (["quote", "--list", "--locale", "pt-BR"], "no content in pt; using zh-Hans", "已屏蔽"),
      (["badges", "--metrics", "-", "--locale", "es"], "no content in es; using zh-Hans", "脚步"),
    ] as [([String], String?, String)])
  func unsupportedLocaleFallsBackWithANote(arguments: [String], note: String?, output: String) {
    let outcome = runGen(arguments, stdin: "{}")
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == note.map { "gen: note: \($0)\n" } ?? "")
    #expect(outcome.standardOutput.contains(output), "\(outcome.standardOutput)")
  }

  /// `--locale ja` and `--locale ko` print that language only: kana (ja)
  /// or Hangul (ko) and never the other's script, with no fallback note.
  @Test(
    arguments: [
      ["plan", "--nights", "2"], ["plan", "--nights", "1", "--json"],
      ["advice", "--streak", "1", "--planned", "3", "--done", "1"], ["quote"], ["quote", "--list"],
      ["badges", "--metrics", "-"], ["badges", "--metrics", "-", "--json"],
    ], ["ja", "ja-JP", "ko", "ko-KR"])
  func japaneseAndKoreanPrintOnlyThatLanguage(arguments: [String], locale: String) {
    let outcome = runGen(arguments + ["--locale", locale], stdin: #"{"depositCount": 1}"#)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError.isEmpty)
    func has(_ range: ClosedRange<UInt32>) -> Bool {
      outcome.standardOutput.unicodeScalars.contains { range.contains($0.value) }
    }
    let kana = has(0x3041...0x30FF)
    let hangul = has(0xAC00...0xD7A3)
    let han = has(0x4E00...0x9FFF)
    if locale.hasPrefix("ja") {
      #expect(kana && !hangul, "\(outcome.standardOutput)")
    } else {
      #expect(hangul && !kana && !han, "\(outcome.standardOutput)")
    }
  }

  @Test func emptyLocaleIsAUsageError() {
    let outcome = runGen(["advice", "--streak", "1", "--locale", ""])
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == "gen: --locale needs a language tag such as en or zh-Hans\n")
  }

  /// `gen validate` prints every problem the library reports, one line each.
  ///
  /// The patches are what the texts issue listed: three-sentence advice, an
  /// English count without plural forms, a language in one text only.
  @Test(arguments: [
    (
      ContentPatch.set(
        "advice.json", "templates[2].text.en", json: #""This one is done. Tick it off.""#),
      "gen: advice.json: templates: \"today.taskDone\" + \"streak.steady\" in en is 3 sentences"
    ),
    (
      ContentPatch.set(
        "badges.json", "badges[3].description.en", json: #""Made {threshold} deposits""#),
      "gen: badges.json: badges[3].description.en: {threshold} is a count"
    ),
    (
      ContentPatch.set(
        "messages.json", "messages[2].text.fr",
        json: #""Verse un verre d'eau tiède et commence à boucler la journée.""#),
      "gen: advice.json: templates[0].text.fr: missing; fr appears in messages.json: messages[2].text"
    ),
  ])
  func validateCatchesPatchedContent(patch: ContentPatch, line: String) throws {
    let directory = try Fixtures.patchedContent([patch])
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = try #require(throws: ContentError.self) { try HabitContent.load(from: directory) }
    let outcome = CLI.run(["validate", "--content", directory.path], environment: fixedEnvironment)
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == error.problems.map { "gen: \($0)\n" }.joined())
    #expect(
      outcome.standardError.split(separator: "\n").contains { $0.hasPrefix(line) },
      "\(outcome.standardError)")
  }

  /// Issue #16: a first-reminder range of 10^15 minutes passed validate,
  /// and `gen plan` then aborted allocating an array of that many offsets.
  @Test(arguments: [["validate"], ["plan", "--now", "2026-10-01T20:42:00+08:00"]])
  func hugeFirstOffsetIsOneLineAndExit65(command: [String]) throws {
    let directory = try Fixtures.patchedContent([.hugeFirstReminderOffset])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = CLI.run(command + ["--content", directory.path], environment: fixedEnvironment)
    #expect(outcome.exitCode == 65)
    #expect(
      outcome.standardError
        == "gen: planner.json: firstReminderMinutes: needs 0 <= min <= max <= 449 (minutes "
        + "within the default window of 450 minutes), found min 0, max 999999999999999\n")
  }

  @Test func validateReportsEveryProblemOnePerLine() throws {
    let json = """
      {"templates": [{"id": "today.remaining", "text": {"zh-Hans": "{remaining}", "en": "{x}",
        "ja": "{remaining}", "ko": "{remaining}"}}], "plan": {"targets": [1, 1, 1, 1, 1, 1, 1]},
        "lateUntil": "04:00"}
      """
    let directory = try Fixtures.patchedContent([.write("advice.json", bytes: Array(json.utf8))])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = CLI.run(["validate", "--content", directory.path], environment: fixedEnvironment)
    #expect(outcome.exitCode == 65)
    let lines = outcome.standardError.split(separator: "\n")
    // {x} unknown and {remaining} missing in en, and the 8 other templates missing.
    #expect(lines.count == 10, "stderr: \(outcome.standardError)")
    #expect(lines.allSatisfy { $0.hasPrefix("gen: advice.json: ") })
    #expect(
      lines.contains(
        "gen: advice.json: templates[0].text.en: unknown placeholder {x}; valid: {remaining}"))
  }
}

/// Help states the defaults the code uses, read from the same content.
@Suite struct HelpDefaultsTests {
  /// Issue #22 item 5: each default is declared once, as the property's
  /// initial value, and help prints it from there.
  @Test(arguments: [
    // command, the help line's text, the property it reads
    ("sync", "the OS limit of pending requests (default \(SyncCommand().limit))", "limit"),
    ("plan", "0-\(UInt64.max) (default \(PlanOptions().seed))", "seed"),
    ("sync", "low, normal or high (default \(PlanOptions().frequency))", "frequency"),
    ("remind", "1-\(RemindCommand.maximumCount) (default \(RemindCommand().count))", "count"),
    ("advice", "segments planned today (default \(AdviceCommand().planned))", "planned"),
    ("badges", "all, or one track", "track"),
    ("sync", "or - (required)", "pending"),
  ])
  func helpPrintsTheDeclaredDefault(command: String, text: String, property: String) {
    let help = runGen([command, "--help"]).standardOutput
    #expect(help.contains(text), "\(property) in gen \(command) --help:\n\(help)")
  }

  /// `--help` anywhere prints help and exits 0, whatever else is wrong.
  @Test(arguments: [
    ["plan", "--bogus", "--help"], ["sync", "--limit", "x", "-h"],
    ["streak", "--records", "--help"],
    ["advice", "--help", "--streak"],
  ])
  func helpAnywhereWins(arguments: [String]) {
    let outcome = runGen(arguments)
    #expect(outcome.exitCode == 0 && outcome.standardError.isEmpty)
    #expect(outcome.standardOutput.hasPrefix("gen \(arguments[0]): "))
  }

  /// A required option that is missing is one usage line naming it.
  @Test(arguments: [
    (["sync"], "gen: gen sync needs --pending FILE (or - for standard input)"),
    (
      ["advice", "--planned", "2"], "gen: gen advice needs --streak N (the current streak in days)"
    ),
    (["badges"], "gen: gen badges needs --metrics FILE or --events FILE (or - for standard input)"),
  ])
  func missingRequiredOptionIsOneUsageLine(arguments: [String], message: String) {
    let outcome = runGen(arguments)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == message + "\n")
  }

  @Test func planHelpShowsTheContentDefaults() throws {
    let rules = try HabitContent.bundled().planner
    let help = runGen(["plan", "--help"]).standardOutput
    #expect(help.contains("night window HH:MM-HH:MM (default \(rules.defaultWindow))"))
    #expect(help.contains("(default \(rules.horizonNights))"))
    #expect(help.contains("0-\(rules.maxTestPending) (default 0)"))
  }

  /// Without --window or --rollover the day rolls over at midnight, and the
  /// help says so: a 00:30 check-in counts for the calendar date.
  @Test func streakHelpMatchesTheMidnightDefault() throws {
    let help = runGen(["streak", "--help"]).standardOutput
    #expect(help.contains("(default: no window; see --rollover)"))
    #expect(help.contains("the day starts at this wall time (default 00:00)"))
    let outcome = runGen(
      [
        "streak", "--records", "-", "--now", "2026-10-02T00:30:00+08:00", "--tz", "Asia/Shanghai",
        "--json",
      ], stdin: #"["2026-10-02T00:30:00+08:00"]"#)
    let json = try jsonObject(outcome)
    #expect(json["today"] as? String == "2026-10-02")
    #expect(json["todayDone"] as? Bool == true)
  }

  @Test func helpOfAnUnknownCommandIsAUsageError() {
    let outcome = runGen(["help", "nope"])
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.hasPrefix("gen: unknown command \"nope\""))
  }
}

/// `--tz` prints as the person named it (issue #16): Foundation calls
/// `UTC` "GMT" and `GMT+14` "GMT+1400".
@Suite struct ZoneNameTests {
  static let zones = ["UTC", "GMT+14", "GMT-3", "Etc/UTC", "Asia/Shanghai"]

  @Test(arguments: zones)
  func planPrintsTheZoneAsNamed(zone: String) throws {
    let base = ["plan", "--now", "2026-10-01T20:42:00+08:00", "--nights", "1", "--tz", zone]
    let json = try jsonObject(runGen(base + ["--json"]))
    #expect(json["timeZone"] as? String == zone)
    let table = runGen(base + ["--locale", "en"]).standardOutput
    #expect(table.hasPrefix("Bedtime plan for \(zone), window"), "\(table)")
    #expect(runGen(base).standardOutput.hasPrefix("\(zone) 的睡前提醒，时段"))
  }

  @Test(arguments: zones)
  func remindAndSyncPrintTheZoneAsNamed(zone: String) throws {
    let rules = #"[{"id": "run", "title": "Run", "time": "20:00", "repeat": {"kind": "daily"}}]"#
    let remind = ["remind", "--reminders", "-", "--now", "2027-01-30T10:00:00-05:00", "--tz", zone]
    let json = try jsonObject(runGen(remind + ["--json"], stdin: rules))
    #expect(json["timeZone"] as? String == zone)
    #expect(
      runGen(remind + ["--locale", "en"], stdin: rules).standardOutput.hasPrefix(
        "Reminders in \(zone), now"))
    #expect(runGen(remind, stdin: rules).standardOutput.hasPrefix("\(zone) 的提醒，现在"))
    let sync = ["sync", "--pending", "-", "--now", "2027-01-30T10:00:00-05:00", "--tz", zone]
    let table = runGen(sync, stdin: "[]")
    #expect(table.exitCode == 0 && table.standardOutput.contains(zone), "\(table.standardOutput)")
  }
}
