/// The one rule for records after `--now` (HabitRules.docc/CommandLine.md):
/// every command leaves them out and says how many in one note.
enum LaterRecords {
  /// The note for records left out, with the right plural; `nil` for none.
  ///
  /// - Parameters:
  ///   - count: How many were left out.
  ///   - one: The subject and verb for one, such as `session ends`.
  ///   - many: The same for several, such as `sessions end`.
  /// - Returns: The note, or `nil` when nothing was left out.
  static func note(_ count: Int, one: String, many: String) -> String? {
    guard count > 0 else { return nil }
    return count == 1
      ? "1 \(one) after --now and is not counted yet"
      : "\(count) \(many) after --now and are not counted yet"
  }
}
