import HabitCalendar
import HabitReminders

/// Where a ``DepositPlan`` ends, exact to the minor unit on every platform:
/// what `gen goal dca --json` prints, with the plan's reminder rule.
///
/// JSON (version 1): `{"deposited", "interest", "balance", "deposits",
/// "months", "end", "years": [{"year", "end", "deposited", "interest",
/// "balance"}], "rules": [reminder rules]}`.
public struct DepositProjection: Hashable, Sendable, Codable {
  /// The figures at the end of one plan year (12 months from the start's
  /// month), cumulative since the start.
  public struct Year: Hashable, Sendable, Codable {
    /// 1 for the first 12 months.
    public let year: Int
    /// The last day of the year's 12th month.
    public let end: CivilDate
    /// Everything deposited up to the year's end.
    public let deposited: Int
    /// Every month's interest up to the year's end.
    public let interest: Int
    /// `deposited + interest`.
    public let balance: Int
  }

  /// Everything deposited.
  public let deposited: Int
  /// Every month's interest.
  public let interest: Int
  /// `deposited + interest` at the end of the last month.
  public let balance: Int
  /// How many deposits the schedule made.
  public let deposits: Int
  /// `years × 12`.
  public let months: Int
  /// The last day of the last month.
  public let end: CivilDate
  /// One row per plan year, for the picture.
  public let years: [Year]
  /// The deposit days as reminder rules (one rule).
  public let rules: [RecurringReminder]
}

extension DepositPlan {
  /// Projects the plan (HabitRules.docc/Goals.md): month 1 is the start's calendar
  /// month; in each month the deposits the schedule makes on or after the
  /// start are added first, then at the month's end `interest =
  /// roundHalfEven(balance × rateBasisPoints / 120000)` is added.
  ///
  /// - Parameter rules: The reminder rules to carry in the result
  ///   (``reminder(id:title:)``).
  /// - Returns: The projection.
  /// - Complexity: O(*years* × 12), each month O(1).
  public func projection(rules: [RecurringReminder] = []) -> DepositProjection {
    var deposited = 0
    var interest = 0
    var count = 0
    var rows: [DepositProjection.Year] = []
    rows.reserveCapacity(years)
    let first = start.components
    var year = first.year
    var month = first.month
    var end = start
    for index in 1...(years * 12) {
      let made = schedule.deposits(year: year, month: month, from: start)
      count += made
      deposited += made * amount
      let earned = roundHalfEven(
        deposited + interest, times: rateBasisPoints, over: Self.monthlyDivisor)
      interest += earned
      end = CivilDate(
        uncheckedYear: year, month: month, day: CivilDate.daysIn(month: month, year: year))
      if index % 12 == 0 {
        rows.append(
          DepositProjection.Year(
            year: index / 12, end: end, deposited: deposited, interest: interest,
            balance: deposited + interest))
      }
      month += 1
      if month == 13 { (year, month) = (year + 1, 1) }
    }
    return DepositProjection(
      deposited: deposited, interest: interest, balance: deposited + interest, deposits: count,
      months: years * 12, end: end, years: rows, rules: rules)
  }
}

extension CivilDate {
  /// A date known to exist (the last day of a month inside the supported
  /// range).
  fileprivate init(uncheckedYear year: Int, month: Int, day: Int) {
    self = CivilDate(year: year, month: month, day: day) ?? .latest
  }
}
