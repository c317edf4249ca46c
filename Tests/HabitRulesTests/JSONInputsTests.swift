import Foundation
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitRules

/// Every JSON input reads by one rule (issue #16): a byte-order mark is
/// skipped; a repeated key or invalid UTF-8 is an error naming the input
/// and the line and column.
@Suite struct JSONInputsTests {
  /// One reader of a JSON input, with a small valid document for it.
  struct Input: Sendable, CustomTestStringConvertible {
    let name: String
    /// The key to repeat: a metrics file is read member by member, and its
    /// first undeclared name stops the read, so its key is a declared one.
    var key = "k"
    /// A valid document whose first object has the key with the value 1.
    let valid: String
    let read: @Sendable (Data) throws(InputError) -> Void

    var testDescription: String { name }
  }

  static let inputs: [Input] = [
    Input(name: "records", valid: #"[{"day": "2026-10-01", "k": 1}]"#) { data throws(InputError) in
      _ = try CheckIn.records(
        fromJSON: data, calendar: CivilCalendar(timeZone: .gmt), rollover: .midnight)
    },
    Input(name: "metrics", key: "recordedDays", valid: #"{"recordedDays": 1}"#) {
      data throws(InputError) in
      guard let catalog = try? HabitContent.bundled().badges else { return }
      do throws(InputError) {
        _ = try catalog.metrics(fromJSON: data)
      } catch {
        // An undeclared metric "k" means the JSON itself was read.
        if error.field != "k" { throw error }
      }
    },
    Input(
      name: "reminders",
      valid: #"[{"id": "a", "title": "T", "time": "09:00", "k": 1, "repeat": {"kind": "daily"}}]"#
    ) { data throws(InputError) in
      _ = try RecurringReminder.rules(fromJSON: data)
    },
    Input(name: "pending", valid: #"[{"id": "x", "k": 1}]"#) { data throws(InputError) in
      _ = try PendingRequest.list(fromJSON: data)
    },
  ]

  @Test(arguments: inputs)
  func byteOrderMarkIsSkipped(_ input: Input) throws {
    try input.read(Data([0xEF, 0xBB, 0xBF] + Array(input.valid.utf8)))
  }

  @Test(arguments: inputs)
  func repeatedKeyIsAnErrorWithItsPosition(_ input: Input) throws {
    let key = "\"\(input.key)\""
    let json = input.valid.replacingOccurrences(of: "\(key): 1", with: "\(key): 1, \(key): 2")
    let column = Array(json.utf8).firstRange(of: Array("\(key): 2".utf8))?.lowerBound ?? -1
    let error = try #require(throws: InputError.self) { try input.read(Data(json.utf8)) }
    #expect(error.field == input.name)
    #expect(
      error.message
        == "not valid JSON: duplicate key \(key); each key may appear once at line 1, column \(column + 1)"
    )
  }

  @Test(arguments: inputs)
  func invalidUTF8IsAnErrorWithItsPosition(_ input: Input) throws {
    var bytes = Array(input.valid.utf8)
    let quote = try #require(bytes.lastIndex(of: UInt8(ascii: "\"")))
    bytes.insert(0xFF, at: quote)
    let error = try #require(throws: InputError.self) { try input.read(Data(bytes)) }
    #expect(error.field == input.name)
    #expect(error.message.hasPrefix("not valid JSON: invalid UTF-8 (byte 0xFF) at line 1, column "))
  }

  @Test(arguments: inputs)
  func oversizedInputIsOneClearError(_ input: Input) throws {
    let error = try #require(throws: InputError.self) {
      try input.read(Data(count: JSONValue.maximumSize + 1))
    }
    #expect(
      error.description == "\(input.name): too large: more than 67108864 bytes (64 MiB), the limit")
  }
}
