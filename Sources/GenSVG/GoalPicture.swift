import HabitRules
import HabitToolkit

/// `gen goal wish --svg` and `gen goal dca --svg`: a jar filling toward a
/// savings target with its ETA, and a regular deposit's projected balance
/// by year with deposits and interest apart.
///
/// Standalone SVG like the other pictures, its words in the chosen language
/// (`pictures.json`); amounts grouped by thousands. The jar's
/// fill carries `data-saved`, `data-target`, `data-progress` and
/// `data-reached-on`; each year's bar `data-year`, `data-deposited`,
/// `data-interest` and `data-balance`.
package enum GoalPicture {
  private static let deposited = "#0969da"
  private static let interest = "#1a7f37"

  /// The jar of a wish goal.
  ///
  /// - Parameters:
  ///   - progress: The goal's progress.
  ///   - words: The pictures' words.
  ///   - dates: How the language writes a day.
  ///   - language: The language of the words.
  /// - Returns: The SVG document; one from demo deposits
  ///   (``WishProgress/demo``) says so.
  package static func jar(
    _ progress: WishProgress, words: PictureTexts, dates: DateTexts, language: Language
  ) -> String {
    var svg = SVGDocument()
    let percent = Int((progress.progress * 100).rounded(.down))
    let headline = words.string(
      .jarHeadline, in: language,
      [
        "saved": formatForReading(progress.saved), "target": formatForReading(progress.target),
        "percent": "\(percent)",
      ])
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    let eta: String
    if progress.reached {
      eta = words.string(.targetReached, in: language)
    } else if let day = progress.reachedOn, let days = progress.daysToGo {
      eta = words.string(
        .atPace, in: language,
        ["day": dates.string(day, in: language), "days": formatForReading(days)], count: days)
    } else if progress.daysToGo != nil {
      eta = words.string(.atPaceBeyond, in: language)
    } else {
      let days = max(progress.windowDays, 1)
      eta = words.string(
        .noDateYet, in: language, ["days": formatForReading(days)], count: days)
    }
    svg.add("text", ["x": "16", "y": "50", "font-size": "13", "fill": Palette.muted], text: eta)
    let (left, top, width, height) = (110.0, 90.0, 140.0, 260.0)
    let filled = height * progress.progress
    svg.add(
      "rect",
      [
        "x": number(left), "y": number(top + height - filled), "width": number(width),
        "height": number(filled), "fill": interest, "clip-path": "url(#jar)",
        "data-saved": String(progress.saved), "data-target": String(progress.target),
        "data-progress": String(progress.progress),
        "data-reached-on": progress.reachedOn?.description ?? "null",
      ], title: headline)
    svg.add(
      "rect",
      [
        "x": number(left), "y": number(top), "width": number(width), "height": number(height),
        "rx": "22", "fill": "none", "stroke": Palette.ink, "stroke-width": "3",
      ])
    svg.add(
      "rect",
      [
        "x": number(left + 20), "y": number(top - 18), "width": number(width - 40),
        "height": "18", "rx": "4", "fill": Palette.grid, "stroke": Palette.ink,
        "stroke-width": "2",
      ])
    svg.add(
      "text",
      [
        "x": number(left + width / 2), "y": number(top + height / 2), "font-size": "28",
        "font-weight": "bold", "text-anchor": "middle", "fill": Palette.ink,
      ], text: "\(percent) %")
    let footer = words.string(
      .jarFooter, in: language,
      [
        "sum": formatForReading(progress.windowSum),
        "days": formatForReading(progress.windowDays),
        "remaining": formatForReading(progress.remaining),
        "today": dates.string(progress.today, in: language),
      ], count: progress.windowDays)
    svg.add(
      "text", ["x": "16", "y": "384", "font-size": "12", "fill": Palette.muted], text: footer)
    let clip =
      "<clipPath id=\"jar\"><rect x=\"\(number(left))\" y=\"\(number(top))\" "
      + "width=\"\(number(width))\" height=\"\(number(height))\" rx=\"22\"/></clipPath>"
    let pictureWidth = max(
      360, 32 + textWidth(headline, fontSize: 17), 32 + textWidth(eta, fontSize: 13),
      32 + textWidth(footer, fontSize: 12))
    return svg.text(
      width: pictureWidth, height: 400, title: headline, definitions: [clip],
      demoLabel: progress.demo ? words.string(.demo, in: language) : nil)
  }

  /// The projected balance by year, deposits and interest stacked.
  ///
  /// - Parameters:
  ///   - projection: The plan's projection.
  ///   - plan: The plan.
  ///   - words: The pictures' words.
  ///   - dates: How the language writes a day.
  ///   - language: The language of the words.
  /// - Returns: The SVG document.
  package static func balance(
    _ projection: DepositProjection, plan: DepositPlan, words: PictureTexts, dates: DateTexts,
    language: Language
  ) -> String {
    var svg = SVGDocument()
    let headline = words.string(
      .balanceHeadline, in: language,
      ["balance": formatForReading(projection.balance), "years": formatForReading(plan.years)],
      count: plan.years)
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    svg.add(
      "text", ["x": "16", "y": "48", "font-size": "12", "fill": Palette.muted],
      text: words.string(
        .balanceSubtitle, in: language,
        [
          "amount": formatForReading(plan.amount), "start": dates.string(plan.start, in: language),
          "rate": percent(basisPoints: plan.rateBasisPoints),
          "deposited": formatForReading(projection.deposited),
          "interest": formatForReading(projection.interest),
        ]))
    let (left, top, chart) = (90.0, 70.0, 240.0)
    let bar = plan.years > 25 ? 10.0 : 20.0
    let step = bar + 4
    let most = Double(max(projection.balance, 1))
    svg.add(
      "line",
      [
        "x1": number(left - 4), "y1": number(top + chart),
        "x2": number(left + step * Double(plan.years)),
        "y2": number(top + chart), "stroke": Palette.grid,
      ])
    svg.add(
      "text",
      [
        "x": number(left - 8), "y": number(top + 10), "font-size": "11", "text-anchor": "end",
        "fill": Palette.muted,
      ], text: formatForReading(projection.balance))
    for year in projection.years {
      let x = left + step * Double(year.year - 1)
      let depositHeight = chart * Double(year.deposited) / most
      let interestHeight = chart * Double(year.interest) / most
      svg.open([
        "data-year": String(year.year), "data-deposited": String(year.deposited),
        "data-interest": String(year.interest), "data-balance": String(year.balance),
      ])
      let title = words.string(
        .yearTitle, in: language,
        [
          "year": "\(year.year)", "end": dates.string(year.end, in: language),
          "deposited": formatForReading(year.deposited),
          "interest": formatForReading(year.interest), "balance": formatForReading(year.balance),
        ])
      svg.add(
        "rect",
        [
          "x": number(x), "y": number(top + chart - depositHeight), "width": number(bar),
          "height": number(depositHeight), "fill": deposited,
        ], title: title)
      svg.add(
        "rect",
        [
          "x": number(x), "y": number(top + chart - depositHeight - interestHeight),
          "width": number(bar), "height": number(interestHeight), "fill": interest,
        ], title: title)
      svg.close()
      if year.year == 1 || year.year % 5 == 0 {
        svg.add(
          "text",
          [
            "x": number(x + bar / 2), "y": number(top + chart + 16), "font-size": "11",
            "text-anchor": "middle", "fill": Palette.muted,
          ], text: String(year.year))
      }
    }
    let legendY = top + chart + 40
    svg.add(
      "rect",
      ["x": "16", "y": number(legendY - 10), "width": "12", "height": "12", "fill": deposited])
    svg.add(
      "text", ["x": "34", "y": number(legendY), "font-size": "12", "fill": Palette.ink],
      text: words.string(.deposited, in: language))
    svg.add(
      "rect",
      ["x": "120", "y": number(legendY - 10), "width": "12", "height": "12", "fill": interest])
    svg.add(
      "text", ["x": "138", "y": number(legendY), "font-size": "12", "fill": Palette.ink],
      text: words.string(.interest, in: language))
    let width = max(
      left + step * Double(plan.years) + 24, 32 + textWidth(headline, fontSize: 17), 420)
    return svg.text(width: width, height: legendY + 20, title: headline)
  }

  /// Basis points as a percentage: 400 is `4`, 425 is `4.25`.
  ///
  /// - Parameter basisPoints: Hundredths of a percent.
  /// - Returns: The percentage, without the sign.
  package static func percent(basisPoints: Int) -> String {
    basisPoints % 100 == 0
      ? formatForReading(basisPoints / 100) : format(Double(basisPoints) / 100)
  }
}
