extension JSONValue {
  /// Reads a document's bytes onto the tape in one pass, checking its
  /// syntax, its UTF-8, its limits and (when given) its shape as it goes.
  struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Where line 1 starts: after a byte-order mark, if there is one.
    var firstLineStart = 0
    var nodes: [Node] = []
    /// The kinds the root and its elements may be, checked as they start:
    /// the shape's numbers only (a bit per kind), so that checking a value
    /// copies nothing.
    let shape: (root: Shape.Kind, elements: UInt8, maximumElements: Int?)?
    /// The first value that did not fit the shape (parsing stops there).
    var mismatch: Shape.Mismatch?
    /// How many elements or members of the root have started.
    var rootElements = 0
    /// A streamed read: the elements or members of the root read so far,
    /// and the root object's keys (`JSONValue+Stream.swift`).
    var streamedElements = 0
    var rootKeys = Set<[UInt8]>()

    init(bytes: UnsafeBufferPointer<UInt8>, shape: Shape?) {
      self.bytes = bytes
      self.shape = shape.map { shape in
        (shape.root, shape.elements.reduce(0) { $0 | $1.bit }, shape.maximumElements)
      }
    }

    mutating func document() throws(SyntaxError) -> [Node] {
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
        index = 3
        firstLineStart = 3
      }
      skipWhitespace()
      try value(depth: 0)
      skipWhitespace()
      guard index == bytes.count else { throw error("unexpected text after the value") }
      return nodes
    }

    /// Steps over spaces, tabs and line breaks.
    ///
    /// Always inlined: called around every value, the call was 17 ms of
    /// the 500 ms that reading a million sessions may take
    /// (docs/benchmarks.md).
    @inline(__always) mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
          index += 1
        default: return
        }
      }
    }

    func error(_ message: String, at position: Int? = nil) -> SyntaxError {
      let position = min(position ?? index, bytes.count)
      var line = 1
      var lineStart = firstLineStart
      for offset in lineStart..<max(position, lineStart) where bytes[offset] == 0x0A {
        line += 1
        lineStart = offset + 1
      }
      // Count characters, not bytes: skip UTF-8 continuation bytes.
      let column = bytes[lineStart..<max(position, lineStart)].count { $0 & 0xC0 != 0x80 } + 1
      return SyntaxError(message: message, line: line, column: column)
    }

    mutating func value(depth: Int) throws(SyntaxError) {
      guard depth < JSONValue.maximumDepth else { throw error("nested too deeply") }
      guard index < bytes.count else { throw error("unexpected end of file") }
      guard nodes.count < JSONValue.maximumValues else {
        throw error("too many values: more than \(JSONValue.maximumValues), the limit")
      }
      if depth <= 1, let shape { try check(shape, depth: depth) }
      switch bytes[index] {
      case UInt8(ascii: "{"): try object(depth: depth)
      case UInt8(ascii: "["): try array(depth: depth)
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "t"): try literal("true", .true)
      case UInt8(ascii: "f"): try literal("false", .false)
      case UInt8(ascii: "n"): try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      default: throw error("invalid value")
      }
    }

    /// Throws, recording the mismatch, when the value starting here is of
    /// a kind the shape does not allow at this depth.
    mutating func check(
      _ shape: (root: Shape.Kind, elements: UInt8, maximumElements: Int?), depth: Int
    ) throws(SyntaxError) {
      let kind: Shape.Kind
      switch bytes[index] {
      case UInt8(ascii: "{"): kind = .object
      case UInt8(ascii: "["): kind = .array
      case UInt8(ascii: "\""): kind = .string
      case UInt8(ascii: "t"), UInt8(ascii: "f"): kind = .bool
      case UInt8(ascii: "n"): kind = .null
      default: kind = .number
      }
      let element = depth == 0 ? nil : rootElements
      if depth == 1 {
        rootElements += 1
        if let most = shape.maximumElements, rootElements > most {
          mismatch = Shape.Mismatch(element: element, found: nil)
          throw error("too many elements")
        }
      }
      guard depth == 0 ? kind == shape.root : shape.elements & kind.bit != 0 else {
        // A scalar is read first, so that a syntax error in it comes first;
        // a container of the wrong kind is rejected as it opens.
        if kind != .object, kind != .array {
          let start = index
          try scalar()
          index = start
        }
        mismatch = Shape.Mismatch(element: element, found: kind.name)
        throw error("wrong kind")
      }
    }

    /// Reads the scalar value that starts here (a string, number or literal).
    mutating func scalar() throws(SyntaxError) {
      switch bytes[index] {
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "t"): try literal("true", .true)
      case UInt8(ascii: "f"): try literal("false", .false)
      case UInt8(ascii: "n"): try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      default: throw error("invalid value")
      }
    }

    mutating func literal(_ word: String, _ kind: Node.Kind) throws(SyntaxError) {
      let count = word.utf8.count
      guard bytes.count - index >= count,
        bytes[index..<(index + count)].elementsEqual(word.utf8)
      else { throw error("invalid value") }
      index += count
      nodes.append(Node(payload: 0, length: 0, kind: kind))
    }

    /// Appends a container node to fill in when it closes.
    mutating func open(_ kind: Node.Kind) -> Int {
      nodes.append(Node(payload: 0, length: 0, kind: kind))
      return nodes.count - 1
    }

    mutating func close(_ container: Int, count: Int) {
      nodes[container].payload = UInt64(nodes.count)
      nodes[container].length = UInt32(count)
    }

    mutating func object(depth: Int) throws(SyntaxError) {
      index += 1
      let container = open(.object)
      // Two keys are the same when their bytes are (escapes resolved). The
      // first keys are compared with those before them on the tape; an
      // object with more keeps them in a set (docs/benchmarks.md: a set per
      // record cost a quarter of reading a million sessions).
      var keyCount = 0
      var keys = Set<[UInt8]>()
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        close(container, count: 0)
        return
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error(index < bytes.count ? "expected a key in quotes" : "unexpected end of file")
        }
        let keyStart = index
        try string()
        keyCount += 1
        // A first key repeats nothing.
        if keyCount > 1, repeats(key: nodes.count - 1, in: container, count: keyCount, set: &keys) {
          throw error(
            "duplicate key \(Self.quoted(keyBytes(nodes.count - 1))); each key may appear once",
            at: keyStart)
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected ':' after the key")
        }
        index += 1
        skipWhitespace()
        try value(depth: depth + 1)
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
        index += 1
        close(container, count: keyCount)
        return
      }
    }

    /// Whether the key at `position`, the `count`th of the object at
    /// `container`, repeats one before it: up to 16 keys by comparing it
    /// with each earlier key on the tape, then by a set of every key.
    ///
    /// `mutating` only so that the parser is passed by reference: passed
    /// by value, each key's check loaded a copy of the whole parser, which
    /// waited on the index just written (18 ms of the 500 ms that reading
    /// a million sessions may take, docs/benchmarks.md).
    mutating func repeats(key position: Int, in container: Int, count: Int, set: inout Set<[UInt8]>)
      -> Bool
    {
      let smallest = 16
      if count > smallest {
        if count == smallest + 1 {
          var earlier = container + 1
          while earlier < position {
            set.insert(keyBytes(earlier))
            earlier = after(earlier + 1)
          }
        }
        return !set.insert(keyBytes(position)).inserted
      }
      var earlier = container + 1
      while earlier < position {
        if sameKey(earlier, position) { return true }
        earlier = after(earlier + 1)
      }
      return false
    }

    /// The tape position after the value at `position` and its descendants.
    func after(_ position: Int) -> Int {
      switch nodes[position].kind {
      case .object, .array: Int(nodes[position].payload)
      default: position + 1
      }
    }

    /// Whether two keys on the tape have the same text.
    func sameKey(_ first: Int, _ second: Int) -> Bool {
      let (one, other) = (nodes[first], nodes[second])
      guard one.kind == .string, other.kind == .string else {
        return keyBytes(first) == keyBytes(second)
      }
      guard one.length == other.length else { return false }
      let start = Int(one.payload)
      let otherStart = Int(other.payload)
      return bytes[start..<(start + Int(one.length))].elementsEqual(
        bytes[otherStart..<(otherStart + Int(other.length))])
    }

    /// A key's text as UTF-8 (its escapes resolved).
    func keyBytes(_ position: Int) -> [UInt8] {
      let node = nodes[position]
      let text = UnsafeBufferPointer(
        rebasing: bytes[Int(node.payload)..<(Int(node.payload) + Int(node.length))])
      return node.kind == .escapedString ? JSONUnescaper.unescape(text) : Array(text)
    }

    /// A key for a message: quoted, controls escaped, at most 40 characters.
    static func quoted(_ bytes: [UInt8]) -> String {
      DisplayText.quoted(String(decoding: bytes, as: UTF8.self), limit: 40)
    }

    mutating func array(depth: Int) throws(SyntaxError) {
      index += 1
      let container = open(.array)
      var count = 0
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        close(container, count: 0)
        return
      }
      while true {
        skipWhitespace()
        try value(depth: depth + 1)
        count += 1
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        index += 1
        close(container, count: count)
        return
      }
    }
  }
}

extension JSONValue {
  /// One element of a streamed root, just parsed.
  ///
  /// Its nodes on the tape (node 0 is the root, node 1 the element) and
  /// where its text is in the input; it lives only while the reader's body
  /// runs.
  struct StreamedElement {
    let input: UnsafeBufferPointer<UInt8>
    let text: Range<Int>
    let nodes: [Node]

    /// The element as a document of its own, holding a copy of its text.
    var document: Document {
      Document(bytes: [UInt8](input[text]), base: text.lowerBound, nodes: nodes)
    }
  }
}
