import Foundation
import HabitCalendar

/// The fields of one kind of record, in one place: an enumeration whose
/// cases are the keys, numbered from 0 in order (`enum Field: Int,
/// RecordKey { case id, start, minutes }`).
package protocol RecordKey: RawRepresentable<Int>, CaseIterable, Sendable {
  /// The key as written in the JSON: the case's name, unless given.
  var name: String { get }
}

extension RecordKey {
  package var name: String { String(describing: self) }
}

/// One object of a list of records, read field by field with plain rules
/// and the same words in every reader: `missing`, `expected a string, found
/// a number`, `invalid moment "…"; expected …`.
///
/// A stored record's reader lists its fields in one place, as a
/// ``RecordKey`` enumeration, and reads them as calls on this value; an
/// echoed value is escaped and cut at 200 characters (``DisplayText``).
///
/// The record is read straight from the parser: each member is matched
/// against the keys once, as the record is read, and a field is then one
/// look at its slot. Before, each record was a document of its own and each
/// field walked its members (1,030 -> 981 ms for a million sessions). The
/// value is not generic over the keys (a field takes the key's raw value as
/// its slot): generic, it was not specialized in the reader's module, and
/// each field asked for its type's metadata (740 -> 646 ms; both in
/// docs/benchmarks.md).
package struct RecordFields: ~Copyable {
  /// Every key's UTF-8, one after the other, and where each key's is, at
  /// its slot (the key's raw value; an empty range for no key): one array
  /// rather than an array per key, so that matching a member's key against
  /// them retains nothing (docs/benchmarks.md).
  private let keyBytes: [UInt8]
  private let keys: [Range<Int>]
  /// Each key's name, at its slot, for errors.
  private let names: [String]
  /// The list's name: `deposits`.
  private let list: String
  /// The slot of the field whose string value names the record in errors,
  /// if any.
  private var idSlot: Int?
  /// The record's text, and the position in the input of its first byte.
  private var text: [UInt8] = []
  private var base = 0
  /// Each key's value, at the key's slot; `nil` when it is missing.
  private var values: [JSONValue.Node?]
  /// The record's position in the list.
  private var index = 0

  /// Reads a document whose root is an array of records one record at a
  /// time, as ``JSONValue/forEachElement(of:field:shape:_:)`` reads any
  /// array: the first wrong value stops the read.
  ///
  /// One value is filled in with each record in turn and lent to `body`,
  /// which cannot keep it (it cannot be copied): so a record is read into
  /// the same arrays each time, and reading one allocates and retains
  /// nothing (docs/benchmarks.md).
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - list: The list's name, for errors: `deposits`.
  ///   - shape: The kinds the root and its elements may be; an element
  ///     that is not an object is an error all the same.
  ///   - keys: The fields the reader reads (`Field.self`).
  ///   - idKey: A field whose string value is shown after the position in
  ///     errors (`sessions[3] "s4"`), or `nil`.
  ///   - body: Reads one record; throws to stop.
  /// - Throws: ``InputError`` as `forEachElement` does, or what `body`
  ///   threw.
  package static func forEach<Key: RecordKey>(
    in data: Data, list: String, shape: JSONValue.Shape, keys: Key.Type,
    namedBy idKey: Key? = nil, _ body: (borrowing RecordFields) throws(InputError) -> Void
  ) throws(InputError) {
    var record = RecordFields(list: list, keys: Key.allCases.map { ($0.rawValue, $0.name) })
    record.idSlot = idKey?.rawValue
    try JSONValue.stream(data, field: list, shape: shape) { (index, element) throws(InputError) in
      try record.load(element, at: index)
      try body(record)
    }
  }

  /// - Parameters:
  ///   - list: The list's name.
  ///   - named: Each key's slot (0 and up) and name.
  private init(list: String, keys named: [(slot: Int, name: String)]) {
    let count = (named.map(\.slot).max() ?? -1) + 1
    var keyBytes: [UInt8] = []
    var keys = [Range<Int>](repeating: 0..<0, count: count)
    var names = [String](repeating: "", count: count)
    for key in named where key.slot >= 0 {
      let start = keyBytes.count
      keyBytes += key.name.utf8
      keys[key.slot] = start..<keyBytes.count
      names[key.slot] = key.name
    }
    (self.keyBytes, self.keys, self.names, self.list) = (keyBytes, keys, names, list)
    values = Array(repeating: nil, count: count)
  }

  /// Makes this the record of `element`, the `index`th of the list.
  private mutating func load(
    _ element: JSONValue.StreamedElement, at index: Int
  ) throws(InputError) {
    guard element.nodes.count > 1, element.nodes[1].kind == .object else {
      let found = element.nodes.count > 1 ? element.nodes[1].kindName : "nothing"
      throw InputError(field: "\(list)[\(index)]", message: "expected an object, found \(found)")
    }
    self.index = index
    base = element.text.lowerBound
    text.replaceSubrange(text.indices, with: element.input[element.text])
    for slot in values.indices { values[slot] = nil }
    match(element.nodes)
  }

  /// Puts the value of each member of the record at node 1 whose key is
  /// one of the keys into that key's slot (a key appears once: the parser
  /// rejects a repeated one).
  private mutating func match(_ nodes: [JSONValue.Node]) {
    var member = 2
    let end = Int(nodes[1].payload)
    while member < end {
      let key = nodes[member]
      let start = Int(key.payload) - base
      let slot =
        key.kind == .escapedString
        ? slot(ofKey: JSONUnescaper.unescape(text[start..<(start + Int(key.length))]))
        : slot(ofKeyAt: start, count: Int(key.length), in: text)
      if let slot { values[slot] = nodes[member + 1] }
      let value = nodes[member + 1]
      member = value.kind == .object || value.kind == .array ? Int(value.payload) : member + 2
    }
  }

  /// The slot of the key written `text`, if it is one of the keys.
  private func slot(ofKey text: [UInt8]) -> Int? {
    slot(ofKeyAt: 0, count: text.count, in: text)
  }

  /// The slot of the key written in `count` bytes of `text` from `start`,
  /// compared in place (a slice per key retained the text).
  private func slot(ofKeyAt start: Int, count: Int, in text: [UInt8]) -> Int? {
    for (slot, key) in keys.enumerated() where key.count == count && count > 0 {
      var same = true
      var offset = 0
      while same, offset < count {
        same = keyBytes[key.lowerBound + offset] == text[start + offset]
        offset += 1
      }
      if same { return slot }
    }
    return nil
  }

  /// Where the record is, before each field's name: `sessions[3] "s4"`
  /// (built only for an error: a list holds up to millions of records).
  package var path: String {
    var path = "\(list)[\(index)]"
    if let idSlot, let id = value(idSlot),
      id.kind == .string || id.kind == .escapedString
    {
      path += " \(DisplayText.quoted(string(id)))"
    }
    return path
  }

  /// The path of a field, for an error: `sessions[3] "s4".minutes`.
  package func place(_ key: some RecordKey) -> String { place(slot: key.rawValue) }

  private func place(slot: Int) -> String {
    "\(path).\(names.indices.contains(slot) ? names[slot] : "")"
  }

  /// A required string.
  package func string(_ key: some RecordKey) throws(InputError) -> String {
    try string(slot: key.rawValue)
  }

  /// A string that may be missing or `null`.
  package func optionalString(_ key: some RecordKey) throws(InputError) -> String? {
    guard let value = value(key.rawValue), value.kind != .null else { return nil }
    return try string(slot: key.rawValue)
  }

  /// A required whole number that fits an `Int`.
  package func integer(_ key: some RecordKey) throws(InputError) -> Int {
    try integer(slot: key.rawValue)
  }

  /// A whole number that may be missing or `null`.
  package func optionalInteger(_ key: some RecordKey) throws(InputError) -> Int? {
    guard let value = value(key.rawValue), value.kind != .null else { return nil }
    return try integer(slot: key.rawValue)
  }

  /// A flag that is `false` when missing or `null`.
  package func flag(_ key: some RecordKey) throws(InputError) -> Bool {
    let value = value(key.rawValue)
    switch value?.kind {
    case nil, .null?: return false
    case .true?: return true
    case .false?: return false
    case _?: throw mismatch(key.rawValue, "true or false", value)
    }
  }

  /// A required moment with an offset, keeping the offset.
  package func moment(_ key: some RecordKey) throws(InputError) -> ISO8601Moment {
    try moment(slot: key.rawValue, expected: "an ISO 8601 moment with an offset")
  }

  /// A required moment with an offset, as the instant it names.
  package func instant(_ key: some RecordKey) throws(InputError) -> Date {
    try moment(slot: key.rawValue, expected: "ISO 8601 with an offset").date
  }

  /// An error a record's own checks threw (`minutes: 0 is not …`), placed
  /// after this record's path.
  package func placed(_ error: InputError) -> InputError {
    InputError(field: error.field.isEmpty ? path : "\(path).\(error.field)", message: error.message)
  }

  private func string(slot: Int) throws(InputError) -> String {
    guard let value = value(slot) else { throw missing(slot) }
    guard value.kind == .string || value.kind == .escapedString else {
      throw mismatch(slot, "a string", value)
    }
    return string(value)
  }

  private func integer(slot: Int) throws(InputError) -> Int {
    guard let value = value(slot) else { throw missing(slot) }
    guard value.kind == .number else { throw mismatch(slot, "a whole number", value) }
    let number = Double(bitPattern: value.payload)
    guard let whole = Int(exactly: number) else {
      throw InputError(
        field: place(slot: slot), message: "expected a whole number, found \(number)")
    }
    return whole
  }

  private func moment(slot: Int, expected: String) throws(InputError) -> ISO8601Moment {
    // Read from the record's bytes, without a `String` per moment
    // (docs/benchmarks.md). The errors below (missing, not a string, not a
    // moment) read it as a string.
    if let value = value(slot), value.kind == .string || value.kind == .escapedString,
      let moment = ISO8601Moment(utf8: utf8(value))
    {
      return moment
    }
    let text = try string(slot: slot)
    throw InputError(
      field: place(slot: slot),
      message:
        "invalid moment \(DisplayText.quoted(text)); expected \(expected), "
        + "such as 2026-10-01T20:42:00+08:00")
  }

  private func value(_ slot: Int) -> JSONValue.Node? {
    values.indices.contains(slot) ? values[slot] : nil
  }

  /// The bytes of a string value's text, escapes resolved.
  private func utf8(_ value: JSONValue.Node) -> ArraySlice<UInt8> {
    let start = Int(value.payload) - base
    let written = text[start..<(start + Int(value.length))]
    return value.kind == .escapedString ? JSONUnescaper.unescape(written)[...] : written
  }

  private func string(_ value: JSONValue.Node) -> String {
    String(decoding: utf8(value), as: UTF8.self)
  }

  private func missing(_ slot: Int) -> InputError {
    InputError(field: place(slot: slot), message: "missing")
  }

  private func mismatch(_ slot: Int, _ expected: String, _ value: JSONValue.Node?) -> InputError {
    InputError(
      field: place(slot: slot),
      message: "expected \(expected), found \(value?.kindName ?? "nothing")")
  }
}

extension JSONValue.Node {
  /// What the value is, for error messages: "a string", "an object".
  var kindName: String {
    let kind: JSONValue.Shape.Kind =
      switch self.kind {
      case .object: .object
      case .array: .array
      case .string, .escapedString: .string
      case .number: .number
      case .true, .false: .bool
      case .null: .null
      }
    return kind.name
  }
}
