/// Counting the sentences of a content text, for the glance budgets.
package enum Sentences {
  /// The number of sentences in a text: each run of sentence-ending marks
  /// counts once.
  ///
  /// `。！？` end a sentence wherever they stand. `.`, `!` and `?` end one
  /// when the text ends after them or whitespace follows (closing quotes
  /// and brackets in between are skipped), so `1.5` and `v2.0` do not.
  /// Text after the last mark counts as one more sentence.
  ///
  /// - Parameter text: A filled-in text.
  /// - Returns: The number of sentences, 0 for blank text.
  /// - Complexity: O(*n*) in the length of the text.
  package static func count(in text: String) -> Int {
    let scalars = Array(text.unicodeScalars)
    var count = 0
    var open = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if isWideMark(scalar) || (isNarrowMark(scalar) && endsAt(index, scalars)) {
        if open { count += 1 }
        open = false
        while index + 1 < scalars.count,
          isWideMark(scalars[index + 1]) || isNarrowMark(scalars[index + 1])
        {
          index += 1
        }
      } else if !scalar.isSpace && !isClosing(scalar) {
        open = true
      }
      index += 1
    }
    return open ? count + 1 : count
  }

  private static func isWideMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "。" || scalar == "！" || scalar == "？"
  }

  private static func isNarrowMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "." || scalar == "!" || scalar == "?"
  }

  private static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\"", "'", ")", "]", "”", "’", "」", "』", "）": true
    default: false
    }
  }

  /// Whether a narrow mark at `index` ends its sentence: the end of the
  /// text, or whitespace, follows its run of marks and closing quotes.
  private static func endsAt(_ index: Int, _ scalars: [Unicode.Scalar]) -> Bool {
    var next = index + 1
    while next < scalars.count, isNarrowMark(scalars[next]) || isClosing(scalars[next]) {
      next += 1
    }
    return next == scalars.count || scalars[next].isSpace
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is white space, asking Unicode's tables only
  /// between ASCII and U+3000, the last white space (the same answer as
  /// `properties.isWhitespace`; kana, CJK and Hangul come after it).
  var isSpace: Bool {
    if isASCII { return value == 0x20 || (0x09...0x0D).contains(value) }
    return value <= 0x3000 && properties.isWhitespace
  }
}
