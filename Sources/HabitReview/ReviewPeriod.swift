/// The length of a reviewed period: a week or a calendar month.
///
/// Encoded as `"week"` or `"month"`.
public enum ReviewPeriod: String, Hashable, Sendable, Codable, CaseIterable {
  /// Seven days from the week start (1 = Sunday ... 7 = Saturday).
  case week
  /// A calendar month in the user's zone.
  case month
}
