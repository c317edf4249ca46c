import Foundation
import HabitCalendar
import Testing

@testable import HabitToolkit

/// A streamed record's fields, read by key from the element's own bytes,
/// against Foundation's `JSONSerialization` reading the same text: keys
/// written with escapes, keys of the same length, moments with escapes,
/// members in any order and the element anywhere in the input.
@Suite struct RecordFieldsTests {
  /// Each key as it may be written: plain or with a `\u` escape.
  static let spellings: [String: [String]] = [
    "id": [#""id""#, #""\u0069d""#],
    "start": [#""start""#, #""st\u0061rt""#],
    "after": [#""after""#],
    "n": [#""n""#, #""\u006E""#],
  ]

  /// One record's fields as read.
  struct Read: Equatable {
    var id: String
    var start: ISO8601Moment
    var after: Int?
    var n: Int?
  }

  /// The fields read, and one more of the same length as `start` that no
  /// record has.
  enum Field: Int, RecordKey { case id, start, after, n, stars }

  static func read(_ json: String) throws(InputError) -> [Read] {
    var reads: [Read] = []
    try RecordFields.forEach(
      in: Data(json.utf8), list: "records", shape: .arrayOfObjects("expected records"),
      keys: Field.self
    ) { (fields: borrowing RecordFields) throws(InputError) in
      reads.append(
        Read(
          id: try fields.string(Field.id), start: try fields.moment(Field.start),
          after: try fields.optionalInteger(Field.after), n: try fields.optionalInteger(Field.n)))
    }
    return reads
  }

  /// Property: 300 generated lists read as `JSONSerialization` reads them.
  @Test(arguments: 0..<300)
  func readsWhatFoundationReads(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
    let count = Int(random.next() % 6)
    var elements: [String] = []
    for _ in 0..<count {
      let id = pick(["a", "bb", "s\\u00e9", "\\\"q\\\"", "日本"]) + "\(random.next() % 100)"
      let minute = random.next() % 60
      let start = pick([
        "2026-10-01T20:\(minute < 10 ? "0" : "")\(minute):00+08:00",
        "2026-10-01T20:42:00\\u002B08:00", "2026-03-29T01:30:00Z", "1970-01-01T00:00:00.5-05:30",
      ])
      var members = [
        "\(pick(Self.spellings["id"] ?? [])): \"\(id)\"",
        "\(pick(Self.spellings["start"] ?? [])): \"\(start)\"",
      ]
      if random.next() % 2 == 0 { members.append(#""after": \#(random.next() % 5 + 1)"#) }
      if random.next() % 2 == 0 {
        members.append("\(pick(Self.spellings["n"] ?? [])): \(random.next() % 1000)")
      }
      if random.next() % 2 == 0 { members.append(#""other": {"id": "not this one"}"#) }
      members.shuffle(using: &random)
      elements.append("{" + members.joined(separator: pick([",", " ,\n "])) + "}")
    }
    let json = pick(["", "\u{FEFF}", " \n"]) + "[" + elements.joined(separator: ", ") + "]"
    let expected = try Self.foundationReads(json)
    #expect(try Self.read(json) == expected, "\(json)")
  }

  /// The same fields read by `JSONSerialization`, the moments by the
  /// moment's own string reader.
  static func foundationReads(_ json: String) throws -> [Read] {
    let list = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    return try list.map { record in
      let text = try #require(record["start"] as? String)
      let start = try #require(ISO8601Moment(text))
      return Read(
        id: try #require(record["id"] as? String), start: start,
        after: record["after"] as? Int, n: record["n"] as? Int)
    }
  }

  /// A wrong moment is still named with its field and its text, and a key
  /// that only shares a length with the wanted one is not it.
  @Test(
    arguments: [
      (
        #"[{"id": "a", "start": "2026-10-01T20:42:00"}]"#,
        #"records[0].start: invalid moment "2026-10-01T20:42:00"; "#
          + "expected an ISO 8601 moment with an offset, such as 2026-10-01T20:42:00+08:00"
      ),
      (#"[{"id": "a", "stars": "2026-10-01T20:42:00Z"}]"#, "records[0].start: missing"),
      (#"[{"id": "a", "start": 5}]"#, "records[0].start: expected a string, found a number"),
      (#"[{"ib": "a", "start": "2026-10-01T20:42:00Z"}]"#, "records[0].id: missing"),
    ] as [(String, String)])
  func wrongFields(json: String, message: String) {
    #expect(throws: InputError.self) { try Self.read(json) }
    do {
      _ = try Self.read(json)
    } catch {
      #expect(error.description == message)
    }
  }
}
