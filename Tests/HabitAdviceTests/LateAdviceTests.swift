import HabitRules
import HabitToolkit
import Testing

@testable import HabitAdvice

/// Advice after midnight: what is open waits until the person has slept,
/// and no late sentence names a day (issue #38: at 01:30 advice said "1
/// session left today" and "give it 5 minutes").
@Suite struct LateAdviceTests {
  /// Every minute of the day, in every language, over plans 0-4, done 0-5
  /// and both task states: late from 00:00 until 04:00 and never after;
  /// late sentences name no day; the streak sentence does not change.
  @Test(arguments: Language.required)
  func everyMinuteOfTheDay(language: Language) throws {
    let templates = try HabitContent.bundled().advice
    let days = dayWords[language] ?? []
    var failures: [String] = []
    for minute in 0..<1440 {
      let time = try #require(WallTime(hour: minute / 60, minute: minute % 60))
      let late = minute < 4 * 60
      for planned in 0...4 {
        for done in 0...5 {
          for taskDone in [false, true] {
            let day = templates.advice(
              streakDays: 9, planned: planned, completed: done, taskCompleted: taskDone,
              language: language)
            let advice = templates.advice(
              streakDays: 9, planned: planned, completed: done, taskCompleted: taskDone,
              language: language, at: time)
            let open = planned > 0 ? done < planned : !taskDone
            let lateKey: AdviceTemplates.Key = open ? .lateOpen : .lateDone
            let expected = late ? templates[lateKey].string(in: language) : day.sentences[0]
            let today = advice.sentences[0].lowercased()
            let problems = [
              advice.sentences[0] != expected ? "today \(advice.sentences[0])" : nil,
              advice.sentences[1] != day.sentences[1] ? "streak \(advice.sentences[1])" : nil,
              advice.remaining != day.remaining ? "remaining \(advice.remaining)" : nil,
              late && days.contains(where: today.contains) ? "names a day" : nil,
              templates.isLate(time) != late ? "isLate" : nil,
            ].compactMap { $0 }
            if !problems.isEmpty {
              failures.append("\(time) \(planned)/\(done)/\(taskDone): \(problems)")
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
  }

  /// Written by hand: the readings at 01:30 that were wrong, and how each
  /// language now says them.
  @Test(arguments: [
    // language, planned, done, task done, text
    (
      Language.english, 2, 1, false,
      "The rest can wait until you've slept. Your first goal: 3 days in a row."
    ),
    (
      .english, 0, 0, false,
      "The rest can wait until you've slept. Your first goal: 3 days in a row."
    ),
    (.english, 2, 2, false, "That's done; now get some rest. Your first goal: 3 days in a row."),
    (.japanese, 2, 1, false, "続きは、しっかり眠ってからにしましょう。まずは3日続けるのが目標です。"),
    (.japanese, 0, 0, true, "やり終えたので、あとはゆっくり休みましょう。まずは3日続けるのが目標です。"),
    (.korean, 2, 1, false, "남은 건 푹 자고 나서 해도 괜찮아요. 먼저 3일 연속을 목표로 삼아요."),
    (.korean, 3, 4, false, "할 일을 마쳤으니 이제 푹 쉬어요. 먼저 3일 연속을 목표로 삼아요."),
    (.simplifiedChinese, 2, 1, false, "剩下的，睡醒再做也不迟。第一个目标：连做 3 天。"),
    (.simplifiedChinese, 0, 0, true, "这些都完成了，去休息吧。第一个目标：连做 3 天。"),
  ])
  func atHalfPastOne(language: Language, planned: Int, done: Int, taskDone: Bool, text: String)
    throws
  {
    let advice = try HabitContent.bundled().advice.advice(
      streakDays: 0, planned: planned, completed: done, taskCompleted: taskDone,
      language: language, at: WallTime(hour: 1, minute: 30))
    #expect(advice.text == text)
  }

  /// The day words this test looks for, written apart from the content
  /// check's list so that a word dropped there still fails here.
  private let dayWords: [Language: [String]] = [
    .simplifiedChinese: ["今天", "今晚", "明天"],
    .english: ["today", "tonight", "tomorrow"],
    .japanese: ["今日", "今夜", "明日"],
    .korean: ["오늘", "내일"],
  ]
}
