import Foundation
import HabitCalendar
import HabitGrowth
import HabitToolkit

extension PeriodReview {
  /// The longest range a review covers, in logical days: a leap year.
  public static let maximumRangeDays = 366

  /// Reviews any run of logical days, `from` to `to` inclusive, with the
  /// same figures for the run of the same length just before it
  /// (HabitRules.docc/ReviewAndCards.md, "Any range").
  ///
  /// Every rule is the week's and the month's
  /// (``init(sessions:period:day:now:calendar:rules:)``): the same sessions
  /// count, on the logical day of their start, with the same figures; the
  /// review's ``period`` is ``ReviewPeriod/range``. A range whose last day
  /// is today or later is running.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order (fastest by start).
  ///   - from: The first logical day, today or earlier.
  ///   - to: The last logical day, `from` or later, at most
  ///     ``maximumRangeDays`` days in all.
  ///   - now: The moment figures are counted to.
  ///   - calendar: The user's zone, when a logical day starts and the
  ///     weekday the heatmap's rows start on.
  ///   - rules: The time bands, and growth's rates, missions and
  ///     deep-focus rule.
  /// - Throws: ``InputError`` naming `weekStart` outside 1-7, `from` after
  ///   today, or `to` before `from` or more than ``maximumRangeDays`` days
  ///   on.
  /// - Complexity: That of a week's review.
  public init(
    sessions: [FocusSession], from: CivilDate, to: CivilDate, now: Date,
    calendar: ReviewCalendar, rules: ReviewRules
  ) throws(InputError) {
    let weekStart = calendar.weekStart
    guard (1...7).contains(weekStart) else {
      throw InputError(
        field: "weekStart", message: "\(weekStart) is not a weekday; use 1 (Sunday) to 7 (Saturday)"
      )
    }
    let today = calendar.day(of: now)
    guard from <= today else {
      throw InputError(
        field: "from",
        message: "\(from) is after today (\(today)); a review covers a range that has begun")
    }
    guard to >= from else {
      throw InputError(field: "to", message: "\(to) is before from (\(from)); use \(from) or later")
    }
    let length = CivilDate.days(from: from, to: to) + 1
    guard length <= Self.maximumRangeDays else {
      throw InputError(
        field: "to",
        message:
          "\(from) to \(to) is \(length) days; a range covers 1-\(Self.maximumRangeDays) days "
          + "(to \(from.adding(days: Self.maximumRangeDays - 1)) at most)")
    }
    let before = (from.adding(days: -length), from.adding(days: -1))
    self.init(
      CountedSessions(sessions, endedBy: now), period: .range, spans: ((from, to), before),
      today: today, calendar: calendar, rules: rules)
  }
}
