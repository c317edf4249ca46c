/// The habit strength day by day, stepped by the streak walks as they pass
/// each day, so one walk gives the streak, the ledger and the strength.
///
/// Done and missed days update the strength; rest days, frozen days,
/// skipped dates and an open today hold it (HabitRules.docc/Streaks.md, "Strength").
/// Every day counts in the window only when it is done.
struct StrengthWalk {
  private let rule: StrengthRule
  private let done: DaySet
  /// The done days in the window ending on the last day stepped.
  private var completions = 0
  /// The strength after the last day stepped; 0 before the first.
  private(set) var strength = 0.0

  /// A walk from strength 0.
  ///
  /// - Parameters:
  ///   - rule: The goal's rule.
  ///   - done: The done days; none may come before the first day stepped.
  init(rule: StrengthRule, done: DaySet) {
    self.rule = rule
    self.done = done
  }

  /// Moves on to the next day, which must follow the last day stepped.
  ///
  /// - Parameters:
  ///   - day: The day.
  ///   - status: What the day was for the streak.
  /// - Returns: The strength after the day.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func step(_ day: Int, _ status: DayStatus) -> Double {
    if done.contains(day) { completions += 1 }
    if done.contains(day - rule.window) { completions -= 1 }
    switch status {
    case .done, .missed:
      strength = rule.strength(after: strength, value: rule.value(completions: completions))
    case .rest, .frozen, .skipped, .open:
      break
    }
    return strength
  }
}
