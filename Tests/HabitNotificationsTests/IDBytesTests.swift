import HabitToolkit
import Testing

@testable import HabitNotifications

/// `IDBytes` orders ids exactly as their UTF-8 bytes compare, including ids
/// that share more than the 24 bytes it keeps as words, hold zero bytes,
/// or are canonically equivalent but spelled differently.
@Suite struct IDBytesTests {
  /// The pieces random ids are made of: shared prefixes longer than 24
  /// bytes, a zero byte, both spellings of é, the Kelvin sign and K.
  static let pieces = [
    "bedtime.2026-10-01.", "custom.", "a", "b", "\u{0}", "caf\u{E9}", "cafe\u{301}", "\u{212A}",
    "K", "1", "10", "2", "custom.a-very-long-rule-identifier-past-24-bytes.",
  ]

  /// Prefixes of the lengths around the 8-byte words and the 24 bytes
  /// kept as words (7-9, 15-17, 23-25), longer ones that agree with an id
  /// in their first 24 bytes and differ after, a zero byte and both
  /// spellings of é.
  static let prefixes = [
    "", "\u{0}", "K", "custom.", "bedtime.", "bedtime.2", "caf\u{E9}", "cafe\u{301}",
    "bedtime.2026-10", "bedtime.2026-10-", "bedtime.2026-10-0", "bedtime.2026-10-01.",
    "bedtime.2026-10-01.bedt", "bedtime.2026-10-01.bedti", "bedtime.2026-10-01.bedtim",
    "bedtime.2026-10-01.bedtiX", "bedtime.2026-10-01.bedtime.2026-10-01.X",
    "custom.a-very-long-rule-identifier-past-24-bytes.",
    "custom.a-very-long-rule-identifier-past-24-bytes!",
  ]

  @Test(arguments: 0..<100)
  func sortsAndComparesAsBytes(seed: Int) {
    var random = SplitMix64(state: UInt64(seed))
    let ids = (0..<random.next(in: 0...40)).map { _ in
      (0..<random.next(in: 0...4)).map { _ in Self.pieces[random.next(in: 0...12)] }.joined()
    }
    let buffer = IDBytes(ids)
    let bytes = ids.map { Array($0.utf8) }
    let expected = ids.indices.sorted { a, b in
      bytes[a] == bytes[b] ? a < b : bytes[a].lexicographicallyPrecedes(bytes[b])
    }
    #expect(buffer.count == ids.count)
    #expect(buffer.sorted(0..<ids.count) == expected)
    for a in ids.indices {
      for b in ids.indices {
        let order = buffer.compare(a, b)
        let wanted =
          bytes[a] == bytes[b] ? 0 : bytes[a].lexicographicallyPrecedes(bytes[b]) ? -1 : 1
        #expect(order.signum() == wanted, "\(bytes[a]) vs \(bytes[b])")
      }
      for prefix in Self.prefixes {
        #expect(
          buffer.starts(a, with: IDBytes.Prefix(prefix)) == bytes[a].starts(with: prefix.utf8),
          "\(bytes[a]) starts with \(Array(prefix.utf8))")
      }
    }
  }

  /// Pending ids and desired ones given as parts (text, numbered, ruled)
  /// are numbered pending first, and compare and sort as their written
  /// bytes.
  @Test(arguments: 0..<50)
  func readsPendingThenDesiredParts(seed: Int) {
    var random = SplitMix64(state: UInt64(seed))
    func piece() -> String {
      (0..<random.next(in: 0...3)).map { _ in Self.pieces[random.next(in: 0...12)] }.joined()
    }
    let pending = (0..<random.next(in: 0...20)).map { _ in
      PendingRequest(id: piece(), trigger: nil, title: nil, body: nil)
    }
    let desired = (0..<random.next(in: 0...20)).map { _ in
      let parts: RequestIDParts =
        switch random.next(in: 0...2) {
        case 0: .text(piece())
        case 1: .numbered(piece(), piece(), random.next(in: -20...20))
        default: .ruled(piece(), piece(), piece())
        }
      return NotificationRequest(
        idParts: parts, source: .custom, trigger: .calendar(.init(hour: 7, minute: 0)),
        title: "T", body: "B")
    }
    let ids = pending.map(\.id) + desired.map(\.id)
    let buffer = IDBytes(pending: pending, desired: desired)
    let expected = IDBytes(ids)
    #expect(buffer.count == ids.count)
    #expect(buffer.sorted(0..<ids.count) == expected.sorted(0..<ids.count))
    #expect(buffer.sorted(pending.count..<ids.count) == expected.sorted(pending.count..<ids.count))
    for a in ids.indices {
      for b in ids.indices {
        let bytes = (Array(ids[a].utf8), Array(ids[b].utf8))
        let wanted = bytes.0 == bytes.1 ? 0 : bytes.0.lexicographicallyPrecedes(bytes.1) ? -1 : 1
        #expect(buffer.compare(a, b).signum() == wanted)
      }
    }
  }
}
