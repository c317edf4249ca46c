import Testing

@testable import HabitToolkit

/// Each word test marks what a loop over the eight bytes finds: nothing
/// exactly when no byte passes, and the first byte that passes first; for
/// words built around the edges of each test (0x1F/0x20, 0x2F/0x30,
/// 0x39/0x3A, 0x7F/0x80, 0xC2) and random ones.
@Suite struct ByteWordsTests {
  static let edges: [UInt8] = [
    0x00, 0x01, 0x1F, 0x20, 0x21, 0x2F, 0x30, 0x35, 0x39, 0x3A, 0x7B, 0x7D, 0x7F, 0x80, 0xAF, 0xB0,
    0xB9, 0xBA, 0xC2, 0xE2, 0xFF,
  ]

  static func agrees(_ mask: UInt64, _ bytes: [UInt8], _ test: (UInt8) -> Bool) -> Bool {
    guard let first = bytes.firstIndex(where: test) else { return mask == 0 }
    return mask != 0 && ByteWords.firstMarked(mask) == first
  }

  @Test(arguments: 0..<10)
  func wordTestsAgreeWithByteLoops(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &+ 0xB17E)
    for _ in 0..<5000 {
      let bytes = (0..<8).map { _ in
        random.next(in: 0...1) == 0
          ? Self.edges[random.next(in: 0...(Self.edges.count - 1))]
          : UInt8(random.next(in: 0...255))
      }
      bytes.withUnsafeBufferPointer { buffer in
        let word = ByteWords.word(buffer, at: 0)
        #expect(Self.agrees(ByteWords.zeros(word), bytes) { $0 == 0 }, "\(bytes)")
        #expect(Self.agrees(ByteWords.equal(word, 0xC2), bytes) { $0 == 0xC2 }, "\(bytes)")
        #expect(Self.agrees(ByteWords.equal(word, 0x7B), bytes) { $0 == 0x7B }, "\(bytes)")
        #expect(Self.agrees(ByteWords.below(word, 0x20), bytes) { $0 < 0x20 }, "\(bytes)")
        #expect(
          Self.agrees(ByteWords.digits(word), bytes) { (0x30...0x39).contains($0) }, "\(bytes)")
        #expect(Self.agrees(word & ByteWords.highBits, bytes) { $0 >= 0x80 }, "\(bytes)")
      }
    }
  }

  /// Words are read at any offset, not only at multiples of eight, first
  /// byte lowest.
  @Test func wordsAreReadAtAnyOffset() {
    let bytes: [UInt8] = Array(0..<16)
    bytes.withUnsafeBufferPointer { buffer in
      for offset in 0...8 {
        let word = ByteWords.word(buffer, at: offset)
        #expect(
          (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
            == Array(bytes[offset..<(offset + 8)]))
      }
    }
  }
}
