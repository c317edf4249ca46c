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
  ///   - words: The pictures' words, dates and language.
  /// - Returns: The SVG document; one from demo deposits
  ///   (``WishProgress/demo``) says so.
  package static func jar(_ progress: WishProgress, words: PictureWords) -> String {
    var svg = SVGDocument()
    let percent = Int((progress.progress * 100).rounded(.down))
    let headline = words(
      .jarHeadline,
      [
        "saved": formatForReading(progress.saved), "target": formatForReading(progress.target),
        "percent": "\(percent)",
      ])
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    let eta = self.eta(progress, words: words)
    svg.add("text", ["x": "16", "y": "50", "font-size": "13", "fill": Palette.muted], text: eta)
    drawJar(progress, percent: percent, title: headline, into: &svg)
    let footer = self.footer(progress, words: words)
    svg.add(
      "text", ["x": "16", "y": "384", "font-size": "12", "fill": Palette.muted], text: footer)
    let clip =
      "<clipPath id=\"jar\"><rect x=\"\(number(Jar.left))\" y=\"\(number(Jar.top))\" "
      + "width=\"\(number(Jar.width))\" height=\"\(number(Jar.height))\" rx=\"22\"/></clipPath>"
    let pictureWidth = max(
      360, 32 + textWidth(headline, fontSize: 17), 32 + textWidth(eta, fontSize: 13),
      32 + textWidth(footer, fontSize: 12))
    return svg.text(
      width: pictureWidth, height: 400, title: headline, definitions: [clip],
      demoLabel: progress.demo ? words(.demo) : nil)
  }

  /// Where the jar stands.
  private enum Jar {
    static let left = 110.0
    static let top = 90.0
    static let width = 140.0
    static let height = 260.0
  }

  /// When the target is reached at the window's pace, or that it is.
  ///
  /// Before the first deposit the pace window is 0 days long: the picture
  /// says a date comes with the first deposit, not "nothing saved in the
  /// last 0 days" (like the table's `paceNone`).
  private static func eta(_ progress: WishProgress, words: PictureWords) -> String {
    if progress.reached { return words(.targetReached) }
    if let day = progress.reachedOn, let days = progress.daysToGo {
      return words(
        .atPace, ["day": words.dayWithWeekday(day), "days": formatForReading(days)], count: days)
    }
    if progress.daysToGo != nil { return words(.atPaceBeyond, ["day": words.day(.latest)]) }
    if progress.windowDays == 0 { return words(.noDateBeforeDeposit) }
    let days = progress.windowDays
    return words(.noDateYet, ["days": formatForReading(days)], count: days)
  }

  /// The pace, what remains and today; "no deposits yet" for the pace
  /// before the first deposit, not "0 over 0 days".
  private static func footer(_ progress: WishProgress, words: PictureWords) -> String {
    let remaining = formatForReading(progress.remaining)
    let today = words.day(progress.today)
    guard progress.windowDays > 0 else {
      return words(.jarFooterNoDeposits, ["remaining": remaining, "today": today])
    }
    return words(
      .jarFooter,
      [
        "sum": formatForReading(progress.windowSum),
        "days": formatForReading(progress.windowDays), "remaining": remaining, "today": today,
      ], count: progress.windowDays)
  }

  /// The jar: its fill (with the progress's data), its outline, its lid
  /// and the percentage.
  private static func drawJar(
    _ progress: WishProgress, percent: Int, title: String, into svg: inout SVGDocument
  ) {
    let (left, top, width, height) = (Jar.left, Jar.top, Jar.width, Jar.height)
    let filled = height * progress.progress
    svg.add(
      "rect",
      [
        "x": number(left), "y": number(top + height - filled), "width": number(width),
        "height": number(filled), "fill": interest, "clip-path": "url(#jar)",
        "data-saved": String(progress.saved), "data-target": String(progress.target),
        "data-progress": String(progress.progress),
        "data-reached-on": progress.reachedOn?.description ?? "null",
      ], title: title)
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
      ], text: "\(percent)%")
  }

  /// The projected balance by year, deposits and interest stacked.
  ///
  /// - Parameters:
  ///   - projection: The plan's projection.
  ///   - plan: The plan.
  ///   - words: The pictures' words, dates and language.
  ///   - schedule: The plan's schedule as a phrase ("every Mon"), as the
  ///     table's heading writes it.
  /// - Returns: The SVG document.
  package static func balance(
    _ projection: DepositProjection, plan: DepositPlan, words: PictureWords, schedule: String
  ) -> String {
    var svg = SVGDocument()
    let headline = words(
      .balanceHeadline,
      ["balance": formatForReading(projection.balance), "years": formatForReading(plan.years)],
      count: plan.years)
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    svg.add(
      "text", ["x": "16", "y": "48", "font-size": "12", "fill": Palette.muted],
      text: words(
        .balanceSubtitle,
        [
          "amount": formatForReading(plan.amount), "schedule": schedule,
          "start": words.day(plan.start),
          "rate": percent(basisPoints: plan.rateBasisPoints),
          "deposited": formatForReading(projection.deposited),
          "interest": formatForReading(projection.interest),
        ]))
    let chart = BalanceChart(projection, plan: plan)
    chart.drawAxis(projection, into: &svg)
    for year in projection.years {
      chart.draw(year, words: words, into: &svg)
    }
    let legendY = chart.top + chart.height + 40
    for (x, fill, key) in [
      (16.0, deposited, PictureTexts.Key.deposited), (120, interest, .interest),
    ] {
      svg.add(
        "rect",
        ["x": number(x), "y": number(legendY - 10), "width": "12", "height": "12", "fill": fill])
      svg.add(
        "text",
        ["x": number(x + 18), "y": number(legendY), "font-size": "12", "fill": Palette.ink],
        text: words(key))
    }
    let width = max(
      chart.left + chart.step * Double(plan.years) + 24, 32 + textWidth(headline, fontSize: 17),
      420)
    return svg.text(width: width, height: legendY + 20, title: headline)
  }

  /// The balance chart's frame: a bar a year, as tall as its share of the
  /// final balance.
  private struct BalanceChart {
    let left = 90.0
    let top = 70.0
    /// The height of the tallest bar.
    let height = 240.0
    let bar: Double
    let step: Double
    let years: Int
    /// The final balance, at least 1.
    let most: Double

    init(_ projection: DepositProjection, plan: DepositPlan) {
      bar = plan.years > 25 ? 10.0 : 20.0
      step = bar + 4
      years = plan.years
      most = Double(max(projection.balance, 1))
    }

    /// The base line, and the final balance at the top left.
    func drawAxis(_ projection: DepositProjection, into svg: inout SVGDocument) {
      svg.add(
        "line",
        [
          "x1": number(left - 4), "y1": number(top + height),
          "x2": number(left + step * Double(years)),
          "y2": number(top + height), "stroke": Palette.grid,
        ])
      svg.add(
        "text",
        [
          "x": number(left - 8), "y": number(top + 10), "font-size": "11", "text-anchor": "end",
          "fill": Palette.muted,
        ], text: formatForReading(projection.balance))
    }

    /// A year's bar, deposits under interest, with its data; the year
    /// under it for the first and every fifth.
    func draw(_ year: DepositProjection.Year, words: PictureWords, into svg: inout SVGDocument) {
      let x = left + step * Double(year.year - 1)
      let depositHeight = height * Double(year.deposited) / most
      let interestHeight = height * Double(year.interest) / most
      svg.open([
        "data-year": String(year.year), "data-deposited": String(year.deposited),
        "data-interest": String(year.interest), "data-balance": String(year.balance),
      ])
      let title = words(
        .yearTitle,
        [
          "year": "\(year.year)", "end": words.day(year.end),
          "deposited": formatForReading(year.deposited),
          "interest": formatForReading(year.interest), "balance": formatForReading(year.balance),
        ])
      svg.add(
        "rect",
        [
          "x": number(x), "y": number(top + height - depositHeight), "width": number(bar),
          "height": number(depositHeight), "fill": deposited,
        ], title: title)
      svg.add(
        "rect",
        [
          "x": number(x), "y": number(top + height - depositHeight - interestHeight),
          "width": number(bar), "height": number(interestHeight), "fill": interest,
        ], title: title)
      svg.close()
      if year.year == 1 || year.year % 5 == 0 {
        svg.add(
          "text",
          [
            "x": number(x + bar / 2), "y": number(top + height + 16), "font-size": "11",
            "text-anchor": "middle", "fill": Palette.muted,
          ], text: String(year.year))
      }
    }
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
