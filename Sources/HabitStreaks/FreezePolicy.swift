import HabitCalendar

/// How many missed days a daily streak may freeze: at most ``perMonth`` in a
/// calendar month and ``maxConsecutive`` in a row.
///
/// Freezes are spent greedily as the days pass, on missed days inside a
/// running streak only; unused ones do not carry over to the next month.
/// Written `N/M` on the command line and `{"perMonth": N, "maxConsecutive":
/// M}` in JSON.
public struct FreezePolicy: Hashable, Sendable {
  /// The most days frozen in one calendar month (1-31).
  public let perMonth: Int
  /// The most days frozen in a row since the last done day (1-31).
  public let maxConsecutive: Int

  /// The range both numbers must be in.
  public static let allowed = 1...31

  /// A freeze policy.
  ///
  /// - Parameters:
  ///   - perMonth: The most days frozen in one calendar month, 1-31.
  ///   - maxConsecutive: The most days frozen in a row, 1-31.
  /// - Throws: ``InputError`` naming the number out of range.
  public init(perMonth: Int, maxConsecutive: Int) throws(InputError) {
    guard Self.allowed.contains(perMonth) else {
      throw InputError(field: "freezes.perMonth", message: Self.outOfRange(perMonth))
    }
    guard Self.allowed.contains(maxConsecutive) else {
      throw InputError(field: "freezes.maxConsecutive", message: Self.outOfRange(maxConsecutive))
    }
    self.perMonth = perMonth
    self.maxConsecutive = maxConsecutive
  }

  /// Reads `N/M`: N freezes a month, at most M in a row.
  ///
  /// - Parameter text: Such as `2/2`.
  /// - Throws: ``InputError`` for `freezes` saying what would be valid.
  public init(_ text: String) throws(InputError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let perMonth = Int(parts[0]), let maxConsecutive = Int(parts[1])
    else {
      throw InputError(
        field: "freezes",
        message: "expected N/M (N freezes a month, at most M days in a row), such as 2/2")
    }
    try self.init(perMonth: perMonth, maxConsecutive: maxConsecutive)
  }

  private static func outOfRange(_ value: Int) -> String {
    "\(value) is out of range; use \(allowed.lowerBound)-\(allowed.upperBound)"
  }
}

extension FreezePolicy: CustomStringConvertible {
  /// `N/M`.
  public var description: String { "\(perMonth)/\(maxConsecutive)" }
}

extension FreezePolicy: Codable {
  private enum CodingKeys: String, CodingKey {
    case perMonth, maxConsecutive
  }

  /// Decodes `{"perMonth": N, "maxConsecutive": M}`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape or a number out of range.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        perMonth: try container.decode(Int.self, forKey: .perMonth),
        maxConsecutive: try container.decode(Int.self, forKey: .maxConsecutive))
    } catch let error as InputError {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(perMonth, forKey: .perMonth)
    try container.encode(maxConsecutive, forKey: .maxConsecutive)
  }
}
