import HabitCalendar
import HabitRecords

/// The figures of one period: what a review shows for the period and for
/// the one before (HabitRules.docc/ReviewAndCards.md).
///
/// Encoded as `{"start", "end", "sessions", "focusMinutes",
/// "deepFocusCount", "activeDays", "bestDay", "bestDayMinutes", "peakBand",
/// "miles", "xp", "streak", "strength", "moodChecks", "endedCalmer"}`;
/// `bestDay` and `peakBand` are
/// `null` in a period without sessions. HabitRules.docc/ReviewAndCards.md gives every rule.
///
/// Figures come with a ``PeriodReview`` or are decoded.
public struct PeriodFigures: Hashable, Sendable, Codable {
  /// The period's first logical day.
  public let start: CivilDate
  /// The period's last logical day (of a running period too: its figures
  /// are the ones so far).
  public let end: CivilDate
  /// Sessions that started on a day of the period and ended by now.
  public let sessions: Int
  /// Their minutes.
  public let focusMinutes: Int
  /// Those of them that are deep focus (`DeepFocusRule`).
  public let deepFocusCount: Int
  /// Days of the period with at least one session.
  public let activeDays: Int
  /// The day with the most focus minutes; the earliest of equal days;
  /// `nil` without sessions.
  public let bestDay: CivilDate?
  /// The best day's focus minutes; 0 without sessions.
  public let bestDayMinutes: Int
  /// The id of the time band (`review.json`) whose sessions started with
  /// the most focus minutes; the earlier band in the file of equal ones;
  /// `nil` without sessions.
  public let peakBand: String?
  /// Miles the period's sessions earned by growth's rules, rewards of the
  /// missions and chapters they completed included.
  public let miles: Int
  /// XP the period's sessions earned, the same way.
  public let xp: Int
  /// The daily streak after the period's last day, a day with a session
  /// counting as a check-in: a past last day without one ends it at 0; in
  /// a running period, today still open keeps yesterday's streak.
  public let streak: Int
  /// The habit strength (0...1) at the period's end, the same way.
  public let strength: Double
  /// Sessions with a check-in both before and after (`MoodCheck`).
  public internal(set) var moodChecks = 0
  /// Those of them whose mood after was calmer than before: counted, and
  /// the others never named (HabitRules.docc/Breathing.md).
  public internal(set) var endedCalmer = 0

  private enum CodingKeys: String, CodingKey {
    case start, end, sessions, focusMinutes, deepFocusCount, activeDays, bestDay, bestDayMinutes
    case peakBand, miles, xp, streak, strength, moodChecks, endedCalmer
  }

  /// Writes the figures; `bestDay` and `peakBand` are written as `null`
  /// when absent, so every key is always there.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
    try container.encode(sessions, forKey: .sessions)
    try container.encode(focusMinutes, forKey: .focusMinutes)
    try container.encode(deepFocusCount, forKey: .deepFocusCount)
    try container.encode(activeDays, forKey: .activeDays)
    try container.encode(bestDay, forKey: .bestDay)
    try container.encode(bestDayMinutes, forKey: .bestDayMinutes)
    try container.encode(peakBand, forKey: .peakBand)
    try container.encode(miles, forKey: .miles)
    try container.encode(xp, forKey: .xp)
    try container.encode(streak, forKey: .streak)
    try container.encode(strength, forKey: .strength)
    try container.encode(moodChecks, forKey: .moodChecks)
    try container.encode(endedCalmer, forKey: .endedCalmer)
  }
}

extension PeriodFigures {
  /// Reads figures; `moodChecks` and `endedCalmer` missing (figures stored
  /// before they were added) are 0.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    start = try container.decode(CivilDate.self, forKey: .start)
    end = try container.decode(CivilDate.self, forKey: .end)
    sessions = try container.decode(Int.self, forKey: .sessions)
    focusMinutes = try container.decode(Int.self, forKey: .focusMinutes)
    deepFocusCount = try container.decode(Int.self, forKey: .deepFocusCount)
    activeDays = try container.decode(Int.self, forKey: .activeDays)
    bestDay = try container.decodeIfPresent(CivilDate.self, forKey: .bestDay)
    bestDayMinutes = try container.decode(Int.self, forKey: .bestDayMinutes)
    peakBand = try container.decodeIfPresent(String.self, forKey: .peakBand)
    miles = try container.decode(Int.self, forKey: .miles)
    xp = try container.decode(Int.self, forKey: .xp)
    streak = try container.decode(Int.self, forKey: .streak)
    strength = try container.decode(Double.self, forKey: .strength)
    moodChecks = try container.decodeIfPresent(Int.self, forKey: .moodChecks) ?? 0
    endedCalmer = try container.decodeIfPresent(Int.self, forKey: .endedCalmer) ?? 0
  }
}
