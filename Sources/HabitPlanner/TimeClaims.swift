import HabitToolkit

/// Phrases by which a reminder says what time it is.
///
/// A level's messages follow the person's window and intensity, not the
/// clock: level 4 fires at 20:36 with a 19:00-23:00 window and at 22:36
/// under `crazy`, and a gentle level 1 can come at 23:36. A text that says
/// "it's late" or "the evening has begun" is then untrue, and so is "an
/// early night" at 00:58, and "now is the right time to sleep" at 02:58
/// (issue #38: time words bind to hours), so loading
/// rejects every text (message or title) that contains one of these
/// phrases, compared case-insensitively. (A message could instead carry
/// the hours in which it may be used; no bundled message needs to, so
/// texts drop the time claim, as docs/content.md says.)
enum TimeClaims {
  /// Phrases that say what time it is, per language, in lowercase.
  static let phrases: [Language: [String]] = [
    .simplifiedChinese: [
      "不早了", "很晚了", "这么晚", "夜深", "夜已经深", "深夜", "半夜", "凌晨", "夜晚开场", "夜晚开始", "天黑了",
      "傍晚", "早点睡", "早睡", "现在睡正好",
    ],
    .english: [
      "it's late", "it is late", "getting late", "so late", "late now", "this late", "midnight",
      "evening has begun", "evening has started", "night is young", "it's early", "still early",
      "small hours", "early night", "bed early", "sleep early", "right time to sleep",
    ],
    .japanese: ["遅い時間", "もう遅い", "夜更け", "更けました", "深夜", "夜中", "夜が始まり", "早寝", "早く寝", "ちょうどいい頃"],
    .korean: ["늦었어요", "늦은 시간", "밤이 깊", "깊은 밤", "한밤중", "자정", "새벽", "저녁이 시작", "일찍 자", "자기 딱 좋"],
  ]

  /// The first phrase of a text that says what time it is, if any.
  ///
  /// - Parameters:
  ///   - text: One form of a message or title.
  ///   - language: The text's language.
  /// - Returns: The phrase, or `nil`.
  static func claim(in text: String, language: Language) -> String? {
    MessageClaims.claims(in: PhraseList.fold(text), language: language).time
  }
}
