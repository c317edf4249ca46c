import Foundation

/// How one goal's habit strength moves from day to day: Loop Habit
/// Tracker's score (uhabits-core `Score.compute`, `ScoreList.recompute`),
/// as HabitRules.docc/Streaks.md ("Strength") describes it.
///
/// A goal of `times` completions in `days` days has frequency
/// `f = times / days`. A day's value is the completions in the window of
/// ``window`` days ending on it, over ``needed``, at most 1; the strength
/// after the day is `previous * m + value * (1 - m)` with
/// `m = 0.5 ^ (sqrt(f) / 13)`.
struct StrengthRule: Hashable, Sendable {
  /// The completions a window needs for a day's full value.
  let needed: Int
  /// The days a window spans, the day itself included.
  let window: Int
  /// The share of the previous strength a day keeps: `0.5 ^ (sqrt(f) / 13)`.
  let multiplier: Double

  /// The rule of `times` completions in `days` days.
  ///
  /// `times` of `days` or more is every day, 1 in 1 (Loop's `Frequency`
  /// makes X in X days 1 in 1; `monthly:31` is every day too). Below 1 the
  /// window doubles, `2 x times` in `2 x days`, as Loop's does for yes/no
  /// habits, so a weekly habit done on different weekdays still reads as
  /// kept.
  ///
  /// - Parameters:
  ///   - times: Completions per period, 1 or more.
  ///   - days: The period's length in days, 1 or more.
  init(times: Int, days: Int) {
    let (times, days) = times >= days ? (1, 1) : (max(times, 1), days)
    let frequency = Double(times) / Double(days)
    let doubling = frequency < 1 ? 2 : 1
    needed = times * doubling
    window = days * doubling
    multiplier = pow(0.5, frequency.squareRoot() / 13)
  }

  /// The rule of a streak goal: daily 1 in 1, `weekly:X` X in 7,
  /// `monthly:X` X in 30.
  ///
  /// - Parameter goal: The goal.
  init(goal: StreakGoal) {
    switch goal {
    case .daily: self.init(times: 1, days: 1)
    case .weekly(let times): self.init(times: times, days: 7)
    case .monthly(let times): self.init(times: times, days: 30)
    }
  }

  /// A day's value: the window's completions over ``needed``, at most 1.
  ///
  /// - Parameter completions: The done days in the window ending on the day.
  /// - Returns: 0...1.
  func value(completions: Int) -> Double {
    min(1, Double(completions) / Double(needed))
  }

  /// The strength after a counted day.
  ///
  /// - Parameters:
  ///   - previous: The strength before the day.
  ///   - value: The day's value, 0...1.
  /// - Returns: `previous * m + value * (1 - m)`.
  func strength(after previous: Double, value: Double) -> Double {
    previous * multiplier + value * (1 - multiplier)
  }
}
