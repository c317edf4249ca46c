import Foundation
import HabitRules

extension Benchmark {
  /// A 40-year weekly regular deposit (50.00 every Monday at 4 % a year
  /// from 2026-01-05): the projection month by month with half-even
  /// interest, the per-year table and the plan's reminder rule.
  ///
  /// Against the straightforward Foundation version: a walk day by day
  /// with `date(byAdding:)`, each day's weekday and month from
  /// `dateComponents`, and the balance in `Decimal` rounded with
  /// `NSDecimalRound(.bankers)` at each month's end.
  static let goalsDCA = Benchmark(
    name: "goals.dca",
    operation: "40-year weekly deposit projection (per plan)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 50,
    targetRatio: 20,
    run: {
      guard let plan = fortyYearPlan, let rule = try? plan.reminder(id: "dca", title: "Deposit")
      else { return }
      blackHole(plan.projection(rules: [rule]))
    },
    baseline: {
      blackHole(foundationProjection())
    }
  )
}

private let fortyYearPlan: DepositPlan? = {
  guard let start = CivilDate(year: 2026, month: 1, day: 5) else { return nil }
  return try? DepositPlan(
    amount: 5_000, schedule: .weekly(weekday: 2), rateBasisPoints: 400, years: 40, start: start)
}()

/// ``Benchmark/goalsDCA`` the straightforward Foundation way; returns the
/// balance and the per-year balances.
private func foundationProjection() -> (Decimal, [Decimal]) {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
  guard var date = calendar.date(from: DateComponents(year: 2026, month: 1, day: 5)),
    let end = calendar.date(from: DateComponents(year: 2066, month: 1, day: 1))
  else { return (0, []) }
  var balance = Decimal(0)
  var years: [Decimal] = []
  var month = calendar.component(.month, from: date)
  var months = 0
  while date < end {
    let components = calendar.dateComponents([.weekday, .month], from: date)
    if components.month != month {
      var interest = balance * Decimal(400) / Decimal(120_000)
      var rounded = Decimal()
      NSDecimalRound(&rounded, &interest, 0, .bankers)
      balance += rounded
      months += 1
      if months % 12 == 0 { years.append(balance) }
      month = components.month ?? month
    }
    if components.weekday == 2 { balance += 5_000 }
    guard let next = calendar.date(byAdding: .day, value: 1, to: date) else { break }
    date = next
  }
  var interest = balance * Decimal(400) / Decimal(120_000)
  var rounded = Decimal()
  NSDecimalRound(&rounded, &interest, 0, .bankers)
  balance += rounded
  years.append(balance)
  return (balance, years)
}
