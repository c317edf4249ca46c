import Foundation
import HabitCalendar

/// One object of a list of records, read field by field with plain rules
/// and the same words in every reader: `missing`, `expected a string, found
/// a number`, `invalid moment "…"; expected …`.
///
/// A stored record's reader lists its fields in one place, as calls on
/// this value; an echoed value is escaped and cut at 200 characters
/// (``DisplayText``).
package struct RecordFields {
  /// The record, which must be an object.
  package let members: JSONValue.Members
  /// The list's name and the record's position in it.
  private let list: String
  private let index: Int
  /// The field whose string value names the record in errors, if any.
  private let idKey: String?

  /// The fields of `value`, or an error naming its place when it is not an
  /// object.
  ///
  /// - Parameters:
  ///   - value: The record.
  ///   - list: The list's name: `deposits`.
  ///   - index: The record's position in the list.
  ///   - idKey: A field whose string value is shown after the position in
  ///     errors (`sessions[3] "s4"`), or `nil`.
  /// - Throws: ``InputError`` when `value` is not an object.
  package init(
    _ value: JSONValue, in list: String, at index: Int, namedBy idKey: String? = nil
  ) throws(InputError) {
    self.list = list
    self.index = index
    self.idKey = idKey
    guard case .object(let members) = value else {
      throw InputError(
        field: "\(list)[\(index)]", message: "expected an object, found \(value.kind)")
    }
    self.members = members
  }

  /// Where the record is, before each field's name: `sessions[3] "s4"`
  /// (built only for an error: a list holds up to millions of records).
  package var path: String {
    var path = "\(list)[\(index)]"
    if let idKey, case .string(let id)? = members.value(forKey: idKey) {
      path += " \(DisplayText.quoted(id))"
    }
    return path
  }

  /// The path of a field, for an error: `sessions[3] "s4".minutes`.
  package func place(_ key: String) -> String { "\(path).\(key)" }

  /// A required string.
  package func string(_ key: String) throws(InputError) -> String {
    guard let value = members.value(forKey: key) else { throw missing(key) }
    guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
    return text
  }

  /// A string that may be missing or `null`.
  package func optionalString(_ key: String) throws(InputError) -> String? {
    switch members.value(forKey: key) {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let value?: throw mismatch(key, "a string", value)
    }
  }

  /// A required whole number that fits an `Int`.
  package func integer(_ key: String) throws(InputError) -> Int {
    guard let value = members.value(forKey: key) else { throw missing(key) }
    guard case .number(let number) = value else { throw mismatch(key, "a whole number", value) }
    guard let whole = Int(exactly: number) else {
      throw InputError(field: place(key), message: "expected a whole number, found \(number)")
    }
    return whole
  }

  /// A whole number that may be missing or `null`.
  package func optionalInteger(_ key: String) throws(InputError) -> Int? {
    switch members.value(forKey: key) {
    case nil, .null?: return nil
    case _?: return try integer(key)
    }
  }

  /// A flag that is `false` when missing or `null`.
  package func flag(_ key: String) throws(InputError) -> Bool {
    switch members.value(forKey: key) {
    case nil, .null?: return false
    case .bool(let flag)?: return flag
    case let value?: throw mismatch(key, "true or false", value)
    }
  }

  /// A required moment with an offset, keeping the offset.
  package func moment(_ key: String) throws(InputError) -> ISO8601Moment {
    // Read from the input's bytes, without a `String` per moment
    // (docs/benchmarks.md). The errors below (missing, not a string, not a
    // moment) read it as a string.
    if let bytes = members.utf8(forKey: key), let moment = ISO8601Moment(utf8: bytes) {
      return moment
    }
    let text = try string(key)
    guard let moment = ISO8601Moment(text) else {
      throw InputError(
        field: place(key),
        message:
          "invalid moment \(DisplayText.quoted(text)); expected an ISO 8601 moment with an offset, "
          + "such as 2026-10-01T20:42:00+08:00")
    }
    return moment
  }

  /// A required moment with an offset, as the instant it names.
  package func instant(_ key: String) throws(InputError) -> Date {
    if let bytes = members.utf8(forKey: key), let moment = ISO8601Moment(utf8: bytes) {
      return moment.date
    }
    let text = try string(key)
    guard let moment = ISO8601Moment.parse(text) else {
      throw InputError(
        field: place(key),
        message:
          "invalid moment \(DisplayText.quoted(text)); expected ISO 8601 with an offset, "
          + "such as 2026-10-01T20:42:00+08:00")
    }
    return moment
  }

  /// An error a record's own checks threw (`minutes: 0 is not …`), placed
  /// after this record's path.
  package func placed(_ error: InputError) -> InputError {
    InputError(field: error.field.isEmpty ? path : place(error.field), message: error.message)
  }

  private func missing(_ key: String) -> InputError {
    InputError(field: place(key), message: "missing")
  }

  private func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> InputError {
    InputError(field: place(key), message: "expected \(expected), found \(value.kind)")
  }
}
