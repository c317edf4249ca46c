import Foundation
import HabitCalendar
import HabitToolkit

/// What a person has done: for each rule, the logical days it was done on,
/// and the calendar that says which occurrences a completion covers.
///
/// An occurrence is done when its logical day (under ``rollover``) falls in
/// the period of a completion of its rule: the same logical day, week
/// (under ``weekStart``), calendar month or calendar year, or any day at all
/// for ``RecurringReminder/DoneCovers/rule``, as the rule's
/// ``RecurringReminder/doneCovers`` says. A rule without `doneCovers` is
/// never done. Read from JSON as `[{"reminder": "<rule id>", "day":
/// "YYYY-MM-DD"}]`.
public struct ReminderCompletions: Hashable, Sendable {
  /// One completion: the rule and the logical day it was done on.
  public struct Completion: Hashable, Sendable, Codable {
    /// The rule's id.
    public let reminder: String
    /// The logical day it was done on.
    public let day: CivilDate

    /// A completion.
    ///
    /// - Parameters:
    ///   - reminder: The rule's id.
    ///   - day: The logical day it was done on.
    public init(reminder: String, day: CivilDate) {
      self.reminder = reminder
      self.day = day
    }
  }

  /// The days each rule was done on, ascending and distinct.
  private let days: [String: [CivilDate]]
  /// When a logical day starts.
  public let rollover: DayRollover
  /// The weekday weeks start on (1 is Sunday, 7 Saturday).
  public let weekStart: Int

  /// No completions: every rule schedules as it always did.
  public static let none = ReminderCompletions([])

  /// Completions under a day rollover and a week start.
  ///
  /// - Parameters:
  ///   - completions: The completions, in any order, repeats allowed.
  ///   - rollover: When a logical day starts (default midnight).
  ///   - weekStart: The weekday weeks start on, 1 = Sunday ... 7 =
  ///     Saturday (default 2, Monday); outside 1-7 counts as Monday.
  /// - Complexity: O(*n* log *n*) in the number of completions.
  public init(
    _ completions: [Completion], rollover: DayRollover = .midnight, weekStart: Int = 2
  ) {
    var days: [String: Set<CivilDate>] = [:]
    for completion in completions { days[completion.reminder, default: []].insert(completion.day) }
    self.days = days.mapValues { $0.sorted() }
    self.rollover = rollover
    self.weekStart = (1...7).contains(weekStart) ? weekStart : 2
  }

  /// Whether no rule has a completion.
  public var isEmpty: Bool { days.isEmpty }

  /// Whether completions can change a rule at all: it says what a
  /// completion covers and has one.
  ///
  /// - Parameter rule: A rule.
  /// - Returns: `false` for a rule that schedules as without completions.
  public func affects(_ rule: RecurringReminder) -> Bool {
    rule.doneCovers != nil && days[rule.id] != nil
  }

  /// Whether the occurrence of a rule at a moment is done.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - moment: One of its occurrences.
  ///   - calendar: The calendar of the zone in force.
  /// - Returns: Whether a completion covers the moment's logical day.
  /// - Complexity: O(log *n*) in the rule's completions.
  public func isDone(_ rule: RecurringReminder, at moment: Date, calendar: CivilCalendar) -> Bool {
    guard let covers = rule.doneCovers, let done = days[rule.id] else { return false }
    return Self.contains(
      done, period(of: calendar.logicalDay(of: moment, rollover: rollover), covers: covers))
  }

  /// Whether a completion covers a logical day of a rule.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - day: A logical day.
  /// - Returns: Whether the day lies in the period of one of the rule's
  ///   completions.
  /// - Complexity: O(log *n*) in the rule's completions.
  public func isDone(_ rule: RecurringReminder, on day: CivilDate) -> Bool {
    guard let covers = rule.doneCovers, let done = days[rule.id] else { return false }
    return Self.contains(done, period(of: day, covers: covers))
  }

  /// The first and last day of the period a completion on `day` covers.
  ///
  /// - Parameters:
  ///   - day: A logical day.
  ///   - covers: What a completion covers.
  /// - Returns: The period's days; every day for ``RecurringReminder/DoneCovers/rule``.
  public func period(
    of day: CivilDate, covers: RecurringReminder.DoneCovers
  ) -> ClosedRange<CivilDate> {
    let (year, month) = (day.components.year, day.components.month)
    switch covers {
    case .day:
      return day...day
    case .week:
      let start = day.adding(days: -day.daysSinceWeekStart(weekStart))
      return start...start.adding(days: 6)
    case .month:
      let first = CivilDate(year: year, month: month, day: 1) ?? day
      let last =
        CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year)) ?? day
      return first...last
    case .year:
      let first = CivilDate(year: year, month: 1, day: 1) ?? day
      return first...(CivilDate(year: year, month: 12, day: 31) ?? day)
    case .rule:
      return CivilDate.earliest...CivilDate.latest
    }
  }

  /// Whether a sorted list holds a day in `range`: a binary search.
  private static func contains(_ sorted: [CivilDate], _ range: ClosedRange<CivilDate>) -> Bool {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] <= range.upperBound
  }
}
