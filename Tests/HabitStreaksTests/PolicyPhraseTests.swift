import HabitRules
import Testing

@testable import HabitStreaks

/// Issue #24 item 4: a policy reaches a person as a phrase, never as the
/// syntax of `--goal` and `--freezes` ("weekly:6", "freezes 2/2"), with
/// the count 1 right in English.
@Suite struct PolicyPhraseTests {
  static let texts = Result { try HabitContent.bundled().streaks }

  @Test(
    arguments: [
      (
        "daily", StreakPolicy.standard,
        [
          "zh-Hans": "每天打卡", "en": "every day", "ja": "毎日", "ko": "매일",
        ]
      ),
      (
        "weekly:6 from Sunday, 30 minutes of grace",
        try StreakPolicy(goal: .weekly(6), weekStart: 1, graceMinutes: 30),
        [
          "zh-Hans": "每周打卡 6 天（每周从周日算起），换日后 30 分钟内打卡仍算前一天",
          "en":
            "6 days a week, weeks starting Sunday; check-ins up to 30 minutes into the new day still count for the day before",
          "ja": "週に6日（週は日曜日から）、一日の始まりから30分以内のチェックインは前日分",
          "ko": "주 6일(한 주는 일요일부터), 하루가 시작된 뒤 30분 안의 체크인은 전날로 인정",
        ]
      ),
      (
        "weekly:1 from Monday", try StreakPolicy(goal: .weekly(1)),
        [
          "zh-Hans": "每周打卡 1 天（每周从周一算起）", "en": "1 day a week, weeks starting Monday",
          "ja": "週に1日（週は月曜日から）", "ko": "주 1일(한 주는 월요일부터)",
        ]
      ),
      (
        "monthly:1", try StreakPolicy(goal: .monthly(1)),
        ["zh-Hans": "每月打卡 1 天", "en": "1 day a month", "ja": "月に1日", "ko": "한 달에 1일"]
      ),
      (
        "freezes 2/2", try StreakPolicy(freezes: FreezePolicy("2/2")),
        [
          "zh-Hans": "每天打卡，每月可冻结 2 次，最多连续 2 天",
          "en": "every day; 2 freezes a month, at most 2 in a row",
          "ja": "毎日、フリーズは月2回まで（続けて使えるのは2日まで）",
          "ko": "매일, 프리즈는 한 달에 2회까지(연속 2일까지)",
        ]
      ),
      (
        "freezes 1/1, 1 minute of grace",
        try StreakPolicy(freezes: FreezePolicy("1/1"), graceMinutes: 1),
        [
          "zh-Hans": "每天打卡，每月可冻结 1 次，最多连续 1 天，换日后 1 分钟内打卡仍算前一天",
          "en":
            "every day; 1 freeze a month, at most 1 in a row; check-ins up to 1 minute into the new day still count for the day before",
          "ja": "毎日、フリーズは月1回まで（続けて使えるのは1日まで）、一日の始まりから1分以内のチェックインは前日分",
          "ko": "매일, 프리즈는 한 달에 1회까지(연속 1일까지), 하루가 시작된 뒤 1분 안의 체크인은 전날로 인정",
        ]
      ),
    ] as [(String, StreakPolicy, [String: String])])
  func policyReadsAsAPhrase(name: String, policy: StreakPolicy, phrases: [String: String]) throws {
    let texts = try Self.texts.get()
    for language in Language.required {
      let phrase = texts.describe(policy, in: language)
      #expect(phrase == phrases[language.rawValue], "\(name) in \(language)")
      for syntax in ["weekly:", "monthly:", "daily", "2/2", "1/1", "freezes 2"] {
        #expect(!phrase.contains(syntax), "\(name) in \(language): \(phrase)")
      }
    }
  }
}
