import HabitRules
import HabitToolkit

/// `gen goal wish --svg` and `gen goal dca --svg`: a jar filling toward a
/// savings target with its ETA, and a regular deposit's projected balance
/// by year with deposits and interest apart.
///
/// Standalone SVG like the other pictures; labels are English. The jar's
/// fill carries `data-saved`, `data-target`, `data-progress` and
/// `data-reached-on`; each year's bar `data-year`, `data-deposited`,
/// `data-interest` and `data-balance`.
package enum GoalPicture {
  private static let deposited = "#0969da"
  private static let interest = "#1a7f37"

  /// The jar of a wish goal.
  ///
  /// - Parameter progress: The goal's progress.
  /// - Returns: The SVG document.
  package static func jar(_ progress: WishProgress) -> String {
    var svg = SVGDocument()
    let percent = Int((progress.progress * 100).rounded(.down))
    let headline =
      "Saved \(formatForReading(progress.saved)) of \(formatForReading(progress.target)) (\(percent) %)"
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    let eta: String
    if progress.reached {
      eta = "Target reached"
    } else if let day = progress.reachedOn, let days = progress.daysToGo {
      eta = "At this pace: \(day) (\(days) \(days == 1 ? "day" : "days") to go)"
    } else if progress.daysToGo != nil {
      eta = "At this pace: after 9999-12-31"
    } else {
      eta = "No date yet: nothing saved in the last \(max(progress.windowDays, 1)) days"
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
    let footer =
      "Pace: \(formatForReading(progress.windowSum)) over \(progress.windowDays) days · "
      + "remaining \(formatForReading(progress.remaining)) · today \(progress.today)"
    svg.add(
      "text", ["x": "16", "y": "384", "font-size": "12", "fill": Palette.muted], text: footer)
    let clip =
      "<clipPath id=\"jar\"><rect x=\"\(number(left))\" y=\"\(number(top))\" "
      + "width=\"\(number(width))\" height=\"\(number(height))\" rx=\"22\"/></clipPath>"
    let pictureWidth = max(
      360, 32 + textWidth(headline, fontSize: 17), 32 + textWidth(eta, fontSize: 13),
      32 + textWidth(footer, fontSize: 12))
    return svg.text(width: pictureWidth, height: 400, title: headline, definitions: [clip])
  }

  /// The projected balance by year, deposits and interest stacked.
  ///
  /// - Parameters:
  ///   - projection: The plan's projection.
  ///   - plan: The plan.
  /// - Returns: The SVG document.
  package static func balance(_ projection: DepositProjection, plan: DepositPlan) -> String {
    var svg = SVGDocument()
    let headline =
      "Balance \(formatForReading(projection.balance)) after \(plan.years) "
      + (plan.years == 1 ? "year" : "years")
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: headline)
    svg.add(
      "text", ["x": "16", "y": "48", "font-size": "12", "fill": Palette.muted],
      text:
        "\(formatForReading(plan.amount)) \(plan.schedule) from \(plan.start), \(plan.rateBasisPoints) bp a "
        + "year: deposited \(formatForReading(projection.deposited)), interest \(formatForReading(projection.interest))"
    )
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
      let title =
        "Year \(year.year) (to \(year.end)): deposited \(formatForReading(year.deposited)), "
        + "interest \(formatForReading(year.interest)), balance \(formatForReading(year.balance))"
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
      text: "deposited")
    svg.add(
      "rect",
      ["x": "120", "y": number(legendY - 10), "width": "12", "height": "12", "fill": interest])
    svg.add(
      "text", ["x": "138", "y": number(legendY), "font-size": "12", "fill": Palette.ink],
      text: "interest")
    let width = max(
      left + step * Double(plan.years) + 24, 32 + textWidth(headline, fontSize: 17), 420)
    return svg.text(width: width, height: legendY + 20, title: headline)
  }
}
