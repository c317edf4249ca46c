/// Named placeholders such as `{days}` inside content texts.
package enum Placeholders {
  /// A text's placeholders and braces, as one pass over its UTF-8 bytes
  /// finds them.
  package struct Survey: Equatable {
    /// Whether the text is empty or only spaces, tabs and line breaks.
    package var isBlank = true
    /// How many `{` and `}` the text has.
    package var braces = 0
    /// The placeholder names, in order of appearance, without braces.
    package var names: [String] = []

    /// Whether the text has a `{` or `}` that is not part of a placeholder.
    package var hasStrayBraces: Bool { braces != 0 && braces != 2 * names.count }
  }

  /// The placeholders and braces of a text.
  ///
  /// A name is one or more ASCII letters between `{` and `}`; any other use
  /// of a brace is not a placeholder (``Survey/hasStrayBraces``).
  ///
  /// - Parameter text: A content text.
  /// - Returns: Its survey.
  /// - Complexity: O(*n*) in the text's UTF-8 length: one pass that pairs
  ///   each `}` with the latest `{` before it.
  package static func survey(_ text: String) -> Survey {
    let bytes = text.utf8
    var survey = Survey()
    // The latest `{`, while only ASCII letters have followed it.
    var open: String.Index?
    for index in bytes.indices {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"):
        survey.braces += 1
        survey.isBlank = false
        open = index
      case UInt8(ascii: "}"):
        survey.braces += 1
        survey.isBlank = false
        if let start = open, bytes.index(after: start) < index {
          survey.names.append(
            String(decoding: bytes[bytes.index(after: start)..<index], as: UTF8.self))
        }
        open = nil
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        open = nil
      default:
        survey.isBlank = false
        if !isASCIILetter(byte) { open = nil }
      }
    }
    return survey
  }

  /// Whether a UTF-8 byte is an ASCII letter, `A`-`Z` or `a`-`z`.
  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  /// The text with each `{name}` replaced by its value; unknown names stay.
  ///
  /// - Complexity: O(*n*) in the length of the text, scanning UTF-8 bytes.
  package static func fill(_ text: String, with values: KeyValuePairs<String, String>) -> String {
    let bytes = text.utf8
    guard var open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return text }
    var result = ""
    result.reserveCapacity(bytes.count + 16)
    var copied = text.startIndex
    while let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) {
      let name = text[text.utf8.index(after: open)..<close]
      if let value = values.first(where: { $0.key == name })?.value {
        result += text[copied..<open]
        result += value
        copied = bytes.index(after: close)
      }
      guard let next = bytes[bytes.index(after: close)...].firstIndex(of: UInt8(ascii: "{"))
      else { break }
      open = next
    }
    result += text[copied...]
    return result
  }
}
