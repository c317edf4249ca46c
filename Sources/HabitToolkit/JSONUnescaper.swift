/// Resolves the escapes of a string already checked by the parser.
enum JSONUnescaper {
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The UTF-8 of `text` with its escapes resolved; an escape that does not
  /// check (which the parser has excluded) becomes U+FFFD.
  static func unescape<Text: RandomAccessCollection<UInt8>>(_ text: Text) -> [UInt8]
  where Text.Index == Int {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = text.startIndex
    func hex4() -> UInt32? {
      guard text.endIndex - index >= 4 else { return nil }
      var value: UInt32 = 0
      for offset in 0..<4 {
        guard let digit = hexDigit(text[index + offset]) else { return nil }
        value = value << 4 | digit
      }
      index += 4
      return value
    }
    while index < text.endIndex {
      let byte = text[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < text.endIndex else {
        result.append(byte)
        continue
      }
      let escape = text[index]
      index += 1
      switch escape {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex4() ?? 0xFFFD
        if (0xD800..<0xDC00).contains(scalar), text.endIndex - index >= 6,
          text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = hex4() ?? 0
          scalar =
            (0xDC00..<0xE000).contains(low)
            ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        }
        result += Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
      default: result.append(escape)
      }
    }
    return result
  }
}
