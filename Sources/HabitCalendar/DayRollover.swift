/// When one logical day hands over to the next: a wall-clock time.
///
/// A moment belongs to the logical day on whose civil date the rollover
/// last happened. With the default, midnight, the logical day is the date on
/// the clock; with `04:00`, a check-in at 00:30 still belongs to the evening
/// before. A night window rolls over at its end when it crosses midnight,
/// at midnight otherwise (``NightWindow/rollover``).
public struct DayRollover: Hashable, Sendable, Codable {
  /// The wall time at which a new logical day starts.
  public let wallTime: WallTime

  /// A rollover at a wall time.
  ///
  /// - Parameter wallTime: Such as `04:00` ("my day starts at 4").
  public init(at wallTime: WallTime) {
    self.wallTime = wallTime
  }

  /// The day starts at midnight: the logical day is the civil date.
  public static let midnight = DayRollover(at: .midnight)
}
