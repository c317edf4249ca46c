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

  /// The same with nested values between the keys: the earlier keys of a
  /// small object are found on the tape past their values' descendants.
  @Test(arguments: 0..<40)
  func repeatsAreFoundPastNestedValues(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) + 1_000)
    let count = random.next(in: 1...(seed % 2 == 0 ? 20 : 60))
    let values = ["0", "[1, [2, {\"k1\": 3}]]", #"{"k2": {"k3": []}, "k4": 1}"#, "{}", "[]"]
    var keys: [String] = []
    var members: [String] = []
    for _ in 0..<count {
      let key = "k\(random.next(in: 0...(count * 2)))"
      keys.append(key)
      members.append("\"\(key)\": \(values[random.next(in: 0...(values.count - 1))])")
    }
    var seen = Set<String>()
    let repeated = keys.first { !seen.insert($0).inserted }
    do {
      _ = try JSONValue.parse(Array(("{" + members.joined(separator: ", ") + "}").utf8))
      #expect(repeated == nil, "parsed with \(repeated ?? "") repeated")
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
