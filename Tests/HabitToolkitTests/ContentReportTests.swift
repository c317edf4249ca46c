import HabitTestSupport
import Testing

@testable import HabitToolkit

/// The checks every content part runs on its texts, and the suggestions in
/// its problems.
@Suite struct ContentReportTests {
  @Test(
    arguments: [
      // English forms (one, other), Chinese forms (one, other), counts, the problem (nil: none)
      (nil, "Made {n} deposits", nil, "存了 {n} 次", ["n"], "en: {n} is a count, so the text needs"),
      ("Made {n} deposit", "Made {n} deposits", nil, "存了 {n} 次", ["n"], nil),
      // Issue #38: the one form may say its count in words.
      ("Made one deposit", "Made {n} deposits", nil, "存了 {n} 次", ["n"], nil),
      ("Go deep once", "Go deep {n} times", nil, "存了 {n} 次", ["n"], nil),
      ("{n} km", "{n} km", nil, "{n} 公里", ["n"], nil),
      (
        "Made {n} deposit", "Made {n} deposits", nil, "存了 {n} 次", [],
        "en: plural forms without a count"
      ),
      (nil, "Made {n} deposits", nil, "存了 {n} 次", [], nil),
      (
        "Made {n} deposit", "Made {n} deposits", "存了 {n} 次", "存了 {n} 次", ["n"],
        "zh-Hans: zh-Hans has no plural forms; write one text, or a \"one\" form that says 1 in "
          + "words, without {n}"
      ),
      // Without plural forms, a one form may still say 1 in words (一次).
      ("Made one deposit", "Made {n} deposits", "存了一次", "存了 {n} 次", ["n"], nil),
      (
        nil, "Made {n} deposits", "存了 {n} 笔", "存了 {n} 次", [],
        "zh-Hans: plural forms without a count"
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

  /// The `two` form ("twice"): English only, only with a count, and it
  /// may say its count in words as `one` does.
  @Test(
    arguments: [
      // the language given a two form, its forms (one, two, other), counts, the problems
      (Language.english, "Go deep once", "Go deep twice", "Go deep {n} times", ["n"], []),
      (.english, "Go deep {n} time", "Go deep {n} times", "Go deep {n} times", ["n"], []),
      (
        .english, "Made {n} deposit", "Made {n} deposits", "Made {n} deposits", [],
        [
          "en: a \"two\" form without a count; write one text",
          "en: plural forms without a count; write one text",
        ]
      ),
      (
        .japanese, nil, "深い集中を2回", "深い集中を{n}回", ["n"],
        [#"ja: only English has a "two" form ("twice"); write "one" and "other" or one text"#]
      ),
      // Korean says 1 in a word of its own (한 번), but has no form for 2.
      (
        .korean, "한 번", "두 번", "{n}번", ["n"],
        [#"ko: only English has a "two" form ("twice"); write "one" and "other" or one text"#]
      ),
    ] as [(Language, String?, String, String, Set<String>, [String])])
  func twoFormIsEnglishWithACount(
    language: Language, one: String?, two: String, other: String, counts: Set<String>,
    problems: [String]
  ) {
    var forms: [Language: LocalizedText.Forms] = [
      .english: .init(one: "Go deep once", other: "Go deep {n} times"),
      .simplifiedChinese: .init(other: "深度专注 {n} 次"),
      .japanese: .init(other: "深い集中を{n}回"), .korean: .init(other: "{n}번 깊이 집중하기"),
    ]
    forms[language] = .init(one: one, two: two, other: other)
    var report = ContentReport(file: "expeditions.json")
    report.check(
      LocalizedText(forms: forms), at: "title", placeholders: ["n"], counts: counts)
    let found = report.problems.map { "\($0.path.dropFirst("title.".count)): \($0.message)" }
    #expect(found == problems)
  }

  /// Japanese brackets and marks are full-width; a time's colon passes,
  /// and so does a mark inside a placeholder's name.
  @Test(
    arguments: [
      // a Japanese text, the problem (nil: none)
      ("開拓者（3/5）（休止中）", nil), ("開拓者(3/5)（休止中）", #"the half-width "(" (write "（")"#),
      ("{weekday} {hour}:00台、{minutes}分", nil),
      ("ただちに就寝!", #"the half-width "!" (write "！")"#),
      ("まだ起きてますか?", #"the half-width "?" (write "？")"#),
      ("残り: {n}回", #"the half-width ":" (write "：")"#), ("残り：{n}回", nil),
      // A sentence after ？ or ！ starts after a full-width space.
      (
        "消灯！今すぐです！",
        "\"！\" runs into the next sentence (write \"！\u{3000}\", with a full-width space)"
      ),
      (
        "消去しますか？{n}件が削除されます。",
        "\"？\" runs into the next sentence (write \"？\u{3000}\", with a full-width space)"
      ),
      ("消灯！\u{3000}今すぐです！", nil), ("「本当に？」と聞く", nil), ("えっ！？", nil),
    ] as [(String, String?)])
  func japaneseMarksAreFullWidth(text: String, problem: String?) {
    var report = ContentReport(file: "badges.json")
    report.check(
      LocalizedText(forms: [
        .english: .init(other: "Left {n}"), .simplifiedChinese: .init(other: "剩 {n}"),
        .japanese: .init(other: text), .korean: .init(other: "{n}회 남음"),
      ]), at: "text", placeholders: ["n", "weekday", "hour", "minutes"])
    let found = report.problems.map { "\($0.path.dropFirst("text.".count)): \($0.message)" }
      .filter { !$0.contains("missing placeholder") }
    #expect(found == (problem.map { ["ja: " + $0] } ?? []), "\(found)")
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

  /// Issue #38: English left in a Japanese or Korean text, found without
  /// flagging units, options, the command's name or a word beside the
  /// language's own script.
  @Test(
    arguments: [
      ("Regular deposit", "Regular deposit"),
      ("毎週のRegular deposit", "Regular deposit"),
      ("Week before 기록", "Week before"),
      ("Savings", "Savings"),
      ("{title} Level", "Level"),
      ("累計{threshold}km歩きました", nil),
      ("1,000km 여정", nil),
      ("Lv{level}", nil),
      ("--previous がないと分かりません", nil),
      ("gen の表の文言", nil),
      ("gen --svg 그림의 문구", nil),
      ("city1 日", nil),
      ("{subject}は、{predicate}。", nil),
    ] as [(String, String?)])
  func englishInJapaneseOrKorean(text: String, words: String?) {
    #expect(NativeScript.englishWords(in: text) == words)
  }
}
