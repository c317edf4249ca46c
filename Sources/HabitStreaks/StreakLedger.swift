import HabitCalendar

/// Day by day, what each day was for a streak and where the streak stood
/// after it: the answer to "why did my streak break?".
///
/// JSON of a day: `{"day": "2026-10-01", "status": "frozen", "streak": 4,
/// "strength": 0.42}`; version 1 had no `strength`, which decodes as 0.
public struct StreakLedger: Hashable, Sendable {
  /// One day of the ledger.
  public struct Day: Hashable, Sendable {
    /// The logical day.
    public let day: CivilDate
    /// What the day was.
    public let status: DayStatus
    /// The streak after this day.
    ///
    /// For the daily goal, the running streak after this day (on an open
    /// today, yesterday's). For a weekly or monthly goal, the streak as it
    /// stood when this day ended (0 once the period can no longer be met);
    /// on today, the summary's `current`.
    public let streak: Int
    /// The habit strength after this day, 0...1
    /// (``StreakSummary/strength``): it holds on a rest day, a frozen day,
    /// a skipped date and an open today.
    public let strength: Double
  }

  /// The days from the first check-in (or `start`) to today, in order; at
  /// most the last ``maximumDays`` of them.
  public let days: [Day]
  /// How many days before the first listed one count but are not listed
  /// (0 unless the ledger would list more than ``maximumDays``).
  public let unlistedDays: Int

  /// The most days a ledger lists: 3,660 (ten years).
  ///
  /// A ledger from year 1
  /// to 9999 would hold 3.65 million days; it counts them all and lists
  /// the last 3,660.
  public static let maximumDays = 3_660
  /// The summary for today, with ``StreakSummary/brokenOn`` and
  /// ``StreakSummary/breakReason``.
  public let summary: StreakSummary

  /// Builds the ledger of stored check-ins.
  ///
  /// The rules are ``StreakSummary``'s; the last day's streak is always
  /// the summary's `current`.
  ///
  /// - Parameters:
  ///   - checkIns: The stored check-ins, in any order, duplicates allowed.
  ///   - restDays: Days marked as rest days.
  ///   - today: The logical day of now under the current rule.
  ///   - calendar: The calendar of the zone in force, for skipped dates.
  ///   - policy: The goal and freezes (default daily, no freezes).
  ///   - start: The first day to list when it is before the first check-in,
  ///     such as the day the habit was created (default: the first
  ///     check-in). A later start lists fewer days but counts them all; so
  ///     does a span longer than ``maximumDays``, whose last days are
  ///     listed.
  /// - Complexity: O(*n* + *d*) in the check-ins and the days from the
  ///   first of them (or `start`) to today.
  public init(
    checkIns: [CheckIn], restDays: [CivilDate] = [], today: CivilDate, calendar: CivilCalendar,
    policy: StreakPolicy = .standard, start: CivilDate? = nil
  ) {
    let streakDays = StreakDays(
      completedDays: checkIns.lazy.map(\.day), restDays: restDays, today: today, start: start,
      calendar: calendar)
    let wanted = max(start?.daysSinceEpoch ?? streakDays.first, streakDays.first)
    let listedFrom = max(wanted, streakDays.today - Self.maximumDays + 1)
    unlistedDays = max(0, listedFrom - wanted)
    var days: [Day] = []
    days.reserveCapacity(max(0, streakDays.today - listedFrom + 1))
    summary = StreakSummary(days: streakDays, policy: policy) {
      day, status, streak, strength in
      guard day >= listedFrom else { return }
      days.append(
        Day(
          day: CivilDate(daysSinceEpoch: day), status: status, streak: streak, strength: strength))
    }
    self.days = days
  }
}

extension StreakLedger.Day: Codable {
  private enum CodingKeys: String, CodingKey {
    case day, status, streak, strength
  }

  /// Decodes a stored ledger day; a version-1 day has no `strength`, which
  /// decodes as 0.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape, or `dataCorrupted` for a
  ///   `strength` outside 0...1.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    day = try container.decode(CivilDate.self, forKey: .day)
    status = try container.decode(DayStatus.self, forKey: .status)
    streak = try container.decode(Int.self, forKey: .streak)
    strength = try container.decodeStrength(forKey: .strength)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(day, forKey: .day)
    try container.encode(status, forKey: .status)
    try container.encode(streak, forKey: .streak)
    try container.encode(strength, forKey: .strength)
  }
}
