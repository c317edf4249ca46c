/// Unicode scalars that normalization and character boundaries leave
/// alone wherever they stand: the scripts content is written in, without
/// their combining marks.
///
/// Each of them is its own NFC form (a precomposed `é`, `が` or `한` is;
/// U+2000, whose canonical decomposition is U+2002, is not in the set), has
/// canonical combining class 0, is never the second scalar of a canonical
/// composition, and is not a grapheme extender, joiner, spacing mark or
/// prepended concatenation mark. So a text of stable scalars only is in NFC
/// (two such texts are canonically equivalent, `==` for `String`, exactly
/// when their bytes are equal), and a character boundary falls before and
/// after each of them (except between a carriage return and a line feed).
///
/// The set: ASCII, Latin-1 (U+00A0-U+00FF), U+2010-U+2027 (dashes,
/// quotation marks, the ellipsis), CJK symbols and punctuation without the
/// ideographic tone marks (U+3000-U+3029, U+3030-U+303F), kana without the
/// combining sound marks (U+3040-U+3096, U+309B-U+30FF), CJK unified
/// ideographs (U+4E00-U+9FFF), Hangul syllables (U+AC00-U+D7A3) and
/// fullwidth forms (U+FF01-U+FF60). A Hangul syllable followed by a
/// conjoining jamo, or a letter by a combining mark, composes: neither the
/// jamo nor the mark is stable, so such a text is not stable.
package enum StableScalars {
  /// Whether a scalar value is in the set.
  package static func contains(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0xFF, 0x2010...0x2027, 0x3000...0x3029, 0x3030...0x3096, 0x309B...0x30FF,
      0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
      true
    default:
      false
    }
  }

  /// The first scalar of valid UTF-8 text, when it and the scalar after it
  /// (if any) are stable: then the text's NFC form starts with it, so two
  /// texts with different such first scalars are not equal as strings.
  ///
  /// - Complexity: O(1).
  package static func lead(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
    guard let (value, length) = scalar(in: bytes, at: 0), contains(value),
      starts(at: length, in: bytes)
    else { return nil }
    return value
  }

  /// Whether the scalar that starts at `index` of valid UTF-8 text is
  /// stable; `true` past either end (the text's edges are boundaries).
  package static func starts(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard index >= 0, index < bytes.count else { return true }
    guard let (value, _) = scalar(in: bytes, at: index) else { return false }
    return contains(value)
  }

  /// Whether the scalar that ends just before `index` of valid UTF-8 text
  /// is stable; `true` at the start.
  package static func ends(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = index - 1
    guard start >= 0 else { return true }
    while start > 0, bytes[start] & 0xC0 == 0x80, index - start < 4 { start -= 1 }
    return starts(at: start, in: bytes)
  }

  /// The scalar value at `index` and its length in bytes, or `nil` at a
  /// continuation byte or past the end.
  private static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (value: UInt32, length: Int)? {
    guard index < bytes.count else { return nil }
    let lead = UInt32(bytes[index])
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00..<0x80: return (lead, 1)
    case 0xC0..<0xE0: (length, value) = (2, lead & 0x1F)
    case 0xE0..<0xF0: (length, value) = (3, lead & 0x0F)
    case 0xF0..<0xF8: (length, value) = (4, lead & 0x07)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (value, length)
  }
}
