import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitAdvice

@Suite struct AdviceTests {
  /// Every streak 0-400, plan 0-12, done 0-15, task done or not, in both
  /// languages: 333,632 pieces of advice.
  @Test(arguments: Language.required)
  func exhaustiveTable(language: Language) throws {
    let templates = try HabitContent.bundled().advice
    let budget = try #require(AdviceTemplates.maximumLength[language])
    let oneLeft = Placeholders.fill(
      templates[.todayRemaining].string(in: language, count: 1), with: ["remaining": "1"])
    var failures: [String] = []
    for streak in 0...400 {
      let tier: Advice.Tier = streak >= 5 ? .steady : streak >= 2 ? .building : .starting
      for planned in 0...12 {
        for done in 0...15 {
          for taskDone in [false, true] {
            let advice = templates.advice(
              streakDays: streak, planned: planned, completed: done, taskCompleted: taskDone,
              language: language)
            let remaining = planned > done ? planned - done : 0
            let length =
              language == .english
              ? advice.text.split(separator: " ").count
              : advice.text.unicodeScalars.count { !$0.properties.isWhitespace }
            let problems = [
              advice.tier != tier ? "tier \(advice.tier)" : nil,
              advice.remaining != remaining ? "remaining \(advice.remaining)" : nil,
              advice.sentences.count != 2 ? "\(advice.sentences.count) sentences" : nil,
              Sentences.count(in: advice.text) != 2
                ? "\(Sentences.count(in: advice.text)) sentences in the text" : nil,
              advice.text.contains("{") || advice.text.contains("}") ? "unfilled placeholder" : nil,
              length > budget.limit ? "\(length) \(budget.unit)" : nil,
              tier == .steady && !advice.sentences[1].contains(String(streak))
                ? "no day count" : nil,
              // At 1 a one form may say the count in words (한 번).
              remaining > 1 && !advice.sentences[0].contains(String(remaining))
                ? "no remaining" : nil,
              remaining == 1 && advice.sentences[0] != oneLeft ? "not the one form" : nil,
            ].compactMap { $0 }
            if !problems.isEmpty {
              failures.append("\(streak)/\(planned)/\(done)/\(taskDone): \(problems)")
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test(arguments: [
    // streak, planned, done, task done, English text
    (
      12, 3, 1, false,
      "2 sessions left today, then you're done. You're on a 12-day streak; keep it going."
    ),
    (
      12, 3, 2, false,
      "1 session left today, then you're done. You're on a 12-day streak; keep it going."
    ),
    (
      4, 3, 5, false,
      "You finished everything you planned today; nice work. A few more days like this and it gets easier."
    ),
    (
      0, 0, 0, true,
      "This task is done: one more win for today. Your first goal: 3 days in a row."
    ),
    (
      1, 0, 2, false,
      "This one is still open; give it 5 minutes. Your first goal: 3 days in a row."
    ),
  ])
  func englishComposition(streak: Int, planned: Int, done: Int, taskDone: Bool, text: String)
    throws
  {
    let advice = try HabitContent.bundled().advice.advice(
      streakDays: streak, planned: planned, completed: done, taskCompleted: taskDone,
      language: .english)
    #expect(advice.text == text)
  }

  /// Issue #38: at streak 0 the two sentences say two different things, a
  /// first step for today and a first goal for the streak, in every
  /// language (they both said "small step").
  @Test(arguments: [
    // language, planned, text
    (Language.japanese, 0, "この項目を、5分だけ進めてみましょう。まずは3日続けるのが目標です。"),
    (.japanese, 2, "今日はあと2回、最後までいきましょう。まずは3日続けるのが目標です。"),
    (.korean, 0, "이 항목은 아직이니 5분만 해 볼까요? 먼저 3일 연속을 목표로 삼아요."),
    (.korean, 2, "오늘 계획한 집중이 2회 남았어요. 먼저 3일 연속을 목표로 삼아요."),
    (.simplifiedChinese, 0, "这一项还没完成，先做 5 分钟。第一个目标：连做 3 天。"),
    (.english, 0, "This one is still open; give it 5 minutes. Your first goal: 3 days in a row."),
  ])
  func firstDayAdviceSaysTwoThings(language: Language, planned: Int, text: String) throws {
    let advice = try HabitContent.bundled().advice.advice(
      streakDays: 0, planned: planned, completed: 0, taskCompleted: false, language: language)
    #expect(advice.text == text)
  }

  /// Issue #38: the streak's days are grouped as a person reads them.
  @Test(arguments: [
    (Language.english, "You're on a 1,234-day streak; keep it going."),
    (.simplifiedChinese, "已经坚持 1,234 天，保持节奏。"),
    (.japanese, "1,234日続いているこの調子を大切に。"),
    (.korean, "1,234일째 이어 오고 있으니 이대로 쭉 가 봐요."),
  ])
  func longStreakDaysAreGrouped(language: Language, streak: String) throws {
    let advice = try HabitContent.bundled().advice.advice(
      streakDays: 1234, planned: 0, completed: 0, taskCompleted: false, language: language)
    #expect(advice.sentences.last == streak)
  }

  @Test(arguments: [
    // streak, planned, done, task done, Chinese text
    (30, 4, 1, false, "今天还剩 3 段，加油收尾。已经坚持 30 天，保持节奏。"),
    (3, 0, 0, true, "这一项完成了，记上一笔。再坚持几天，会越来越顺手。"),
    (0, 2, 2, false, "今天的计划都完成了，真棒。第一个目标：连做 3 天。"),
  ])
  func chineseComposition(streak: Int, planned: Int, done: Int, taskDone: Bool, text: String)
    throws
  {
    let advice = try HabitContent.bundled().advice.advice(
      streakDays: streak, planned: planned, completed: done, taskCompleted: taskDone,
      language: .simplifiedChinese)
    #expect(advice.text == text)
  }

  @Test(arguments: [
    // text, sentences
    ("", 0), ("   ", 0), ("One.", 1), ("One", 1), ("One. Two", 2), ("One. Two.", 2),
    ("Wait?! Really...", 2), ("Version 2.0 is here.", 1), ("1.5 km done. Nice.", 2),
    ("He said \"go.\" Then he went.", 2), ("今天还剩 3 段，加油收尾。已经坚持 30 天。", 2),
    ("真的吗？！好。", 2), ("「おやすみ。」また明日。", 2), ("Done! Next? Rest.", 3),
  ])
  func sentenceCount(text: String, sentences: Int) {
    #expect(Sentences.count(in: text) == sentences, "\(text)")
  }

  /// `isSpace` answers as Unicode's `White_Space` for every scalar.
  @Test func isSpaceIsUnicodeWhiteSpace() {
    let disagreeing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      $0.isSpace != $0.properties.isWhitespace
    }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5).map(\.value))")
  }

  @Test(arguments: [
    // streak, planned, done: negative; the same advice with 0 in their place
    (-1, 0, 0, 0, 0, 0), (3, -2, 0, 3, 0, 0), (3, 2, -5, 3, 2, 0), (-9, -9, -9, 0, 0, 0),
  ])
  func negativeCountsCountAsZero(
    streak: Int, planned: Int, done: Int, zeroStreak: Int, zeroPlanned: Int, zeroDone: Int
  ) throws {
    let templates = try HabitContent.bundled().advice
    for language in Language.required {
      let negative = templates.advice(
        streakDays: streak, planned: planned, completed: done, taskCompleted: false,
        language: language)
      let zero = templates.advice(
        streakDays: zeroStreak, planned: zeroPlanned, completed: zeroDone, taskCompleted: false,
        language: language)
      #expect(negative == zero, "\(language)")
    }
  }
}
