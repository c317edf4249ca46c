/// A value the library cannot accept, naming where it came from and what
/// would be valid.
///
/// Every library function that can reject its input throws this one type
/// (content files, which report every problem at once, throw
/// `ContentError` instead). The message is one line, written for the person
/// who can fix the input:
///
///     window: start and end are both 20:30; give two different times
///     records[3].day: invalid day "2026-13-01"; expected YYYY-MM-DD
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the value came from: a parameter, a JSON path such as
  /// `records[3].day`, or a metric name.
  public let field: String
  /// What is wrong and what would be valid.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - field: Where the value came from.
  ///   - message: What is wrong and what would be valid.
  public init(field: String, message: String) {
    self.field = field
    self.message = message
  }

  /// `field: message`, one line.
  public var description: String { field.isEmpty ? message : "\(field): \(message)" }
}

extension InputError {
  /// This error as a `Codable` initializer throws it: a decoded value that
  /// fails the checks of the type's own initializer.
  ///
  /// - Parameter codingPath: Where the value was, `decoder.codingPath`.
  /// - Returns: `DecodingError.dataCorrupted` with this error's one-line
  ///   description, and this error as the underlying error (so that a
  ///   reader naming JSON paths can put ``field`` after the coding path).
  package func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: description, underlyingError: self))
  }
}
