import HabitToolkit

/// Phrases by which a reminder claims a place in the night it may not hold.
///
/// The planner draws a night's messages at random within each level, so any
/// message can be the first, a middle or the last reminder of its night,
/// and a level-5 message can be followed by more level-5 messages. A text
/// that says "last call" or "this time really good night" is then untrue.
/// Loading rejects every text (message or title) that contains one of these
/// phrases, compared case-insensitively.
enum PositionClaims {
  /// Phrases that claim a place wherever they appear, per language.
  static let phrases: [Language: [String]] = [
    .simplifiedChinese: [
      "最后一次", "最后一条", "最后一个", "最后一遍", "最后的提醒", "最后提醒", "最后通知", "最终提醒", "最终通知",
      "第一次提醒", "第一条提醒", "这次真的", "不再提醒",
    ],
    .english: ["this time really", "won't remind", "first reminder", "no more reminders"],
    .japanese: ["最後の", "これで最後", "ラスト", "最初の通知"],
    .korean: ["마지막", "첫 알림"],
  ]

  /// English words that make "last call", "final reminder" and the like
  /// when one of ``englishNouns`` follows within two words ("last gentle
  /// call"). "Final boss" or "last episode" claim nothing about reminders.
  static let englishOrdinals: Set<Substring> = ["last", "final"]

  /// See ``englishOrdinals``.
  static let englishNouns: Set<Substring> = [
    "call", "reminder", "reminders", "nudge", "notice", "warning", "chance", "time", "one",
    "alert", "ping", "word",
  ]

  /// The first claim a text makes, if any.
  ///
  /// - Parameters:
  ///   - text: One form of a message or title.
  ///   - language: The text's language.
  /// - Returns: The words that claim a place, or `nil`.
  static func claim(in text: String, language: Language) -> String? {
    let folded = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
    if let phrase = phrases[language]?.first(where: { folded.contains($0) }) { return phrase }
    guard language == .english else { return nil }
    let words = folded.split { !$0.isLetter && $0 != "'" }
    for index in words.indices where englishOrdinals.contains(words[index]) {
      for next in words.indices.dropFirst(index + 1).prefix(2)
      where englishNouns.contains(words[next]) {
        return words[index...next].joined(separator: " ")
      }
    }
    return nil
  }

  /// Records a problem for each form of a text that claims a position.
  static func check(_ text: LocalizedText, at path: String, report: inout ContentReport) {
    for language in text.languages {
      for form in text.forms[language]?.all ?? [] {
        guard let phrase = claim(in: form, language: language) else { continue }
        report.add(
          "\(path).\(language)",
          "\"\(phrase)\" claims a place in the night; any message can be followed by more "
            + "reminders of its level, so write one that holds anywhere (see docs/content.md)")
      }
    }
  }
}
