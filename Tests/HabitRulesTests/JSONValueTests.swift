import Foundation
import Testing

@testable import HabitAdvice
@testable import HabitBadges
@testable import HabitCalendar
@testable import HabitPlanner
@testable import HabitQuotes
@testable import HabitRules
@testable import HabitStreaks
@testable import HabitToolkit

@Suite struct JSONValueTests {
  @Test(arguments: [
    // JSON, what it holds, described
    (#"{"a": [1, -2.5e2, true, false, null], "b": "x"}"#, "{a:[1.0,-250.0,true,false,null],b:x}"),
    (#"  "esc\"aped\\ \/ \n \u00e9 \ud83c\udf19"  "#, "esc\"aped\\ / \n é 🌙"),
    (#"[]"#, "[]"),
    (#"{}"#, "{}"),
    (#"0.5"#, "0.5"),
  ])
  func parses(json: String, described: String) throws {
    #expect(Self.describe(try JSONValue.parse(Array(json.utf8))) == described)
  }

  @Test(arguments: [
    // JSON, message, line, column
    ("{\"a\": 1,,}", "expected a key in quotes", 1, 9),
    ("[1, 2", "unexpected end of file", 1, 6),
    ("{\"a\" 1}", "expected ':' after the key", 1, 6),
    ("[01]", "invalid number (leading zero)", 1, 4),
    ("\"tab\there\"", "control character in a string", 1, 5),
    ("[1] 2", "unexpected text after the value", 1, 5),
    ("{\n  \"中文\": x}", "invalid value", 2, 9),
    ("\"\\q\"", "invalid escape", 1, 3),
    ("nul", "invalid value", 1, 1),
  ])
  func rejectsWithPosition(json: String, message: String, line: Int, column: Int) {
    do {
      _ = try JSONValue.parse(Array(json.utf8))
      Issue.record("\(json) parsed")
    } catch {
      #expect((error.message, error.line, error.column) == (message, line, column))
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let json = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse(Array(json.utf8)) }
  }

  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .object(let members):
      "{" + members.map { "\($0.key):\(describe($0.value))" }.joined(separator: ",") + "}"
    case .array(let elements): "[" + elements.map(describe).joined(separator: ",") + "]"
    case .string(let text): text
    case .number(let number): String(number)
    case .bool(let flag): String(flag)
    case .null: "null"
    }
  }
}
