extension JSONValue.Parser {
  /// Checks a string and appends its node: the bytes between the quotes,
  /// flagged when they hold escapes.
  mutating func string() throws(JSONValue.SyntaxError) {
    index += 1
    let start = index
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      // Most bytes of a string are plain ASCII: one test, then the next.
      if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        nodes.append(
          JSONValue.Node(
            payload: UInt64(start), length: UInt32(index - start),
            kind: escaped ? .escapedString : .string))
        index += 1
        return
      case ..<0x20: throw error("control character in a string")
      case 0x80...: index += try utf8Sequence()
      case UInt8(ascii: "\\"):
        escaped = true
        index += 1
        if index < bytes.count { try escape() }
      default: index += 1
      }
    }
    throw error("unterminated string")
  }

  /// Checks the escape that starts at `index`, just after a backslash, and
  /// steps over it.
  mutating func escape() throws(JSONValue.SyntaxError) {
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return
    case UInt8(ascii: "u"):
      let scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("invalid \\u escape (a lone surrogate)") }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw error("invalid \\u escape (a lone surrogate)")
      }
    default:
      index -= 1
      throw error("invalid escape")
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629:
  /// no overlong forms, surrogates or scalars above U+10FFFF).
  func utf8Sequence() throws(JSONValue.SyntaxError) -> Int {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: throw error("invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
    }
    for offset in 1..<length {
      let position = index + offset
      let range = offset == 1 ? low...high : 0x80...0xBF
      guard position < bytes.count, range.contains(bytes[position]) else {
        throw error("invalid UTF-8 (a sequence cut short or malformed)")
      }
    }
    return length
  }

  mutating func hex4() throws(JSONValue.SyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = JSONUnescaper.hexDigit(bytes[index]) else {
        throw error("invalid \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  mutating func number() throws(JSONValue.SyntaxError) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    let integer = digits()
    guard integer > 0 else { throw error("invalid number") }
    if integer > 1, bytes[index - integer] == UInt8(ascii: "0") {
      throw error("invalid number (leading zero)")
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard digits() > 0 else { throw error("invalid number") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if index < bytes.count,
        bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("invalid number") }
    }
    let text = bytes[start..<index]
    let number: Double?
    if isInteger, integer <= 15 {
      // Exact in a Double: no string needed.
      var value: Int64 = 0
      for byte in text where byte != UInt8(ascii: "-") {
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      number = text.first == UInt8(ascii: "-") ? -Double(value) : Double(value)
    } else {
      number = Double(String(decoding: text, as: UTF8.self))
    }
    guard let number else { throw error("invalid number") }
    nodes.append(JSONValue.Node(payload: number.bitPattern, length: 0, kind: .number))
  }
}
