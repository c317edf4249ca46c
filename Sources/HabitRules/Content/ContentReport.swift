import Foundation

/// Collects the problems found while checking one content file, so that
/// loading reports all of them at once.
struct ContentReport {
  /// The file being checked, such as `advice.json`.
  let file: String
  private(set) var problems: [ContentProblem] = []

  init(file: String) {
    self.file = file
  }

  mutating func add(_ path: String, _ message: String) {
    problems.append(ContentProblem(file: file, path: path, message: message))
  }

  /// Decodes a whole file, or records one problem naming the JSON path.
  ///
  /// Returns `nil` after recording the problem.
  mutating func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Value? {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      let (path, message) = Self.describe(error)
      add(path, path.isEmpty && message.isEmpty ? Self.describeMalformedJSON(data) : message)
    } catch {
      add("", "cannot be read: \(error)")
    }
    return nil
  }

  /// Checks that a text has every required language, no empty form, and
  /// exactly the placeholders its entry fills in.
  mutating func check(_ text: LocalizedText, at path: String, placeholders: Set<String> = []) {
    for language in Language.required where text.forms[language] == nil {
      add("\(path).\(language)", "missing; every text needs \(Self.list(Language.required))")
    }
    for (language, forms) in text.forms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      for form in forms.all {
        checkPlaceholders(in: form, at: "\(path).\(language)", expected: placeholders)
      }
    }
  }

  /// Checks that each form of a text fits a length limit per language,
  /// counted in Unicode scalars (a Chinese character or a letter is one).
  mutating func checkLength(_ text: LocalizedText, at path: String, limits: [Language: Int]) {
    for (language, limit) in limits.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      for form in text.forms[language]?.all ?? [] where form.unicodeScalars.count > limit {
        add(
          "\(path).\(language)",
          "\(form.unicodeScalars.count) characters; keep it within \(limit)")
      }
    }
  }

  /// Checks that ids are unique, naming each duplicate and its first use.
  mutating func checkUnique(_ ids: [String], at arrayPath: String) {
    var firstIndex: [String: Int] = [:]
    for (index, id) in ids.enumerated() {
      if let first = firstIndex[id] {
        add("\(arrayPath)[\(index)].id", "duplicate id \"\(id)\" (first at \(arrayPath)[\(first)])")
      } else {
        firstIndex[id] = index
      }
    }
  }

  private mutating func checkPlaceholders(in text: String, at path: String, expected: Set<String>) {
    if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
      add(path, "empty text")
      return
    }
    let used = Placeholders.names(in: text).map(String.init)
    for name in used where !expected.contains(name) {
      let valid = expected.isEmpty ? "this text takes none" : "valid: \(Self.braced(expected))"
      add(path, "unknown placeholder {\(name)}; \(valid)")
    }
    for name in expected.sorted() where !used.contains(name) {
      add(path, "missing placeholder {\(name)}")
    }
    if Placeholders.hasStrayBraces(in: text) {
      add(path, "a brace that is not part of a placeholder; placeholders look like {name}")
    }
  }

  static func list(_ languages: [Language]) -> String {
    languages.map(\.rawValue).joined(separator: " and ")
  }

  private static func braced(_ names: Set<String>) -> String {
    names.sorted().map { "{\($0)}" }.joined(separator: ", ")
  }

  /// A JSON path such as `templates[2].text.en` for a coding path.
  static func jsonPath(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  /// Where and why JSON text does not parse, as `malformed JSON: ... at
  /// line L, column C` when the parser tells the offset.
  private static func describeMalformedJSON(_ data: Data) -> String {
    let detail: String
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return "malformed JSON"
    } catch {
      detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
    }
    guard let range = detail.range(of: "character "),
      let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
    else { return "malformed JSON: \(detail)" }
    let before = data.prefix(offset)
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
    let reason = detail[..<range.lowerBound].replacingOccurrences(of: " around ", with: "")
    return "malformed JSON: \(reason.lowercased()) at line \(line), column \(column)"
  }

  private static func describe(_ error: DecodingError) -> (path: String, message: String) {
    switch error {
    case .typeMismatch(_, let context):
      return (jsonPath(context.codingPath), "wrong type: \(context.debugDescription)")
    case .valueNotFound(_, let context):
      return (jsonPath(context.codingPath), "missing value: \(context.debugDescription)")
    case .keyNotFound(let key, let context):
      return (jsonPath(context.codingPath + [key]), "missing")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return ("", "") }
      return (jsonPath(context.codingPath), context.debugDescription)
    @unknown default:
      return ("", "\(error)")
    }
  }
}
