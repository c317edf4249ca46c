import HabitToolkit

/// What resetting a streak's history clears, for the confirmation an app
/// shows first (HabitRules.docc/Streaks.md, "Resetting"): SleepBird's
/// "clear all history".
///
/// JSON: `{"checkIns", "longestEver", "remove", "confirmation"}`: how many
/// check-ins would be deleted, the stored floor of the longest streak that
/// would be cleared, the owned pending notification requests to remove,
/// and the confirmation text, which says what is lost.
public struct StreakReset: Hashable, Sendable, Codable {
  /// How many check-ins would be deleted.
  public let checkIns: Int
  /// The longest streak that would be cleared: the stored floor or the
  /// derived longest, whichever is larger.
  public let longestEver: Int
  /// The ids of the pending requests to remove: those with an owned
  /// prefix, in the order given.
  public let remove: [String]
  /// The confirmation, in the language asked for.
  public let confirmation: String

  /// What a reset would clear.
  ///
  /// - Parameters:
  ///   - checkIns: The stored check-ins (demo ones included: a reset
  ///     deletes them too).
  ///   - summary: Their summary, with the stored floor applied
  ///     (``StreakSummary/keepingLongest(ever:)``).
  ///   - goal: The goal the streak counts for (its unit names the longest).
  ///   - pendingIDs: The ids of the pending notification requests.
  ///   - ownedPrefixes: The prefixes of the requests the app owns, such as
  ///     `bedtime.`; others are never removed.
  ///   - texts: The texts of `streaks.json` and the language of the
  ///     confirmation.
  /// - Complexity: O(*p* × *o*) for *p* pending ids and *o* prefixes.
  public init(
    checkIns: [CheckIn], summary: StreakSummary, goal: StreakGoal,
    pending pendingIDs: [String], ownedPrefixes: [String],
    texts: (StreakTexts, Language)
  ) {
    self.checkIns = checkIns.count
    longestEver = summary.longestEver
    remove = pendingIDs.filter { id in ownedPrefixes.contains { id.hasPrefix($0) } }
    let (streakTexts, language) = texts
    // Without check-ins there is nothing to count: a sentence of its own
    // (HabitRules.docc/Streaks.md, "Resetting").
    let text =
      checkIns.isEmpty ? streakTexts.resetWithoutCheckIns : streakTexts.resetConfirmation
    confirmation = Placeholders.fill(
      text.string(in: language, count: checkIns.count),
      with: [
        "checkIns": formatForReading(checkIns.count),
        "longest": streakTexts.length(summary.longestEver, goal: goal, in: language),
      ])
  }
}
