/// Text from an input, made safe to print on one line of a terminal: in an
/// error message, a table or a note.
///
/// Control characters (U+0000-U+001F, U+007F-U+009F) and the bidirectional
/// controls that reorder what follows them (U+202A-U+202E, U+2066-U+2069)
/// never reach the terminal raw: a newline, a return and a tab are written
/// `\n`, `\r` and `\t`, any other as `\u001B` or `\u202E`. A long text
/// is cut, with `…` after it.
package enum DisplayText {
  /// The longest text shown before it is cut.
  package static let maximumLength = 200

  /// Whether a scalar is a control character.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether a scalar is a bidirectional embedding, override or isolate
  /// (U+202A-U+202E, U+2066-U+2069), which reverses or reorders the text
  /// after it on screen.
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// The text with its control characters escaped, cut after `limit`
  /// characters.
  ///
  /// - Complexity: O(`limit`).
  package static func escaped(_ text: some StringProtocol, limit: Int = maximumLength) -> String {
    write(text, limit: limit, quoting: false)
  }

  /// The text in double quotes, with `"`, `\` and control characters
  /// escaped, cut after `limit` characters: `"a\nb"`.
  ///
  /// - Complexity: O(`limit`).
  package static func quoted(_ text: some StringProtocol, limit: Int = maximumLength) -> String {
    "\"" + write(text, limit: limit, quoting: true) + "\""
  }

  /// One line of at most `limit` scalars as printed, escapes included:
  /// the text escaped as ``escaped(_:limit:)`` does, cut with `…` before
  /// the escape or scalar that would pass the limit.
  ///
  /// - Complexity: O(`limit`).
  package static func line(_ text: some StringProtocol, limit: Int) -> String {
    write(text, limit: limit, quoting: false, countsOutput: true)
  }

  private static func write(
    _ text: some StringProtocol, limit: Int, quoting: Bool, countsOutput: Bool = false
  ) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      let piece = escape(scalar, quoting: quoting)
      let width = countsOutput ? piece.unicodeScalars.count : 1
      // A line counts what it prints and keeps room for the `…`.
      let fits = countsOutput ? count + width < limit : count < limit
      guard fits else {
        result += "…"
        break
      }
      count += width
      result += piece
    }
    return result
  }

  private static func escape(_ scalar: Unicode.Scalar, quoting: Bool) -> String {
    switch scalar {
    case "\"" where quoting: return "\\\""
    case "\\" where quoting: return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case _ where isControl(scalar) || isBidiControl(scalar):
      let code = String(scalar.value, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: 4 - code.count) + code
    default: return String(scalar)
    }
  }
}
