/// Named placeholders such as `{days}` inside content texts.
enum Placeholders {
  /// The placeholder names in a text, in order of appearance, without braces.
  ///
  /// A name is one or more ASCII letters between `{` and `}`; any other use
  /// of a brace is not a placeholder and is reported by ``strayBraces(in:)``.
  static func names(in text: String) -> [Substring] {
    guard text.utf8.contains(UInt8(ascii: "{")) else { return [] }
    var names: [Substring] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
      let name = rest[afterOpen..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) {
        names.append(name)
        rest = rest[rest.index(after: close)...]
      } else {
        rest = rest[afterOpen...]
      }
    }
    return names
  }

  /// Whether a text has a `{` or `}` that is not part of a placeholder.
  static func hasStrayBraces(in text: String) -> Bool {
    let braces = text.utf8.count { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    return braces != 0 && braces != 2 * names(in: text).count
  }

  /// The text with each `{name}` replaced by its value; unknown names stay.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func fill(_ text: String, with values: [(name: String, value: String)]) -> String {
    guard text.contains("{") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      let name = rest[rest.index(after: open)..<close]
      result += rest[..<open]
      if let value = values.first(where: { $0.name == name })?.value {
        result += value
      } else {
        result += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
  }
}
