import HabitRules
import HabitToolkit

/// `gen quote --list --svg`: the grid of subjects (rows) by predicates
/// (columns), blocked pairs marked with a cross as well as a dark fill.
///
/// Each cell has `data-subject`, `data-predicate`, `data-blocked` and a
/// `<title>` with the full quote or the reason it is blocked, in the
/// language of the picture.
package enum QuoteGridPicture {
  private static let cell = 22.0
  private static let fontSize = 12.0

  /// Where the grid sits: the labels' room on the left and on top.
  private struct Layout {
    /// The x of the grid's left edge, after the subject labels.
    let left: Double
    /// How high the slanted predicate labels rise above the grid.
    let rise: Double
    /// The y of the grid's top edge, below the heading and the labels.
    let top: Double
    let columns: Int
    let rows: Int

    init(subjects: [String], predicates: [String]) {
      left = 16 + (subjects.map { textWidth($0, fontSize: fontSize) }.max() ?? 0) + 10
      // Column labels run up and to the right at 50 degrees.
      rise = (predicates.map { textWidth($0, fontSize: fontSize) }.max() ?? 0) * 0.77
      top = 64 + rise
      columns = predicates.count
      rows = subjects.count
    }

    /// The top left corner of the cell of pair `index` (row-major).
    func corner(of index: Int) -> (x: Double, y: Double) {
      (
        left + Double(index % max(columns, 1)) * cell,
        top + Double(index / max(columns, 1)) * cell
      )
    }

    /// The baseline of the legend, below the last row.
    var legendY: Double { top + Double(rows) * cell + 28 }

    /// The picture's width: the grid plus the overhang of the last label.
    var width: Double { max(left + Double(columns) * cell + rise * 0.84 + 16, 420) }
  }

  /// Draws every pair.
  ///
  /// - Parameters:
  ///   - content: The quote halves and blocklist.
  ///   - words: The pictures' words.
  ///   - language: The language of the halves, the reasons and the words.
  /// - Returns: The SVG document.
  package static func svg(_ content: QuoteContent, words: PictureTexts, language: Language)
    -> String
  {
    let pairs = content.pairs(language: language)
    let subjects = content.subjects.map { $0.text.string(in: language) }
    let predicates = content.predicates.map { $0.text.string(in: language) }
    let layout = Layout(subjects: subjects, predicates: predicates)
    let shown = pairs.count { !$0.blocked }
    let heading = words.string(
      .quoteHeading, in: language,
      [
        "subjects": formatForReading(subjects.count),
        "predicates": formatForReading(predicates.count),
        "blocked": formatForReading(pairs.count - shown), "shown": formatForReading(shown),
      ])
    var svg = SVGDocument()
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "16", "font-weight": "bold", "fill": Palette.ink],
      text: heading)
    addLabels(subjects: subjects, predicates: predicates, of: content, layout, to: &svg)
    for (index, pair) in pairs.enumerated() {
      addCell(pair, at: layout.corner(of: index), words: words, language: language, to: &svg)
    }
    addLegend(at: layout.legendY, words: words, language: language, to: &svg)
    return svg.text(width: layout.width, height: layout.legendY + 20, title: heading)
  }

  /// The subjects right-aligned before their rows, the predicates slanted
  /// above their columns.
  private static func addLabels(
    subjects: [String], predicates: [String], of content: QuoteContent, _ layout: Layout,
    to svg: inout SVGDocument
  ) {
    for (index, text) in subjects.enumerated() {
      svg.add(
        "text",
        [
          "x": number(layout.left - 8),
          "y": number(layout.top + (Double(index) + 0.5) * cell + 4),
          "font-size": number(fontSize), "text-anchor": "end", "fill": Palette.ink,
          "data-subject": content.subjects[index].id,
        ], text: text)
    }
    let y = layout.top - 8
    for (index, text) in predicates.enumerated() {
      let x = layout.left + (Double(index) + 0.5) * cell + 4
      svg.add(
        "text",
        [
          "x": number(x), "y": number(y), "font-size": number(fontSize),
          "transform": "rotate(-50 \(number(x)) \(number(y)))", "fill": Palette.ink,
          "data-predicate": content.predicates[index].id,
        ], text: text)
    }
  }

  /// One pair's cell: light when shown, dark and crossed when blocked, with
  /// the quote (and the reason it is blocked) as its tooltip.
  private static func addCell(
    _ pair: QuotePair, at corner: (x: Double, y: Double), words: PictureTexts,
    language: Language, to svg: inout SVGDocument
  ) {
    let (x, y) = corner
    svg.open([
      "class": pair.blocked ? "pair blocked" : "pair", "data-subject": pair.subjectId,
      "data-predicate": pair.predicateId, "data-blocked": pair.blocked ? "true" : "false",
    ])
    svg.add(
      "rect",
      [
        "x": number(x + 1), "y": number(y + 1), "width": number(cell - 2),
        "height": number(cell - 2), "fill": pair.blocked ? "#57606a" : "#dafbe1",
        "stroke": pair.blocked ? "#24292f" : "#4ac26b", "stroke-width": "1",
      ],
      title: pair.blocked
        ? words.string(
          .blockedQuote, in: language, ["quote": pair.text, "reason": pair.reason ?? ""])
        : pair.text)
    if pair.blocked {
      svg.add(
        "path",
        [
          "d":
            "M\(number(x + 6)) \(number(y + 6))L\(number(x + cell - 6)) \(number(y + cell - 6))"
            + "M\(number(x + cell - 6)) \(number(y + 6))L\(number(x + 6)) \(number(y + cell - 6))",
          "stroke": "#ffffff", "stroke-width": "2", "pointer-events": "none",
        ])
    }
    svg.close()
  }

  /// The two swatches below the grid: shown, and blocked with its cross.
  private static func addLegend(
    at legendY: Double, words: PictureTexts, language: Language, to svg: inout SVGDocument
  ) {
    svg.add(
      "rect",
      [
        "x": "16", "y": number(legendY - 11), "width": "14", "height": "14", "fill": "#dafbe1",
        "stroke": "#4ac26b",
      ])
    svg.add(
      "text", ["x": "36", "y": number(legendY + 1), "font-size": "12", "fill": Palette.ink],
      text: words.string(.shown, in: language))
    svg.add(
      "rect",
      [
        "x": "96", "y": number(legendY - 11), "width": "14", "height": "14", "fill": "#57606a",
        "stroke": "#24292f",
      ])
    svg.add(
      "path",
      [
        "d":
          "M99 \(number(legendY - 8))L107 \(number(legendY))M107 \(number(legendY - 8))L99 \(number(legendY))",
        "stroke": "#ffffff", "stroke-width": "2",
      ])
    svg.add(
      "text", ["x": "116", "y": number(legendY + 1), "font-size": "12", "fill": Palette.ink],
      text: words.string(.blocked, in: language))
  }
}
