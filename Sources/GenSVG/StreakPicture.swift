import HabitRules

/// `gen streak --svg`: a calendar heatmap of the day ledger, a column per
/// week and a cell per day, with month labels, the current and longest
/// streak, the reason the last streak stopped, and the habit strength as a
/// line under the calendar, one point per day.
///
/// A ledger longer than ``maximumWeeks`` weeks is drawn from that many
/// weeks before today, and the subtitle says so.
///
/// Each status has a colour and a pattern or outline of its own, so the
/// picture reads without colour. Each cell has `data-day`, `data-status`,
/// `data-strength` and a `<title>` with the day, its status, the streak
/// after it and the strength (on a rest or frozen day, the sentence saying
/// it held).
package enum StreakPicture {
  private static let cell = 14.0
  private static let gap = 3.0
  private static let left = 44.0
  private static let top = 96.0
  private static let step = cell + gap
  /// The strength line's height, 0% at the bottom and 100% at the top.
  private static let chartHeight = 36.0
  /// The most weeks drawn: about two years, well inside what renderers
  /// accept (`rsvg-convert` refuses more than 32,767 pixels).
  static let maximumWeeks = 106

  /// How each status is drawn: fill, stroke, dashes.
  private static let styles: [DayStatus: (fill: String, stroke: String, dash: String?)] = [
    .done: ("#1a7f37", "#116329", nil),
    .rest: ("url(#rest)", "#57606a", nil),
    .frozen: ("url(#frozen)", "#0969da", nil),
    .skipped: ("url(#skipped)", "#8c959f", nil),
    .missed: ("#ffffff", "#8c959f", nil),
    .open: ("#ffffff", "#1f2328", "2 2"),
  ]

  /// Patterns: hatching for rest days, dots for frozen days, a cross for
  /// skipped dates.
  private static let definitions = [
    "<pattern id=\"rest\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" "
      + "patternTransform=\"rotate(45)\"><rect width=\"4\" height=\"4\" fill=\"#eaeef2\"/>"
      + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"4\" stroke=\"#57606a\" stroke-width=\"1.5\"/>"
      + "</pattern>",
    "<pattern id=\"frozen\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\">"
      + "<rect width=\"5\" height=\"5\" fill=\"#b6e3ff\"/>"
      + "<circle cx=\"2.5\" cy=\"2.5\" r=\"1.2\" fill=\"#0969da\"/></pattern>",
    "<pattern id=\"skipped\" width=\"14\" height=\"14\" patternUnits=\"userSpaceOnUse\">"
      + "<rect width=\"14\" height=\"14\" fill=\"#f6f8fa\"/>"
      + "<path d=\"M0 0L14 14M14 0L0 14\" stroke=\"#8c959f\" stroke-width=\"1\"/></pattern>",
  ]

  /// Draws a ledger.
  ///
  /// - Parameters:
  ///   - ledger: The ledger and its summary.
  ///   - policy: The policy it was computed with (week start, unit).
  ///   - texts: The streak texts (status names, counts, reasons, strength).
  ///   - words: The pictures' words, how the language writes dates and
  ///     weekdays, and the language of the texts.
  ///   - demo: Whether the ledger comes from demo records: the picture then
  ///     says so (`demo` of `pictures.json`).
  /// - Returns: The SVG document.
  package static func svg(
    _ ledger: StreakLedger, policy: StreakPolicy, texts: StreakTexts, words: PictureWords,
    demo: Bool
  ) -> String {
    let (dates, language) = (words.dates, words.language)
    let demoLabel = demo ? words(.demo) : nil
    var svg = SVGDocument()
    let summary = ledger.summary
    let headline = headline(summary, policy: policy, texts: texts, words: words)
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    if let why = texts.breakSentence(for: summary, policy: policy, dates: dates, in: language) {
      svg.add("text", ["x": "16", "y": "68", "font-size": "12", "fill": Palette.ink], text: why)
    }
    var subtitle =
      texts.describe(policy, in: language) + words(.separator)
      + dates.string(summary.today, in: language)
    let days = shownDays(ledger, weekStart: policy.weekStart)
    guard let first = days.first?.day else {
      svg.add(
        "text", ["x": "16", "y": "48", "font-size": "12", "fill": Palette.muted], text: subtitle)
      return svg.text(width: 480, height: 90, title: headline, demoLabel: demoLabel)
    }
    if days.count < ledger.days.count {
      subtitle +=
        words(.separator)
        + words(
          .lastWeeks,
          ["weeks": String(maximumWeeks), "days": String(ledger.days.count + ledger.unlistedDays)])
    }
    svg.add(
      "text", ["x": "16", "y": "48", "font-size": "12", "fill": Palette.muted], text: subtitle)
    let grid = Grid(first: first, weekStart: policy.weekStart)
    addWeekdayLabels(to: &svg, weekStart: policy.weekStart, names: dates.weekdayNames(in: language))
    addCells(days, grid: grid, to: &svg, texts: texts, words: words, goal: policy.goal)
    let columns = Double(grid.column(of: days.last?.day ?? first) + 1)
    let chartBottom = addStrengthLine(
      days, grid: grid, columns: columns, to: &svg,
      label: texts.strengthLine(summary.strength, in: language))
    let legendY = chartBottom + 24
    let legendEnd = addLegend(to: &svg, y: legendY, texts: texts, language: language)
    let width = max(left + columns * step + 16, legendEnd, 24 + textWidth(headline, fontSize: 17))
    return svg.text(
      width: width, height: legendY + 20, title: headline, definitions: definitions,
      demoLabel: demoLabel)
  }

  /// "Current streak: 14 days · Longest: 14 days", 「今の連続記録：14日・最長記録：14日」
  /// (`labelled` and `separator` of `pictures.json`).
  private static func headline(
    _ summary: StreakSummary, policy: StreakPolicy, texts: StreakTexts, words: PictureWords
  ) -> String {
    let language = words.language
    let current = texts.length(summary.current, goal: policy.goal, in: language)
    let longest = texts.length(summary.longest, goal: policy.goal, in: language)
    return words(.labelled, ["label": texts.currentLabel.string(in: language), "value": current])
      + words(.separator)
      + words(.labelled, ["label": texts.longestLabel.string(in: language), "value": longest])
  }

  /// The days drawn: the last ``maximumWeeks`` weeks at most, so a stray
  /// old record cannot make the picture too wide to render.
  private static func shownDays(
    _ ledger: StreakLedger, weekStart: Int
  ) -> ArraySlice<StreakLedger.Day> {
    let today = ledger.summary.today
    let todayColumnStart = today.daysSinceEpoch - today.daysSinceWeekStart(weekStart)
    let earliestShown = todayColumnStart - (maximumWeeks - 1) * 7
    return ledger.days.drop { $0.day.daysSinceEpoch < earliestShown }
  }

  /// Where a day is drawn: a column per week from the first day's, a row
  /// per weekday from the week start.
  private struct Grid {
    let first: CivilDate
    let weekStart: Int

    func column(of day: CivilDate) -> Int {
      (CivilDate.days(from: first, to: day) + first.daysSinceWeekStart(weekStart)) / 7
    }

    func row(of day: CivilDate) -> Int { day.daysSinceWeekStart(weekStart) }

    /// The left edge of the day's cell.
    func x(of day: CivilDate) -> Double { left + Double(column(of: day)) * step }

    /// The top edge of the day's cell.
    func y(of day: CivilDate) -> Double { top + Double(row(of: day)) * step }
  }

  /// Weekday labels on the first, third, fifth and seventh rows.
  private static func addWeekdayLabels(
    to svg: inout SVGDocument, weekStart: Int, names: [String]
  ) {
    for index in stride(from: 0, to: 7, by: 2) {
      svg.add(
        "text",
        [
          "x": number(left - 6), "y": number(top + Double(index) * step + 11), "font-size": "10",
          "text-anchor": "end", "fill": Palette.muted,
        ], text: names[(weekStart - 1 + index) % 7])
    }
  }

  /// A cell per day, and a month label over the column where a month
  /// starts, as the language writes a month (`dates.json`): "Jun 2026" at
  /// the first column and each January, "Jul" after it; a cell's title
  /// writes its day the same way, and its streak in the goal's unit.
  private static func addCells(
    _ days: ArraySlice<StreakLedger.Day>, grid: Grid, to svg: inout SVGDocument,
    texts: StreakTexts, words: PictureWords, goal: StreakGoal
  ) {
    let (dates, language) = (words.dates, words.language)
    let separator = words(.separator)
    var lastMonth = -1
    for entry in days {
      let x = grid.x(of: entry.day)
      let components = entry.day.components
      if components.month != lastMonth, grid.row(of: entry.day) == 0 || entry.day == grid.first {
        lastMonth = components.month
        let label = dates.month(
          of: entry.day, withYear: components.month == 1 || entry.day == grid.first, in: language)
        svg.add(
          "text",
          ["x": number(x), "y": number(top - 8), "font-size": "10", "fill": Palette.muted],
          text: label)
      }
      let style = styles[entry.status] ?? ("#ffffff", "#000000", nil)
      let name = texts.statuses[entry.status]?.string(in: language) ?? entry.status.rawValue
      // The date once, then the status, the streak labelled as one ("2-day
      // streak", 「連続2日」; none at 0) and the strength's line: the held
      // sentences name the day again.
      let length =
        entry.streak > 0 ? [texts.streakLength(entry.streak, goal: goal, in: language)] : []
      svg.add(
        "rect",
        [
          "x": number(x + 0.5), "y": number(grid.y(of: entry.day) + 0.5),
          "width": number(cell - 1), "height": number(cell - 1), "rx": "2", "fill": style.fill,
          "stroke": style.stroke, "stroke-width": "1", "stroke-dasharray": style.dash ?? "none",
          "data-day": entry.day.description, "data-status": entry.status.rawValue,
          "data-strength": String(entry.strength),
        ],
        title: ([dates.string(entry.day, in: language), name] + length + [
          texts.strengthLine(entry.strength, in: language)
        ]).joined(separator: separator))
    }
  }

  /// The strength under the calendar: its line in the chosen language, then
  /// a band from 0% to 100% with one point per day, each under its own
  /// column and placed across it by weekday.
  ///
  /// - Returns: The band's bottom edge.
  private static func addStrengthLine(
    _ days: ArraySlice<StreakLedger.Day>, grid: Grid, columns: Double,
    to svg: inout SVGDocument, label: String
  ) -> Double {
    let gridBottom = top + 7 * step
    svg.add(
      "text", ["x": "16", "y": number(gridBottom + 18), "font-size": "12", "fill": Palette.ink],
      text: label)
    let chartTop = gridBottom + 26
    let chartBottom = chartTop + chartHeight
    svg.add(
      "rect",
      [
        "x": number(left), "y": number(chartTop), "width": number(columns * step - gap),
        "height": number(chartHeight), "fill": "#f6f8fa", "stroke": Palette.grid,
        "stroke-width": "1",
      ])
    for (text, y) in [("100%", chartTop + 4), ("0%", chartBottom)] {
      svg.add(
        "text",
        [
          "x": number(left - 6), "y": number(y), "font-size": "10", "text-anchor": "end",
          "fill": Palette.muted,
        ], text: text)
    }
    let points = days.map { entry in
      let x = grid.x(of: entry.day) + (Double(grid.row(of: entry.day)) + 0.5) * step / 7
      let y = chartTop + (1 - entry.strength) * chartHeight
      return "\(number(x)),\(number(y))"
    }
    svg.add(
      "polyline",
      [
        "points": points.joined(separator: " "), "fill": "none", "stroke": "#1a7f37",
        "stroke-width": "1.5", "stroke-linejoin": "round",
      ], title: label)
    return chartBottom
  }

  /// Every status with its swatch and name in the chosen language.
  ///
  /// - Returns: Where the legend ends on the right.
  private static func addLegend(
    to svg: inout SVGDocument, y legendY: Double, texts: StreakTexts, language: Language
  ) -> Double {
    var legendX = 16.0
    for status in DayStatus.allCases {
      let style = styles[status] ?? ("#ffffff", "#000000", nil)
      svg.add(
        "rect",
        [
          "x": number(legendX), "y": number(legendY - 10), "width": number(cell - 1),
          "height": number(cell - 1), "rx": "2", "fill": style.fill, "stroke": style.stroke,
          "stroke-width": "1", "stroke-dasharray": style.dash ?? "none",
        ])
      let name = texts.statuses[status]?.string(in: language) ?? status.rawValue
      svg.add(
        "text",
        [
          "x": number(legendX + cell + 5), "y": number(legendY + 1), "font-size": "12",
          "fill": Palette.ink,
        ],
        text: name)
      legendX += cell + 20 + textWidth(name, fontSize: 12)
    }
    return legendX
  }

}
