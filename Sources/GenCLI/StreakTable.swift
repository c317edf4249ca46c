import HabitRules

/// The readable table of `gen streak`.
enum StreakTable {
  static func text(_ summary: StreakSummary, zone: String, rollover: DayRollover) -> String {
    func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
    let todayState =
      summary.todayDone
      ? "done"
      : summary.todayIsRest
        ? "rest day" : summary.atRisk ? "not done yet (streak at risk)" : "not done yet"
    var lines = [
      "Streak on \(summary.today) (\(zone), new day at \(rollover.wallTime))",
      "  current         \(days(summary.current))",
      "  longest         \(days(summary.longest))",
      "  today           \(todayState)",
      "  last completed  \(summary.lastCompleted?.description ?? "never")",
    ]
    if summary.futureRecords > 0 {
      lines.append("  ignored         \(summary.futureRecords) check-ins dated after today")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
