import Foundation
import Testing

@testable import HabitToolkit

/// A document of a known shape is rejected at its first wrong value.
@Suite struct JSONShapeTests {
  static let objects = JSONValue.Shape.arrayOfObjects("expected a JSON array of rules")

  @Test(
    arguments: [
      ("[{}, 0, {}]", "rules[1]: expected an object, found a number"),
      ("{\"a\": 1}", "rules: expected a JSON array of rules, found an object"),
      ("[{}, nul]", "rules: not valid JSON: invalid value at line 1, column 6"),
      ("[{}, \"a]", "rules: not valid JSON: unterminated string at line 1, column 9"),
    ])
  func rejectsAtTheFirstWrongValue(json: String, message: String) {
    do {
      _ = try JSONValue.parse(Data(json.utf8), field: "rules", shape: Self.objects)
      Issue.record("parsed")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func stopsBeforeReadingTheRest() {
    // Invalid JSON after element 0: the wrong kind is found first.
    let data = Data(("[0," + String(repeating: "x", count: 1_000)).utf8)
    do {
      _ = try JSONValue.parse(data, field: "rules", shape: Self.objects)
      Issue.record("parsed")
    } catch {
      #expect(error.description == "rules[0]: expected an object, found a number")
    }
  }

  @Test func aLimitOnElementsNamesIt() {
    var shape = Self.objects
    shape.maximumElements = 2
    shape.limitExplained = "two at most"
    do {
      _ = try JSONValue.parse(Data("[{}, {}, {}]".utf8), field: "rules", shape: shape)
      Issue.record("parsed")
    } catch {
      #expect(error.description == "rules: more than 2 entries; two at most")
    }
  }

  @Test func didYouMeanSkipsLongWords() {
    #expect(closestMatch(to: "validat", among: ["validate"]) == "validate")
    let long = String(repeating: "validate", count: 9)
    #expect(closestMatch(to: long, among: [long]) == nil)
  }
}
