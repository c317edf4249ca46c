import HabitRules

/// The readable table of `gen streak` in the chosen language: the summary,
/// the reason the last streak ended, and with `--explain` a calendar of the
/// ledger.
struct StreakTable {
  let texts: StreakTexts
  let dates: DateTexts
  let words: TableWords
  let policy: StreakPolicy

  var language: Language { words.language }

  /// One letter per status in the calendar, so it reads without colour.
  static let symbols: [(DayStatus, Character)] = [
    (.done, "x"), (.rest, "r"), (.frozen, "f"), (.skipped, "/"), (.missed, "."), (.open, "o"),
  ]

  /// Where today stands, as the table says it.
  private static func todayState(_ summary: StreakSummary) -> TableTexts.Key {
    switch (summary.todayDone, summary.todayIsRest, summary.atRisk) {
    case (true, _, false): .todayDone
    // Done, and the period still short of its goal (a weekly or monthly
    // goal): the streak is at risk even though today is done.
    case (true, _, true): .todayDoneAtRisk
    case (false, true, false): .todayRest
    case (false, true, true): .todayRestAtRisk
    case (false, false, true): .todayAtRisk
    case (false, false, false): .todayOpen
    }
  }

  func summary(_ summary: StreakSummary, zone: String, rollover: DayRollover) -> String {
    let unit = { texts.length($0, goal: policy.goal, in: language) }
    let label = words.labels([
      .goal, .current, .longest, .strength, .today, .lastCompleted, .freezesLeft, .ignored,
      .whyItHolds, .whyItStopped,
    ])
    func line(_ key: TableTexts.Key, _ value: String) -> String {
      "  " + (label[key] ?? "") + value
    }
    let state = Self.todayState(summary)
    var lines = [
      words(
        .streakHeading,
        ["today": words.date(summary.today), "zone": zone, "time": "\(rollover.wallTime)"]),
      line(.goal, texts.describe(policy, in: language)),
      line(.current, unit(summary.current)),
      line(.longest, unit(summary.longest)),
      line(.strength, "\(StreakTexts.percent(summary.strength))%"),
      line(.today, words(state)),
      line(.lastCompleted, summary.lastCompleted.map(words.date) ?? words(.never)),
    ]
    if let freezes = policy.freezes {
      lines.append(
        line(
          .freezesLeft,
          words(
            .freezesLeftValue,
            ["left": "\(summary.freezesLeft)", "perMonth": "\(freezes.perMonth)"])))
    }
    if summary.futureRecords > 0 {
      lines.append(
        line(
          .ignored,
          words(
            .ignoredValue, ["count": words.number(summary.futureRecords)],
            count: summary.futureRecords)))
    }
    if state == .todayRest,
      let sentence = texts.strengthHeldSentence(
        for: .rest, on: summary.today, strength: summary.strength, dates: dates, in: language)
    {
      lines.append(line(.whyItHolds, sentence))
    }
    if let sentence = texts.breakSentence(for: summary, policy: policy, dates: dates, in: language)
    {
      lines.append(line(.whyItStopped, sentence))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Weeks as rows from the policy's week start, one symbol per day, the
  /// streak and the strength after each row's last day, and a legend in the
  /// chosen language.
  ///
  /// A row starts with its first day as the language writes a date (`Nov 16, 2026`, `2026年11月16日`), the column as wide as
  /// the widest of them.
  func calendar(_ days: [StreakLedger.Day]) -> String {
    let symbol = Dictionary(uniqueKeysWithValues: Self.symbols)
    let legend = Self.symbols.map { status, letter in
      "\(letter) \(texts.statuses[status]?.string(in: language) ?? status.rawValue)"
    }
    let names = words(.calendarWeekdays).split(separator: " ").map(String.init)
    let header = (0..<7).map { day in
      let index = (policy.weekStart - 1 + day) % 7
      return padded(names.indices.contains(index) ? names[index] : "", to: 2)
    }
    let weekStarts = days.map { $0.day.adding(days: -$0.day.daysSinceWeekStart(policy.weekStart)) }
    let width =
      (weekStarts.map { displayWidth(words.date($0)) } + [displayWidth(words(.weekOf))]).max()
      ?? 0
    var lines = [
      words(.ledger, ["legend": legend.joined(separator: "  ")]),
      padded(words(.weekOf), to: width + 2) + header.joined(separator: " ") + "  "
        + padded(words(.streakColumn), to: 6) + "  " + words(.strengthColumn),
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
      let streakText = words.number(streak)
      let streakColumn = streakText + String(repeating: " ", count: max(0, 6 - streakText.count))
      lines.append(
        padded(words.date(weekStart), to: width) + "  \(cells.joined(separator: " "))  "
          + "\(streakColumn)  \(StreakTexts.percent(strength))%")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
