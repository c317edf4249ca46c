import HabitRules
import HabitToolkit

/// `gen review`'s table: the period and the one before side by side, each
/// day's sessions and minutes, and the share text, in the chosen language
/// (labels from `review.json`, dates from `dates.json`, where the weekday
/// goes from `tables.json`).
struct ReviewTable {
  let texts: ReviewTexts
  let dates: DateTexts
  let words: TableWords
  let language: Language

  func text(_ report: ReviewReport) -> String {
    let review = report.review
    let current = review.current
    // A month is named as a month ("Nov 2026"), a range of one day with
    // the singular title (HabitRules.docc/ReviewAndCards.md).
    let title: ReviewTexts.Label =
      switch review.period {
      case .week: .week
      case .month: .month
      case .range: current.start == current.end ? .day : .range
      }
    var lines = [
      texts.label(
        title, in: language,
        [
          "period": ReviewTexts.periodName(
            from: current.start, to: current.end, dates: dates, in: language)
        ])
    ]
    if review.running {
      lines.append(texts.label(.soFar, in: language, ["today": date(review.today)]))
    }
    lines.append("")
    let rows = figureRows(review)
    let labelWidth = rows.map { Self.width($0.0) }.max() ?? 0
    let valueWidth = rows.map { Self.width($0.1) }.max() ?? 0
    for (label, now, before) in rows {
      lines.append(
        "  " + Self.pad(label, labelWidth) + "  " + Self.pad(now, valueWidth) + "  " + before)
    }
    lines += ["", texts.label(.days, in: language)]
    lines += dayLines(review.days.filter { $0.day <= review.today })
    if report.includesHeatmap {
      lines += ["", texts.label(.heatmap, in: language)] + heatmapLines(review)
    }
    lines += ["", texts.label(.share, in: language), "  " + report.shareText]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A day as people read it.
  private func date(_ day: CivilDate) -> String { dates.string(day, in: language) }

  /// The column headings, then a row per figure: its label, the period's
  /// value and the period before's.
  private func figureRows(_ review: PeriodReview) -> [(String, String, String)] {
    let (current, previous) = (review.current, review.previous)
    let columns: (ReviewTexts.Label, ReviewTexts.Label) =
      switch (review.period, review.running) {
      case (.week, true): (.thisWeek, .weekBefore)
      case (.week, false): (.thatWeek, .weekBeforeThat)
      case (.month, true): (.thisMonth, .monthBefore)
      case (.month, false): (.thatMonth, .monthBeforeThat)
      case (.range, _) where current.start == current.end: (.thisDay, .dayBefore)
      case (.range, _): (.thisRange, .rangeBefore)
      }
    let counts: [(ReviewTexts.Label, KeyPath<PeriodFigures, Int>)] = [
      (.sessions, \.sessions), (.focusMinutes, \.focusMinutes), (.deepFocus, \.deepFocusCount),
      (.activeDays, \.activeDays),
    ]
    var totals: [(ReviewTexts.Label, KeyPath<PeriodFigures, Int>)] = [
      (.miles, \.miles), (.xp, \.xp), (.streak, \.streak),
    ]
    // Sessions that ended calmer (HabitRules.docc/Breathing.md), shown
    // only when this period has one: a period without is never pointed at.
    if current.endedCalmer > 0 { totals.insert((.endedCalmer, \.endedCalmer), at: 0) }
    func row(_ label: ReviewTexts.Label, _ figure: KeyPath<PeriodFigures, Int>) -> (
      String, String, String
    ) {
      (
        texts.label(label, in: language), formatForReading(current[keyPath: figure]),
        formatForReading(previous[keyPath: figure])
      )
    }
    return [("", texts.label(columns.0, in: language), texts.label(columns.1, in: language))]
      + counts.map(row)
      + [
        (texts.label(.bestDay, in: language), bestDay(current), bestDay(previous)),
        (texts.label(.peakBand, in: language), band(current), band(previous)),
      ]
      + totals.map(row)
      + [
        (
          texts.label(.strength, in: language), "\(StreakTexts.percent(current.strength))%",
          "\(StreakTexts.percent(previous.strength))%"
        )
      ]
  }

  /// A line per day shown: the day as the language places its weekday
  /// (`tables.json`'s `day`, the date as people read it: `Mon Nov 30,
  /// 2026`, `2026年11月30日（月）`), its minutes, and a bar of its sessions.
  private func dayLines(_ shown: [ReviewDay]) -> [String] {
    let days = shown.map { day in
      words(.day, ["date": date(day.day), "weekday": dates.weekday(day.day, in: language)])
    }
    let dayWidth = days.map(Self.width).max() ?? 0
    let minutesWidth = shown.map { formatForReading($0.focusMinutes).count }.max() ?? 1
    return zip(shown, days).map { day, written in
      let count = formatForReading(day.focusMinutes)
      let bar = day.sessions > 0 ? "  " + String(repeating: "#", count: min(day.sessions, 20)) : ""
      return "  " + Self.pad(written, dayWidth) + "  "
        + String(repeating: " ", count: minutesWidth - count.count) + count + bar
    }
  }

  /// A line per weekday of the heatmap (the week start first): its name,
  /// then each hour with minutes as `HH:00 N`; a weekday without any,
  /// its name and `-`.
  private func heatmapLines(_ review: PeriodReview) -> [String] {
    let names = dates.weekdayNames(in: language)
    let written = review.heatmap.indices.map { row in
      let weekday = (review.weekStart - 1 + row) % 7
      return names.indices.contains(weekday) ? names[weekday] : "\(weekday + 1)"
    }
    let width = written.map(Self.width).max() ?? 0
    return zip(review.heatmap, written).map { minutes, name in
      let cells = minutes.enumerated().filter { $0.element > 0 }.map { hour, value in
        (hour < 10 ? "0\(hour)" : "\(hour)") + ":00 " + formatForReading(value)
      }
      return "  " + Self.pad(name, width) + "  "
        + (cells.isEmpty ? "-" : cells.joined(separator: "  "))
    }
  }

  private func bestDay(_ figures: PeriodFigures) -> String {
    guard let day = figures.bestDay else { return "-" }
    return texts.label(
      .bestDayValue, in: language,
      ["day": dates.string(day, in: language), "minutes": formatForReading(figures.bestDayMinutes)])
  }

  private func band(_ figures: PeriodFigures) -> String {
    texts.bands.first { $0.id == figures.peakBand }?.name.string(in: language) ?? "-"
  }

  /// Columns a text takes in a terminal: two for a wide (CJK, kana,
  /// Hangul) character.
  static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - Self.width(text)))
  }
}
