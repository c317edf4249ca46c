/// The check that a Japanese text is set in Japanese punctuation and spells
/// a word the one way the content does.
///
/// A form is reported when, outside its placeholders, it holds a half-width
/// bracket or mark (`(`, `)`, `!`, `?`, `:`) or the Latin middle dot of
/// ` · ` (「レベル9 · 窓側の乗客」 and 「(3/5)（休止中）」 beside the
/// full-width text around them read as two typefaces), or a spelling the
/// content writes otherwise: 「1週目のふり返り」 beside 「1週間のふりかえり」,
/// or a `？` or `！` that the next sentence follows without a full-width
/// space (「消灯！今すぐです！」).
/// A colon before a digit is a time (`{hour}:00`, `01:30`) and passes. A
/// new word spelt two ways is a pair added to ``spellings``.
package enum JapaneseStyle {
  /// The half-width marks and the Japanese mark each stands for.
  private static let marks: [(halfWidth: Character, fullWidth: Character)] = [
    ("(", "（"), (")", "）"), ("!", "！"), ("?", "？"), (":", "："), ("\u{00B7}", "・"),
  ]

  /// A spelling the content does not use, and the one it does.
  ///
  /// 十分 also reads as "ten minutes" in an app that counts minutes.
  private static let spellings: [(variant: String, spelling: String)] = [
    ("ふり返", "ふりかえ"), ("振り返", "ふりかえ"), ("振りかえ", "ふりかえ"), ("くり返", "繰り返"),
    ("足あと", "あしあと"), ("足跡", "あしあと"), ("十分", "じゅうぶん"),
  ]

  /// What a Japanese text writes otherwise than the content's Japanese, if
  /// anything.
  ///
  /// - Parameter text: A Japanese form of a content text.
  /// - Returns: Such as `the half-width "(" (write "（")` or `the spelling
  ///   "ふり返" (write "ふりかえ", as the rest of the content does)`, or `nil`.
  /// - Complexity: O(*n*) in the length of the text.
  package static func problem(in text: String) -> String? {
    let words = outsidePlaceholders(text)
    for mark in marks where contains(mark.halfWidth, in: words) {
      return "the half-width \"\(mark.halfWidth)\" (write \"\(mark.fullWidth)\")"
    }
    if let mark = markRunningOn(in: text) {
      return
        "\"\(mark)\" runs into the next sentence (write \"\(mark)\u{3000}\", with a full-width space)"
    }
    for pair in spellings where words.contains(pair.variant) {
      return
        "the spelling \"\(pair.variant)\" (write \"\(pair.spelling)\", as the rest of the content does)"
    }
    return nil
  }

  /// The first `？` or `！` that the next sentence follows directly.
  ///
  /// Japanese sets a full-width space after one inside a text
  /// (「消灯！　今すぐです！」). A mark before another mark, a closing
  /// bracket, a space or the end passes.
  private static func markRunningOn(in text: String) -> Character? {
    let after: Set<Character> = ["？", "！", "」", "』", "）", "\u{3000}", " "]
    var previous: Character?
    for character in text {
      defer { previous = character }
      if let mark = previous, mark == "？" || mark == "！", !after.contains(character) {
        return mark
      }
    }
    return nil
  }

  /// Whether the words hold the mark, a colon before a digit (a time's)
  /// aside.
  private static func contains(_ mark: Character, in words: String) -> Bool {
    guard mark == ":" else { return words.contains(mark) }
    var previous: Character?
    for character in words + " " {
      defer { previous = character }
      if previous == ":", !(character.isASCII && character.isNumber) { return true }
    }
    return false
  }

  /// The text without its `{placeholders}`, each replaced by a space.
  private static func outsidePlaceholders(_ text: String) -> String {
    var words = ""
    var inPlaceholder = false
    for character in text {
      switch character {
      case "{": inPlaceholder = true
      case "}":
        inPlaceholder = false
        words.append(" ")
      default: if !inPlaceholder { words.append(character) }
      }
    }
    return words
  }
}
