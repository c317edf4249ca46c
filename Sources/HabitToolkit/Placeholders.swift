/// Named placeholders such as `{days}` inside content texts.
package enum Placeholders {
  /// The placeholder names in a text, in order of appearance, without braces.
  ///
  /// A name is one or more ASCII letters between `{` and `}`; any other use
  /// of a brace is not a placeholder and is reported by ``hasStrayBraces(in:)``.
  ///
  /// - Complexity: O(*n*) in the length of the text: one pass that pairs
  ///   each `}` with the latest `{` before it.
  package static func names(in text: String) -> [Substring] {
    let bytes = text.utf8
    guard bytes.contains(UInt8(ascii: "{")) else { return [] }
    var names: [Substring] = []
    var open: String.Index?
    for index in bytes.indices {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        open = index
      case UInt8(ascii: "}"):
        if let start = open {
          let name = text[bytes.index(after: start)..<index]
          if !name.isEmpty, name.utf8.allSatisfy(isASCIILetter) { names.append(name) }
        }
        open = nil
      default:
        break
      }
    }
    return names
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether a text has a `{` or `}` that is not part of a placeholder.
  package static func hasStrayBraces(in text: String) -> Bool {
    let braces = text.utf8.count { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    return braces != 0 && braces != 2 * names(in: text).count
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
