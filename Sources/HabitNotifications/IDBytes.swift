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
  private let bytes: [UInt8]
  /// Where each id starts in `bytes`, and one more for the end of the last.
  private let starts: [Int]
  /// Each id's first 24 bytes, zero-padded, as big-endian words.
  private let heads: [(UInt64, UInt64, UInt64)]

  /// The number of ids.
  var count: Int { heads.count }

  /// The ids, numbered in their order.
  ///
  /// - Complexity: O(*n*) in their total length.
  init(_ ids: [String]) {
    let byteCount = ids.reduce(0) { $0 + $1.utf8.count }
    self = ids.withUnsafeBufferPointer { ids in
      IDBytes(count: ids.count, byteCount: byteCount) { number, buffer, offset in
        String.write(ids[number], into: buffer, at: offset)
      }
    }
  }

  /// The pending requests' ids, then the desired ones': pending request
  /// `i` is number `i`, desired request `j` number `pending.count + j`.
  ///
  /// A desired id made of parts is written from its parts, without making
  /// its string.
  ///
  /// - Complexity: O(*n*) in the ids' total length.
  init(pending: [PendingRequest], desired: [NotificationRequest]) {
    self = pending.withUnsafeBufferPointer { pending in
      desired.withUnsafeBufferPointer { desired in
        var byteCount = 0
        for index in pending.indices { byteCount += pending[index].id.utf8.count }
        for index in desired.indices {
          // Matched in place: a method call on the parts would copy them.
          switch desired[index].idParts {
          case .text(let text): byteCount += text.utf8.count
          case .numbered(let prefix, let middle, let number):
            byteCount +=
              prefix.utf8.count + middle.utf8.count + 1 + String.decimalLength(of: number)
          case .ruled(let prefix, let rule, let suffix):
            byteCount += prefix.utf8.count + rule.utf8.count + 1 + suffix.utf8.count
          }
        }
        return IDBytes(count: pending.count + desired.count, byteCount: byteCount) {
          number, buffer, offset in
          if number < pending.count {
            return String.write(pending[number].id, into: buffer, at: offset)
          }
          /// `prefix`, `middle` and a dot from `offset`; the offset after them.
          func dotted(_ prefix: String, _ middle: String) -> Int {
            let end = String.write(
              middle, into: buffer, at: String.write(prefix, into: buffer, at: offset))
            guard end < buffer.count else { return end }
            buffer[end] = UInt8(ascii: ".")
            return end + 1
          }
          switch desired[number - pending.count].idParts {
          case .text(let text): return String.write(text, into: buffer, at: offset)
          case .numbered(let prefix, let middle, let number):
            return String.writeDecimal(number, into: buffer, at: dotted(prefix, middle))
          case .ruled(let prefix, let rule, let suffix):
            return String.write(suffix, into: buffer, at: dotted(prefix, rule))
          }
        }
      }
    }
  }

  /// `count` ids written one after another into one buffer of
  /// `byteCount` bytes by `write(number, buffer, offset)`, which returns
  /// the offset after id `number`.
  private init(
    count: Int, byteCount: Int,
    write: (Int, UnsafeMutableBufferPointer<UInt8>, Int) -> Int
  ) {
    var bytes: [UInt8] = []
    let starts = [Int](unsafeUninitializedCapacity: count + 1) { starts, startCount in
      bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, written in
        var end = 0
        starts[0] = 0
        for number in 0..<count {
          end = write(number, buffer, end)
          starts[number + 1] = end
        }
        written = end
      }
      startCount = count + 1
    }
    let heads = bytes.withUnsafeBytes { all in
      starts.withUnsafeBufferPointer { starts in
        (0..<count).map { number in
          Self.head(
            UnsafeRawBufferPointer(
              rebasing: all[starts[number]..<min(starts[number] + 24, starts[number + 1])]))
        }
      }
    }
    (self.bytes, self.starts, self.heads) = (bytes, starts, heads)
  }

  /// Up to 24 bytes, zero-padded, as three big-endian words.
  private static func head(_ first: UnsafeRawBufferPointer) -> (UInt64, UInt64, UInt64) {
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: first) }
    return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1), UInt64(bigEndian: words.2))
  }

  /// An id prefix as ``starts(_:with:)`` compares it: its first 24 bytes
  /// as words with a mask over them, so a prefix of up to 24 bytes is
  /// three masked integer comparisons.
  struct Prefix {
    fileprivate let bytes: [UInt8]
    fileprivate let head: (UInt64, UInt64, UInt64)
    fileprivate let mask: (UInt64, UInt64, UInt64)

    init(_ text: String) {
      let bytes = Array(text.utf8)
      func covering(_ word: Int) -> UInt64 {
        let covered = min(max(bytes.count - 8 * word, 0), 8)
        return covered == 0 ? 0 : ~UInt64(0) << (8 * (8 - covered))
      }
      self.bytes = bytes
      head = bytes.withUnsafeBytes { IDBytes.head(UnsafeRawBufferPointer(rebasing: $0.prefix(24))) }
      mask = (covering(0), covering(1), covering(2))
    }
  }

  /// Whether id `number` starts with `prefix`'s bytes.
  func starts(_ number: Int, with prefix: Prefix) -> Bool {
    let start = starts[number]
    guard starts[number + 1] - start >= prefix.bytes.count else { return false }
    let (id, head, mask) = (heads[number], prefix.head, prefix.mask)
    guard id.0 & mask.0 == head.0, id.1 & mask.1 == head.1, id.2 & mask.2 == head.2 else {
      return false
    }
    guard prefix.bytes.count > 24 else { return true }
    return bytes.withUnsafeBufferPointer { all in
      prefix.bytes.withUnsafeBufferPointer { prefix in
        guard let base = all.baseAddress, let first = prefix.baseAddress else { return false }
        return memcmp(base + start + 24, first + 24, prefix.count - 24) == 0
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
