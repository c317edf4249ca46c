import Foundation
import Testing

@testable import HabitAdvice
@testable import HabitBadges
@testable import HabitCalendar
@testable import HabitPlanner
@testable import HabitQuotes
@testable import HabitRules
@testable import HabitStreaks
@testable import HabitToolkit

/// A broken content directory and the problem loading it must report.
struct BrokenContentCase: Sendable, CustomTestStringConvertible {
  let fixture: String
  let file: String
  let path: String
  let messageContains: String

  var testDescription: String { fixture }
}

@Suite struct HabitContentTests {
  static let brokenCases: [BrokenContentCase] = [
    // fixture, file, JSON path, part of the message
    .init(
      fixture: "malformed-json", file: "advice.json", path: "",
      messageContains: "malformed JSON: expected a key in quotes at line 14, column 30"),
    .init(
      fixture: "missing-file", file: "advice.json", path: "",
      messageContains: "file not found"),
    .init(
      fixture: "missing-language", file: "advice.json", path: "templates[2].text.en",
      messageContains: "missing; every text needs zh-Hans, en, ja and ko"),
    .init(
      fixture: "duplicate-id", file: "advice.json", path: "templates[3].id",
      messageContains: "duplicate id \"today.planDone\" (first at templates[1])"),
    .init(
      fixture: "wrong-type", file: "advice.json", path: "templates[0].id",
      messageContains: "wrong type"),
    .init(
      fixture: "unknown-placeholder", file: "advice.json", path: "templates[4].text.en",
      messageContains: "unknown placeholder {count}; valid: {days}"),
    .init(
      fixture: "advice-too-long", file: "advice.json", path: "templates",
      messageContains: "\"today.taskOpen\" + \"streak.starting\" in zh-Hans is 41 characters; "
        + "keep the advice within 30"),
    .init(
      fixture: "advice-three-sentences", file: "advice.json", path: "templates",
      messageContains: "\"today.taskDone\" + \"streak.steady\" in en is 3 sentences "
        + "(\"This one is done. Tick it off. You've kept it up 400 days; keep the rhythm.\"); "
        + "advice is 2: one about today, one about the streak"),
    .init(
      fixture: "quotes-unknown-id", file: "quotes.json", path: "blocked[0].subject",
      messageContains: "unknown subject id \"round-upp\"; did you mean \"round-up\"?"),
    .init(
      fixture: "quotes-duplicate-id", file: "quotes.json", path: "predicates[5].id",
      messageContains: "duplicate id \"in-charge-of-money\" (first at predicates[2])"),
    .init(
      fixture: "quotes-17-subjects", file: "quotes.json", path: "subjects",
      messageContains: "has 17 entries; it needs exactly 18"),
    .init(
      fixture: "quotes-blocked-twice", file: "quotes.json", path: "blocked[2]",
      messageContains: "spare-change + easy-to-start is already blocked at blocked[0]"),
    .init(
      fixture: "quotes-retired-id", file: "quotes.json", path: "predicates[0].id",
      messageContains: "\"adds-up-to-a-trip\" is retired (it named a half that was rewritten "
        + "into another); give a new half a new id"),
    // Issue 24: a block says where it fails and why, in every language.
    .init(
      fixture: "quotes-fails-in", file: "quotes.json", path: "blocked[0].failsIn[0]",
      messageContains: "unknown language \"jp\"; did you mean \"ja\"?; the texts are in "
        + "zh-Hans, en, ja and ko"),
    .init(
      fixture: "quotes-fails-in", file: "quotes.json", path: "blocked[0].failsIn[2]",
      messageContains: "\"en\" is listed twice"),
    .init(
      fixture: "quotes-fails-in", file: "quotes.json", path: "blocked[1].failsIn",
      messageContains: "empty; name the languages the pair reads badly in"),
    .init(
      fixture: "quotes-reason-per-language", file: "quotes.json", path: "blocked[0].reason",
      messageContains: "a reason is written in every language: {\"zh-Hans\": \"…\", "),
    .init(
      fixture: "quotes-reason-per-language", file: "quotes.json", path: "blocked[1].reason.ko",
      messageContains: "missing; every text needs zh-Hans, en, ja and ko"),
    .init(
      fixture: "badges-unknown-metric", file: "badges.json", path: "badges[2].metric",
      messageContains: "unknown metric \"longestStreakDay\"; did you mean \"longestStreakDays\"?"),
    .init(
      fixture: "badges-not-ascending", file: "badges.json", path: "badges[0].tiers[2].threshold",
      messageContains: "20 does not ascend (the tier before is 25)"),
    .init(
      fixture: "badges-duplicate-id", file: "badges.json", path: "badges[5].id",
      messageContains: "duplicate id \"saved-total\" (first at badges[4])"),
    .init(
      fixture: "badges-missing-language", file: "badges.json", path: "badges[1].tiers[3].name.en",
      messageContains: "missing; every text needs zh-Hans, en, ja and ko"),
    .init(
      fixture: "badges-no-plural-forms", file: "badges.json", path: "badges[3].description.en",
      messageContains: "{threshold} is a count, so the text needs plural forms"),
    .init(
      fixture: "badges-member-all-time", file: "badges.json", path: "badges[14].metric",
      messageContains: "\"sessionCount\" counts every event, member or not; a badge on the "
        + "\"pro\" track reads a member metric"),
    .init(
      fixture: "parity-one-french-text", file: "messages.json", path: "messages[0].text.fr",
      messageContains: "missing; fr appears in messages[2].text, and a language in any text "
        + "must be in every text"),
    .init(
      fixture: "parity-one-french-text", file: "messages.json", path: "titles[4].text.fr",
      messageContains: "missing; fr appears in messages[2].text"),
    .init(
      fixture: "parity-one-french-text", file: "advice.json", path: "templates[6].text.fr",
      messageContains: "missing; fr appears in messages.json: messages[2].text"),
    .init(
      fixture: "parity-one-french-text", file: "badges.json", path: "badges[0].tiers[4].name.fr",
      messageContains: "missing; fr appears in messages.json: messages[2].text"),
    .init(
      fixture: "parity-one-french-text", file: "quotes.json", path: "format.fr",
      messageContains: "missing; fr appears in messages.json: messages[2].text"),
    .init(
      fixture: "parity-one-french-text", file: "quotes.json", path: "blocked[0].reason.fr",
      messageContains: "missing; fr appears in messages.json: messages[2].text"),
    .init(
      fixture: "messages-position-claim", file: "messages.json", path: "messages[55].text.en",
      messageContains:
        "\"last gentle call\" claims a place in the night; any message can be followed"),
    .init(
      fixture: "messages-position-claim", file: "messages.json", path: "messages[73].text.zh-Hans",
      messageContains: "\"这次真的\" claims a place in the night"),
    .init(
      fixture: "messages-position-claim", file: "messages.json", path: "messages[73].id",
      messageContains: "\"l5-good-night-really\" is retired"),
    .init(
      fixture: "badges-two-tiers", file: "badges.json", path: "badges[3].tiers",
      messageContains: "has 2 tiers; a badge needs at least 3"),
    .init(
      fixture: "messages-wrong-count", file: "messages.json", path: "messages",
      messageContains: "level 3 has 14 messages; each level needs exactly 15"),
    .init(
      fixture: "messages-duplicate-id", file: "messages.json", path: "messages[1].id",
      messageContains: "duplicate id \"l1-dim-lights\" (first at messages[0])"),
    .init(
      fixture: "messages-too-long", file: "messages.json", path: "messages[0].text.en",
      messageContains: "120 characters; keep it within 110"),
    .init(
      fixture: "messages-too-long", file: "messages.json", path: "messages[1].text.ja",
      messageContains: "48 characters; keep it within 45"),
    .init(
      fixture: "messages-too-long", file: "messages.json", path: "messages[2].text.ko",
      messageContains: "55 characters; keep it within 50"),
    .init(
      fixture: "advice-too-long", file: "advice.json", path: "templates",
      messageContains: "\"today.planDone\" + \"streak.steady\" in ko is 4"),
    .init(
      fixture: "badges-untranslated", file: "badges.json", path: "badges[0].name.ja",
      messageContains: "the same as the en text; write it in ja (a missed translation?)"),
    .init(
      fixture: "badges-untranslated", file: "badges.json", path: "tracks[2].name.ja",
      messageContains: "the same as the zh-Hans text; write it in ja"),
    .init(
      fixture: "messages-missing-title", file: "messages.json", path: "titles",
      messageContains: "missing the title of level 5"),
    .init(
      fixture: "planner-stages", file: "planner.json", path: "levelStarts[2]",
      messageContains: "21:00 must come after the level before it"),
    .init(
      fixture: "planner-bad-range", file: "planner.json", path: "intervalMinutes.normal",
      messageContains: "needs 1 <= min <= max <= 450 (minutes within the default window of 450 "
        + "minutes), found min 55, max 32"),
    // Issue #16: one JSON rule for content as for every input.
    .init(
      fixture: "content-duplicate-key", file: "advice.json", path: "",
      messageContains: "malformed JSON: duplicate key \"id\"; each key may appear once at line 4, "
        + "column 32"),
    .init(
      fixture: "content-invalid-utf8", file: "messages.json", path: "",
      messageContains: "malformed JSON: invalid UTF-8 (byte 0xFF) at line 7, column 24"),
    .init(
      fixture: "content-escaped-nul", file: "messages.json", path: "messages[0].text.en",
      messageContains: "control character U+0000 at character 1; texts hold no control characters"),
    // Issue #16: validate passed this and `gen plan` then died allocating.
    .init(
      fixture: "planner-huge-first-offset", file: "planner.json", path: "firstReminderMinutes",
      messageContains: "needs 0 <= min <= max <= 449 (minutes within the default window of 450 "
        + "minutes), found min 0, max 999999999999999"),
    .init(
      fixture: "planner-out-of-bounds", file: "planner.json", path: "intervalMinutes.high",
      messageContains: "needs 1 <= min <= max <= 450 (minutes within the default window of 450 "
        + "minutes), found min 20, max 451"),
    .init(
      fixture: "planner-out-of-bounds", file: "planner.json", path: "intervalMinutes.low",
      messageContains: "found min 0, max 90"),
    .init(
      fixture: "planner-out-of-bounds", file: "planner.json", path: "levelStarts[4]",
      messageContains: "05:00 is outside the default window 20:30-04:00"),
    .init(
      fixture: "planner-out-of-bounds", file: "planner.json", path: "horizonNights",
      messageContains: "must be 1-31, found 400"),
    .init(
      fixture: "planner-out-of-bounds", file: "planner.json", path: "queueLimit",
      messageContains: "must be 1-64 (the iOS limit), found 1000"),
    .init(
      fixture: "planner-out-of-bounds", file: "planner.json", path: "maxTestPending",
      messageContains: "must be 0 to queueLimit - 1, found -1"),
    .init(
      fixture: "planner-bad-range", file: "planner.json", path: "intervalMinutes.medium",
      messageContains: "unknown frequency; valid: low, normal, high"),
  ]

  /// A byte-order mark is skipped in content as in every other input.
  @Test func contentWithByteOrderMarksLoads() throws {
    let content = try HabitContent.load(from: Fixtures.contentDirectory(overlaying: "content-bom"))
    #expect(content.planner == (try HabitContent.bundled().planner))
  }

  @Test(arguments: brokenCases)
  func brokenContentNamesFileAndEntry(_ broken: BrokenContentCase) throws {
    let error = try #require(throws: ContentError.self) {
      try HabitContent.load(from: Fixtures.contentDirectory(overlaying: broken.fixture))
    }
    let match = error.problems.first {
      $0.file == broken.file && $0.path == broken.path
        && $0.message.contains(broken.messageContains)
    }
    #expect(match != nil, "problems were: \(error.problems)")
  }

  @Test(
    arguments: [
      // English forms (one, other), Chinese forms (one, other), counts, the problem (nil: none)
      (nil, "Made {n} deposits", nil, "存了 {n} 次", ["n"], "en: {n} is a count, so the text needs"),
      ("Made {n} deposit", "Made {n} deposits", nil, "存了 {n} 次", ["n"], nil),
      ("{n} km", "{n} km", nil, "{n} 公里", ["n"], nil),
      (
        "Made {n} deposit", "Made {n} deposits", nil, "存了 {n} 次", [],
        "en: plural forms without a count"
      ),
      (nil, "Made {n} deposits", nil, "存了 {n} 次", [], nil),
      (
        "Made {n} deposit", "Made {n} deposits", "存了 {n} 次", "存了 {n} 次", ["n"],
        "zh-Hans: zh-Hans has no plural forms"
      ),
    ] as [(String?, String, String?, String, Set<String>, String?)])
  func countsNeedEnglishPluralFormsOnly(
    englishOne: String?, english: String, chineseOne: String?, chinese: String,
    counts: Set<String>, problem: String?
  ) {
    var report = ContentReport(file: "badges.json")
    let text = LocalizedText(forms: [
      .english: .init(one: englishOne, other: english),
      .simplifiedChinese: .init(one: chineseOne, other: chinese),
      .japanese: .init(other: "{n} 回入金しました"), .korean: .init(other: "{n}회 저축했어요"),
    ])
    report.check(text, at: "text", placeholders: ["n"], counts: counts)
    let found = report.problems.map { "\($0.path.dropFirst("text.".count)): \($0.message)" }
    if let problem {
      #expect(found.count == 1 && found[0].hasPrefix(problem), "\(found)")
    } else {
      #expect(found.isEmpty, "\(found)")
    }
  }

  /// A part loaded alone checks parity within its own file.
  @Test func partAloneChecksParityInItsFile() throws {
    let source = try ContentSource.directory(
      Fixtures.contentDirectory(overlaying: "parity-one-french-text"))
    let error = try #require(throws: ContentError.self) { try BedtimeMessages.load(from: source) }
    #expect(error.problems.allSatisfy { $0.file == "messages.json" && $0.path.hasSuffix(".fr") })
    // 5 titles and 74 other messages lack it.
    #expect(error.problems.count == 79)
    #expect(try AdviceTemplates.load(from: source).languages == Language.required)
  }

  @Test func bundledLanguagesAreTheTextsLanguages() throws {
    let content = try HabitContent.bundled()
    #expect(content.languages == Language.required)
    #expect(content.advice.languages == content.languages)
    #expect(content.quotes.languages == content.languages)
    #expect(content.badges.languages == content.languages)
    #expect(content.reminders.languages == content.languages)
  }

  /// A file full of near-misses gets suggestions for its first 16 names
  /// only, and none for a name too long to compare cheaply.
  @Test func suggestionsAreBoundedPerFile() {
    var report = ContentReport(file: "badges.json")
    let candidates = (0..<2_000).map { "metricNumber\($0)" }
    let found = (0..<40).map { report.didYouMean("metricNumbr\($0)", among: candidates) }
    #expect(found.prefix(16).allSatisfy { $0.hasPrefix("; did you mean \"metricNumber") })
    #expect(found.dropFirst(16).allSatisfy { $0.isEmpty })
    var fresh = ContentReport(file: "badges.json")
    let long = String(repeating: "metricNumber", count: 6)
    let tooLong = fresh.didYouMean(long, among: [long + "s"])
    let typo = fresh.didYouMean("metricNumbr1", among: candidates)
    #expect(tooLong == "")
    #expect(typo == "; did you mean \"metricNumber1\"?")
  }

  @Test func everyProblemIsReportedAtOnce() throws {
    let error = try #require(throws: ContentError.self) {
      try HabitContent.load(from: Fixtures.contentDirectory(overlaying: "several-problems"))
    }
    let reported = Set(error.problems.map { "\($0.path) \($0.message)" })
    let expected: Set<String> = [
      "templates[1].text.zh-Hans unknown placeholder {remaining}; this text takes none",
      "templates[5].id unknown template id \"streak.biulding\"; did you mean \"streak.building\"?",
      "templates[6].text.zh-Hans missing; every text needs zh-Hans, en, ja and ko",
      "templates missing template \"streak.building\"",
    ]
    #expect(reported == expected)
  }

  @Test func missingDirectoryIsOneProblem() throws {
    let error = try #require(throws: ContentError.self) {
      try HabitContent.load(from: URL(fileURLWithPath: "/nonexistent/content"))
    }
    #expect(error.problems.count == 1)
    #expect(error.description == "/nonexistent/content: content directory not found")
  }

  @Test func bundledContentIsValidAndComplete() throws {
    let content = try HabitContent.bundled()
    for key in AdviceTemplates.Key.allCases {
      for language in Language.required {
        #expect(content.advice[key].forms[language] != nil, "\(key) lacks \(language)")
      }
    }
  }

  @Test func bundledContentMatchesTheFilesInContentFolder() throws {
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: Fixtures.contentDirectory.path)
      .filter { $0.hasSuffix(".json") }
    #expect(Set(onDisk) == Set(EmbeddedContent.files.keys))
    for name in onDisk {
      let text = try String(
        contentsOf: Fixtures.contentDirectory.appendingPathComponent(name), encoding: .utf8)
      let embedded = try #require(EmbeddedContent.files[name])
      #expect(embedded == text.replacingOccurrences(of: "\r", with: ""))
    }
  }

  @Test func contentFolderLoadsLikeBundledContent() throws {
    let fromDisk = try HabitContent.load(from: Fixtures.contentDirectory)
    let bundled = try HabitContent.bundled()
    for key in AdviceTemplates.Key.allCases {
      #expect(fromDisk.advice[key] == bundled.advice[key])
    }
  }
}
