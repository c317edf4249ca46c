import Foundation
import HabitRules

extension Benchmark {
  /// The bundled content parsed and built into values, as an app loads it
  /// (its texts were checked before it shipped), against the same files
  /// loaded with every text check, as every launch did before.
  static let contentBundled = Benchmark(
    name: "content.bundled",
    operation: "parse + build all bundled content",
    unit: .milliseconds,
    operationsPerRun: 20,
    targetMedian: 2,
    targetRatio: 2,
    run: {
      for _ in 0..<20 { blackHole(try? HabitContent.load(from: .bundled)) }
    },
    baseline: {
      let checked = ContentSource.bundled.checkingTexts()
      for _ in 0..<20 { blackHole(try? HabitContent.load(from: checked)) }
    }
  )

  /// A content directory of an app's own, read from disk and checked in
  /// full, against decoding the same files with `JSONDecoder` into an
  /// untyped tree and checking every text's languages by hand.
  static let contentDirectory = Benchmark(
    name: "content.directory",
    operation: "read + parse + validate a content directory",
    unit: .milliseconds,
    operationsPerRun: 20,
    targetMedian: 20,
    targetRatio: nil,
    run: {
      guard let directory = contentCopy else { return }
      for _ in 0..<20 { blackHole(try? HabitContent.load(from: directory)) }
    },
    baseline: {
      for _ in 0..<20 { blackHole(foundationContentCheck()) }
    }
  )
}

/// The bundled files written to a temporary directory once, for
/// `content.directory`.
private let contentCopy: URL? = {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("habitrules-bench-content-\(ProcessInfo.processInfo.processIdentifier)")
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in ContentSource.bundledFiles {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    return directory
  } catch {
    return nil
  }
}()

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
