import Foundation
import HabitTestSupport
import Testing

@testable import HabitToolkit

@Suite struct LanguageTests {
  static let fourLanguages = ["zh-Hans", "en", "ja", "ko"].map(Language.init(rawValue:))
  static let withTraditional = Language.required + [Language(rawValue: "zh-Hant")]

  @Test(
    arguments: [
      // tag, supported languages, match (nil: none, the source language is used)
      ("zh-Hans", Language.required, "zh-Hans"),
      ("en", Language.required, "en"),
      ("en-GB", Language.required, "en"),
      ("en_US", Language.required, "en"),
      ("EN-au", Language.required, "en"),
      ("zh", Language.required, "zh-Hans"),
      ("zh-CN", Language.required, "zh-Hans"),
      ("zh-SG", Language.required, "zh-Hans"),
      ("zh_Hans_SG", Language.required, "zh-Hans"),
      ("zh-TW", Language.required, nil),
      ("zh-Hant", Language.required, nil),
      ("zh-HK", Language.required, nil),
      ("zh-Hans-HK", Language.required, "zh-Hans"),
      ("zh_Hans_TW", withTraditional, "zh-Hans"),
      ("zh-TW", withTraditional, "zh-Hant"),
      ("zh-Hant-HK", withTraditional, "zh-Hant"),
      ("zh-CN", withTraditional, "zh-Hans"),
      ("fr", Language.required, nil),
      ("fr-FR", fourLanguages, nil),
      ("ja", Language.required, "ja"),
      ("ko", Language.required, "ko"),
      ("ja_JP", Language.required, "ja"),
      ("zh-MO", Language.required, nil),
      ("ja", fourLanguages, "ja"),
      ("ja-JP", fourLanguages, "ja"),
      ("ko-KR", fourLanguages, "ko"),
      ("ko_kr", fourLanguages, "ko"),
      ("", Language.required, nil),
      ("e", Language.required, nil),
    ] as [(String, [Language], String?)])
  func matchesTheClosestSupportedLanguage(tag: String, supported: [Language], match: String?) {
    #expect(Language.match(tag, supported: supported)?.rawValue == match, "tag \(tag)")
    let resolved = Language.resolve(tag, supported: supported)
    #expect(resolved.rawValue == match ?? "zh-Hans", "tag \(tag)")
  }

  @Test(arguments: [
    // tag, the language it asks for
    ("fr-FR", "fr"), ("ja", "ja"), ("zh-TW", "zh-Hant"), ("zh", "zh-Hans"), ("EN_gb", "en"),
    ("", ""),
  ])
  func namesTheRequestedLanguage(tag: String, requested: String) {
    #expect(Language.requested(by: tag) == requested)
  }

  @Test func orderedPutsSourceAndEnglishFirst() {
    let languages = ["ko", "en", "ja", "zh-Hans", "de"].map(Language.init(rawValue:))
    #expect(Language.ordered(languages).map(\.rawValue) == ["zh-Hans", "en", "de", "ja", "ko"])
  }
}

@Suite struct LocalizedTextTests {
  let text = LocalizedText(forms: [
    .english: .init(one: "{n} segment", other: "{n} segments"),
    .simplifiedChinese: .init(one: nil, other: "{n} 段"),
  ])

  @Test(arguments: [
    // count, English form
    (0, "{n} segments"), (1, "{n} segment"), (2, "{n} segments"), (21, "{n} segments"),
  ])
  func englishPluralFollowsCount(count: Int, expected: String) {
    #expect(text.string(in: .english, count: count) == expected)
    #expect(text.string(in: .simplifiedChinese, count: count) == "{n} 段")
  }

  /// Reads a text the way content files are read.
  static func read(_ json: String) -> (LocalizedText?, [ContentProblem]) {
    var report = ContentReport(file: "test.json")
    let text = report.parse(Data(json.utf8)).flatMap { report.text($0) }
    return (text, report.problems)
  }

  @Test(arguments: [
    // JSON, the problem
    (
      #"{"en": {"few": "x", "other": "y"}}"#,
      "en: unknown plural form \"few\"; valid forms are \"one\", \"two\" (English only) and \"other\""
    ),
    (#"{"en": {"one": "x"}}"#, "en.other: missing"),
    (
      #"{"en": 3}"#,
      "en: wrong type: expected a string or an object {\"one\", \"other\"} of strings, found a number"
    ),
    (#"["en"]"#, "expected a JSON object at the top of the file, found an array"),
  ])
  func malformedTextsAreProblems(json: String, problem: String) {
    let (_, problems) = Self.read(json)
    #expect(
      problems.map { $0.path.isEmpty ? $0.message : "\($0.path): \($0.message)" } == [problem])
  }

  /// English "once" and "twice": `two` is used at exactly 2, `one` at 1,
  /// `other` at every other count; a text without `two` uses `other` at 2.
  @Test(arguments: [
    // count, English form
    (0, "Go deep {n} times"), (1, "Go deep once"), (2, "Go deep twice"), (3, "Go deep {n} times"),
    (22, "Go deep {n} times"),
  ])
  func twoFormAtExactlyTwo(count: Int, expected: String) throws {
    let (read, problems) = Self.read(
      #"{"zh-Hans": "深度专注 {n} 次", "en": {"one": "Go deep once", "two": "Go deep twice", "other": "Go deep {n} times"}}"#
    )
    #expect(problems.isEmpty)
    let text = try #require(read)
    #expect(text.string(in: .english, count: count) == expected)
    #expect(text.string(in: .simplifiedChinese, count: count) == "深度专注 {n} 次")
    #expect(self.text.string(in: .english, count: 2) == "{n} segments")
  }

  @Test func readsPlainAndPluralForms() throws {
    let (read, problems) = Self.read(
      #"{"zh-Hans": "{n} 段", "en": {"one": "{n} segment", "other": "{n} segments"}}"#)
    #expect(problems.isEmpty)
    #expect(read == text)
  }

  @Test func missingLanguageFallsBackToSource() {
    #expect(text.string(in: Language(rawValue: "fr")) == "{n} 段")
  }
}

@Suite struct PlaceholderTests {
  @Test(arguments: [
    // text, names found, has stray braces
    ("no placeholders", [String](), false),
    ("{days} days, {remaining} left", ["days", "remaining"], false),
    ("{} and {1} are not names", [], true),
    ("half {open", [], true),
    ("close} only", [], true),
    ("{a}{b}", ["a", "b"], false),
  ])
  func findsNamesAndStrayBraces(text: String, names: [String], stray: Bool) {
    let survey = Placeholders.survey(text)
    #expect(survey.names == names)
    #expect(survey.hasStrayBraces == stray)
  }

  /// 40,000 `{` and one `}`: no name, a stray brace, in one pass (the
  /// scan that looked for a `}` after every `{` took 19 s here).
  @Test func manyOpenBracesAreOnePass() {
    let text = String(repeating: "{", count: 40_000) + "}"
    #expect(Placeholders.survey(text).names.isEmpty)
    #expect(Placeholders.survey(text).hasStrayBraces)
    let many = String(repeating: "{a}{", count: 20_000) + "b}"
    #expect(Placeholders.survey(many).names.count == 20_001)
  }

  @Test func fillReplacesKnownNamesOnly() {
    let filled = Placeholders.fill(
      "{days} days, {remaining} left, {other}", with: ["days": "5", "remaining": "2"])
    #expect(filled == "5 days, 2 left, {other}")
  }
}

@Suite struct ClosestMatchTests {
  /// The metric names of HabitRules.docc/EarningBadges.md.
  static let metrics = [
    "totalDistanceKilometers", "recordedDays", "currentStreakDays", "longestStreakDays",
    "chinaProvinceCount", "chinaAreaKm2", "cityUnlockCount", "globalAreaKm2", "totalDeposited",
    "depositCount", "nightDeposits", "morningDeposits", "sessionCount", "focusMinutes",
    "deepFocusCount", "proMembershipActive",
  ]

  @Test(
    arguments: [
      // word, candidates, suggestion
      ("valdate", ["validate", "plan"], "validate"),
      ("--jsn", ["--json", "--now"], "--json"),
      ("nonsense", ["validate", "plan", "streak"], nil),
      ("PLAN", ["plan"], "plan"),
      ("longestStreak", ["longestStreakDays", "currentStreakDays"], "longestStreakDays"),
      ("totalDistanceKm", Self.metrics, "totalDistanceKilometers"),
      ("chinaProvinces", Self.metrics, "chinaProvinceCount"),
      ("TotalDistanceKM", Self.metrics, "totalDistanceKilometers"),
      ("provinceCount", Self.metrics, "chinaProvinceCount"),
      ("deposits", Self.metrics, nil),  // depositCount or nightDeposits: no guess
      ("cityCount", Self.metrics, "cityUnlockCount"),
      ("streakDays", Self.metrics, nil),  // current or longest: no guess
      ("focusMins", Self.metrics, "focusMinutes"),
      ("globalArea", Self.metrics, "globalAreaKm2"),
      ("proMember", Self.metrics, "proMembershipActive"),
      ("weight", Self.metrics, nil),
      ("km", Self.metrics, nil),
      ("--nig", ["--now", "--nights", "--seed"], "--nights"),
      ("Europe/Pari", ["Europe/Paris", "Europe/Prague"], "Europe/Paris"),
      ("America/NewYork", ["America/New_York", "America/Nome"], "America/New_York"),
    ] as [(String, [String], String?)])
  func suggestsOnlyPlausibleTypos(word: String, candidates: [String], expected: String?) {
    #expect(closestMatch(to: word, among: candidates) == expected)
  }

  @Test func editDistanceBasics() {
    #expect(editDistance("", "abc") == 3)
    #expect(editDistance("abc", "") == 3)
    #expect(editDistance("kitten", "sitting") == 3)
  }
}
