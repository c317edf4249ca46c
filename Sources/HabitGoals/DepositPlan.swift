import HabitCalendar
import HabitReminders

/// A regular deposit (dollar-cost averaging): a fixed amount every week or
/// month from a start day, at an annual interest rate, for some years
/// (HabitRules.docc/Goals.md).
///
/// The bounds make overflow impossible: the largest plan (``maximumAmount``
/// 5 times a month at ``maximumRateBasisPoints`` for ``maximumYears``) ends
/// below 10^16 minor units, and each month's interest is computed in 128
/// bits.
public struct DepositPlan: Hashable, Sendable {
  /// Minor units per deposit, 1...``maximumAmount``.
  public let amount: Int
  /// When deposits are made.
  public let schedule: DepositSchedule
  /// The annual rate in basis points (1/100 of a percent), 0...``maximumRateBasisPoints``.
  public let rateBasisPoints: Int
  /// How many years (12 months each, from the start's month) the plan runs,
  /// 1...``maximumYears``.
  public let years: Int
  /// The first day deposits count from; its calendar month is month 1.
  public let start: CivilDate
  /// The wall time of the deposit reminders.
  public let time: WallTime

  /// The largest deposit: 10^8 minor units (a million of a currency with cents).
  public static let maximumAmount = 100_000_000
  /// The highest rate: 2 000 basis points, 20 % a year.
  public static let maximumRateBasisPoints = 2_000
  /// The longest plan: 50 years.
  public static let maximumYears = 50
  /// The reminders' default wall time, 09:00.
  public static let defaultTime = WallTime(uncheckedMinutes: 9 * 60)
  /// The divisor of each month's interest: 12 months × 10 000 basis points.
  public static let monthlyDivisor = 120_000

  /// Creates a plan, checking its numbers.
  ///
  /// - Parameters:
  ///   - amount: Minor units per deposit, 1...``maximumAmount``.
  ///   - schedule: When deposits are made.
  ///   - rateBasisPoints: 0...``maximumRateBasisPoints``.
  ///   - years: 1...``maximumYears``.
  ///   - start: The first day deposits count from.
  ///   - time: The wall time of the reminders (default 09:00).
  /// - Throws: ``InputError`` naming `amount`, `rate` or `years`.
  public init(
    amount: Int, schedule: DepositSchedule, rateBasisPoints: Int, years: Int, start: CivilDate,
    time: WallTime = DepositPlan.defaultTime
  ) throws(InputError) {
    guard (1...Self.maximumAmount).contains(amount) else {
      throw InputError(
        field: "amount",
        message: "\(amount) is out of range; use 1-\(Self.maximumAmount) minor units")
    }
    guard (0...Self.maximumRateBasisPoints).contains(rateBasisPoints) else {
      throw InputError(
        field: "rate",
        message:
          "\(rateBasisPoints) basis points is out of range; use 0-\(Self.maximumRateBasisPoints) (0-20 % a year)"
      )
    }
    guard (1...Self.maximumYears).contains(years) else {
      throw InputError(
        field: "years", message: "\(years) is out of range; use 1-\(Self.maximumYears)")
    }
    guard CivilDate.days(from: start, to: .latest) > years * 366 else {
      throw InputError(field: "start", message: "the plan would run past 9999-12-31")
    }
    self.amount = amount
    self.schedule = schedule
    self.rateBasisPoints = rateBasisPoints
    self.years = years
    self.start = start
    self.time = time
  }

  /// The deposit days as one section 11 reminder rule, so a plan nudges on
  /// its deposit days and shares the one notification budget with every
  /// other source (`gen sync --reminders`).
  ///
  /// The rule has no end date: a front end removes it when the plan ends.
  ///
  /// - Parameters:
  ///   - id: The rule's id (1-64 ASCII letters, digits, `-`, `_`).
  ///   - title: The person's title for the reminder.
  /// - Returns: The rule.
  /// - Throws: ``InputError`` for a bad id or an empty title.
  public func reminder(id: String, title: String) throws(InputError) -> RecurringReminder {
    switch schedule {
    case .weekly(let weekday):
      return try RecurringReminder(
        id: id, title: title, time: time, recurrence: .weekly(weekdays: [weekday]))
    case .monthly(let day, let monthEnd):
      return try RecurringReminder(
        id: id, title: title, time: time, recurrence: .monthly(day: day), monthEnd: monthEnd)
    }
  }
}
