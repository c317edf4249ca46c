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

  /// The parsed document: the input's bytes and the tape.
  ///
  /// The bytes are an array rather than the input's `Data`: every string
  /// read or compared goes through them, and reaching the bytes of a
  /// `Data` (a check of its storage's kind and an exclusivity check per
  /// call) was a fifth of the instructions of reading a million sessions
  /// (docs/benchmarks.md).
  final class Document: Sendable {
    /// The input's bytes from `base` on: the whole input, or one streamed
    /// element's text.
    let bytes: [UInt8]
    /// The position in the input of `bytes[0]`; the tape's positions are
    /// the input's.
    let base: Int
    let nodes: [Node]

    init(bytes: [UInt8], base: Int = 0, nodes: [Node]) {
      self.bytes = bytes
      self.base = base
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

    /// The bytes of a string node as written, escapes and all.
    func written(at position: Int) -> ArraySlice<UInt8> {
      let node = nodes[position]
      let start = Int(node.payload) - base
      return bytes[start..<(start + Int(node.length))]
    }

    /// The text of a string node (escapes were checked when parsing).
    func string(at position: Int) -> String {
      let text = written(at: position)
      guard nodes[position].kind == .escapedString else {
        return String(decoding: text, as: UTF8.self)
      }
      return String(decoding: JSONUnescaper.unescape(text), as: UTF8.self)
    }

    /// The bytes of a string node's text, escapes resolved.
    func utf8(at position: Int) -> ArraySlice<UInt8> {
      let text = written(at: position)
      return nodes[position].kind == .escapedString ? JSONUnescaper.unescape(text)[...] : text
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
      valuePosition(forKey: key).map(document.value(at:))
    }

    /// The UTF-8 text of the member named `key` when it is a string (escapes
    /// resolved), without building a `String`; `nil` when there is no such
    /// member or it is not a string.
    ///
    /// - Complexity: O(*m*) in the number of members.
    package func utf8(forKey key: String) -> ArraySlice<UInt8>? {
      guard let position = valuePosition(forKey: key) else { return nil }
      let kind = document.nodes[position].kind
      guard kind == .string || kind == .escapedString else { return nil }
      return document.utf8(at: position)
    }

    /// The tape position of the value of the member named `key`.
    ///
    /// One loop over the members' nodes, comparing a key's bytes with the
    /// wanted key's only when their lengths are the same (an escaped key
    /// is compared as text): every field of a million sessions is looked up
    /// here. The wanted key's bytes are read once, as a buffer: iterating
    /// its `String.UTF8View` at each member was a fifth of the instructions
    /// (docs/benchmarks.md).
    private func valuePosition(forKey key: String) -> Int? {
      if let found = key.utf8.withContiguousStorageIfAvailable({ valuePosition(forKey: $0) }) {
        return found
      }
      return valuePosition(forKey: Array(key.utf8)[...])
    }

    private func valuePosition<Key: RandomAccessCollection<UInt8>>(forKey key: Key) -> Int?
    where Key.Index == Int {
      let (nodes, bytes, base) = (document.nodes, document.bytes, document.base)
      var member = position + 1
      let end = Int(nodes[position].payload)
      while member < end {
        let node = nodes[member]
        if node.kind == .string, Int(node.length) == key.count {
          let start = Int(node.payload) - base - key.startIndex
          if key.indices.allSatisfy({ bytes[start + $0] == key[$0] }) { return member + 1 }
        } else if node.kind == .escapedString, document.utf8(at: member).elementsEqual(key) {
          return member + 1
        }
        let value = nodes[member + 1]
        member = value.kind == .object || value.kind == .array ? Int(value.payload) : member + 2
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
