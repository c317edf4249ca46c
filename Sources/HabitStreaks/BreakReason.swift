/// Why the last streak ended: the answer to "why did my streak break?".
public enum BreakReason: String, CaseIterable, Codable, Hashable, Sendable {
  /// A day was missed and there is no freeze policy.
  case missed
  /// A day was missed and that month's freezes were all spent.
  case noFreezeLeft
  /// A day was missed with freezes left, but the most days in a row were
  /// already frozen.
  case gapTooLong
  /// A week or month ended (or can no longer be met) with fewer completed
  /// days than the goal.
  case periodUnmet
}
