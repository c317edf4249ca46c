/// Text from an input, made safe to print on one line of a terminal: in an
/// error message, a table or a note.
///
/// Control characters (U+0000-U+001F, U+007F-U+009F) never reach the
/// terminal raw: a newline, a return and a tab are written `\n`, `\r` and
/// `\t`, any other as `\u001B`. A long text is cut, with `…` after it.
package enum DisplayText {
  /// The longest text shown before it is cut.
  package static let maximumLength = 200

  /// Whether a scalar is a control character.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
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

  private static func write(_ text: some StringProtocol, limit: Int, quoting: Bool) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"" where quoting: result += "\\\""
      case "\\" where quoting: result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        let code = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - code.count) + code
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
