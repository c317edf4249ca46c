import HabitCalendar
import HabitReminders

/// When a regular deposit is made: a weekday every week, or a day every
/// month with section 11's month-end rules.
///
/// Written `week:W` (1 = Sunday ... 7 = Saturday) or `month:D` (1-31;
/// `month:31` skips shorter months unless the month end is ``RecurringReminder/MonthEnd/lastDay``).
public enum DepositSchedule: Hashable, Sendable {
  /// Every week on a weekday, 1 = Sunday ... 7 = Saturday.
  case weekly(weekday: Int)
  /// Every month on a day, 1...31, and what a month without it does.
  case monthly(day: Int, monthEnd: RecurringReminder.MonthEnd)

  /// Reads `week:W` or `month:D`.
  ///
  /// - Parameters:
  ///   - text: Such as `week:2` or `month:31`.
  ///   - monthEnd: What a monthly schedule does in a month without its day.
  /// - Throws: ``InputError`` on `every`, saying what is valid.
  public init(parsing text: String, monthEnd: RecurringReminder.MonthEnd = .skip)
    throws(InputError)
  {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let number = parts.count == 2 ? Int(parts[1]) : nil
    switch (parts.first, number) {
    case ("week"?, let weekday?) where (1...7).contains(weekday):
      self = .weekly(weekday: weekday)
    case ("month"?, let day?) where (1...31).contains(day):
      self = .monthly(day: day, monthEnd: monthEnd)
    case ("week"?, _):
      throw InputError(field: "every", message: "week:W needs a weekday 1-7 (1 = Sunday)")
    case ("month"?, _):
      throw InputError(field: "every", message: "month:D needs a day of the month 1-31")
    default:
      throw InputError(field: "every", message: "use week:W (weekday 1-7) or month:D (day 1-31)")
    }
  }

  /// How many deposits the schedule makes in a calendar month on or after
  /// a day.
  ///
  /// - Parameters:
  ///   - year: The month's year.
  ///   - month: The month, 1...12.
  ///   - from: The first day that counts (`nil`: the whole month).
  /// - Returns: 0...5.
  /// - Complexity: O(1).
  public func deposits(year: Int, month: Int, from: CivilDate? = nil) -> Int {
    let length = CivilDate.daysIn(month: month, year: year)
    var firstDay = 1
    if let from {
      let start = from.components
      if start.year == year && start.month == month {
        firstDay = start.day
      } else if (start.year, start.month) > (year, month) {
        return 0
      }
    }
    switch self {
    case .weekly(let weekday):
      guard let first = CivilDate(year: year, month: month, day: firstDay) else { return 0 }
      let offset = (weekday - first.weekday + 7) % 7
      let day = firstDay + offset
      return day > length ? 0 : (length - day) / 7 + 1
    case .monthly(let wanted, let monthEnd):
      let day = wanted <= length ? wanted : monthEnd == .lastDay ? length : 0
      return day >= firstDay ? 1 : 0
    }
  }
}

extension DepositSchedule: CustomStringConvertible {
  /// `week:W` or `month:D`.
  public var description: String {
    switch self {
    case .weekly(let weekday): "week:\(weekday)"
    case .monthly(let day, _): "month:\(day)"
    }
  }
}
