import HabitRules

/// `gen quote --list --svg`: the grid of subjects (rows) by predicates
/// (columns), blocked pairs marked with a cross as well as a dark fill.
///
/// Each cell has `data-subject`, `data-predicate`, `data-blocked` and a
/// `<title>` with the full quote or the reason it is blocked.
package enum QuoteGridPicture {
  private static let cell = 22.0
  private static let fontSize = 12.0

  /// Draws every pair.
  ///
  /// - Parameters:
  ///   - content: The quote halves and blocklist.
  ///   - words: The pictures' words.
  ///   - language: The language of the halves.
  /// - Returns: The SVG document.
  package static func svg(_ content: QuoteContent, words: PictureTexts, language: Language)
    -> String
  {
    let pairs = content.pairs(language: language)
    let subjects = content.subjects.map { $0.text.string(in: language) }
    let predicates = content.predicates.map { $0.text.string(in: language) }
    let left = 16 + (subjects.map { textWidth($0, fontSize: fontSize) }.max() ?? 0) + 10
    // Column labels run up and to the right at 50 degrees.
    let rise = (predicates.map { textWidth($0, fontSize: fontSize) }.max() ?? 0) * 0.77
    let top = 64 + rise
    var svg = SVGDocument()
    let shown = pairs.count { !$0.blocked }
    let heading = words.string(
      .quoteHeading, in: language,
      [
        "subjects": String(subjects.count), "predicates": String(predicates.count),
        "blocked": String(pairs.count - shown), "shown": String(shown),
      ])
    svg.add(
      "text",
      ["x": "16", "y": "28", "font-size": "16", "font-weight": "bold", "fill": Palette.ink],
      text: heading)
    for (index, text) in subjects.enumerated() {
      svg.add(
        "text",
        [
          "x": number(left - 8), "y": number(top + (Double(index) + 0.5) * cell + 4),
          "font-size": number(fontSize), "text-anchor": "end", "fill": Palette.ink,
          "data-subject": content.subjects[index].id,
        ], text: text)
    }
    for (index, text) in predicates.enumerated() {
      let x = left + (Double(index) + 0.5) * cell + 4
      svg.add(
        "text",
        [
          "x": number(x), "y": number(top - 8), "font-size": number(fontSize),
          "transform": "rotate(-50 \(number(x)) \(number(top - 8)))", "fill": Palette.ink,
          "data-predicate": content.predicates[index].id,
        ], text: text)
    }
    let columns = predicates.count
    for (index, pair) in pairs.enumerated() {
      let x = left + Double(index % max(columns, 1)) * cell
      let y = top + Double(index / max(columns, 1)) * cell
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
    let rows = Double(subjects.count)
    let legendY = top + rows * cell + 28
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
    let width = max(left + Double(columns) * cell + rise * 0.84 + 16, 420)
    return svg.text(width: width, height: legendY + 20, title: heading)
  }
}
