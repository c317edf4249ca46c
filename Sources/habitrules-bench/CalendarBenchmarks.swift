import Foundation
import HabitRules

extension Benchmark {
  /// Logical days (04:00 rollover) of one million sorted moments over 30
  /// years in New York, against `Calendar.dateComponents` per moment.
  static let logicalDays = Benchmark(
    name: "calendar.logicalDay",
    operation: "logical day of 1M sorted moments, New York, 30 years (per moment)",
    unit: .nanoseconds,
    operationsPerRun: 1_000_000,
    targetMedian: 10,
    targetRatio: 20,
    run: {
      blackHole(
        Workloads.calendar.logicalDays(of: Workloads.sortedMoments, rollover: Workloads.rollover))
    },
    baseline: {
      // The cheapest Foundation version: one dateComponents per moment,
      // shifted by the rollover (which is wrong near DST changes; the
      // library's answer is not).
      let calendar = Workloads.foundationCalendar
      let shift = -Double(Workloads.rollover.wallTime.minutesSinceMidnight * 60)
      var days: [DateComponents] = []
      days.reserveCapacity(Workloads.sortedMoments.count)
      for moment in Workloads.sortedMoments {
        days.append(
          calendar.dateComponents([.year, .month, .day], from: moment.addingTimeInterval(shift)))
      }
      blackHole(days)
    }
  )
}
