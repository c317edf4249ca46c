import Foundation
import HabitRules

extension Benchmark {
  /// Load and validate all bundled content, against parsing the same JSON
  /// with `JSONSerialization` and checking every text's languages by hand.
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

/// The baseline: untyped `JSONSerialization` of every embedded file, then a
/// walk that counts texts lacking a required language.
private func foundationContentCheck() -> Int {
  var problems = 0
  func walk(_ value: Any) {
    if let object = value as? [String: Any] {
      if let text = object["text"] as? [String: Any] {
        problems += Language.required.filter { text[$0.rawValue] == nil }.count
      }
      object.values.forEach(walk)
    } else if let array = value as? [Any] {
      array.forEach(walk)
    }
  }
  for json in ContentSource.bundledFiles.values {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else {
      problems += 1
      continue
    }
    walk(object)
  }
  return problems
}
