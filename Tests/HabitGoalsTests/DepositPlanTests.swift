import Foundation
import HabitCalendar
import HabitReminders
import HabitTestSupport
import Testing

@testable import HabitGoals

/// Regular deposits: the schedule, the projection worked by hand, the
/// bounds.
@Suite struct DepositPlanTests {
  /// Deposits a schedule makes in a month, counted on a calendar by hand.
  @Test(
    arguments: [
      // October 2026: Thursdays 1, 8, 15, 22, 29 (five); Sundays 4 ... 25 (four).
      ("week:5", "skip", 2026, 10, nil, 5),
      ("week:1", "skip", 2026, 10, nil, 4),
      // From October 9: Thursdays 15, 22, 29.
      ("week:5", "skip", 2026, 10, "2026-10-09", 3),
      // A start in a later month: nothing yet.
      ("week:5", "skip", 2026, 10, "2026-11-01", 0),
      // February 2026 has 28 days: four of every weekday.
      ("week:3", "skip", 2026, 2, nil, 4),
      ("month:31", "skip", 2026, 2, nil, 0),
      ("month:31", "lastDay", 2026, 2, nil, 1),
      ("month:29", "skip", 2028, 2, nil, 1),
      ("month:29", "skip", 2026, 2, nil, 0),
      ("month:31", "skip", 2026, 1, nil, 1),
      ("month:10", "skip", 2026, 10, "2026-10-11", 0),
      ("month:10", "skip", 2026, 10, "2026-10-10", 1),
      // lastDay of February is the 28th: a start on the 28th still gets it.
      ("month:30", "lastDay", 2026, 2, "2026-02-28", 1),
    ] as [(String, String, Int, Int, String?, Int)])
  func depositsInAMonth(
    every: String, monthEnd: String, year: Int, month: Int, from: String?, expected: Int
  ) throws {
    let schedule = try DepositSchedule(
      parsing: every, monthEnd: try #require(.init(rawValue: monthEnd)))
    #expect(
      schedule.deposits(year: year, month: month, from: try from.map(day)) == expected)
  }

  /// Half-even ties: .5 goes to the even neighbour, either way of it.
  @Test(arguments: [
    // 60 000 x 1 / 120 000 = 0.5 -> 0; 180 000 -> 1.5 -> 2; 300 000 -> 2.5 -> 2.
    (60_000, 1, 0), (180_000, 1, 2), (300_000, 1, 2), (420_000, 1, 4),
    // Not a tie: 0.5000083 -> 1; 0.4999917 -> 0.
    (60_001, 1, 1), (59_999, 1, 0),
    (0, 2_000, 0), (1, 2_000, 0), (60, 2_000, 1), (30, 2_000, 0), (90, 2_000, 2),
    (-180_000, 1, -2), (-300_000, 1, -2),
  ])
  func halfEven(value: Int, rate: Int, expected: Int) {
    #expect(roundHalfEven(value, times: rate, over: 120_000) == expected)
  }

  /// A month of 5 weekly deposits, then interest on the month's end,
  /// worked by hand: October 2026, Thursdays, 100.00 each at 12 % (1 % a
  /// month).
  @Test func aMonthOfFiveWeeklyDeposits() throws {
    let plan = try DepositPlan(
      amount: 10_000, schedule: .weekly(weekday: 5), rateBasisPoints: 1_200, years: 1,
      start: try day("2026-10-01"))
    let projection = plan.projection()
    // Thursdays per month, October 2026 to September 2027, from a calendar:
    // 5 4 5 4 4 4 5 4 4 5 4 5. Each month: the deposits, then 1 % of the
    // balance rounded half-even. October: 50 000 -> +500; November: 90 500
    // -> +905; ... July 2027: 460 450 -> 4 604.5, a tie -> 4 604 (even);
    // August: 505 054 -> 5 050.54 -> 5 051.
    let monthlyInterest = [500, 905, 1414, 1828, 2246, 2669, 3196, 3628, 4064, 4604, 5051, 5601]
    #expect(projection.deposits == 53)
    #expect(projection.deposited == 530_000)
    #expect(projection.interest == monthlyInterest.reduce(0, +))
    #expect(projection.balance == 565_706)
    #expect(projection.years.map(\.balance) == [565_706])
    #expect(projection.end == (try day("2027-09-30")))
  }

  /// February and the 31st: monthly on the 31st, both month-end rules, a
  /// year from January.
  @Test(arguments: [("skip", 7), ("lastDay", 12)])
  func theThirtyFirst(monthEnd: String, deposits: Int) throws {
    let plan = try DepositPlan(
      amount: 5_000,
      schedule: .monthly(day: 31, monthEnd: try #require(.init(rawValue: monthEnd))),
      rateBasisPoints: 0, years: 1, start: try day("2026-01-01"))
    let projection = plan.projection()
    #expect(projection.deposits == deposits)
    #expect(projection.deposited == deposits * 5_000)
    #expect(projection.interest == 0)
    #expect(projection.balance == deposits * 5_000)
  }

  /// A rate of 0: the balance is what was deposited, every year.
  @Test func aRateOfZero() throws {
    let plan = try DepositPlan(
      amount: 1_234, schedule: .weekly(weekday: 2), rateBasisPoints: 0, years: 3,
      start: try day("2026-12-01"))
    let projection = plan.projection()
    #expect(projection.interest == 0)
    #expect(projection.years.map(\.interest) == [0, 0, 0])
    #expect(projection.years.map(\.balance) == projection.years.map(\.deposited))
    #expect(projection.balance == projection.deposits * 1_234)
  }

  /// The largest plan the bounds allow runs without overflow and ends below
  /// 10^16; one past each bound is refused, naming the field.
  @Test func boundsMakeOverflowImpossible() throws {
    for weekday in 1...7 {
      let plan = try DepositPlan(
        amount: DepositPlan.maximumAmount, schedule: .weekly(weekday: weekday),
        rateBasisPoints: DepositPlan.maximumRateBasisPoints, years: DepositPlan.maximumYears,
        start: try day("2026-01-01"))
      let projection = plan.projection()
      #expect(projection.balance < 10_000_000_000_000_000)
      #expect(projection.balance == projection.deposited + projection.interest)
    }
    let start = try day("2026-01-01")
    let cases: [(Int, Int, Int, String)] = [
      (0, 100, 1, "amount"), (DepositPlan.maximumAmount + 1, 100, 1, "amount"),
      (-5, 100, 1, "amount"), (100, -1, 1, "rate"), (100, 2_001, 1, "rate"),
      (100, 100, 0, "years"), (100, 100, 51, "years"),
    ]
    for (amount, rate, years, field) in cases {
      #expect(throws: InputError.self) {
        _ = try DepositPlan(
          amount: amount, schedule: .weekly(weekday: 1), rateBasisPoints: rate, years: years,
          start: start)
      }
      do {
        _ = try DepositPlan(
          amount: amount, schedule: .weekly(weekday: 1), rateBasisPoints: rate, years: years,
          start: start)
      } catch {
        #expect(error.field == field)
      }
    }
    #expect(throws: InputError.self) {
      _ = try DepositPlan(
        amount: 1, schedule: .weekly(weekday: 1), rateBasisPoints: 0, years: 50,
        start: try day("9990-01-01"))
    }
  }

  @Test(arguments: [
    ("week:0", "week:W needs a weekday 1-7 (1 = Sunday)"),
    ("week:8", "week:W needs a weekday 1-7 (1 = Sunday)"),
    ("month:32", "month:D needs a day of the month 1-31"),
    ("month:", "month:D needs a day of the month 1-31"),
    ("daily", "use week:W (weekday 1-7) or month:D (day 1-31)"),
  ])
  func badSchedules(text: String, message: String) {
    #expect(throws: InputError(field: "every", message: message)) {
      _ = try DepositSchedule(parsing: text)
    }
  }

  /// The deposit days as a section 11 rule: its occurrences are the
  /// deposit days, and it costs one repeating request.
  @Test func theScheduleIsAReminderRule() throws {
    let start = try day("2026-10-01")
    let weekly = try DepositPlan(
      amount: 100, schedule: .weekly(weekday: 5), rateBasisPoints: 0, years: 1, start: start)
    let rule = try weekly.reminder(id: "dca", title: "Put 1.00 in the jar")
    #expect(rule.recurrence == .weekly(weekdays: [5]))
    #expect(rule.time == WallTime(hour: 9, minute: 0))
    let utc = CivilCalendar(timeZone: try zone("UTC"))
    let next = rule.occurrences(after: try moment("2026-10-01T00:00:00Z"), count: 5, calendar: utc)
    #expect(
      next.map { utc.civilDate(of: $0).description }
        == ["2026-10-01", "2026-10-08", "2026-10-15", "2026-10-22", "2026-10-29"])
    let monthly = try DepositPlan(
      amount: 100, schedule: .monthly(day: 31, monthEnd: .lastDay), rateBasisPoints: 0,
      years: 1, start: start)
    let monthRule = try monthly.reminder(id: "dca", title: "Deposit")
    #expect(monthRule.recurrence == .monthly(day: 31))
    #expect(monthRule.monthEnd == .lastDay)
    #expect(throws: InputError.self) { _ = try monthly.reminder(id: "", title: "Deposit") }
  }
}
