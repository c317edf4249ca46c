/// Tests on eight bytes at once, for byte scans that skip the words with
/// nothing to look at.
///
/// Each test is exact about whether the word has such a byte (the classic
/// "has zero byte" and "has byte less than" forms), not about where.
package enum ByteWords {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `offset`, in memory order (any alignment); the
  /// callers' loops keep `offset + 8` within the bytes.
  package static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// Whether a byte of the word is zero.
  package static func hasZero(_ word: UInt64) -> Bool {
    (word &- ones) & ~word & highs != 0
  }

  /// Whether a byte of the word is `byte`.
  package static func has(_ word: UInt64, _ byte: UInt8) -> Bool {
    hasZero(word ^ (UInt64(byte) &* ones))
  }

  /// Whether a byte of the word is below `bound` (at most 0x80).
  package static func hasBelow(_ word: UInt64, _ bound: UInt8) -> Bool {
    (word &- UInt64(bound) &* ones) & ~word & highs != 0
  }

  /// Whether a byte of the word is an ASCII digit, 0x30-0x39.
  package static func hasDigit(_ word: UInt64) -> Bool {
    // A digit is a byte not below 0x30 whose value minus 0x30 is below 10:
    // bytes of 0x80 and above are masked off first so no byte borrows.
    let low = word & ~highs
    let atLeast30 = (low &+ (0x50 &* ones)) & highs  // low >= 0x30
    let atMost39 = (((0x39 &* ones) | highs) &- low) & highs  // low <= 0x39
    return atLeast30 & atMost39 & ~word != 0
  }
}
