import Foundation
import HabitCalendar
import Testing

@testable import HabitToolkit

/// The `Decoder` over `JSONValue` that lets one `Codable` initializer read
/// gen's inputs too.
@Suite struct JSONValueDecoderTests {
  struct Item: Decodable, Equatable {
    let name: String
    let count: Int
    let tags: [Int]?
    let note: String?
  }

  /// A value whose own checks throw an `InputError`, as the library's
  /// types do through `InputError.decodingError(at:)`.
  struct Checked: Decodable {
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let value = try container.decode(Int.self)
      guard value < 10 else {
        throw InputError(field: "limit", message: "\(value) is too big; use 0-9")
          .decodingError(at: decoder.codingPath)
      }
    }
  }

  struct Holder: Decodable {
    let checked: [Checked]
  }

  static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONValueDecoder.decode(type, from: try JSONValue.parse(Data(json.utf8), field: "x"))
  }

  @Test(arguments: [
    // JSON, the one-line error `InputError(_:in: "items")` makes of it
    (#"[{"name": 1, "count": 1}]"#, "items[0].name: expected a string, found a number"),
    (#"[{"name": "a", "count": 2.5}]"#, "items[0].count: expected a whole number, found 2.5"),
    (#"[{"name": "a", "count": "2"}]"#, "items[0].count: expected a whole number, found a string"),
    (#"[{"name": "a"}]"#, "items[0].count: missing"),
    (#"[{"name": "a", "count": 1}, 7]"#, "items[1]: expected an object, found a number"),
    (
      #"[{"name": "a", "count": 1, "tags": [1, true]}]"#,
      "items[0].tags[1]: expected a whole number, found a boolean"
    ),
    (#"{"name": "a"}"#, "items: expected an array, found an object"),
  ])
  func errorsNameTheJSONPath(json: String, message: String) {
    #expect(throws: (any Error).self) { try Self.decode([Item].self, json) }
    do {
      _ = try Self.decode([Item].self, json)
    } catch {
      #expect(InputError(error, in: "items").description == message)
    }
  }

  @Test func aTypesOwnCheckNamesItsFieldAfterThePath() {
    do {
      _ = try Self.decode(Holder.self, #"{"checked": [1, 12]}"#)
      Issue.record("12 passed the check")
    } catch {
      #expect(
        InputError(error, in: "holder").description
          == "holder.checked[1].limit: 12 is too big; use 0-9")
    }
  }

  /// Foundation's `JSONDecoder` is the oracle: both read the same values,
  /// `null` as absent.
  @Test(arguments: [
    #"[{"name": "a", "count": 1}]"#,
    #"[{"name": "b", "count": -3, "tags": [], "note": null}]"#,
    #"[{"name": "c\u00e9", "count": 9007199254740991, "tags": [1, 2], "note": "n", "extra": {"x": [1]}}]"#,
  ])
  func readsWhatJSONDecoderReads(json: String) throws {
    let ours = try Self.decode([Item].self, json)
    let foundation = try JSONDecoder().decode([Item].self, from: Data(json.utf8))
    #expect(ours == foundation)
  }

  @Test func integersMustFit() {
    #expect(throws: (any Error).self) { try Self.decode(Int8.self, "300") }
    #expect(throws: (any Error).self) { try Self.decode(UInt.self, "-1") }
    #expect((try? Self.decode(UInt8.self, "255")) == 255)
  }
}
