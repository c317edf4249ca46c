import HabitCalendar
import HabitRecords

/// How far a ``WishGoal`` has come on a day: what `gen goal wish --json`
/// prints.
///
/// JSON (version 1): `{"target", "today", "saved", "remaining", "progress",
/// "reached", "windowDays", "windowSum", "daysToGo", "reachedOn"}`;
/// `daysToGo` and `reachedOn` are `null` when the pace is 0 or less. Later
/// versions add `"demo"` (whether the deposits counted were demo data); a
/// version-1 progress decodes as not demo.
public struct WishProgress: Hashable, Sendable, Codable {
  /// The target, minor units.
  public let target: Int
  /// The logical day the progress is for.
  public let today: CivilDate
  /// Deposits minus withdrawals up to today; negative when more was taken
  /// out than put in.
  public let saved: Int
  /// What is still missing, never below 0.
  public let remaining: Int
  /// `saved / target`, clamped to 0...1.
  public let progress: Double
  /// Whether nothing remains: the target is reached.
  public var reached: Bool { remaining == 0 }
  /// The pace window in logical days, 0...30 (0 with no deposit yet).
  public let windowDays: Int
  /// What was deposited in the window (withdrawals subtracted).
  public let windowSum: Int
  /// Days until the target at the window's pace: 0 when reached, `nil`
  /// when the pace is 0 or less.
  public let daysToGo: Int?
  /// `today + daysToGo`, `nil` with `daysToGo` or after 9999-12-31.
  public let reachedOn: CivilDate?
  /// Whether the deposits counted were demo data (``DemoRecords``).
  public let demo: Bool

  private enum CodingKeys: String, CodingKey {
    case target, today, saved, remaining, progress, reached, windowDays, windowSum, daysToGo
    case reachedOn, demo
  }

  /// The progress of a target from what was saved and the pace window:
  /// what remains, the share saved, and the days to go at the window's
  /// pace (``WishGoal/progress(of:today:calendar:rollover:)`` gives the
  /// rules).
  init(
    target: Int, today: CivilDate, saved: Int, windowDays: Int, windowSum: Int, demo: Bool
  ) {
    let remaining = max(0, target - saved)
    let daysToGo: Int? =
      remaining == 0
      ? 0 : windowSum > 0 ? (remaining * windowDays + windowSum - 1) / windowSum : nil
    self.target = target
    self.today = today
    self.saved = saved
    self.remaining = remaining
    progress = saved <= 0 ? 0 : min(1, Double(saved) / Double(target))
    self.windowDays = windowDays
    self.windowSum = windowSum
    self.daysToGo = daysToGo
    reachedOn = daysToGo.flatMap { days -> CivilDate? in
      CivilDate.days(from: today, to: .latest) >= days ? today.adding(days: days) : nil
    }
    self.demo = demo
  }

  /// Decodes a stored progress (version 1); `reached` is derived, not read.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    target = try container.decode(Int.self, forKey: .target)
    today = try container.decode(CivilDate.self, forKey: .today)
    saved = try container.decode(Int.self, forKey: .saved)
    remaining = try container.decode(Int.self, forKey: .remaining)
    progress = try container.decode(Double.self, forKey: .progress)
    windowDays = try container.decode(Int.self, forKey: .windowDays)
    windowSum = try container.decode(Int.self, forKey: .windowSum)
    daysToGo = try container.decodeIfPresent(Int.self, forKey: .daysToGo)
    reachedOn = try container.decodeIfPresent(CivilDate.self, forKey: .reachedOn)
    demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(target, forKey: .target)
    try container.encode(today, forKey: .today)
    try container.encode(saved, forKey: .saved)
    try container.encode(remaining, forKey: .remaining)
    try container.encode(progress, forKey: .progress)
    try container.encode(reached, forKey: .reached)
    try container.encode(windowDays, forKey: .windowDays)
    try container.encode(windowSum, forKey: .windowSum)
    try container.encode(daysToGo, forKey: .daysToGo)
    try container.encode(reachedOn, forKey: .reachedOn)
    try container.encode(demo, forKey: .demo)
  }
}
