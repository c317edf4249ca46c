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

  /// English words that make "last call", "final reminder" and the like
  /// when one of ``englishNouns`` follows within two words.
  ///
  /// "Last gentle call" and "final boss" claim a place; "last episode"
  /// or "last night" claim nothing about reminders.
  static let englishOrdinals: [[UInt8]] = ["last", "final"].map { Array($0.utf8) }

  /// See ``englishOrdinals``.
  static let englishNouns: [[UInt8]] = [
    "call", "reminder", "reminders", "nudge", "notice", "warning", "chance", "time", "one",
    "alert", "ping", "word", "boss", "level", "stage", "round", "step", "task", "mission",
  ].map { Array($0.utf8) }

  /// The first claim a text makes, if any.
  ///
  /// Compares UTF-8 bytes, with ASCII letters lowercased and the curly
  /// apostrophe read as `'` (``PhraseList/fold(_:)``).
  ///
  /// - Parameters:
  ///   - text: One form of a message or title.
  ///   - language: The text's language.
  /// - Returns: The words that claim a place, or `nil`.
  static func claim(in text: String, language: Language) -> String? {
    MessageClaims.claims(in: PhraseList.fold(text), language: language).position
  }

  /// The first of ``englishOrdinals`` in a folded English text followed
  /// within two words by one of ``englishNouns``: the words from the
  /// ordinal to the noun, joined by spaces.
  ///
  /// Words are runs of ASCII letters and apostrophes; anything else
  /// separates them.
  ///
  /// - Parameter folded: The text as ``PhraseList/fold(_:)`` returns it.
  /// - Returns: Such as `last gentle call`, or `nil`.
  /// - Complexity: O(*n*) in the text's length.
  static func englishClaim(in folded: [UInt8]) -> String? {
    var word = nextWord(in: folded, from: 0)
    while let ordinal = word {
      if englishOrdinals.contains(where: { $0.elementsEqual(folded[ordinal]) }) {
        var following = nextWord(in: folded, from: ordinal.upperBound)
        for _ in 0..<2 {
          guard let noun = following else { break }
          if englishNouns.contains(where: { $0.elementsEqual(folded[noun]) }) {
            var words: [String] = []
            var part: Range<Int>? = ordinal
            while let range = part, range.lowerBound <= noun.lowerBound {
              words.append(String(decoding: folded[range], as: UTF8.self))
              part = nextWord(in: folded, from: range.upperBound)
            }
            return words.joined(separator: " ")
          }
          following = nextWord(in: folded, from: noun.upperBound)
        }
      }
      word = nextWord(in: folded, from: ordinal.upperBound)
    }
    return nil
  }

  /// The next word of a folded text at or after `start`.
  private static func nextWord(in folded: [UInt8], from start: Int) -> Range<Int>? {
    var lower = start
    while lower < folded.count, !isWordByte(folded[lower]) { lower += 1 }
    guard lower < folded.count else { return nil }
    var upper = lower + 1
    while upper < folded.count, isWordByte(folded[upper]) { upper += 1 }
    return lower..<upper
  }

  /// ASCII letters and the apostrophe make words; anything else separates.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "'")
  }
}
