import HabitCalendar

extension KeyedDecodingContainer {
  /// A stored habit strength: 0 when the key is missing (version-1
  /// summaries and ledger days have none).
  ///
  /// - Parameter key: The strength's key.
  /// - Returns: 0...1.
  /// - Throws: `DecodingError` for a value that is not a number, or
  ///   `dataCorrupted` naming `strength` for one outside 0...1.
  func decodeStrength(forKey key: Key) throws -> Double {
    let strength = try decodeIfPresent(Double.self, forKey: key) ?? 0
    guard (0...1).contains(strength) else {
      throw InputError(field: "strength", message: "\(strength) is out of range; use 0...1")
        .decodingError(at: codingPath + [key])
    }
    return strength
  }
}
