import HabitRules

/// The readable table of `gen streak`: the summary, the reason the last
/// streak ended in the chosen language, and with `--explain` a calendar of
/// the ledger.
struct StreakTable {
  let texts: StreakTexts
  let language: Language
  let policy: StreakPolicy

  /// One letter per status in the calendar, so it reads without colour.
  static let symbols: [(DayStatus, Character)] = [
    (.done, "x"), (.rest, "r"), (.frozen, "f"), (.skipped, "/"), (.missed, "."), (.open, "o"),
  ]
  private static let weekdayNames = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
  private static let fullWeekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  func summary(_ summary: StreakSummary, zone: String, rollover: DayRollover) -> String {
    // The table's words are English, like every gen table; the reason
    // below is in the chosen language.
    let unit = { texts.length($0, goal: policy.goal, in: .english) }
    let todayState =
      summary.todayDone
      ? "done"
      : summary.todayIsRest
        ? "rest day" : summary.atRisk ? "not done yet (streak at risk)" : "not done yet"
    var lines = [
      "Streak on \(summary.today) (\(zone), new day at \(rollover.wallTime))",
      "  goal            \(goalDescription)",
      "  current         \(unit(summary.current))",
      "  longest         \(unit(summary.longest))",
      "  today           \(todayState)",
      "  last completed  \(summary.lastCompleted?.description ?? "never")",
    ]
    if let freezes = policy.freezes {
      lines.append("  freezes left    \(summary.freezesLeft) of \(freezes.perMonth) this month")
    }
    if summary.futureRecords > 0 {
      lines.append("  ignored         \(summary.futureRecords) check-ins dated after today")
    }
    if let sentence = texts.breakSentence(for: summary, policy: policy, in: language) {
      lines.append("  why it stopped  \(sentence)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var goalDescription: String {
    var parts = ["\(policy.goal)"]
    if case .weekly = policy.goal {
      parts.append("weeks from \(Self.fullWeekdayNames[policy.weekStart - 1])")
    }
    if let freezes = policy.freezes {
      parts.append(
        "freezes \(freezes.perMonth) a month, at most \(freezes.maxConsecutive) in a row")
    }
    if policy.graceMinutes > 0 { parts.append("\(policy.graceMinutes) min grace") }
    return parts.joined(separator: ", ")
  }

  /// Weeks as rows from the policy's week start, one symbol per day, the
  /// streak after each row's last day, and a legend in the chosen language.
  func calendar(_ days: [StreakLedger.Day]) -> String {
    let symbol = Dictionary(uniqueKeysWithValues: Self.symbols)
    let legend = Self.symbols.map { status, letter in
      "\(letter) \(texts.statuses[status]?.string(in: language) ?? status.rawValue)"
    }
    let header = (0..<7).map { Self.weekdayNames[(policy.weekStart - 1 + $0) % 7] }
    var lines = [
      "Ledger: " + legend.joined(separator: "  "),
      "week of     " + header.joined(separator: " ") + "  streak",
    ]
    var index = 0
    while index < days.count {
      let first = days[index].day
      let column = (first.weekday - policy.weekStart + 7) % 7
      let weekStart = first.adding(days: -column)
      var cells = Array(repeating: "  ", count: 7)
      var streak = 0
      while index < days.count, CivilDate.days(from: weekStart, to: days[index].day) < 7 {
        let day = days[index]
        cells[CivilDate.days(from: weekStart, to: day.day)] =
          " " + String(symbol[day.status] ?? "?")
        streak = day.streak
        index += 1
      }
      lines.append("\(weekStart)  \(cells.joined(separator: " "))  \(streak)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
