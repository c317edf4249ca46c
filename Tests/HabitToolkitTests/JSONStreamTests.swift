import Foundation
import HabitCalendar
import Testing

@testable import HabitToolkit

/// A list read one element at a time: the same values as a whole parse, and
/// the first wrong value stops the read before the rest is read.
@Suite struct JSONStreamTests {
  static let objects = JSONValue.Shape.arrayOfObjects("expected a JSON array of rules")

  enum Field: Int, RecordKey { case n }

  /// The `n` of each element, in the order the stream gave them.
  static func numbers(_ json: String) throws(InputError) -> [Int] {
    var seen: [Int] = []
    try RecordFields.forEach(in: Data(json.utf8), list: "rules", shape: objects, keys: Field.self) {
      (fields: borrowing RecordFields) throws(InputError) in
      seen.append(try fields.integer(Field.n))
    }
    return seen
  }

  /// The same list read element by element as values.
  static func elementNumbers(_ json: String) throws(InputError) -> [Int] {
    var seen: [Int] = []
    try JSONValue.forEachElement(of: Data(json.utf8), field: "rules", shape: objects) {
      (_, element) throws(InputError) in
      guard case .number(let number)? = element["n"] else { return }
      seen.append(Int(number))
    }
    return seen
  }

  @Test(
    arguments: [
      ("[]", []),
      (" \n[ ] \n", []),
      ("\u{FEFF}[{\"n\": 1}]", [1]),
      (#"[{"n": 1}, {"n": 2, "x": [1, {"y": 2}]}, {"n": 3}]"#, [1, 2, 3]),
    ] as [(String, [Int])])
  func givesEveryElementInOrder(json: String, expected: [Int]) throws {
    #expect(try Self.numbers(json) == expected)
  }

  @Test(
    arguments: [
      ("[{\"n\": 1}, 0]", "rules[1]: expected an object, found a number"),
      ("{\"n\": 1}", "rules: expected a JSON array of rules, found an object"),
      ("[{\"n\": 1},]", "rules: not valid JSON: invalid value at line 1, column 11"),
      (
        "[{\"n\": 1} {\"n\": 2}]", "rules: not valid JSON: expected ',' or ']' at line 1, column 11"
      ),
      (
        "[{\"n\": 1}] x",
        "rules: not valid JSON: unexpected text after the value at line 1, column 12"
      ),
      ("[{\"n\": 1}", "rules: not valid JSON: unexpected end of file at line 1, column 10"),
      ("", "rules: not valid JSON: unexpected end of file at line 1, column 1"),
      (
        "[{\"n\": 1, \"n\": 2}]",
        #"rules: not valid JSON: duplicate key "n"; each key may appear once at line 1, column 11"#
      ),
      ("[{\"n\": 2.5}]", "rules[0].n: expected a whole number, found 2.5"),
      ("[{\"n\": \"1\"}]", "rules[0].n: expected a whole number, found a string"),
      ("[{}]", "rules[0].n: missing"),
      ("[{\"n\": 1e300}]", "rules[0].n: expected a whole number, found 1e+300"),
    ])
  func rejectsAtTheFirstWrongValue(json: String, message: String) {
    do {
      _ = try Self.numbers(json)
      Issue.record("read")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aWrongFieldStopsBeforeTheRestIsRead() {
    // Element 0 is wrong; what follows is not even JSON, so only a read
    // that stops at element 0 reports the field.
    let json = #"[{"n": "bad"}, "# + String(repeating: "x", count: 10_000)
    do {
      _ = try Self.numbers(json)
      Issue.record("read")
    } catch {
      #expect(error.description == "rules[0].n: expected a whole number, found a string")
    }
  }

  @Test func membersOfARootObject() throws {
    var seen: [String] = []
    try JSONValue.forEachMember(
      of: Data(#"{"a": 1, "b": [2], "c": {"d": 3}}"#.utf8), field: "m", shape: .object("expected")
    ) { (key, value) throws(InputError) in seen.append("\(key)=\(value.kind)") }
    #expect(seen == ["a=a number", "b=an array", "c=an object"])
    #expect(throws: InputError.self) {
      try JSONValue.forEachMember(
        of: Data(#"{"a": 1, "a": 2}"#.utf8), field: "m", shape: .object("expected")
      ) { (_, _) throws(InputError) in }
    }
  }

  @Test func aLimitOnElementsStopsAtTheNextOne() {
    var shape = Self.objects
    shape.maximumElements = 2
    shape.limitExplained = "two at most"
    var count = 0
    do {
      try JSONValue.forEachElement(of: Data("[{}, {}, {}, x".utf8), field: "rules", shape: shape) {
        (_, _) throws(InputError) in count += 1
      }
      Issue.record("read")
    } catch {
      #expect(error.description == "rules: more than 2 entries; two at most")
    }
    #expect(count == 2)
  }

  /// Property: for generated lists, the stream gives what a whole parse
  /// gives, element by element.
  @Test(arguments: 0..<20)
  func matchesTheWholeParse(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let count = Int(random.next() % 50)
    let numbers = (0..<count).map { _ in Int(random.next() % 1_000_000) }
    let json =
      "["
      + numbers.map { #"{"n": \#($0), "pad": "\#(String(repeating: "p", count: $0 % 7))"}"# }
      .joined(separator: ",") + "]"
    let whole = try JSONValue.parse(Data(json.utf8), field: "rules", shape: Self.objects)
    guard case .array(let elements) = whole else { throw InputError(field: "", message: "") }
    let parsed = elements.map { element -> Int in
      guard case .number(let number)? = element["n"] else { return -1 }
      return Int(number)
    }
    #expect(try Self.numbers(json) == parsed)
    #expect(try Self.elementNumbers(json) == parsed)
    #expect(parsed == numbers)
  }
}
