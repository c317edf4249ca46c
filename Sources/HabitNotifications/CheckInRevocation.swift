import Foundation

/// Whether a check-in stands or is revoked (SleepBird, Android: "打卡 30 秒后若前台使用其他
/// App"): the check-in is revoked when another app is used in the
/// foreground *after* a grace that follows it; use within the grace never
/// revokes.
public struct CheckInRevocation: Hashable, Sendable {
  /// The grace after a check-in, in seconds (30).
  public let grace: TimeInterval

  /// The seed's grace: 30 seconds.
  public static let standardGrace: TimeInterval = 30

  /// Creates the rule.
  ///
  /// - Parameter grace: The grace in seconds; below 0 counts as 0.
  public init(grace: TimeInterval = standardGrace) {
    self.grace = max(0, grace)
  }

  /// Whether the check-in is revoked.
  ///
  /// - Parameters:
  ///   - checkIn: The moment of the check-in.
  ///   - foregroundUse: The moments the app observed another app in the
  ///     foreground, in any order.
  ///   - until: The end of the watch (the night's end, or the next
  ///     check-in); use at or after it does not count. `nil` for none.
  /// - Returns: `true` when some use falls strictly after `checkIn +
  ///   grace` (and before `until`); use at or before the grace's end, or
  ///   before the check-in, never revokes.
  /// - Complexity: O(*u*) in the number of moments.
  public func revokes(checkIn: Date, foregroundUse: [Date], until: Date? = nil) -> Bool {
    let graceEnd = checkIn.addingTimeInterval(grace)
    return foregroundUse.contains { use in use > graceEnd && until.map { use < $0 } ?? true }
  }
}
