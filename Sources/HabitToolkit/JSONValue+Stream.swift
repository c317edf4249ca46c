import Foundation
import HabitCalendar

extension JSONValue {
  /// Reads a document whose root is an array one element at a time, the
  /// way every list of records is read: each element is given to `body` as
  /// soon as it is parsed, and only that element is kept on the tape.
  ///
  /// So the first wrong value stops the read, in the element where it is,
  /// before the rest of the document is read or stored; and the memory the
  /// read needs is one element's, whatever the length of the list (the
  /// records `body` keeps are its own).
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - field: What the document is, for an error (`sessions`).
  ///   - shape: The kinds the root and its elements may be.
  ///   - body: Reads one element, given its position; throws to stop.
  /// - Throws: ``InputError`` with the syntax error's line and column, the
  ///   shape's words for a value of the wrong kind (`sessions[0]: expected
  ///   an object, found a number`), or what `body` threw.
  /// - Complexity: O(*n*) in the length of the text read.
  package static func forEachElement(
    of data: Data, field: String, shape: Shape,
    _ body: (_ index: Int, _ element: JSONValue) throws(InputError) -> Void
  ) throws(InputError) {
    try stream(data, field: field, shape: shape) { (index, element) throws(InputError) in
      try body(index, element.document.value(at: 1))
    }
  }

  /// Reads a document whose root is an object one member at a time, as
  /// ``forEachElement(of:field:shape:_:)`` reads an array's elements.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - field: What the document is, for an error (`metrics`).
  ///   - shape: The kinds the root and its member values may be.
  ///   - body: Reads one member, given its key and value; throws to stop.
  /// - Throws: ``InputError`` as ``forEachElement(of:field:shape:_:)``
  ///   does; a repeated key is a syntax error.
  /// - Complexity: O(*n*) in the length of the text read.
  package static func forEachMember(
    of data: Data, field: String, shape: Shape,
    _ body: (_ key: String, _ value: JSONValue) throws(InputError) -> Void
  ) throws(InputError) {
    try stream(data, field: field, shape: shape) { (_, element) throws(InputError) in
      let document = element.document
      try body(document.string(at: 1), document.value(at: 2))
    }
  }

  static func stream(
    _ data: Data, field: String, shape: Shape,
    _ body: (Int, StreamedElement) throws(InputError) -> Void
  ) throws(InputError) {
    guard data.count <= maximumSize else {
      throw InputError(
        field: field,
        message: "too large: more than \(maximumSize) bytes (\(maximumSize >> 20) MiB), the limit")
    }
    var failure: InputError?
    withParser(data, shape: shape) { parser in
      do throws(SyntaxError) {
        try parser.beginStream()
        var index = 0
        while let start = try parser.nextElement() {
          let element = StreamedElement(
            input: parser.bytes, text: start..<parser.index, nodes: parser.nodes)
          do throws(InputError) {
            try body(index, element)
          } catch {
            failure = error
            return
          }
          index += 1
        }
      } catch {
        failure = inputError(error, mismatch: parser.mismatch, field: field, shape: shape)
      }
    }
    if let failure { throw failure }
  }

  /// A syntax error or a shape's mismatch as the error a reader throws.
  static func inputError(
    _ error: SyntaxError, mismatch: Shape.Mismatch?, field: String, shape: Shape
  ) -> InputError {
    guard let mismatch else { return InputError(field: field, message: error.description) }
    switch (mismatch.element, mismatch.found) {
    case (_, nil):
      return InputError(
        field: field,
        message: "more than \(shape.maximumElements ?? 0) entries; \(shape.limitExplained)")
    case (nil, let found?):
      return InputError(field: field, message: "\(shape.rootExpected), found \(found)")
    case (let index?, let found?):
      return InputError(
        field: "\(field)[\(index)]", message: "\(shape.elementExpected), found \(found)")
    }
  }
}

extension JSONValue.Parser {
  /// Starts a streamed read: skips a byte-order mark, checks the root's
  /// kind and opens it, as the tape's node 0.
  mutating func beginStream() throws(JSONValue.SyntaxError) {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
      firstLineStart = 3
    }
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of file") }
    if let shape { try check(shape, depth: 0) }
    guard bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") else {
      throw error("invalid value")
    }
    _ = open(bytes[index] == UInt8(ascii: "[") ? .array : .object)
    index += 1
  }

  /// Reads the root's next element (or member: its key, then its value)
  /// onto the tape after node 0, dropping the one before, and returns where
  /// its text starts; `nil` after the root closes and only whitespace
  /// follows.
  mutating func nextElement() throws(JSONValue.SyntaxError) -> Int? {
    let isObject = nodes[0].kind == .object
    let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    nodes.removeLast(nodes.count - 1)
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of file") }
    if bytes[index] == closing {
      index += 1
      skipWhitespace()
      guard index == bytes.count else { throw error("unexpected text after the value") }
      return nil
    }
    if streamedElements > 0 {
      guard bytes[index] == UInt8(ascii: ",") else {
        throw error(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
      }
      index += 1
      skipWhitespace()
    }
    let start = index
    if isObject { try rootKey() }
    streamedElements += 1
    try value(depth: 1)
    return start
  }

  /// Reads a member's key of the root object and its `:`, refusing a key
  /// the object already has.
  private mutating func rootKey() throws(JSONValue.SyntaxError) {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw error(index < bytes.count ? "expected a key in quotes" : "unexpected end of file")
    }
    let keyStart = index
    try string()
    let key = keyBytes(nodes.count - 1)
    guard rootKeys.insert(key).inserted else {
      throw error("duplicate key \(Self.quoted(key)); each key may appear once", at: keyStart)
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw error("expected ':' after the key")
    }
    index += 1
    skipWhitespace()
  }
}
