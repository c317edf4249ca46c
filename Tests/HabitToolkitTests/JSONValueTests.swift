import Foundation
import HabitTestSupport
import Testing

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

  /// One rule for every input (issue #16): a byte-order mark is skipped;
  /// invalid UTF-8 and a repeated key are errors with their position.
  @Test(arguments: [
    // bytes, message, line, column
    (Array(#"{"a": 1, "a": 2}"#.utf8), #"duplicate key "a"; each key may appear once"#, 1, 10),
    (Array(#"{"a": 1, "\u0061": 2}"#.utf8), #"duplicate key "a"; each key may appear once"#, 1, 10),
    (
      Array(("{" + (0..<40).map { "\"k\($0)\": 0, " }.joined() + "\n\"k7\": 1}").utf8),
      #"duplicate key "k7"; each key may appear once"#, 2, 1
    ),
    (Array(#"[{"x": {"x": 1}, "x": 2}, {"x": 3}]"#.utf8), #"duplicate key "x"; each"#, 1, 18),
    (Array(#"{"\u0000": 1, "\u0000": 2}"#.utf8), #"duplicate key "\u0000"; each"#, 1, 15),
    ([0x22, 0xFF, 0x22], "invalid UTF-8 (byte 0xFF)", 1, 2),
    ([0x22, 0x61, 0xC0, 0xAF, 0x22], "invalid UTF-8 (byte 0xC0)", 1, 3),
    ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 (a sequence cut short or malformed)", 1, 2),
    ([0x22, 0xE4, 0xB8, 0x22], "invalid UTF-8 (a sequence cut short or malformed)", 1, 2),
    (
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 (a sequence cut short or malformed)", 1,
      2
    ),
    ([0x5B, 0xFF, 0x5D], "invalid value", 1, 2),
    (Array(#""\ud800""#.utf8), "invalid \\u escape (a lone surrogate)", 1, 8),
    (Array(#""\udc00""#.utf8), "invalid \\u escape (a lone surrogate)", 1, 8),
    ([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), "invalid value", 1, 4),
  ])
  func oneRuleForEveryInput(bytes: [UInt8], message: String, line: Int, column: Int) {
    do {
      _ = try JSONValue.parse(bytes)
      Issue.record("\(bytes) parsed")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
      #expect((error.line, error.column) == (line, column), "\(error.message)")
    }
  }

  @Test(arguments: [
    // bytes, described
    ([0xEF, 0xBB, 0xBF] + Array(#"{"a": "é"}"#.utf8), "{a:é}"),
    // Keys are compared as bytes: "é" precomposed and decomposed differ.
    (Array("{\"\u{E9}\": 1, \"e\u{301}\": 2}".utf8), "{é:1.0,é:2.0}"),
    (Array(#"{"a": {"a": {"a": []}}}"#.utf8), "{a:{a:{a:[]}}}"),
    (
      Array(#"[-0, 123456789012345, 1234567890123456789, 1e2, -7]"#.utf8),
      "[-0.0,123456789012345.0,1.2345678901234568e+18,100.0,-7.0]"
    ),
  ])
  func acceptsByTheSameRule(bytes: [UInt8], described: String) throws {
    #expect(Self.describe(try JSONValue.parse(bytes)) == described)
  }

  @Test func membersAndElementsCountAndLookUpWithoutOrdinals() throws {
    let value = try JSONValue.parse(Array(#"{"b": [1, [2, 3], {"c": 4}, "s"], "a": "x"}"#.utf8))
    guard case .object(let members) = value, case .array(let elements)? = value["b"] else {
      Issue.record("not an object with an array")
      return
    }
    #expect(members.count == 2)
    #expect(members.map(\.key) == ["b", "a"])
    #expect(elements.count == 4)
    #expect(
      Self.describe(elements.first { if case .object = $0 { true } else { false } } ?? .null)
        == "{c:4.0}")
    guard case .string("x")? = value["a"], value["c"] == nil else {
      Issue.record("lookup failed")
      return
    }
  }

  @Test func documentOverTheSizeLimitIsOneErrorWithoutAPosition() {
    do {
      _ = try JSONValue.parse(Data(count: JSONValue.maximumSize + 1))
      Issue.record("parsed")
    } catch {
      #expect(error.line == 0)
      #expect(error.description == "too large: more than 67108864 bytes (64 MiB), the limit")
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

/// A JSON string of raw bytes (no quote, backslash or control) parses
/// exactly when its bytes are valid UTF-8, as the standard library's
/// validating decoder reads them, and to the same text; over random
/// bodies of ASCII runs, whole and cut-short sequences, overlong forms and
/// surrogates, at every offset of the eight-byte steps.
@Suite struct JSONStringBytesTests {
  static let pieces: [[UInt8]] = [
    Array("abcdefgh".utf8), Array("a".utf8), [0x20], Array("中".utf8), Array("한".utf8),
    Array("の".utf8), Array("é".utf8), Array("🙂".utf8), [0xE4, 0xB8], [0xE4], [0xB8],
    [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80],
    [0xEF, 0xBF, 0xBF], [0xEE, 0x80, 0x80], [0xC0, 0xAF], [0xC2, 0xA0], [0xF4, 0x90, 0x80, 0x80],
    [0xF0, 0x9F, 0x99], [0xFF], [0x80], [0x7F],
  ]

  @Test(arguments: 0..<10)
  func rawStringsParseExactlyWhenTheyAreUTF8(seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &+ 0x75F8)
    var (valid, invalid) = (0, 0)
    for _ in 0..<1000 {
      let body = (0..<random.next(in: 0...12)).flatMap { _ in
        Self.pieces[random.next(in: 0...(Self.pieces.count - 1))]
      }
      let expected = String(validating: body, as: UTF8.self)
      let parsed = try? JSONValue.parse([0x22] + body + [0x22])
      if let expected {
        valid += 1
        guard case .string(let text)? = parsed else {
          Issue.record("\(body) did not parse")
          continue
        }
        #expect(text == expected && Array(text.utf8) == body, "\(body)")
      } else {
        invalid += 1
        #expect(parsed == nil, "\(body) parsed")
      }
    }
    #expect(valid > 100)
    #expect(invalid > 100)
  }
}

extension JSONStringBytesTests {
  /// An escape, a quote or a control character is seen at any offset of a
  /// run of ASCII, inside or across the eight-byte steps.
  @Test(arguments: 0...17)
  func escapesQuotesAndControlsAreSeenAtEveryOffset(offset: Int) throws {
    let before = String(repeating: "a", count: offset)
    let after = String(repeating: "b", count: 10)
    let escaped = try JSONValue.parse(Array("\"\(before)\\n\(after)\"".utf8))
    guard case .string(let text) = escaped else {
      Issue.record("not a string: \(escaped)")
      return
    }
    #expect(text == "\(before)\n\(after)")
    let quoted = try JSONValue.parse(Array("[\"\(before)\", \"\(after)\"]".utf8))
    guard case .array(let elements) = quoted else {
      Issue.record("not an array: \(quoted)")
      return
    }
    let texts = elements.map { element -> String? in
      guard case .string(let text) = element else { return nil }
      return text
    }
    #expect(texts == [before, after])
    #expect(throws: JSONValue.SyntaxError.self) {
      try JSONValue.parse(Array("\"\(before)\u{1}\(after)\"".utf8))
    }
  }
}
