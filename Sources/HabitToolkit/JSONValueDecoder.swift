import Foundation
import HabitCalendar

/// A `Decoder` over a parsed ``JSONValue``, so that a type's one `Codable`
/// initializer also reads `gen`'s inputs: one reader per wire shape, the
/// same checks and the same defaults whether an app decodes with
/// `JSONDecoder` or `gen` reads a file.
///
/// It throws the standard `DecodingError`s, with one-line descriptions that
/// say what was found ("expected a string, found a number", "missing");
/// ``InputError/init(_:in:)`` turns one into an ``InputError`` naming the
/// JSON path (`reminders[2] "rent".repeat.day`). Integers must be whole
/// numbers that fit; `null` decodes as absent (`decodeIfPresent` gives
/// `nil`).
package struct JSONValueDecoder: Decoder {
  /// The value being decoded.
  let value: JSONValue
  package let codingPath: [any CodingKey]
  package var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// A decoder for one value.
  ///
  /// - Parameters:
  ///   - value: The parsed value.
  ///   - codingPath: Where the value is, for errors.
  package init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
    self.value = value
    self.codingPath = codingPath
  }

  /// Decodes a value of `type` from `value`.
  ///
  /// - Complexity: O(*n*) in the size of the value (a member is found by
  ///   comparing keys: O(*m*) per member read).
  package static func decode<T: Decodable>(
    _ type: T.Type, from value: JSONValue
  ) throws -> T {
    try T(from: JSONValueDecoder(value))
  }

  package func container<Key: CodingKey>(
    keyedBy type: Key.Type
  ) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch(Key.self, "an object") }
    return KeyedDecodingContainer(ObjectContainer<Key>(members: members, codingPath: codingPath))
  }

  package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([JSONValue].self, "an array") }
    return ArrayContainer(elements: elements, codingPath: codingPath)
  }

  package func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  /// A type mismatch: "expected an object, found a string".
  func mismatch(_ type: Any.Type, _ expected: String, found: String? = nil) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "expected \(expected), found \(found ?? value.kind)"))
  }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
  package func decodeNil() -> Bool {
    if case .null = value { return true }
    return false
  }

  package func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(type, "true or false") }
    return bool
  }

  package func decode(_ type: String.Type) throws -> String {
    guard case .string(let string) = value else { throw mismatch(type, "a string") }
    return string
  }

  package func decode(_ type: Double.Type) throws -> Double {
    guard case .number(let number) = value else { throw mismatch(type, "a number") }
    return number
  }

  package func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  package func decode(_ type: Int.Type) throws -> Int { try integer() }
  package func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  package func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  package func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  package func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  package func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  package func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  package func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  package func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  package func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  package func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

  /// A whole number that fits `T`.
  private func integer<T: FixedWidthInteger>() throws -> T {
    guard case .number(let number) = value else { throw mismatch(T.self, "a whole number") }
    guard let integer = T(exactly: number) else {
      throw mismatch(T.self, "a whole number", found: "\(number)")
    }
    return integer
  }
}

/// A key made from a member name or an array position.
package struct AnyCodingKey: CodingKey {
  package let stringValue: String
  package let intValue: Int?

  package init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  package init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: JSONValue.Members
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { members.value(forKey: key.stringValue) != nil }

  private func decoder(for key: Key) throws -> JSONValueDecoder {
    guard let value = members.value(forKey: key.stringValue) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
    }
    return JSONValueDecoder(value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: decoder(for: key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath, debugDescription: "no \"super\" key"))
    }
    return try decoder(for: key)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

private struct ArrayContainer: UnkeyedDecodingContainer {
  let elements: JSONValue.Elements
  let codingPath: [any CodingKey]
  private var index: JSONValue.TapeIndex
  private(set) var currentIndex = 0

  init(elements: JSONValue.Elements, codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
    self.index = elements.startIndex
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { index >= elements.endIndex }

  private mutating func next() throws -> JSONValueDecoder {
    let key = AnyCodingKey(intValue: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        JSONValue.self,
        DecodingError.Context(codingPath: codingPath + [key], debugDescription: "missing"))
    }
    let decoder = JSONValueDecoder(elements[index], codingPath: codingPath + [key])
    index = elements.index(after: index)
    currentIndex += 1
    return decoder
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = elements[index] else { return false }
    _ = try next()
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

extension InputError {
  /// A decoding error as one line naming the JSON path: `root` and the
  /// error's coding path (`reminders[2] "rent"` + `.repeat.day`), with the
  /// message of an ``InputError`` a type's own checks threw (see
  /// ``decodingError(at:)``), or the error's description.
  ///
  /// - Parameters:
  ///   - error: What a `Codable` initializer threw.
  ///   - root: What the decoded value is called (`reminders[2] "rent"`).
  package init(_ error: any Error, in root: String) {
    guard let decoding = error as? DecodingError else {
      self.init(field: root, message: "\(error)")
      return
    }
    let path: [any CodingKey]
    let context: DecodingError.Context
    switch decoding {
    case .keyNotFound(let key, let found):
      (path, context) = (found.codingPath + [key], found)
    case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
      (path, context) = (found.codingPath, found)
    @unknown default:
      self.init(field: root, message: "\(decoding)")
      return
    }
    var field = root
    for key in path {
      field += key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }
    if let checked = context.underlyingError as? InputError {
      if !checked.field.isEmpty { field += (field.isEmpty ? "" : ".") + checked.field }
      self.init(field: field, message: checked.message)
    } else {
      self.init(field: field, message: context.debugDescription)
    }
  }
}
