import HabitRules

/// `gen streak --svg`: a calendar heatmap of the day ledger, a column per
/// week and a cell per day, with month labels, the current and longest
/// streak and the reason the last streak stopped.
///
/// A ledger longer than ``maximumWeeks`` weeks is drawn from that many
/// weeks before today, and the subtitle says so.
///
/// Each status has a colour and a pattern or outline of its own, so the
/// picture reads without colour. Each cell has `data-day`, `data-status`
/// and a `<title>` with the day, its status and the streak after it.
public enum StreakPicture {
  private static let cell = 14.0
  private static let gap = 3.0
  private static let left = 44.0
  private static let top = 96.0
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
  ///   - texts: The streak texts (status names, counts, reasons).
  ///   - words: The pictures' words.
  ///   - language: The language of the texts.
  /// - Returns: The SVG document.
  package static func svg(
    _ ledger: StreakLedger, policy: StreakPolicy, texts: StreakTexts, words: PictureTexts,
    language: Language
  ) -> String {
    var svg = SVGDocument()
    let summary = ledger.summary
    let current = texts.length(summary.current, goal: policy.goal, in: language)
    let longest = texts.length(summary.longest, goal: policy.goal, in: language)
    let headline =
      "\(texts.currentLabel.string(in: language)): \(current) · "
      + "\(texts.longestLabel.string(in: language)): \(longest)"
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    var subtitle = "\(policy.goal) · \(summary.today)"
    if let freezes = policy.freezes {
      subtitle += " · " + words.string(.freezes, in: language, ["policy": "\(freezes)"])
    }
    if let why = texts.breakSentence(for: summary, policy: policy, in: language) {
      svg.add("text", ["x": "16", "y": "68", "font-size": "12", "fill": Palette.ink], text: why)
    }
    // The last two years at most, so a stray old record cannot make the
    // picture too wide to render.
    let today = summary.today
    let todayColumnStart = today.daysSinceEpoch - (today.weekday - policy.weekStart + 7) % 7
    let earliestShown = todayColumnStart - (maximumWeeks - 1) * 7
    let days = ledger.days.drop { $0.day.daysSinceEpoch < earliestShown }
    guard let first = days.first?.day else {
      svg.add(
        "text", ["x": "16", "y": "48", "font-size": "12", "fill": Palette.muted], text: subtitle)
      return svg.text(width: 480, height: 90, title: headline)
    }
    if days.count < ledger.days.count {
      subtitle +=
        " · "
        + words.string(
          .lastWeeks, in: language,
          ["weeks": String(maximumWeeks), "days": String(ledger.days.count)])
    }
    svg.add(
      "text", ["x": "16", "y": "48", "font-size": "12", "fill": Palette.muted], text: subtitle)
    let column = { (day: CivilDate) -> Int in
      (CivilDate.days(from: first, to: day) + (first.weekday - policy.weekStart + 7) % 7) / 7
    }
    let row = { (day: CivilDate) -> Int in (day.weekday - policy.weekStart + 7) % 7 }
    let step = cell + gap
    // Weekday labels: the first, third, fifth and seventh rows.
    let names = words.weekdays(in: language)
    for index in stride(from: 0, to: 7, by: 2) {
      svg.add(
        "text",
        [
          "x": number(left - 6), "y": number(top + Double(index) * step + 11), "font-size": "10",
          "text-anchor": "end", "fill": Palette.muted,
        ], text: names[(policy.weekStart - 1 + index) % 7])
    }
    var lastMonth = -1
    for entry in days {
      let x = left + Double(column(entry.day)) * step
      let y = top + Double(row(entry.day)) * step
      let components = entry.day.components
      if components.month != lastMonth, row(entry.day) == 0 || entry.day == first {
        lastMonth = components.month
        let label =
          components.month == 1 || entry.day == first
          ? "\(components.year)-\(pad2(components.month))" : pad2(components.month)
        svg.add(
          "text",
          ["x": number(x), "y": number(top - 8), "font-size": "10", "fill": Palette.muted],
          text: label)
      }
      let style = styles[entry.status] ?? ("#ffffff", "#000000", nil)
      let name = texts.statuses[entry.status]?.string(in: language) ?? entry.status.rawValue
      svg.add(
        "rect",
        [
          "x": number(x + 0.5), "y": number(y + 0.5), "width": number(cell - 1),
          "height": number(cell - 1), "rx": "2", "fill": style.fill, "stroke": style.stroke,
          "stroke-width": "1", "stroke-dasharray": style.dash ?? "none",
          "data-day": entry.day.description, "data-status": entry.status.rawValue,
        ], title: "\(entry.day) · \(name) · \(entry.streak)")
    }
    let columns = Double(column(days.last?.day ?? first) + 1)
    // Legend: every status with its swatch and name in the chosen language.
    var legendX = 16.0
    let legendY = top + 7 * step + 22
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
    let width = max(left + columns * step + 16, legendX, 24 + textWidth(headline, fontSize: 17))
    return svg.text(
      width: width, height: legendY + 20, title: headline, definitions: definitions)
  }

  private static func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
