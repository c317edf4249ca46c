import Foundation
import HabitCalendar

/// A parsed JSON document, kept small and fast: content files are read with
/// this instead of `JSONDecoder`, which costs several milliseconds when a
/// command-line process starts cold and stops at the first wrong type.
package enum JSONValue: Sendable {
  case object([Member])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// What the value is, for error messages: "a string", "an object".
  package var kind: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
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
      return try parse([UInt8](data))
    } catch {
      throw InputError(field: field, message: error.description)
    }
  }

  /// The value of an object's member (the first, if the key repeats), or
  /// `nil` when this is not an object or has no such member.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// Why text is not JSON, and where (line and column from 1, columns in
  /// characters).
  package struct SyntaxError: Error, CustomStringConvertible {
    package let message: String
    package let line: Int
    package let column: Int

    /// `not valid JSON: message at line L, column C`.
    package var description: String {
      "not valid JSON: \(message) at line \(line), column \(column)"
    }
  }

  /// Parses a whole document (RFC 8259; a duplicate key keeps both entries,
  /// readers take the first).
  ///
  /// - Throws: ``SyntaxError`` at the first character that does not fit.
  /// - Complexity: O(*n*) in the length of the text.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    let result: Result<JSONValue, SyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(bytes: buffer)
      do throws(SyntaxError) {
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == buffer.count else {
          throw parser.error("unexpected text after the value")
        }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x0A, 0x0D, 0x09: index += 1
        default: return
        }
      }
    }

    func error(_ message: String) -> SyntaxError {
      var line = 1
      var lineStart = 0
      for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
        line += 1
        lineStart = position + 1
      }
      // Count characters, not bytes: skip UTF-8 continuation bytes.
      let column = bytes[lineStart..<min(index, bytes.count)].count { $0 & 0xC0 != 0x80 } + 1
      return SyntaxError(message: message, line: line, column: column)
    }

    mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
      guard depth < 512 else { throw error("nested too deeply") }
      guard index < bytes.count else { throw error("unexpected end of file") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
      default: throw error("invalid value")
      }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
      let expected = Array(word.utf8)
      guard bytes.count - index >= expected.count,
        bytes[index..<(index + expected.count)].elementsEqual(expected)
      else { throw error("invalid value") }
      index += expected.count
      return value
    }

    mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
      index += 1
      var members: [Member] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error(index < bytes.count ? "expected a key in quotes" : "unexpected end of file")
        }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected ':' after the key")
        }
        index += 1
        skipWhitespace()
        members.append(Member(key: key, value: try value(depth: depth + 1)))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
        index += 1
        return .object(members)
      }
    }

    mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
      index += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        index += 1
        return .array(elements)
      }
    }

    mutating func string() throws(SyntaxError) -> String {
      index += 1
      let start = index
      // Fast path: no escapes.
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\"),
        bytes[index] >= 0x20
      {
        index += 1
      }
      guard index < bytes.count else { throw error("unterminated string") }
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
      }
      var text = Array(bytes[start..<index])
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return String(decoding: text, as: UTF8.self)
        }
        guard byte >= 0x20 else { throw error("control character in a string") }
        guard byte == UInt8(ascii: "\\") else {
          text.append(byte)
          index += 1
          continue
        }
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
          text += Array(String(Character(unicode)).utf8)
        default:
          index -= 1
          throw error("invalid escape")
        }
      }
      throw error("unterminated string")
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw error("invalid \\u escape")
        }
        value = value << 4 | UInt32(digit)
        index += 1
      }
      return value
    }

    mutating func number() throws(SyntaxError) -> JSONValue {
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
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw error("invalid number") }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
      {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        guard digits() > 0 else { throw error("invalid number") }
      }
      guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw error("invalid number")
      }
      return .number(number)
    }
  }
}
