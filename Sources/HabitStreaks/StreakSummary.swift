import HabitCalendar
import HabitToolkit

/// Where a streak stands on one logical day, derived from the stored
/// check-ins every time (never a stored counter that can go stale).
///
/// JSON: `{"today", "current", "longest", "longestEver", "todayDone", "lastCompleted",
/// "atRisk", "todayIsRest", "futureRecords", "completedDays", "brokenOn",
/// "breakReason", "freezesLeft", "strength"}`; `lastCompleted`, `brokenOn`
/// and `breakReason` are `null` when there is none. Version 1 had the first
/// six; the rest default to `false`, 0 and `null` when decoding it.
public struct StreakSummary: Hashable, Sendable {
  /// The logical day the summary is for.
  public let today: CivilDate
  /// The current streak: completed days for the daily goal, met weeks or
  /// months for a period goal.
  ///
  /// For the daily goal, counts consecutive completed days ending today if
  /// today is done, otherwise ending yesterday; rest days, frozen days and
  /// skipped dates in between bridge without counting. 0 once a day was
  /// missed (and not frozen). For a period goal, counts consecutive met
  /// periods ending with the current one if it is met, else (while it can
  /// still be met) with the previous one, else 0.
  public let current: Int
  /// The longest run ever, counted the same way; never lost when the current
  /// streak breaks, and never below a stored floor
  /// (``keepingLongest(ever:)``).
  public private(set) var longest: Int
  /// The floor an app stores for ``longest``.
  ///
  /// The longest streak ever, kept when the check-ins that made it are
  /// cleared (tonight's check-in undone); equal to ``longest``.
  public var longestEver: Int { longest }
  /// Whether today has a check-in.
  public let todayDone: Bool
  /// The latest completed day up to today, if any.
  public let lastCompleted: CivilDate?
  /// The streak is alive but not safe yet: today is not done (and not a
  /// rest day), or for a period goal the current period is not met yet and
  /// can still be.
  public let atRisk: Bool
  /// Whether today is a rest day.
  public let todayIsRest: Bool
  /// Check-ins dated after today (a clock or zone change): they are counted
  /// here and otherwise ignored, so they never inflate a streak.
  public let futureRecords: Int
  /// The distinct days up to today with a check-in.
  public let completedDays: Int
  /// The day the last streak ended.
  ///
  /// The last missed day that dropped a running daily streak to 0, or the last day of the last week or month
  /// that ended a streak unmet (after today when the current period can no
  /// longer be met). `nil` when no streak has ended.
  public let brokenOn: CivilDate?
  /// Why the streak ended on ``brokenOn``.
  public let breakReason: BreakReason?
  /// This month's unused freezes; 0 without a freeze policy.
  public let freezesLeft: Int
  /// The habit strength after today, 0...1: a score that rises with
  /// practice and decays gently, so one miss never zeroes it.
  ///
  /// Loop Habit Tracker's score for the goal's frequency (daily 1/1,
  /// `weekly:X` X/7, `monthly:X` X/30), walked from the first day: done and
  /// missed days update it, while rest days, frozen days, skipped dates and
  /// today still open hold it (HabitRules.docc/Streaks.md, "Strength"). 0 in a
  /// version-1 summary.
  public let strength: Double

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
  ///   - policy: The goal and freezes (default ``StreakPolicy/standard``:
  ///     daily, no freezes).
  /// - Complexity: O(*n* + *d*): one pass over the check-ins, one over the
  ///   *d* days from the earliest check-in to today.
  public init(
    checkIns: [CheckIn], restDays: [CivilDate] = [], today: CivilDate, calendar: CivilCalendar,
    policy: StreakPolicy = .standard
  ) {
    let days = StreakDays(
      completedDays: checkIns.lazy.map(\.day), restDays: restDays, today: today, start: nil,
      calendar: calendar)
    self.init(days: days, policy: policy) { _, _, _, _ in }
  }

  /// Summarizes completed days, as
  /// ``init(checkIns:restDays:today:calendar:policy:)`` does for check-ins.
  ///
  /// - Parameters:
  ///   - completedDays: The days with a check-in, in any order, repeats
  ///     allowed.
  ///   - restDays: Days marked as rest days.
  ///   - today: The logical day of now under the current rule.
  ///   - calendar: The calendar of the zone in force, for skipped dates.
  ///   - policy: The goal and freezes (default daily, no freezes).
  /// - Complexity: O(*n* + *d*) as for check-ins.
  public init(
    completedDays: [CivilDate], restDays: [CivilDate] = [], today: CivilDate,
    calendar: CivilCalendar, policy: StreakPolicy = .standard
  ) {
    let days = StreakDays(
      completedDays: completedDays, restDays: restDays, today: today, start: nil,
      calendar: calendar)
    self.init(days: days, policy: policy) { _, _, _, _ in }
  }

  /// The one implementation: walks the days under the policy's goal, stepping
  /// the strength on each and calling `visit` with the day, its status, the
  /// streak and the strength after it (the ledger keeps them; a summary does
  /// not).
  init(days: StreakDays, policy: StreakPolicy, visit: (Int, DayStatus, Int, Double) -> Void) {
    var strength = StrengthWalk(rule: StrengthRule(goal: policy.goal), done: days.done)
    let outcome =
      switch policy.goal {
      case .daily:
        DailyStreakWalk.walk(days, freezes: policy.freezes) { day, status, streak in
          visit(day, status, streak, strength.step(day, status))
        }
      case .weekly, .monthly:
        PeriodStreakWalk.walk(days, goal: policy.goal, weekStart: policy.weekStart) {
          day, status, streak in
          visit(day, status, streak, strength.step(day, status))
        }
      }
    today = CivilDate(daysSinceEpoch: days.today)
    current = outcome.current
    longest = outcome.longest
    todayDone = days.done.contains(days.today)
    lastCompleted = days.done.latest.map(CivilDate.init(daysSinceEpoch:))
    atRisk = outcome.atRisk
    todayIsRest = days.rest.contains(days.today)
    futureRecords = days.futureRecords
    completedDays = days.done.count
    brokenOn = outcome.brokenOn.map(CivilDate.init(daysSinceEpoch:))
    breakReason = outcome.breakReason
    freezesLeft = outcome.freezesLeft
    self.strength = strength.strength
  }
}

extension StreakSummary {
  /// The summary with a stored floor for the longest streak
  /// (HabitRules.docc/Streaks.md, "Clearing a check-in"): ``longest`` is
  /// the larger of the floor and the derived one, and ``longestEver`` the
  /// floor to store next.
  ///
  /// - Parameter floor: The longest streak ever stored, 0 or more (a
  ///   negative one counts as 0).
  /// - Returns: The summary, its other figures unchanged.
  public func keepingLongest(ever floor: Int) -> StreakSummary {
    var kept = self
    kept.longest = max(longest, floor)
    return kept
  }
}

extension StreakSummary: Codable {
  private enum CodingKeys: String, CodingKey {
    case today, current, longest, longestEver, todayDone, lastCompleted, atRisk, todayIsRest
    case futureRecords, completedDays, brokenOn, breakReason, freezesLeft, strength
  }

  /// Decodes a stored summary; fields after version 1's six take their
  /// defaults when missing.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape, or `dataCorrupted` for a
  ///   `strength` outside 0...1.
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
    brokenOn = try container.decodeIfPresent(CivilDate.self, forKey: .brokenOn)
    breakReason = try container.decodeIfPresent(BreakReason.self, forKey: .breakReason)
    freezesLeft = try container.decodeIfPresent(Int.self, forKey: .freezesLeft) ?? 0
    strength = try container.decodeStrength(forKey: .strength)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(today, forKey: .today)
    try container.encode(current, forKey: .current)
    try container.encode(longest, forKey: .longest)
    try container.encode(longestEver, forKey: .longestEver)
    try container.encode(todayDone, forKey: .todayDone)
    try container.encode(lastCompleted, forKey: .lastCompleted)
    try container.encode(atRisk, forKey: .atRisk)
    try container.encode(todayIsRest, forKey: .todayIsRest)
    try container.encode(futureRecords, forKey: .futureRecords)
    try container.encode(completedDays, forKey: .completedDays)
    try container.encode(brokenOn, forKey: .brokenOn)
    try container.encode(breakReason, forKey: .breakReason)
    try container.encode(freezesLeft, forKey: .freezesLeft)
    try container.encode(strength, forKey: .strength)
  }
}
