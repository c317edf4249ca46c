import HabitToolkit

/// Phrases by which a reminder claims a place in the night it may not hold.
///
/// The planner draws a night's messages at random within each level, so any
/// message can be the first, a middle or the last reminder of its night,
/// and a level-5 message can be followed by more level-5 messages. A text
/// that says "last call" or "this time really good night" is then untrue.
/// Loading rejects every text (message or title) that contains one of these
/// phrases, compared case-insensitively. A "final boss" or a "最终关卡"
/// claims the end of the night as much as a "last call" does.
enum PositionClaims {
  /// Phrases that claim a place wherever they appear, per language, in
  /// lowercase.
  static let phrases: [Language: [String]] = [
    .simplifiedChinese: [
      "最后一次", "最后一条", "最后一个", "最后一遍", "最后的提醒", "最后提醒", "最后通知", "最终提醒", "最终通知",
      "最终关", "最后一关", "第一次提醒", "第一条提醒", "这次真的", "不再提醒",
    ],
    .english: ["this time really", "won't remind", "first reminder", "no more reminders"],
    .japanese: ["最後の", "これで最後", "ラスト", "最終", "最初の通知"],
    .korean: ["마지막", "최종", "첫 알림"],
  ]

  /// ``phrases``, found by bytes.
  private static let phraseList = PhraseList(phrases)

  /// English words that make "last call", "final reminder" and the like
  /// when one of ``englishNouns`` follows within two words.
  ///
  /// "Last gentle call" and "final boss" claim a place; "last episode"
  /// or "last night" claim nothing about reminders.
  static let englishOrdinals: Set<[UInt8]> = Set(["last", "final"].map { Array($0.utf8) })

  /// See ``englishOrdinals``.
  static let englishNouns: Set<[UInt8]> = Set(
    [
      "call", "reminder", "reminders", "nudge", "notice", "warning", "chance", "time", "one",
      "alert", "ping", "word", "boss", "level", "stage", "round", "step", "task", "mission",
    ].map { Array($0.utf8) })

  /// The first claim a text makes, if any.
  ///
  /// Compares UTF-8 bytes, with ASCII letters lowercased and the curly
  /// apostrophe read as `'` (loading reads every message, so this stays
  /// off Foundation's string search).
  ///
  /// - Parameters:
  ///   - text: One form of a message or title.
  ///   - language: The text's language.
  /// - Returns: The words that claim a place, or `nil`.
  static func claim(in text: String, language: Language) -> String? {
    if let phrase = phraseList.first(in: text, language: language) { return phrase }
    guard language == .english else { return nil }
    let words = PhraseList.fold(text).split { !isWordByte($0) }.map(Array.init)
    for index in words.indices where englishOrdinals.contains(words[index]) {
      for next in words.indices.dropFirst(index + 1).prefix(2)
      where englishNouns.contains(words[next]) {
        return words[index...next].map { String(decoding: $0, as: UTF8.self) }
          .joined(separator: " ")
      }
    }
    return nil
  }

  /// ASCII letters and the apostrophe make words; anything else separates.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "'")
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
