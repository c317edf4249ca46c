import Foundation
import HabitRules

extension Benchmark {
  /// The streak summary of one million stored check-ins in random order.
  ///
  /// Each check-in has its logical day, as `CheckIn` stores it. Against the
  /// straightforward Foundation version over the same records: the day of
  /// each check-in's moment as `DateComponents` in a `Set`, then a walk over
  /// the calendar day by day with `date(byAdding:)`.
  static let streakSummary = Benchmark(
    name: "streak.summary",
    operation: "streak summary of 1M unsorted stored check-ins (per summary)",
    unit: .milliseconds,
    operationsPerRun: 1,
    targetMedian: 30,
    targetRatio: 20,
    targetPeakMemoryMB: 64,
    run: {
      blackHole(
        StreakSummary(
          checkIns: Workloads.unsortedCheckIns, today: Workloads.streakToday,
          calendar: Workloads.calendar))
    },
    baseline: {
      blackHole(foundationStreak())
    }
  )

  /// The same summary when only moments are stored: logical days of one
  /// million unsorted moments first, then the summary.
  static let streakSummaryFromMoments = Benchmark(
    name: "streak.summaryFromMoments",
    operation: "logical days + streak summary of 1M unsorted moments (per summary)",
    unit: .milliseconds,
    operationsPerRun: 1,
    targetMedian: nil,
    targetRatio: nil,
    run: {
      let days = Workloads.calendar.logicalDays(
        of: Workloads.unsortedCheckInMoments, rollover: Workloads.rollover)
      blackHole(
        StreakSummary(
          completedDays: days, today: Workloads.streakToday, calendar: Workloads.calendar))
    },
    baseline: {
      blackHole(foundationStreak())
    }
  )

  /// The day ledger of ten years of daily check-ins with one day in ten
  /// missed, under a freeze policy of 2 a month, at most 2 in a row.
  ///
  /// Against the straightforward Foundation version: the check-ins as
  /// `DateComponents` in a `Set`, a walk day by day with `date(byAdding:)`,
  /// each day's month from `dateComponents`, and the same ledger entries.
  static let streakLedger = Benchmark(
    name: "streak.ledger",
    operation: "day ledger of 10 years, 10% missed, freezes 2/2 (per ledger)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 1_000,
    targetRatio: nil,
    run: {
      blackHole(
        StreakLedger(
          checkIns: Workloads.tenYearsOfCheckIns, today: Workloads.tenYearsToday,
          calendar: Workloads.calendar, policy: Workloads.freezePolicy))
    },
    baseline: {
      blackHole(foundationLedger())
    }
  )

  /// The habit strength after ten years of daily check-ins with one day in
  /// ten missed, under a freeze policy of 2 a month, at most 2 in a row:
  /// every day's strength is stepped in the streak's one walk.
  ///
  /// Against the straightforward Foundation version: the check-ins as
  /// `DateComponents` in a `Set`, a walk day by day with `date(byAdding:)`,
  /// each day's month from `dateComponents`, the same freezes, and the
  /// strength stepped on every done and missed day.
  static let streakStrength = Benchmark(
    name: "streak.strength",
    operation: "habit strength of 10 years, 10% missed, freezes 2/2 (per summary)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 100,
    targetRatio: 20,
    run: {
      blackHole(
        StreakSummary(
          checkIns: Workloads.tenYearsOfCheckIns, today: Workloads.tenYearsToday,
          calendar: Workloads.calendar, policy: Workloads.freezePolicy
        ).strength)
    },
    baseline: {
      blackHole(foundationStrength())
    }
  )
}

/// The strength of ``Benchmark/streakStrength`` the straightforward
/// Foundation way: Loop's score, daily, where a frozen day or an open today
/// holds it.
private func foundationStrength() -> Double {
  let multiplier = pow(0.5, 1.0 / 13)
  var strength = 0.0
  foundationDays { _, status, _ in
    guard status != .frozen, status != .open else { return }
    strength = strength * multiplier + (status == .done ? 1 : 0) * (1 - multiplier)
  }
  return strength
}

/// The ledger of ``Benchmark/streakLedger`` the straightforward Foundation
/// way.
private func foundationLedger() -> [(DateComponents, DayStatus, Int)] {
  var ledger: [(DateComponents, DayStatus, Int)] = []
  foundationDays { ledger.append(($0, $1, $2)) }
  return ledger
}

/// The days of the ten-year workload the straightforward Foundation way: a
/// `Set<DateComponents>` of done days, `Calendar` to step, and freezes 2/2,
/// each day with its status and the running streak after it.
private func foundationDays(_ visit: (DateComponents, DayStatus, Int) -> Void) {
  let calendar = Workloads.foundationCalendar
  let done = Set(
    Workloads.tenYearsOfCheckIns.map {
      DateComponents(
        year: $0.day.components.year, month: $0.day.components.month, day: $0.day.components.day)
    })
  let today = Workloads.tenYearsToday.components
  let todayComponents = DateComponents(year: today.year, month: today.month, day: today.day)
  guard let first = Workloads.tenYearsOfCheckIns.map(\.day).min()?.components,
    var date = calendar.date(
      from: DateComponents(year: first.year, month: first.month, day: first.day))
  else { return }
  var run = 0
  var inRow = 0
  var month = -1
  var used = 0
  while true {
    let components = calendar.dateComponents([.year, .month, .day], from: date)
    if done.contains(components) {
      run += 1
      inRow = 0
      visit(components, .done, run)
    } else if components == todayComponents {
      visit(components, .open, run)
    } else if run > 0 {
      let key = (components.year ?? 0) * 12 + (components.month ?? 0)
      if key != month {
        month = key
        used = 0
      }
      if used < 2, inRow < 2 {
        used += 1
        inRow += 1
        visit(components, .frozen, run)
      } else {
        run = 0
        inRow = 0
        visit(components, .missed, run)
      }
    } else {
      visit(components, .missed, run)
    }
    if components == todayComponents { break }
    guard let next = calendar.date(byAdding: .day, value: 1, to: date) else { break }
    date = next
  }
}

/// Current and longest streak the straightforward Foundation way.
private func foundationStreak() -> (current: Int, longest: Int) {
  let calendar = Workloads.foundationCalendar
  let shift = -Double(Workloads.rollover.wallTime.minutesSinceMidnight * 60)
  var done = Set<DateComponents>()
  var earliest = Date.distantFuture
  for moment in Workloads.unsortedCheckInMoments {
    let shifted = moment.addingTimeInterval(shift)
    done.insert(calendar.dateComponents([.year, .month, .day], from: shifted))
    earliest = min(earliest, shifted)
  }
  let end = Date(timeIntervalSince1970: Workloads.thirtyYearsStart + Workloads.thirtyYears)
  let endDay = calendar.dateComponents([.year, .month, .day], from: end)
  var day = calendar.startOfDay(for: earliest)
  var run = 0
  var longest = 0
  while day <= end {
    let components = calendar.dateComponents([.year, .month, .day], from: day)
    if done.contains(components) {
      run += 1
      longest = max(longest, run)
    } else if components != endDay {
      run = 0
    }
    guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
    day = next
  }
  return (run, longest)
}
