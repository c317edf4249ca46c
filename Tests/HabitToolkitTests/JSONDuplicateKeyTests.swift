import Testing

@testable import HabitToolkit

/// Objects of every size find their first repeated key (issue #25: an
/// object of a million distinct keys is read in linear time), as a plain
/// set of the keys' texts finds it.
@Suite struct JSONDuplicateKeyTests {
  /// Random objects of up to 3,000 members, keys drawn from a small space
  /// (so repeats happen), some written with `\u` escapes: parsing fails
  /// exactly when a key's text repeats, naming the first key that does.
  @Test(arguments: 0..<60)
  func firstRepeatedKeyIsFound(seed: Int) {
    var random = SplitMix64(state: UInt64(seed))
    let count = random.next(in: 0...(seed % 3 == 0 ? 3_000 : 40))
    let space = random.next(in: 1...(count + 10) * 4)
    var keys: [String] = []
    var written: [String] = []
    for _ in 0..<count {
      let key = "k\(random.next(in: 0...space))"
      keys.append(key)
      // "k" as \u006b now and then: the same text, other bytes.
      written.append(random.next(in: 0...4) == 0 ? "\\u006b" + key.dropFirst() : key)
    }
    let json = "{" + written.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
    var seen = Set<String>()
    let repeated = keys.first { !seen.insert($0).inserted }
    do {
      let value = try JSONValue.parse(Array(json.utf8))
      #expect(repeated == nil, "parsed with \(repeated ?? "") repeated")
      guard case .object(let members) = value else {
        Issue.record("not an object")
        return
      }
      #expect(members.map(\.key) == keys)
    } catch {
      #expect(error.message == "duplicate key \"\(repeated ?? "?")\"; each key may appear once")
    }
  }

  /// 200,000 distinct keys, then the same with the first key repeated
  /// last.
  @Test func manyDistinctKeysThenOneRepeat() throws {
    let keys = (0..<200_000).map { "\"key\($0)\": \($0)" }
    let value = try JSONValue.parse(Array(("{" + keys.joined(separator: ",") + "}").utf8))
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.count == 200_000)
    let repeated = "{" + keys.joined(separator: ",") + ", \"key0\": 1}"
    #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse(Array(repeated.utf8)) }
  }
}
