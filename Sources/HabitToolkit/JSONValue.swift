import Foundation
import HabitCalendar

/// A parsed JSON document, kept small and fast: content files are read with
/// this instead of `JSONDecoder`, which costs several milliseconds when a
/// command-line process starts cold and stops at the first wrong type.
///
/// The document is one flat tape of 16-byte nodes in document order, and
/// strings stay bytes of the input until they are read: a million records
/// `{"day": "2026-10-01"}` take 48 MB of nodes beside a copy of the input,
/// with no allocation per object, array or string once read (while it
/// reads an object, the parser keeps a set of its keys to find a repeat).
/// A streamed read keeps only one element's nodes and bytes at a time.
/// A value is a view into that tape; ``Members`` and ``Elements`` walk it
/// in file order (`JSONValue+Tape.swift`).
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
      throw inputError(error, mismatch: mismatch, field: field, shape: shape)
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
    let document = Document(bytes: [UInt8](data), nodes: try result.get())
    return document.value(at: 0)
  }

  /// Runs `body` with a parser over the bytes of `data`.
  static func withParser(_ data: Data, shape: Shape?, _ body: (inout Parser) -> Void) {
    data.withUnsafeBytes { raw in
      var parser = Parser(bytes: raw.bindMemory(to: UInt8.self), shape: shape)
      body(&parser)
    }
  }
}
