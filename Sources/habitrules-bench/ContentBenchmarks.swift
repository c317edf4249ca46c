import Foundation
import HabitRules

extension Benchmark {
  /// Load and validate all bundled content, against decoding the same JSON
  /// with `JSONDecoder` into an untyped tree and checking every text's
  /// languages by hand.
  static let contentLoad = Benchmark(
    name: "content.load",
    operation: "load + validate all bundled content",
    unit: .milliseconds,
    operationsPerRun: 20,
    targetMedian: 5,
    targetRatio: nil,
    run: {
      for _ in 0..<20 { blackHole(try? HabitContent.load(from: .bundled)) }
    },
    baseline: {
      for _ in 0..<20 { blackHole(foundationContentCheck()) }
    }
  )
}

/// The baseline: every embedded file decoded with `JSONDecoder` into an
/// untyped tree, then a walk that counts texts lacking a required language.
private func foundationContentCheck() -> Int {
  var problems = 0
  func walk(_ value: UntypedJSON) {
    switch value {
    case .object(let members):
      if case .object(let text)? = members["text"] {
        problems += Language.required.filter { text[$0.rawValue] == nil }.count
      }
      members.values.forEach(walk)
    case .array(let elements):
      elements.forEach(walk)
    case .other:
      break
    }
  }
  let decoder = JSONDecoder()
  for json in ContentSource.bundledFiles.values {
    guard let value = try? decoder.decode(UntypedJSON.self, from: Data(json.utf8)) else {
      problems += 1
      continue
    }
    walk(value)
  }
  return problems
}

/// Any JSON value, as far as the baseline cares.
private enum UntypedJSON: Decodable {
  case object([String: UntypedJSON])
  case array([UntypedJSON])
  case other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let object = try? container.decode([String: UntypedJSON].self) {
      self = .object(object)
    } else if let array = try? container.decode([UntypedJSON].self) {
      self = .array(array)
    } else {
      self = .other
    }
  }
}
