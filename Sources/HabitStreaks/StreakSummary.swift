import HabitCalendar
import HabitToolkit

/// Where a streak stands on one logical day, derived from the stored
/// check-ins every time (never a stored counter that can go stale).
///
/// JSON: `{"today", "current", "longest", "todayDone", "lastCompleted",
/// "atRisk", "todayIsRest", "futureRecords", "completedDays"}`;
/// `lastCompleted` is `null` before the first check-in.
public struct StreakSummary: Hashable, Sendable {
  /// The logical day the summary is for.
  public let today: CivilDate
  /// The current streak, in completed days.
  ///
  /// Counts consecutive completed days ending today if today is done,
  /// otherwise ending yesterday; rest days and skipped dates in between
  /// bridge without counting. 0 once a day was missed.
  public let current: Int
  /// The longest run ever, counted the same way; never lost when the current
  /// streak breaks.
  public let longest: Int
  /// Whether today has a check-in.
  public let todayDone: Bool
  /// The latest completed day up to today, if any.
  public let lastCompleted: CivilDate?
  /// The streak is alive but today is not done yet (and today is not a rest
  /// day): one more check-in keeps it, a missed day ends it.
  public let atRisk: Bool
  /// Whether today is a rest day.
  public let todayIsRest: Bool
  /// Check-ins dated after today (a clock or zone change): they are counted
  /// here and otherwise ignored, so they never inflate a streak.
  public let futureRecords: Int
  /// The distinct days up to today with a check-in.
  public let completedDays: Int

  /// Summarizes stored check-ins.
  ///
  /// At most one check-in counts per day. A rest day (or a streak freeze)
  /// bridges a streak without adding to it (done, rest, done is 2) and never
  /// starts or ends one by itself; a date the zone skipped (Samoa's
  /// 2011-12-30) bridges the same way. Today still open never breaks the
  /// streak; yesterday missed does. Check-ins more than 10,000 years before
  /// today are ignored.
  ///
  /// - Parameters:
  ///   - checkIns: The stored check-ins, in any order, duplicates allowed.
  ///   - restDays: Days marked as rest days.
  ///   - today: The logical day of now under the current rule.
  ///   - calendar: The calendar of the zone in force, for skipped dates.
  /// - Complexity: O(*n* + *d*): one pass over the check-ins, one over the
  ///   *d* days from the earliest check-in to today.
  public init(
    checkIns: [CheckIn], restDays: [CivilDate] = [], today: CivilDate, calendar: CivilCalendar
  ) {
    self.init(
      days: checkIns.lazy.map(\.day), restDays: restDays, today: today, calendar: calendar)
  }

  /// Summarizes completed days, as ``init(checkIns:restDays:today:calendar:)``
  /// does for check-ins.
  ///
  /// - Parameters:
  ///   - completedDays: The days with a check-in, in any order, repeats
  ///     allowed.
  ///   - restDays: Days marked as rest days.
  ///   - today: The logical day of now under the current rule.
  ///   - calendar: The calendar of the zone in force, for skipped dates.
  /// - Complexity: O(*n* + *d*) as for check-ins.
  public init(
    completedDays: [CivilDate], restDays: [CivilDate] = [], today: CivilDate,
    calendar: CivilCalendar
  ) {
    self.init(days: completedDays, restDays: restDays, today: today, calendar: calendar)
  }

  /// The one implementation, specialized for both public entry points.
  private init(
    days completedDays: some Sequence<CivilDate>, restDays: [CivilDate], today: CivilDate,
    calendar: CivilCalendar
  ) {
    let oldestCounted = today.daysSinceEpoch - Self.maximumSpanDays
    var earliest = today.daysSinceEpoch
    var future = 0
    for completed in completedDays {
      let day = completed.daysSinceEpoch
      if day > today.daysSinceEpoch {
        future += 1
      } else if day >= oldestCounted {
        earliest = min(earliest, day)
      }
    }
    var done = DaySet(first: earliest, last: today.daysSinceEpoch)
    for completed in completedDays { done.insert(completed.daysSinceEpoch) }
    var rest = DaySet(first: earliest, last: today.daysSinceEpoch)
    for day in restDays { rest.insert(day.daysSinceEpoch) }

    var run = 0
    var longest = 0
    var completed = 0
    var lastCompleted: Int?
    for day in earliest...today.daysSinceEpoch {
      if done.contains(day) {
        completed += 1
        run += 1
        longest = max(longest, run)
        lastCompleted = day
      } else if run > 0, day != today.daysSinceEpoch, !rest.contains(day),
        calendar.contains(CivilDate(daysSinceEpoch: day))
      {
        run = 0
      }
    }
    self.today = today
    current = run
    self.longest = longest
    todayDone = done.contains(today.daysSinceEpoch)
    self.lastCompleted = lastCompleted.map(CivilDate.init(daysSinceEpoch:))
    todayIsRest = rest.contains(today.daysSinceEpoch)
    atRisk = run > 0 && !todayDone && !todayIsRest
    futureRecords = future
    self.completedDays = completed
  }

  /// About 10,000 years: how far back check-ins still count.
  static let maximumSpanDays = 3_652_425
}

extension StreakSummary: Codable {
  private enum CodingKeys: String, CodingKey {
    case today, current, longest, todayDone, lastCompleted, atRisk, todayIsRest, futureRecords
    case completedDays
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    today = try container.decode(CivilDate.self, forKey: .today)
    current = try container.decode(Int.self, forKey: .current)
    longest = try container.decode(Int.self, forKey: .longest)
    todayDone = try container.decode(Bool.self, forKey: .todayDone)
    lastCompleted = try container.decodeIfPresent(CivilDate.self, forKey: .lastCompleted)
    atRisk = try container.decode(Bool.self, forKey: .atRisk)
    todayIsRest = try container.decodeIfPresent(Bool.self, forKey: .todayIsRest) ?? false
    futureRecords = try container.decodeIfPresent(Int.self, forKey: .futureRecords) ?? 0
    completedDays = try container.decodeIfPresent(Int.self, forKey: .completedDays) ?? 0
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(today, forKey: .today)
    try container.encode(current, forKey: .current)
    try container.encode(longest, forKey: .longest)
    try container.encode(todayDone, forKey: .todayDone)
    try container.encode(lastCompleted, forKey: .lastCompleted)
    try container.encode(atRisk, forKey: .atRisk)
    try container.encode(todayIsRest, forKey: .todayIsRest)
    try container.encode(futureRecords, forKey: .futureRecords)
    try container.encode(completedDays, forKey: .completedDays)
  }
}

/// A set of day numbers in a fixed range, one bit per day.
struct DaySet {
  private let first: Int
  private let last: Int
  private var words: [UInt64]

  init(first: Int, last: Int) {
    self.first = first
    self.last = last
    words = Array(repeating: 0, count: (last - first) / 64 + 1)
  }

  /// Adds a day; days outside the range are ignored.
  mutating func insert(_ day: Int) {
    guard day >= first, day <= last else { return }
    let offset = day - first
    words[offset >> 6] |= 1 << UInt64(offset & 63)
  }

  func contains(_ day: Int) -> Bool {
    guard day >= first, day <= last else { return false }
    let offset = day - first
    return words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }
}
