import Foundation
import HabitCalendar

/// A JSON value in a content file, with its JSON path for problems.
package struct ContentNode {
  package let value: JSONValue
  /// Such as `templates[2].text`; empty for the whole file.
  package let path: String

  /// One member of an object node.
  package struct Member {
    /// The key.
    package let key: String
    /// The member's value, with its path.
    package let node: ContentNode
  }

  package func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// Reading content files: each accessor returns `nil` after recording a
/// problem that names the JSON path, so a loader reads on and reports every
/// problem of the file, not just the first.
extension ContentReport {
  /// Parses a whole file, or records where it is not JSON.
  package mutating func parse(_ data: Data) -> ContentNode? {
    do {
      let root = try JSONValue.parse(
        data, root: .object("expected a JSON object at the top of the file"))
      return ContentNode(value: root, path: "")
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
    return members.map {
      ContentNode.Member(key: $0.key, node: ContentNode(value: $0.value, path: node.path($0.key)))
    }
  }

  /// A member that must be there.
  package mutating func required(_ node: ContentNode, _ key: String) -> ContentNode? {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object")
      return nil
    }
    guard let member = members.first(where: { $0.key == key }) else {
      add(node.path(key), "missing")
      return nil
    }
    return ContentNode(value: member.value, path: node.path(key))
  }

  /// A member that may be missing or `null`.
  package mutating func optional(_ node: ContentNode, _ key: String) -> ContentNode? {
    guard case .object(let members) = node.value else {
      wrongType(node, expected: "an object")
      return nil
    }
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    if case .null = member.value { return nil }
    return ContentNode(value: member.value, path: node.path(key))
  }

  /// The elements of an array.
  package mutating func elements(_ node: ContentNode?) -> [ContentNode]? {
    guard let node else { return nil }
    guard case .array(let elements) = node.value else {
      wrongType(node, expected: "an array")
      return nil
    }
    return elements.enumerated().map { ContentNode(value: $1, path: "\(node.path)[\($0)]") }
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
  /// (`\u0000`, `\n`): content texts are single lines shown as they are.
  package mutating func checkControls(in text: String, at path: String) {
    // Fast: a control is a byte below 0x20, 0x7F, or 0xC2 then 0x80-0x9F.
    var afterC2 = false
    let suspect = text.utf8.contains { byte in
      defer { afterC2 = byte == 0xC2 }
      return byte < 0x20 || byte == 0x7F || (afterC2 && byte < 0xA0)
    }
    guard suspect,
      let (offset, scalar) = text.unicodeScalars.enumerated().first(where: {
        DisplayText.isControl($0.element)
      })
    else { return }
    let code = String(scalar.value, radix: 16, uppercase: true)
    add(
      path,
      "control character U+\(String(repeating: "0", count: 4 - code.count) + code) at character "
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

  /// A text: language tag to a string or to `{"one", "other"}` forms.
  package mutating func text(_ node: ContentNode?) -> LocalizedText? {
    guard let node, let members = members(node) else { return nil }
    var forms: [Language: LocalizedText.Forms] = [:]
    for entry in members {
      let (tag, member) = (entry.key, entry.node)
      switch member.value {
      case .string(let plain):
        checkControls(in: plain, at: member.path)
        forms[Language(rawValue: tag)] = LocalizedText.Forms(one: nil, other: plain)
      case .object(let plural):
        let unknown = plural.map(\.key).filter { $0 != "one" && $0 != "other" }
        if !unknown.isEmpty {
          add(
            member.path,
            "unknown plural form \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")); "
              + "valid forms are \"one\" and \"other\"")
          continue
        }
        let one = optional(member, "one").flatMap { string($0) }
        guard let other = string(required(member, "other")) else { continue }
        forms[Language(rawValue: tag)] = LocalizedText.Forms(one: one, other: other)
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
