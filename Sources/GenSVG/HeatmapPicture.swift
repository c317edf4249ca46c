import HabitRules
import HabitToolkit

/// `gen review --heatmap --svg`: the review's focus minutes as a grid of
/// 7 weekdays (the week start first) by 24 wall-clock hours, with the
/// range and its total above and a legend of the minute scale below.
///
/// Each cell has `data-weekday` (1 = Sunday ... 7 = Saturday),
/// `data-hour` (0-23), `data-minutes` and a `<title>` naming them
/// ("Fri 09:00–10:00, 25 minutes": the minutes of every Friday of the
/// period in that hour; the last hour ends at 24:00). Its
/// shade is one of five levels of the busiest cell's minutes (an empty
/// cell is white with an outline), so the legend reads in grey too.
package enum HeatmapPicture {
  private static let cell = 24.0
  private static let gap = 3.0
  private static let step = cell + gap
  private static let left = 56.0
  private static let top = 96.0
  private static let width = left + 24 * step + 16

  /// Draws a review's heatmap.
  ///
  /// - Parameters:
  ///   - review: The review (its ``PeriodReview/heatmap``, days and demo
  ///     mark).
  ///   - words: The pictures' words, weekday names and dates, and the
  ///     language.
  /// - Returns: The SVG document.
  package static func svg(_ review: PeriodReview, words: PictureWords) -> String {
    let figures = review.current
    let title = words(
      .heatmapTitle,
      ["range": words.range(from: figures.start, to: min(figures.end, review.today))])
    var svg = SVGDocument()
    svg.add(
      "text",
      ["x": "16", "y": "30", "font-size": "17", "font-weight": "bold", "fill": Palette.ink],
      text: title)
    let total = review.heatmap.joined().reduce(0, +)
    svg.add(
      "text", ["x": "16", "y": "54", "font-size": "13", "fill": Palette.muted],
      text: words(
        .heatmapTotal, ["minutes": formatForReading(total)], count: total))
    let busiest = review.heatmap.joined().max() ?? 0
    drawHours(&svg)
    let names = words.dates.weekdayNames(in: words.language)
    for (row, minutes) in review.heatmap.enumerated() {
      let weekday = (review.weekStart - 1 + row) % 7 + 1
      let name = names.indices.contains(weekday - 1) ? names[weekday - 1] : "\(weekday)"
      let y = top + Double(row) * step
      svg.add(
        "text",
        [
          "x": number(left - 8), "y": number(y + cell * 0.68), "font-size": "12",
          "text-anchor": "end", "fill": Palette.ink,
        ], text: name)
      for (hour, value) in minutes.enumerated() {
        let style = shade(value, busiest: busiest)
        svg.add(
          "rect",
          attributeList: [
            ("x", number(left + Double(hour) * step)), ("y", number(y)), ("width", number(cell)),
            ("height", number(cell)), ("rx", "3"), ("fill", style.fill),
            ("stroke", style.stroke), ("data-weekday", "\(weekday)"), ("data-hour", "\(hour)"),
            ("data-minutes", "\(value)"),
          ],
          title: words(
            .heatmapCell,
            [
              "weekday": name, "hour": pad(hour), "nextHour": pad(hour + 1),
              "minutes": formatForReading(value),
            ],
            count: value))
      }
    }
    let legendTop = top + 7 * step + 20
    drawLegend(&svg, at: legendTop, busiest: busiest, words: words)
    return svg.text(
      width: width, height: legendTop + 56, title: title,
      demoLabel: review.demo ? words(.demo) : nil)
  }

  /// The hour numbers over every third column.
  private static func drawHours(_ svg: inout SVGDocument) {
    for hour in stride(from: 0, to: 24, by: 3) {
      svg.add(
        "text",
        [
          "x": number(left + Double(hour) * step + cell / 2), "y": number(top - 8),
          "font-size": "11", "text-anchor": "middle", "fill": Palette.muted,
        ], text: pad(hour))
    }
  }

  /// The scale: an empty swatch, then one per level with the most minutes
  /// it stands for.
  private static func drawLegend(
    _ svg: inout SVGDocument, at y: Double, busiest: Int, words: PictureWords
  ) {
    svg.add(
      "text", ["x": number(left), "y": number(y + 12), "font-size": "12", "fill": Palette.ink],
      text: words(.heatmapLegend))
    // Level k holds the minutes above busiest * (k - 1) / 5 up to
    // busiest * k / 5; a level no whole minute falls in is left out.
    let count = Palette.levels.count
    var swatches = [(level: 0, bound: 0)]
    for level in 1...count where busiest > 0 {
      let bound = busiest * level / count
      if bound > swatches[swatches.count - 1].bound { swatches.append((level, bound)) }
    }
    for (index, swatch) in swatches.enumerated() {
      let style = colours(level: swatch.level)
      let x = left + Double(index) * 64
      svg.add(
        "rect",
        attributeList: [
          ("x", number(x)), ("y", number(y + 22)), ("width", "18"), ("height", "18"), ("rx", "3"),
          ("fill", style.fill), ("stroke", style.stroke), ("data-legend", "\(swatch.bound)"),
        ])
      svg.add(
        "text",
        ["x": number(x + 24), "y": number(y + 36), "font-size": "11", "fill": Palette.ink],
        text: index == 0 ? "0" : "≤ " + formatForReading(swatch.bound))
    }
  }

  /// A cell's fill and outline.
  ///
  /// White for no minutes, else the level of its share of the busiest
  /// cell (1 for the first fifth ... 5).
  private static func shade(_ minutes: Int, busiest: Int) -> (fill: String, stroke: String) {
    guard minutes > 0, busiest > 0 else { return colours(level: 0) }
    let count = Palette.levels.count
    return colours(level: min(count, max(1, (minutes * count + busiest - 1) / busiest)))
  }

  /// The colours of a level: 0 is white with an outline.
  private static func colours(level: Int) -> (fill: String, stroke: String) {
    guard Palette.levels.indices.contains(level - 1) else { return ("#ffffff", Palette.grid) }
    return (Palette.levels[level - 1].fill, "none")
  }

  private static func pad(_ hour: Int) -> String { hour < 10 ? "0\(hour)" : "\(hour)" }
}
