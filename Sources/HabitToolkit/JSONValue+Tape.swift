import Foundation

extension JSONValue {
  /// One value on the tape.
  ///
  /// A container is followed by its members (key, value, key, value...) or
  /// elements, each with its own descendants; `payload` is the position
  /// just after its last descendant.
  struct Node: Sendable {
    enum Kind: UInt8 {
      case object, array, string, escapedString, number, `true`, `false`, null
    }
    /// A container's end, a string's first byte, or a number's bits.
    var payload: UInt64
    /// A container's count of members or elements, a string's byte length.
    var length: UInt32
    var kind: Kind
  }

  /// The parsed document: the input bytes and the tape.
  final class Document: Sendable {
    let bytes: Data
    let nodes: [Node]

    init(bytes: Data, nodes: [Node]) {
      self.bytes = bytes
      self.nodes = nodes
    }

    /// The position after the value at `position` and its descendants.
    func next(after position: Int) -> Int {
      let node = nodes[position]
      switch node.kind {
      case .object, .array: return Int(node.payload)
      default: return position + 1
      }
    }

    func value(at position: Int) -> JSONValue {
      let node = nodes[position]
      switch node.kind {
      case .object: return .object(Members(document: self, position: position))
      case .array: return .array(Elements(document: self, position: position))
      case .string, .escapedString: return .string(string(at: position))
      case .number: return .number(Double(bitPattern: node.payload))
      case .true: return .bool(true)
      case .false: return .bool(false)
      case .null: return .null
      }
    }

    /// The text of a string node (escapes were checked when parsing).
    func string(at position: Int) -> String {
      let node = nodes[position]
      let start = Int(node.payload)
      let end = start + Int(node.length)
      return bytes.withUnsafeBytes { raw in
        let text = UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[start..<end])
        guard node.kind == .escapedString else { return String(decoding: text, as: UTF8.self) }
        return String(decoding: JSONUnescaper.unescape(text), as: UTF8.self)
      }
    }

    /// Whether a string node's text is `key`, byte for byte.
    func string(at position: Int, equals key: String) -> Bool {
      let node = nodes[position]
      guard node.kind == .string else { return string(at: position).utf8.elementsEqual(key.utf8) }
      guard Int(node.length) == key.utf8.count else { return false }
      let start = Int(node.payload)
      // Two byte buffers compared as buffers: comparing with `key.utf8`
      // element by element was a tenth of reading a million sessions.
      var key = key
      return key.withUTF8 { wanted in
        bytes.withUnsafeBytes { raw in
          raw.bindMemory(to: UInt8.self)[start..<(start + Int(node.length))].elementsEqual(wanted)
        }
      }
    }
  }

  /// A member's or an element's place on the tape (opaque: not an ordinal).
  package struct TapeIndex: Comparable, Sendable {
    let position: Int
    package static func < (left: TapeIndex, right: TapeIndex) -> Bool {
      left.position < right.position
    }
  }

  /// The members of an object, in file order.
  package struct Members: Collection, Sendable {
    let document: Document
    let position: Int

    package typealias Index = TapeIndex

    package var startIndex: Index { Index(position: position + 1) }
    package var endIndex: Index { Index(position: Int(document.nodes[position].payload)) }
    /// The number of members, in O(1).
    package var count: Int { Int(document.nodes[position].length) }

    package func index(after index: Index) -> Index {
      Index(position: document.next(after: index.position + 1))
    }

    package subscript(index: Index) -> Member {
      Member(
        key: document.string(at: index.position), value: document.value(at: index.position + 1))
    }

    /// The value of the member named `key`, comparing UTF-8 bytes without
    /// building a string per key.
    ///
    /// - Complexity: O(*m*) in the number of members.
    package func value(forKey key: String) -> JSONValue? {
      var index = startIndex
      while index < endIndex {
        if document.string(at: index.position, equals: key) {
          return document.value(at: index.position + 1)
        }
        index = self.index(after: index)
      }
      return nil
    }
  }

  /// The elements of an array, in file order.
  package struct Elements: Collection, Sendable {
    let document: Document
    let position: Int

    package typealias Index = TapeIndex

    package var startIndex: Index { Index(position: position + 1) }
    package var endIndex: Index { Index(position: Int(document.nodes[position].payload)) }
    /// The number of elements, in O(1).
    package var count: Int { Int(document.nodes[position].length) }

    package func index(after index: Index) -> Index {
      Index(position: document.next(after: index.position))
    }

    package subscript(index: Index) -> JSONValue { document.value(at: index.position) }
  }
}
