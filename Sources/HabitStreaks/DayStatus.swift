/// What one day of the ledger was for the streak.
public enum DayStatus: String, CaseIterable, Codable, Hashable, Sendable {
  /// Checked in.
  case done
  /// A rest day: bridges the streak without counting.
  case rest
  /// A missed day a freeze covered: bridges without counting.
  case frozen
  /// A date the zone skipped (Samoa's 2011-12-30): bridges without counting.
  case skipped
  /// Not done. For the daily goal it ended a running streak, unless none was
  /// running; for a weekly or monthly goal only the period's count matters.
  case missed
  /// Today, not done yet.
  case open
}
