import Foundation
import HabitCalendar
import Testing

@testable import HabitToolkit

/// A request whose id is kept as parts reads, compares, hashes and encodes
/// exactly as one made from the written-out id.
@Suite struct RequestIDPartsTests {
  static let numbered: [(prefix: String, middle: String, number: Int, expected: String)] = [
    ("bedtime.", "2026-10-01", 3, "bedtime.2026-10-01.3"),
    ("bedtime.", "2026-10-01", 12, "bedtime.2026-10-01.12"),
    ("kangkang.bedtime.", "2026-10-01", 1, "kangkang.bedtime.2026-10-01.1"),
    ("", "", 0, ".0"),
    ("x", "", -45, "x.-45"),
    ("x", "y", Int.min, "xy.-9223372036854775808"),
    ("x", "y", Int.max, "xy.9223372036854775807"),
    ("caf\u{E9}", "cafe\u{301}", 7, "caf\u{E9}cafe\u{301}.7"),
  ]

  static let ruled: [(prefix: String, rule: String, suffix: String, expected: String)] = [
    ("custom.", "run", "w2", "custom.run.w2"),
    ("custom.", "a-very-long-rule-identifier", "daily", "custom.a-very-long-rule-identifier.daily"),
    ("kangkang.custom.", "r1", "monthly", "kangkang.custom.r1.monthly"),
    ("", "", "", "."),
    ("caf\u{E9}.", "cafe\u{301}", "\u{212A}", "caf\u{E9}.cafe\u{301}.\u{212A}"),
  ]

  /// Every kind of parts with the id it stands for.
  static let parts: [(parts: RequestIDParts, expected: String)] =
    numbered.map { (.numbered($0.prefix, $0.middle, $0.number), $0.expected) }
    + ruled.map { (.ruled($0.prefix, $0.rule, $0.suffix), $0.expected) }
    + [("", ""), ("bedtime.2026-10-01.3", "bedtime.2026-10-01.3")].map { (.text($0.0), $0.1) }

  @Test(arguments: parts)
  func readsTheWrittenID(parts: RequestIDParts, expected: String) {
    #expect(Array(parts.string.utf8) == Array(expected.utf8))
    #expect(parts.utf8Count == expected.utf8.count)
    for id in [parts, .text(expected)] {
      var bytes: [UInt8] = []
      id.withUTF8 { bytes = Array($0) }
      #expect(bytes == Array(expected.utf8))
      // Written from an offset into a buffer of the exact room, and cut
      // short in one with less.
      let room = 3 + expected.utf8.count
      var written = [UInt8](repeating: 0, count: room)
      let end = written.withUnsafeMutableBufferPointer { id.write(into: $0, at: 3) }
      #expect(end == room)
      #expect(Array(written[3...]) == Array(expected.utf8))
      if !expected.utf8.isEmpty {
        var short = [UInt8](repeating: 0, count: room - 1)
        let shortEnd = short.withUnsafeMutableBufferPointer { id.write(into: $0, at: 3) }
        #expect(shortEnd <= room - 1)
      }
    }
  }

  static func request(_ id: RequestIDParts, title: String = "Bed") -> NotificationRequest {
    NotificationRequest(
      idParts: id, source: .bedtime,
      trigger: .date(
        ISO8601Moment(Date(timeIntervalSince1970: 1_790_000_000), secondsFromUTC: 28_800)),
      title: title, body: "Time")
  }

  /// Equal, same hash and same JSON as the request made from the text.
  @Test(arguments: parts)
  func behavesAsTheText(parts: RequestIDParts, expected: String) throws {
    let fromParts = Self.request(parts)
    let fromText = Self.request(.text(expected))
    #expect(fromParts == fromText)
    #expect(fromParts.hashValue == fromText.hashValue)
    #expect(Set([fromParts, fromText]).count == 1)
    #expect(fromParts != Self.request(.text(expected), title: "Other"))
    #expect(fromParts != Self.request(.text(expected + "0")))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try encoder.encode(fromParts)
    #expect(json == (try encoder.encode(fromText)))
    let decoded = try JSONDecoder().decode(NotificationRequest.self, from: json)
    #expect(decoded == fromText)
    #expect(Array(decoded.id.utf8) == Array(expected.utf8))
  }

  /// The JSON has the shape's keys and the written-out id.
  @Test func encodesTheShape() throws {
    let json = try JSONEncoder().encode(Self.request(.numbered("b.", "x", 4)))
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(Set(object.keys) == ["id", "source", "trigger", "title", "body"])
    #expect(object["id"] as? String == "b.x.4")
    #expect(object["source"] as? String == "bedtime")
  }

  /// Byte order, whatever the parts: a number's digits sort as text
  /// (`.10` before `.2`), and canonically equivalent ids are two ids.
  @Test(
    arguments: [
      (
        RequestIDParts.numbered("bedtime.", "2026-10-01", 10),
        RequestIDParts.numbered("bedtime.", "2026-10-01", 2), true
      ),
      (.numbered("bedtime.", "2026-10-01", 2), .numbered("bedtime.", "2026-10-01", 10), false),
      (.numbered("bedtime.", "2026-10-01", 2), .text("bedtime.2026-10-01.2"), false),
      (.text("bedtime.2026-10-01.2"), .numbered("bedtime.", "2026-10-01", 2), false),
      (.numbered("a", "", 1), .text("a.1x"), true),
      (.text("a.1x"), .numbered("a", "", 1), false),
      (.numbered("a.", "1", 2), .numbered("a.1", "", 2), false),
      (.numbered("custom.", "run", 2), .ruled("custom.", "run", "w2"), true),
      (.text("caf\u{E9}"), .text("cafe\u{301}"), false),
      (.text("cafe\u{301}"), .text("caf\u{E9}"), true),
      (.text(""), .numbered("", "", 0), true),
      (.ruled("custom.", "run", "w2"), .text("custom.run.w3"), true),
      (.ruled("custom.", "run", "w2"), .ruled("custom.", "run.", "w2"), false),
      (.ruled("custom.", "r1", "daily"), .ruled("custom.", "r10", "daily"), true),
      (.ruled("custom.", "r1", "daily"), .text("custom.r1.daily"), false),
    ])
  func ordersByBytes(first: RequestIDParts, second: RequestIDParts, precedes: Bool) {
    #expect(first.precedes(second) == precedes)
    let bytes = (Array(first.string.utf8), Array(second.string.utf8))
    #expect(bytes.0.lexicographicallyPrecedes(bytes.1) == precedes)
  }
}
