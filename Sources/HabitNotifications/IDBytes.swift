import Foundation
import HabitToolkit

/// Request ids copied once into one byte buffer, to sort and compare them
/// by their UTF-8 bytes.
///
/// No Unicode folding (the OS stores ids byte for byte), and no `String`
/// storage read per comparison. The first 24 bytes of each id are also
/// kept as three big-endian words, so most comparisons are three integer
/// comparisons.
struct IDBytes {
  private var bytes: [UInt8] = []
  /// Where each id starts in `bytes`, and one more for the end of the last.
  private var starts: [Int] = [0]
  /// Each id's first 24 bytes, zero-padded, as big-endian words.
  private var heads: [(UInt64, UInt64, UInt64)] = []

  /// An empty buffer with room for about `count` ids.
  init(capacity count: Int) {
    bytes.reserveCapacity(count * 24)
    starts.reserveCapacity(count + 1)
    heads.reserveCapacity(count)
  }

  /// The number of ids.
  var count: Int { heads.count }

  /// Appends an id; it is number ``count`` before the call.
  mutating func append(_ id: String) {
    id.withBytes { append(utf8: $0) }
  }

  /// Appends an id made of parts, without making its string: the text's
  /// bytes, then the number's digits, written in place.
  mutating func append(_ id: RequestIDParts) {
    switch id {
    case .text(let text):
      append(text)
    case .numbered(let text, let number):
      let start = bytes.count
      text.withBytes { bytes.append(contentsOf: $0) }
      let end = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: String.decimalLength(of: number)))
      bytes.withUnsafeMutableBufferPointer { _ = String.writeDecimal(number, into: $0, at: end) }
      bytes.withUnsafeBytes { all in
        heads.append(
          Self.head(UnsafeRawBufferPointer(rebasing: all[start..<min(start + 24, all.count)])))
      }
      starts.append(bytes.count)
    }
  }

  private mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: utf8)
    heads.append(Self.head(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8.prefix(24)))))
    starts.append(bytes.count)
  }

  /// Up to 24 bytes, zero-padded, as three big-endian words.
  private static func head(_ first: UnsafeRawBufferPointer) -> (UInt64, UInt64, UInt64) {
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: first) }
    return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1), UInt64(bigEndian: words.2))
  }

  /// Whether id `number` starts with `prefix`'s bytes.
  func starts(_ number: Int, with prefix: [UInt8]) -> Bool {
    let start = starts[number]
    guard starts[number + 1] - start >= prefix.count else { return false }
    guard !prefix.isEmpty else { return true }
    return bytes.withUnsafeBufferPointer { all in
      prefix.withUnsafeBufferPointer { prefix in
        guard let base = all.baseAddress, let first = prefix.baseAddress else { return false }
        return memcmp(base + start, first, prefix.count) == 0
      }
    }
  }

  /// The byte order of ids `a` and `b`: negative, zero or positive.
  func compare(_ a: Int, _ b: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      starts.withUnsafeBufferPointer { starts in
        heads.withUnsafeBufferPointer { heads in Self.compare(a, b, heads, starts, buffer) }
      }
    }
  }

  /// The numbers in `range`, their ids in byte order (ties in number
  /// order, so the first of a repeated id comes first).
  ///
  /// - Complexity: O(*n* log *n*) comparisons of at most the ids' length.
  func sorted(_ range: Range<Int>) -> [Int] {
    bytes.withUnsafeBufferPointer { buffer in
      starts.withUnsafeBufferPointer { starts in
        heads.withUnsafeBufferPointer { heads in
          range.sorted { a, b in
            let order = Self.compare(a, b, heads, starts, buffer)
            return order != 0 ? order < 0 : a < b
          }
        }
      }
    }
  }

  private static func compare(
    _ a: Int, _ b: Int, _ heads: UnsafeBufferPointer<(UInt64, UInt64, UInt64)>,
    _ starts: UnsafeBufferPointer<Int>, _ buffer: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let (x, y) = (heads[a], heads[b])
    if x.0 != y.0 { return x.0 < y.0 ? -1 : 1 }
    if x.1 != y.1 { return x.1 < y.1 ? -1 : 1 }
    if x.2 != y.2 { return x.2 < y.2 ? -1 : 1 }
    // The first 24 bytes agree (or one id is the other padded with zero
    // bytes): compare the rest, then the lengths.
    let (startA, countA) = (starts[a], starts[a + 1] - starts[a])
    let (startB, countB) = (starts[b], starts[b + 1] - starts[b])
    let common = min(countA, countB)
    if common > 24, let base = buffer.baseAddress {
      let order = memcmp(base + startA + 24, base + startB + 24, common - 24)
      if order != 0 { return Int(order) }
    }
    return countA - countB
  }
}
