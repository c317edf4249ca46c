/// Tests on eight bytes at once, for byte scans that skip the words with
/// nothing to look at.
///
/// A word holds eight bytes with the first in its lowest bits. Each test
/// returns a mask with the high bit of some bytes set: zero exactly when no
/// byte of the word passes the test, and otherwise with its lowest set bit
/// in the first byte that passes (the classic "has zero byte" and "has byte
/// less than" forms: a borrow can only mark bytes after a true one).
package enum ByteWords {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  /// The high bit of every byte; `word & highBits` marks the bytes of 0x80
  /// and above, exactly.
  package static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `offset`, first byte lowest (any alignment); the
  /// callers' loops keep `offset + 8` within the bytes.
  package static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(
        fromByteOffset: offset, as: UInt64.self))
  }

  /// The index in the word of the byte a mask's lowest set bit marks.
  package static func firstMarked(_ mask: UInt64) -> Int {
    mask.trailingZeroBitCount / 8
  }

  /// Marks the zero bytes.
  package static func zeros(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highBits
  }

  /// Marks the bytes equal to `byte`.
  package static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    zeros(word ^ (UInt64(byte) &* ones))
  }

  /// Marks the bytes below `bound` (at most 0x80).
  package static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
    (word &- UInt64(bound) &* ones) & ~word & highBits
  }

  /// Marks the ASCII digits, 0x30-0x39.
  package static func digits(_ word: UInt64) -> UInt64 {
    // Bytes of 0x80 and above are masked off first, so no byte borrows or
    // carries into the next; `~word` then drops them again.
    let low = word & ~highBits
    let atLeast30 = (low &+ (0x50 &* ones)) & highBits  // low >= 0x30
    let atMost39 = (((0x39 &* ones) | highBits) &- low) & highBits  // low <= 0x39
    return atLeast30 & atMost39 & ~word
  }
}
