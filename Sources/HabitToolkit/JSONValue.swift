import Foundation
import HabitCalendar

/// A parsed JSON document, kept small and fast: content files are read with
/// this instead of `JSONDecoder`, which costs several milliseconds when a
/// command-line process starts cold and stops at the first wrong type.
///
/// The document is one flat tape of 16-byte nodes in document order, and
/// strings stay bytes of the input until they are read: a million records
/// `{"day": "2026-10-01"}` take 48 MB of nodes beside the input itself,
/// with no allocation per object, array or string. A value is a view into
/// that tape; ``Members`` and ``Elements`` walk it in file order.
///
/// Every input reads by one rule (RFC 8259, plus):
/// - a UTF-8 byte-order mark at the start is skipped;
/// - invalid UTF-8, a duplicate key in an object, nesting deeper than
///   ``maximumDepth`` and a document larger than ``maximumSize`` are
///   errors naming the line and column.
package enum JSONValue: Sendable {
  case object(Members)
  case array(Elements)
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The largest document read, in bytes (64 MiB: a little under three
  /// million check-in records).
  package static let maximumSize = 64 << 20
  /// The deepest nesting of arrays and objects read.
  package static let maximumDepth = 512
  /// The most values one document holds: 8,388,608.
  ///
  /// Objects, arrays, strings, numbers, booleans and nulls count; so the
  /// tape of 16-byte nodes stays under 128 MiB (keys of objects are stored
  /// as well, at most as many again). About 2.7 million records
  /// `{"day": "2026-10-01"}`.
  package static let maximumValues = 8 << 20

  /// What the value is, for error messages: "a string", "an object".
  package var kind: String {
    let kind: Shape.Kind =
      switch self {
      case .object: .object
      case .array: .array
      case .string: .string
      case .number: .number
      case .bool: .bool
      case .null: .null
      }
    return kind.name
  }

  /// One member of an object, in file order.
  package struct Member: Sendable {
    /// The key.
    package let key: String
    /// The value.
    package let value: JSONValue
  }

  /// Parses a whole document given to a library function as input.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - field: What the document is, for the error (`records`, `metrics`).
  /// - Returns: The document's value.
  /// - Throws: ``InputError`` with the syntax error's line and column.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ data: Data, field: String) throws(InputError) -> JSONValue {
    do {
      return try parse(data)
    } catch {
      throw InputError(field: field, message: error.description)
    }
  }

  /// Parses a whole document whose shape is known, rejecting it at the
  /// first value that does not fit.
  ///
  /// The value checked is the root, or one of its elements (of an array)
  /// or member values (of an object). A 64 MiB array of numbers
  /// where objects are expected stops at its first element, before the rest
  /// is read or stored.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - field: What the document is, for the error (`records`).
  ///   - shape: The kinds the root and its elements may be.
  /// - Returns: The document's value.
  /// - Throws: ``InputError`` with the syntax error's line and column, or
  ///   naming the first value of the wrong kind: `records[0]: expected an
  ///   object, found a number` (the shape's own words).
  /// - Complexity: O(*n*) in the length of the text read.
  package static func parse(_ data: Data, field: String, shape: Shape) throws(InputError)
    -> JSONValue
  {
    var mismatch: Shape.Mismatch?
    do {
      return try parse(data, shape: shape, mismatch: &mismatch)
    } catch {
      guard let mismatch else { throw InputError(field: field, message: error.description) }
      switch (mismatch.element, mismatch.found) {
      case (_, nil):
        throw InputError(
          field: field,
          message: "more than \(shape.maximumElements ?? 0) entries; \(shape.limitExplained)")
      case (nil, let found?):
        throw InputError(field: field, message: "\(shape.rootExpected), found \(found)")
      case (let index?, let found?):
        throw InputError(
          field: "\(field)[\(index)]", message: "\(shape.elementExpected), found \(found)")
      }
    }
  }

  /// The value of an object's member, or `nil` when this is not an object
  /// or has no such member (keys compare by their UTF-8 bytes).
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.value(forKey: key)
  }

  /// Why text is not JSON, and where (line and column from 1, columns in
  /// characters).
  package struct SyntaxError: Error, CustomStringConvertible {
    package let message: String
    /// The line, or 0 when the error is about the whole document (its size).
    package let line: Int
    package let column: Int

    /// `not valid JSON: message at line L, column C`, or the message alone
    /// for the document as a whole.
    package var description: String {
      line == 0 ? message : "not valid JSON: \(message) at line \(line), column \(column)"
    }
  }

  /// Parses a whole document.
  ///
  /// - Throws: ``SyntaxError`` at the first character that does not fit.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    try parse(Data(bytes))
  }

  /// Parses a whole document, keeping `data` as the strings' storage.
  ///
  /// - Throws: ``SyntaxError`` at the first character that does not fit, or
  ///   (line 0) for a document larger than ``maximumSize``.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
    var mismatch: Shape.Mismatch?
    return try parse(data, shape: nil, mismatch: &mismatch)
  }

  /// Parses a whole document whose root kind is known, rejecting it as
  /// soon as the root starts with another.
  ///
  /// - Throws: ``SyntaxError`` at the first character that does not fit;
  ///   for a root of the wrong kind (line 0), the shape's words: `expected
  ///   a JSON object at the top of the file, found an array`.
  /// - Complexity: O(*n*) in the length of the text read.
  package static func parse(_ data: Data, root shape: Shape) throws(SyntaxError) -> JSONValue {
    var mismatch: Shape.Mismatch?
    do {
      return try parse(data, shape: shape, mismatch: &mismatch)
    } catch {
      guard let mismatch, let found = mismatch.found else { throw error }
      let place = mismatch.element.map { " at element \($0)" } ?? ""
      let expected = mismatch.element == nil ? shape.rootExpected : shape.elementExpected
      throw SyntaxError(message: "\(expected)\(place), found \(found)", line: 0, column: 0)
    }
  }

  private static func parse(
    _ data: Data, shape: Shape?, mismatch: inout Shape.Mismatch?
  ) throws(SyntaxError) -> JSONValue {
    guard data.count <= maximumSize else {
      throw SyntaxError(
        message: "too large: more than \(maximumSize) bytes (\(maximumSize >> 20) MiB), the limit",
        line: 0, column: 0)
    }
    let result: Result<[Node], SyntaxError> = data.withUnsafeBytes { raw in
      var parser = Parser(bytes: raw.bindMemory(to: UInt8.self), shape: shape)
      defer { mismatch = parser.mismatch }
      do throws(SyntaxError) {
        return .success(try parser.document())
      } catch {
        return .failure(error)
      }
    }
    let document = Document(bytes: data, nodes: try result.get())
    return document.value(at: 0)
  }
}

// MARK: - The tape

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
      return bytes.withUnsafeBytes { raw in
        raw.bindMemory(to: UInt8.self)[start..<(start + Int(node.length))].elementsEqual(key.utf8)
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

// MARK: - Parsing

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

    mutating func skipWhitespace() {
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
      // The keys so far, as UTF-8 with their escapes resolved: two keys are
      // the same when their bytes are.
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
        let key = keyBytes(nodes.count - 1)
        guard keys.insert(key).inserted else {
          throw error(
            "duplicate key \(Self.quoted(key)); each key may appear once", at: keyStart)
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
        close(container, count: keys.count)
        return
      }
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

extension JSONValue.Parser {
  /// Checks a string and appends its node: the bytes between the quotes,
  /// flagged when they hold escapes.
  mutating func string() throws(JSONValue.SyntaxError) {
    index += 1
    let start = index
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        nodes.append(
          JSONValue.Node(
            payload: UInt64(start), length: UInt32(index - start),
            kind: escaped ? .escapedString : .string))
        index += 1
        return
      case ..<0x20: throw error("control character in a string")
      case 0x80...: index += try utf8Sequence()
      case UInt8(ascii: "\\"):
        escaped = true
        index += 1
        if index < bytes.count { try escape() }
      default: index += 1
      }
    }
    throw error("unterminated string")
  }

  /// Checks the escape that starts at `index`, just after a backslash, and
  /// steps over it.
  mutating func escape() throws(JSONValue.SyntaxError) {
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return
    case UInt8(ascii: "u"):
      let scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("invalid \\u escape (a lone surrogate)") }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw error("invalid \\u escape (a lone surrogate)")
      }
    default:
      index -= 1
      throw error("invalid escape")
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629:
  /// no overlong forms, surrogates or scalars above U+10FFFF).
  func utf8Sequence() throws(JSONValue.SyntaxError) -> Int {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: throw error("invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
    }
    for offset in 1..<length {
      let position = index + offset
      let range = offset == 1 ? low...high : 0x80...0xBF
      guard position < bytes.count, range.contains(bytes[position]) else {
        throw error("invalid UTF-8 (a sequence cut short or malformed)")
      }
    }
    return length
  }

  mutating func hex4() throws(JSONValue.SyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = JSONUnescaper.hexDigit(bytes[index]) else {
        throw error("invalid \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  mutating func number() throws(JSONValue.SyntaxError) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    let integer = digits()
    guard integer > 0 else { throw error("invalid number") }
    if integer > 1, bytes[index - integer] == UInt8(ascii: "0") {
      throw error("invalid number (leading zero)")
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard digits() > 0 else { throw error("invalid number") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if index < bytes.count,
        bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("invalid number") }
    }
    let text = bytes[start..<index]
    let number: Double?
    if isInteger, integer <= 15 {
      // Exact in a Double: no string needed.
      var value: Int64 = 0
      for byte in text where byte != UInt8(ascii: "-") {
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      number = text.first == UInt8(ascii: "-") ? -Double(value) : Double(value)
    } else {
      number = Double(String(decoding: text, as: UTF8.self))
    }
    guard let number else { throw error("invalid number") }
    nodes.append(JSONValue.Node(payload: number.bitPattern, length: 0, kind: .number))
  }
}

/// Resolves the escapes of a string already checked by the parser.
enum JSONUnescaper {
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The UTF-8 of `text` with its escapes resolved; an escape that does not
  /// check (which the parser has excluded) becomes U+FFFD.
  static func unescape(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    func hex4() -> UInt32? {
      guard text.count - index >= 4 else { return nil }
      var value: UInt32 = 0
      for offset in 0..<4 {
        guard let digit = hexDigit(text[index + offset]) else { return nil }
        value = value << 4 | digit
      }
      index += 4
      return value
    }
    while index < text.count {
      let byte = text[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < text.count else {
        result.append(byte)
        continue
      }
      let escape = text[index]
      index += 1
      switch escape {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex4() ?? 0xFFFD
        if (0xD800..<0xDC00).contains(scalar), text.count - index >= 6,
          text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = hex4() ?? 0
          scalar =
            (0xDC00..<0xE000).contains(low)
            ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        }
        result += Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
      default: result.append(escape)
      }
    }
    return result
  }
}

// MARK: - Shapes

extension JSONValue {
  /// What a reader expects of a document: the kind of its root, and the
  /// kinds its elements may be (of a root array; of a root object, its
  /// member values), with the words for each in an error.
  package struct Shape: Sendable {
    /// The kind of a JSON value.
    package enum Kind: Sendable {
      case object, array, string, number, bool, null

      /// "an object", "a number": as ``JSONValue/kind`` says it.
      var name: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
      }

      /// The kind's bit in a set of kinds.
      var bit: UInt8 {
        switch self {
        case .object: 1
        case .array: 2
        case .string: 4
        case .number: 8
        case .bool: 16
        case .null: 32
        }
      }
    }

    /// Where a document first failed its shape: at the root (`element`
    /// `nil`) or at an element, by position; and what was found there.
    struct Mismatch {
      /// The element's position, or `nil` for the root.
      let element: Int?
      /// The kind found, or `nil` when the element is one too many.
      let found: String?
    }

    /// The kind of the root.
    package let root: Kind
    /// What the root must be, for the error: `expected a JSON array of
    /// check-ins`.
    package let rootExpected: String
    /// The kinds the root's elements (or member values) may be.
    package let elements: Set<Kind>
    /// What an element must be, for the error: `expected an object`.
    package let elementExpected: String
    /// The most elements (or members) the root may have; the next one is
    /// rejected as it starts.
    package var maximumElements: Int?
    /// What the limit is, for the error: `a person's list holds at most
    /// 256 rules`.
    package var limitExplained = ""

    /// A shape.
    ///
    /// - Parameters:
    ///   - root: The kind of the root.
    ///   - expected: What the root must be, for the error.
    ///   - elements: The kinds its elements (or member values) may be.
    ///   - elementExpected: What an element must be, for the error.
    package init(root: Kind, expected: String, elements: Set<Kind>, elementExpected: String) {
      self.root = root
      self.rootExpected = expected
      self.elements = elements
      self.elementExpected = elementExpected
    }

    /// An object of anything: the root of a content file.
    ///
    /// - Parameter expected: What the root must be.
    /// - Returns: The shape.
    package static func object(_ expected: String) -> Shape {
      Shape(
        root: .object, expected: expected,
        elements: [.object, .array, .string, .number, .bool, .null],
        elementExpected: "")
    }

    /// An array of objects, such as a list of pending requests.
    ///
    /// - Parameter expected: What the root must be: `expected a JSON array
    ///   of pending requests`.
    /// - Returns: The shape.
    package static func arrayOfObjects(_ expected: String) -> Shape {
      Shape(
        root: .array, expected: expected, elements: [.object],
        elementExpected: "expected an object")
    }
  }
}
