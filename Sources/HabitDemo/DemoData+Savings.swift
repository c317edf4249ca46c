import Foundation
import HabitCalendar
import HabitGoals
import HabitToolkit

extension DemoData {
  /// The clock's bands for deposits: evenings most, then lunch.
  static let depositBands = [
    (first: 12 * 60, last: 13 * 60 + 30, weight: 2),
    (first: 19 * 60, last: 22 * 60 + 30, weight: 5),
  ]

  /// Demo deposits, the input of `gen goal wish --deposits`.
  ///
  /// One deposit on a done day, 5.00-50.00 (500-5,000 minor units in steps
  /// of 100); one done day in fifteen before the streak is a withdrawal of
  /// 10.00-30.00 instead. A deposit counts when it lies in the window;
  /// when none does, one of 20.00 is made 30 minutes before now.
  ///
  /// - Returns: The deposits, oldest first, each with `demo` set.
  /// - Complexity: O(*d*) for *d* days.
  public func deposits() -> [Deposit] {
    var deposits: [Deposit] = []
    let plan = plan(.savings)
    for (index, var day) in plan.enumerated() where day.done {
      let minute = day.minute(in: Self.depositBands)
      let amount = 100 * day.random.next(in: 5...50)
      let withdrawal = day.random.next(below: 15) == 0 && index + 9 < plan.count
      let taken = -500 * day.random.next(in: 2...6)
      let at = moment(day.date, minute: minute)
      guard contains(at),
        let made = try? Deposit(at: at, amount: withdrawal ? taken : amount, demo: true)
      else { continue }
      deposits.append(made)
    }
    if deposits.isEmpty,
      let only = try? Deposit(at: now.addingTimeInterval(-30 * 60), amount: 2_000, demo: true)
    {
      deposits.append(only)
    }
    return deposits
  }
}
