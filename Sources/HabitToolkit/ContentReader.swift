import Foundation
import HabitCalendar

/// A JSON value in a content file, with its JSON path for problems.
package struct ContentNode {
  package let value: JSONValue
  /// The parent, and this node's step from it: the path itself is built
  /// only when a problem names it (most nodes have none).
  private let parent: Place
  private let step: Step

  fileprivate enum Step: Sendable {
    case whole
    case key(String)
    case index(Int)
  }

  /// A node that has members or elements read, as their parent: one
  /// allocation where building its path would be a string per read.
  fileprivate final class Place: Sendable {
    /// `nil` for the place above the whole file, whose path is empty.
    let parent: Place?
    let step: Step

    init(parent: Place?, step: Step) {
      self.parent = parent
      self.step = step
    }

    /// The place above the whole file: the file's node is its only child.
    static let aboveFile = Place(parent: nil, step: .whole)

    var path: String {
      guard let parent else { return "" }
      return ContentNode.path(parent: parent, step: step)
    }
  }

  /// One member of an object node.
  package struct Member {
    /// The key.
    package let key: String
    /// The member's value, with its path.
    package let node: ContentNode
  }

  /// The whole file.
  init(file value: JSONValue) {
    self.value = value
    parent = .aboveFile
    step = .whole
  }

  /// The member `key` of the node at `parent`.
  fileprivate init(_ value: JSONValue, in parent: Place, key: String) {
    self.value = value
    self.parent = parent
    step = .key(key)
  }

  /// The element at `index` of the node at `parent`.
  fileprivate init(_ value: JSONValue, in parent: Place, index: Int) {
    self.value = value
    self.parent = parent
    step = .index(index)
  }

  /// This node as the parent of the members or elements read from it.
  fileprivate var place: Place { Place(parent: parent, step: step) }

  /// Such as `templates[2].text`; empty for the whole file.
  package var path: String { Self.path(parent: parent, step: step) }

  private static func path(parent: Place, step: Step) -> String {
    let parent = parent.path
    return switch step {
    case .whole: parent
    case .key(let key): parent.isEmpty ? key : "\(parent).\(key)"
    case .index(let index): "\(parent)[\(index)]"
    }
  }

  package func path(_ key: String) -> String {
    let path = path
    return path.isEmpty ? key : "\(path).\(key)"
  }
}

/// Reading content files: each accessor returns `nil` after recording a
/// problem that names the JSON path, so a loader reads on and reports every
/// problem of the file, not just the first.
extension ContentReport {
  /// Parses a whole file, or records where it is not JSON.
  package mutating func parse(_ data: Data) -> ContentNode? {
    do {
      return ContentNode(
        file: try JSONValue.parse(
          data, root: .object("expected a JSON object at the top of the file")))
    } catch  where error.line == 0 {
      add("", error.message)
      return nil
    } catch {
      add("", "malformed JSON: \(error.message) at line \(error.line), column \(error.column)")
      return nil
    }
  }

  /// The members of an object.
  package mutating func members(_ node: ContentNode) -> [ContentNode.Member]? {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object")
      return nil
    }
    let place = node.place
    return members.map {
      ContentNode.Member(key: $0.key, node: ContentNode($0.value, in: place, key: $0.key))
    }
  }

  /// A member that must be there.
  package mutating func required(_ node: ContentNode, _ key: String) -> ContentNode? {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object")
      return nil
    }
    guard let value = members.value(forKey: key) else {
      add(node.path(key), "missing")
      return nil
    }
    return ContentNode(value, in: node.place, key: key)
  }

  /// A member that may be missing or `null`.
  package mutating func optional(_ node: ContentNode, _ key: String) -> ContentNode? {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object")
      return nil
    }
    guard let value = members.value(forKey: key) else { return nil }
    if case .null = value { return nil }
    return ContentNode(value, in: node.place, key: key)
  }

  /// The elements of an array.
  package mutating func elements(_ node: ContentNode?) -> [ContentNode]? {
    guard let node else { return nil }
    guard case .array(let elements) = node.value else {
      wrongType(node, expected: "an array")
      return nil
    }
    let place = node.place
    return elements.enumerated().map { ContentNode($1, in: place, index: $0) }
  }

  package mutating func string(_ node: ContentNode?) -> String? {
    guard let node else { return nil }
    guard case .string(let text) = node.value else {
      wrongType(node, expected: "a string")
      return nil
    }
    checkControls(in: text, at: node.path)
    return text
  }

  /// Records a problem when a content string holds a control character
  /// (U+0000-U+001F, U+007F-U+009F), which JSON lets through escaped
  /// (`\u0000`, `\n`), or a bidirectional control (U+202A-U+202E,
  /// U+2066-U+2069): content texts are single lines shown as they are.
  package mutating func checkControls(in text: String, at path: @autoclosure () -> String) {
    guard checksTexts else { return }
    guard
      let (offset, scalar) = text.unicodeScalars.enumerated().first(where: {
        DisplayText.isControl($0.element) || DisplayText.isBidiControl($0.element)
      })
    else { return }
    var code = String(scalar.value, radix: 16, uppercase: true)
    code = String(repeating: "0", count: 4 - code.count) + code
    if DisplayText.isBidiControl(scalar) {
      add(
        path(),
        "direction control U+\(code) at character \(offset + 1); texts hold no direction "
          + "controls (U+202A-U+202E, U+2066-U+2069), which reorder what follows on screen")
      return
    }
    add(
      path(),
      "control character U+\(code) at character "
        + "\(offset + 1); texts hold no control characters (no line breaks, tabs or NUL)")
  }

  package mutating func number(_ node: ContentNode?) -> Double? {
    guard let node else { return nil }
    guard case .number(let number) = node.value else {
      wrongType(node, expected: "a number")
      return nil
    }
    return number
  }

  package mutating func integer(_ node: ContentNode?) -> Int? {
    guard let node, let number = number(node) else { return nil }
    guard number.rounded() == number, abs(number) < 1e15 else {
      add(node.path, "wrong type: expected a whole number, found \(number)")
      return nil
    }
    return Int(number)
  }

  package mutating func wallTime(_ node: ContentNode?) -> WallTime? {
    guard let node, let text = string(node) else { return nil }
    guard let time = WallTime(text) else {
      add(node.path, "invalid time \(DisplayText.quoted(text)); expected HH:MM, 00:00-23:59")
      return nil
    }
    return time
  }

  /// A window written `{"start": "HH:MM", "end": "HH:MM"}`.
  package mutating func window(_ node: ContentNode?) -> NightWindow? {
    guard let node else { return nil }
    let start = wallTime(required(node, "start"))
    let end = wallTime(required(node, "end"))
    guard let start, let end else { return nil }
    do {
      return try NightWindow(start: start, end: end)
    } catch {
      add(node.path, error.description)
      return nil
    }
  }

  /// A text: language tag to a string or to `{"one", "two", "other"}`
  /// forms (`two` only in English, ``LocalizedText/languagesWithTwoForm``).
  package mutating func text(_ node: ContentNode?) -> LocalizedText? {
    guard let node else { return nil }
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object")
      return nil
    }
    let place = node.place
    var forms = [Language: LocalizedText.Forms](minimumCapacity: members.count)
    for entry in members {
      let (tag, member) = (entry.key, ContentNode(entry.value, in: place, key: entry.key))
      switch member.value {
      case .string(let plain):
        checkControls(in: plain, at: member.path)
        forms[Language(rawValue: tag)] = LocalizedText.Forms(one: nil, other: plain)
      case .object(let plural):
        let unknown = plural.map(\.key).filter { !["one", "two", "other"].contains($0) }
        if !unknown.isEmpty {
          add(
            member.path,
            "unknown plural form \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")); "
              + "valid forms are \"one\", \"two\" (English only) and \"other\"")
          continue
        }
        let one = optional(member, "one").flatMap { string($0) }
        let two = optional(member, "two").flatMap { string($0) }
        guard let other = string(required(member, "other")) else { continue }
        forms[Language(rawValue: tag)] = LocalizedText.Forms(one: one, two: two, other: other)
      default:
        wrongType(member, expected: "a string or an object {\"one\", \"other\"} of strings")
      }
    }
    return LocalizedText(forms: forms)
  }

  private mutating func wrongType(_ node: ContentNode, expected: String) {
    add(node.path, "wrong type: expected \(expected), found \(node.value.kind)")
  }
}
