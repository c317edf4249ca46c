import GenSVG
import HabitRules

/// The readable table of `gen streak`: the summary, the reason the last
/// streak ended in the chosen language, and with `--explain` a calendar of
/// the ledger.
struct StreakTable {
  let texts: StreakTexts
  let dates: DateTexts
  let language: Language
  let policy: StreakPolicy

  /// One letter per status in the calendar, so it reads without colour.
  static let symbols: [(DayStatus, Character)] = [
    (.done, "x"), (.rest, "r"), (.frozen, "f"), (.skipped, "/"), (.missed, "."), (.open, "o"),
  ]
  /// Two letters per weekday, Sunday first.
  private static let weekdayNames = DateTexts.englishWeekdays.map { String($0.prefix(2)) }
  private static let fullWeekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// Where today stands, as the table says it.
  private enum TodayState: String {
    case done
    /// Done, and the period still short of its goal (a weekly or monthly
    /// goal): the streak is at risk even though today is done.
    case doneAtRisk = "done (the period's goal is not met yet: streak at risk)"
    case rest = "rest day"
    case restAtRisk = "rest day (streak at risk)"
    case atRisk = "not done yet (streak at risk)"
    case open = "not done yet"

    init(_ summary: StreakSummary) {
      self =
        switch (summary.todayDone, summary.todayIsRest, summary.atRisk) {
        case (true, _, false): .done
        case (true, _, true): .doneAtRisk
        case (false, true, false): .rest
        case (false, true, true): .restAtRisk
        case (false, false, true): .atRisk
        case (false, false, false): .open
        }
    }
  }

  func summary(_ summary: StreakSummary, zone: String, rollover: DayRollover) -> String {
    // The table's words are English, like every gen table; the sentences
    // below are in the chosen language.
    let unit = { texts.length($0, goal: policy.goal, in: .english) }
    var lines = [
      "Streak on \(summary.today) (\(zone), new day at \(rollover.wallTime))",
      "  goal            \(goalDescription)",
      "  current         \(unit(summary.current))",
      "  longest         \(unit(summary.longest))",
      "  strength        \(StreakTexts.percent(summary.strength))%",
      "  today           \(TodayState(summary).rawValue)",
      "  last completed  \(summary.lastCompleted?.description ?? "never")",
    ]
    if let freezes = policy.freezes {
      lines.append("  freezes left    \(summary.freezesLeft) of \(freezes.perMonth) this month")
    }
    if summary.futureRecords > 0 {
      let records = summary.futureRecords == 1 ? "check-in" : "check-ins"
      lines.append("  ignored         \(summary.futureRecords) \(records) dated after today")
    }
    if TodayState(summary) == .rest,
      let sentence = texts.strengthHeldSentence(
        for: .rest, on: summary.today, strength: summary.strength, dates: dates, in: language)
    {
      lines.append("  why it holds    \(sentence)")
    }
    if let sentence = texts.breakSentence(for: summary, policy: policy, dates: dates, in: language)
    {
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
      let perMonth = freezes.perMonth == 1 ? "freeze" : "freezes"
      let inRow = freezes.maxConsecutive == 1 ? "day" : "days"
      parts.append(
        "\(freezes.perMonth) \(perMonth) a month, at most \(freezes.maxConsecutive) \(inRow) in a row"
      )
    }
    if policy.graceMinutes > 0 { parts.append("\(policy.graceMinutes) min grace") }
    return parts.joined(separator: ", ")
  }

  /// Weeks as rows from the policy's week start, one symbol per day, the
  /// streak and the strength after each row's last day, and a legend in the
  /// chosen language.
  func calendar(_ days: [StreakLedger.Day]) -> String {
    let symbol = Dictionary(uniqueKeysWithValues: Self.symbols)
    let legend = Self.symbols.map { status, letter in
      "\(letter) \(texts.statuses[status]?.string(in: language) ?? status.rawValue)"
    }
    let header = (0..<7).map { Self.weekdayNames[(policy.weekStart - 1 + $0) % 7] }
    var lines = [
      "Ledger: " + legend.joined(separator: "  "),
      "week of     " + header.joined(separator: " ") + "  streak  strength",
    ]
    var index = 0
    while index < days.count {
      let first = days[index].day
      let weekStart = first.adding(days: -first.daysSinceWeekStart(policy.weekStart))
      var cells = Array(repeating: "  ", count: 7)
      var streak = 0
      var strength = 0.0
      while index < days.count, CivilDate.days(from: weekStart, to: days[index].day) < 7 {
        let day = days[index]
        cells[CivilDate.days(from: weekStart, to: day.day)] =
          " " + String(symbol[day.status] ?? "?")
        streak = day.streak
        strength = day.strength
        index += 1
      }
      let streakText = String(streak)
      let streakColumn = streakText + String(repeating: " ", count: max(0, 6 - streakText.count))
      lines.append(
        "\(weekStart)  \(cells.joined(separator: " "))  \(streakColumn)  "
          + "\(StreakTexts.percent(strength))%")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
