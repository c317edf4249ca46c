/// The check that a Korean text sets a bracket as Korean writes it: tight
/// against the word it belongs to (`집중한 시간(분)`, `{date}({weekday})`,
/// `2026년 12월 1일(화)`).
///
/// A form is reported when a `(` follows exactly one space and that space
/// follows a character other than a space or a mark that ends a sentence
/// or a part of one (`.`, `!`, `?`, `…`, `:`, `;`, `,`, `·`); a
/// placeholder is a word, so `{date} ({weekday})` is reported like
/// `알림 ({window})`, unless its value ends in a sentence (a quote, a
/// bedtime message: `{reminder} (취소됨)` lands as `…가요. (취소됨)`). A
/// bracket that starts the text (`(알림 없음)`), follows a sentence or a
/// label (`기록을 지웠어요. (되돌릴 수 없어요)`, `사유: (없음)`) or follows
/// a run of spaces that lines up a legend (`이미 지남   (빈칸)`) keeps its
/// place and passes.
package enum KoreanStyle {
  /// The marks that end a sentence or a part of one: a bracket after one
  /// and a space starts a new part of the text.
  private static let partEnds: Set<Unicode.Scalar> = [".", "!", "?", "…", ":", ";", ",", "·"]

  /// The most characters of the word before the bracket a problem quotes.
  private static let quotedWordLength = 16

  /// How a Korean text sets a bracket otherwise than the content's Korean,
  /// if it does.
  ///
  /// - Parameters:
  ///   - text: A Korean form of a content text.
  ///   - sentences: The placeholders whose value ends in a sentence: a
  ///     bracket after one keeps its space.
  /// - Returns: Such as `a space between "알림" and "(" (write "알림(":
  ///   a bracket sits tight against its word)`, or `nil`.
  /// - Complexity: O(*n*) in the length of the text.
  package static func problem(in text: String, sentences: Set<String> = []) -> String? {
    let scalars = text.unicodeScalars
    // The two scalars before the current one.
    var beforeSpace: Unicode.Scalar?
    var last: Unicode.Scalar?
    for index in scalars.indices {
      let scalar = scalars[index]
      defer { (beforeSpace, last) = (last, scalar) }
      guard scalar == "(", last == " ", let end = beforeSpace, end != " ",
        !partEnds.contains(end)
      else { continue }
      let before = scalars[..<scalars.index(before: index)]
      let start = before.lastIndex(of: " ").map(before.index(after:)) ?? before.startIndex
      let word = before[start...]
      if end == "}", let name = placeholder(endingWord: word), sentences.contains(name) {
        continue
      }
      let quoted = String(String.UnicodeScalarView(word.suffix(quotedWordLength)))
      return
        "a space between \"\(quoted)\" and \"(\" (write \"\(quoted)(\": a bracket sits tight "
        + "against its word)"
    }
    return nil
  }

  /// The name of the placeholder a word ends with (`reminder` for
  /// `…{reminder}`), or `nil` for a word that ends otherwise.
  private static func placeholder(endingWord word: Substring.UnicodeScalarView) -> String? {
    guard word.last == "}", let open = word.lastIndex(of: "{") else { return nil }
    return String(String.UnicodeScalarView(word[word.index(after: open)...].dropLast()))
  }
}
