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
