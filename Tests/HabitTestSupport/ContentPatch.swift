import Foundation

/// One small edit to a file of the package's `Content/`, so a test can
/// break content in exactly one way without keeping a copy of the file.
///
/// A path edit (`set`, `remove`, `insert`) reads the file with
/// `JSONSerialization`, edits the value at a JSON path such as
/// `templates[2].text.en` or `subjects[0].text.ja`, and writes only that file
/// back: pretty-printed, keys sorted, slashes unescaped. Every value stays
/// the same; key order and spacing do not, so a path edit suits a problem
/// about values. A problem about bytes (a byte-order mark, invalid UTF-8, a
/// repeated key, malformed JSON, an escaped NUL, a line and column) needs a
/// byte edit (`replace`, `write`), which leaves the rest of the file as it is.
public enum ContentPatch: Sendable, CustomStringConvertible {
  /// Sets the value at `path` to the JSON text `json`, replacing what is
  /// there; a last step that names a new key adds it.
  case set(_ file: String, _ path: String, json: String)
  /// Removes the object member or the array element at `path`.
  case remove(_ file: String, _ path: String)
  /// Inserts the JSON text `json` before the array element at `path`; the
  /// index one past the last element appends.
  case insert(_ file: String, _ path: String, json: String)
  /// Replaces the first occurrence of the UTF-8 text `text` by `bytes`.
  case replace(_ file: String, text: String, bytes: [UInt8])
  /// Writes `bytes` as the whole file, creating it if it is missing.
  case write(_ file: String, bytes: [UInt8])
  /// Deletes the file.
  case delete(_ file: String)

  /// The file the patch edits.
  public var file: String {
    switch self {
    case .set(let file, _, _), .remove(let file, _), .insert(let file, _, _),
      .replace(let file, _, _), .write(let file, _), .delete(let file):
      file
    }
  }

  /// The edit in one line, such as `set advice.json templates[0].id = 12`.
  public var description: String {
    switch self {
    case .set(let file, let path, let json): "set \(file) \(path) = \(json)"
    case .remove(let file, let path): "remove \(file) \(path)"
    case .insert(let file, let path, let json): "insert \(file) \(path) = \(json)"
    case .replace(let file, let text, let bytes): "replace \(file) \(text) by \(bytes.count) bytes"
    case .write(let file, let bytes): "write \(file) (\(bytes.count) bytes)"
    case .delete(let file): "delete \(file)"
    }
  }

  /// Applies the patch to the file of that name in `directory`.
  ///
  /// - Parameter directory: A writable copy of a content directory.
  /// - Throws: `ContentPatchError` when the file, the path or the text is
  ///   not there, or the JSON does not parse; a file system error otherwise.
  public func apply(in directory: URL) throws {
    let url = directory.appendingPathComponent(file)
    switch self {
    case .set(_, let path, let json):
      try edit(url, path: path) { container, step in
        try step.set(try Self.value(json), in: &container)
      }
    case .remove(_, let path):
      try edit(url, path: path) { container, step in try step.remove(from: &container) }
    case .insert(_, let path, let json):
      try edit(url, path: path) { container, step in
        try step.insert(try Self.value(json), in: &container)
      }
    case .replace(_, let text, let bytes):
      let data = try Data(contentsOf: url)
      guard let range = data.firstRange(of: Data(text.utf8)) else {
        throw ContentPatchError(description: "\(file): no \"\(text)\" to replace")
      }
      var edited = data
      edited.replaceSubrange(range, with: bytes)
      try edited.write(to: url)
    case .write(_, let bytes):
      try Data(bytes).write(to: url)
    case .delete:
      try FileManager.default.removeItem(at: url)
    }
  }

  private func edit(
    _ url: URL, path: String, _ change: (inout Any, PathStep) throws -> Void
  ) throws {
    let steps = try PathStep.parse(path, in: file)
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let edited: Any
    do {
      edited = try PathStep.edit(document, along: steps[...], change)
    } catch let error as ContentPatchError {
      throw ContentPatchError(description: "\(file): \(path): \(error)")
    }
    let data = try JSONSerialization.data(
      withJSONObject: edited, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    try data.write(to: url)
  }

  private static func value(_ json: String) throws -> Any {
    do {
      return try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    } catch {
      throw ContentPatchError(description: "not JSON: \(json)")
    }
  }
}

/// A patch that does not fit the file it edits.
public struct ContentPatchError: Error, CustomStringConvertible {
  /// What did not fit, naming the file and the path.
  public let description: String
}

/// One step of a JSON path: an object key or an array index.
enum PathStep: CustomStringConvertible {
  case key(String)
  case index(Int)

  var description: String {
    switch self {
    case .key(let key): ".\(key)"
    case .index(let index): "[\(index)]"
    }
  }

  /// `templates[2].text.en` as `.key("templates"), .index(2), .key("text"), .key("en")`.
  static func parse(_ path: String, in file: String) throws -> [PathStep] {
    var steps: [PathStep] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "[", omittingEmptySubsequences: false)
      guard let key = pieces.first, !key.isEmpty else {
        throw ContentPatchError(description: "\(file): bad path \(path)")
      }
      steps.append(.key(String(key)))
      for piece in pieces.dropFirst() {
        guard piece.hasSuffix("]"), let index = Int(piece.dropLast()), index >= 0 else {
          throw ContentPatchError(description: "\(file): bad path \(path)")
        }
        steps.append(.index(index))
      }
    }
    return steps
  }

  /// `value` with `change` applied to the container the last step is in.
  static func edit(
    _ value: Any, along steps: ArraySlice<PathStep>, _ change: (inout Any, PathStep) throws -> Void
  ) throws -> Any {
    guard let step = steps.first else { return value }
    var container = value
    if steps.count == 1 {
      try change(&container, step)
      return container
    }
    let child = try step.child(of: container)
    let edited = try edit(child, along: steps.dropFirst(), change)
    try step.set(edited, in: &container)
    return container
  }

  func child(of container: Any) throws -> Any {
    switch (self, container) {
    case (.key(let key), let object as [String: Any]):
      if let value = object[key] { return value }
    case (.index(let index), let array as [Any]) where index < array.count:
      return array[index]
    default:
      break
    }
    throw ContentPatchError(description: "no \(self) in \(Self.kind(of: container))")
  }

  func set(_ value: Any, in container: inout Any) throws {
    switch (self, container) {
    case (.key(let key), var object as [String: Any]):
      object[key] = value
      container = object
    case (.index(let index), var array as [Any]) where index < array.count:
      array[index] = value
      container = array
    default:
      throw ContentPatchError(description: "cannot set \(self) in \(Self.kind(of: container))")
    }
  }

  func remove(from container: inout Any) throws {
    switch (self, container) {
    case (.key(let key), var object as [String: Any]) where object[key] != nil:
      object[key] = nil
      container = object
    case (.index(let index), var array as [Any]) where index < array.count:
      array.remove(at: index)
      container = array
    default:
      throw ContentPatchError(description: "no \(self) to remove in \(Self.kind(of: container))")
    }
  }

  func insert(_ value: Any, in container: inout Any) throws {
    guard case .index(let index) = self, var array = container as? [Any], index <= array.count
    else {
      throw ContentPatchError(
        description: "cannot insert at \(self) in \(Self.kind(of: container))")
    }
    array.insert(value, at: index)
    container = array
  }

  private static func kind(of value: Any) -> String {
    switch value {
    case let object as [String: Any]: "an object with keys \(object.keys.sorted())"
    case let array as [Any]: "an array of \(array.count)"
    default: "\(value)"
    }
  }
}

extension ContentPatch {
  /// Issue #16: a first-reminder range of 10^15 minutes passed validation,
  /// and `gen plan` then aborted allocating that many offsets.
  public static let hugeFirstReminderOffset = ContentPatch.set(
    "planner.json", "firstReminderMinutes", json: #"{"min": 0, "max": 999999999999999}"#)
}
