import HabitCalendar
import HabitRecords

/// The review of a week or a calendar month of focus sessions, in the
/// user's zone (HabitRules.docc/ReviewAndCards.md), with the same figures for the period
/// before.
///
/// The period is the one containing the logical day of now. A running
/// period (now before its last day is over) has its figures so far: the
/// sessions that ended by now. Sessions belong to the logical day of their
/// start under the rollover. HabitRules.docc/ReviewAndCards.md gives every rule.
///
/// Encoded as the figures of ``current`` at the top level (`{"start",
/// "end", "sessions", ...}`, ``PeriodFigures``), then `"period"`,
/// `"timeZone"`, `"weekStart"`, `"rollover"`, `"today"`, `"running"`,
/// `"days"`, `"previous"` (the same figures), `"demo"`, and for a range
/// `"from"` and `"to"` (its first and last day, as `start` and `end`). The
/// ``heatmap`` is written by ``ReviewReport`` when asked for.
///
/// A review is made from sessions
/// (``init(sessions:period:day:now:calendar:rules:)``, or
/// ``init(sessions:from:to:now:calendar:rules:)`` for any range) or decoded.
public struct PeriodReview: Hashable, Sendable {
  /// A week or a month.
  public let period: ReviewPeriod
  /// The zone the days are counted in (``CivilCalendar/zoneName``).
  public let timeZone: String
  /// The weekday a week starts on: 1 for Sunday to 7 for Saturday (weeks
  /// use it; a month keeps it too).
  public let weekStart: Int
  /// When a logical day starts.
  public let rollover: WallTime
  /// The logical day of now.
  public let today: CivilDate
  /// Whether the period is still running: today is its last day or
  /// earlier, so its figures are the ones so far.
  public let running: Bool
  /// The period's figures.
  public let current: PeriodFigures
  /// Each logical day of the period, first to last (days after today
  /// have no sessions yet).
  public let days: [ReviewDay]
  /// The figures of the period before (the week before, or the calendar
  /// month before).
  public let previous: PeriodFigures
  /// The period's focus minutes per weekday and wall-clock hour of the
  /// user's zone: 7 rows of 24, row 0 the week start's weekday
  /// (``weekStart``), summing to the period's ``PeriodFigures/focusMinutes``
  /// (HabitRules.docc/ReviewAndCards.md, "Heatmap").
  ///
  /// A review decoded without one (stored before heatmaps) has zeros.
  public internal(set) var heatmap = emptyHeatmap
  /// Whether the review counts demo data (`"demo": true`): only when every
  /// session is demo (``DemoRecords``; one real session leaves them all out).
  public let demo: Bool
}

extension PeriodReview: Codable {
  private enum CodingKeys: String, CodingKey {
    case period, timeZone, weekStart, rollover, today, running, days, previous, demo
    case from, to, heatmap
  }

  /// A heatmap of zeros: 7 rows of 24.
  static let emptyHeatmap = [[Int]](repeating: [Int](repeating: 0, count: 24), count: 7)

  /// Decodes a stored review.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape or a missing field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    period = try container.decode(ReviewPeriod.self, forKey: .period)
    timeZone = try container.decode(String.self, forKey: .timeZone)
    weekStart = try container.decode(Int.self, forKey: .weekStart)
    rollover = try container.decode(WallTime.self, forKey: .rollover)
    today = try container.decode(CivilDate.self, forKey: .today)
    running = try container.decode(Bool.self, forKey: .running)
    current = try PeriodFigures(from: decoder)
    days = try container.decode([ReviewDay].self, forKey: .days)
    previous = try container.decode(PeriodFigures.self, forKey: .previous)
    demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
    let heatmap = try container.decodeIfPresent([[Int]].self, forKey: .heatmap)
    guard heatmap.map({ $0.count == 7 && $0.allSatisfy { $0.count == 24 } }) ?? true else {
      throw DecodingError.dataCorruptedError(
        forKey: .heatmap, in: container, debugDescription: "a heatmap is 7 rows of 24 minutes")
    }
    self.heatmap = heatmap ?? Self.emptyHeatmap
  }

  /// Writes the review: the current figures at the top level, then the
  /// rest.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    try current.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(period, forKey: .period)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(weekStart, forKey: .weekStart)
    try container.encode(rollover, forKey: .rollover)
    try container.encode(today, forKey: .today)
    try container.encode(running, forKey: .running)
    try container.encode(days, forKey: .days)
    try container.encode(previous, forKey: .previous)
    try container.encode(demo, forKey: .demo)
    if period == .range {
      try container.encode(current.start, forKey: .from)
      try container.encode(current.end, forKey: .to)
    }
  }

  /// Writes the heatmap as `"heatmap"` at the top level (``ReviewReport``
  /// does when asked for).
  func encodeHeatmap(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(heatmap, forKey: .heatmap)
  }
}
