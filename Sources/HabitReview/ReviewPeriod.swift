/// The length of a reviewed period: a week, a calendar month, or any run
/// of logical days.
///
/// Encoded as `"week"`, `"month"` or `"range"`.
public enum ReviewPeriod: String, Hashable, Sendable, Codable, CaseIterable {
  /// Seven days from the week start (1 = Sunday ... 7 = Saturday).
  case week
  /// A calendar month in the user's zone.
  case month
  /// Any run of 1 to ``PeriodReview/maximumRangeDays`` logical days, the
  /// run of the same length before it beside it
  /// (``PeriodReview/init(sessions:from:to:now:calendar:rules:)``).
  case range
}
