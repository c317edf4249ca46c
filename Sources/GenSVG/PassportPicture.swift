import HabitRules
import HabitToolkit

/// `gen growth --svg`, the passport page.
///
/// A stamp per chapter in a grid of three columns: a completed chapter is an inked stamp with its city and
/// the day it completed, the current chapter a dashed stamp with a
/// progress bar per mission under it, a later one a faint outline. The
/// header has the level, the title and the miles, in the chosen language.
///
/// Each stamp carries `data-chapter` and `data-status` (`completed`,
/// `current` or `locked`); each mission bar `data-mission`,
/// `data-progress` and `data-target`.
package enum PassportPicture {
  private static let width = 660.0
  private static let columns = 3
  private static let cellWidth = 210.0
  private static let cellHeight = 220.0
  private static let top = 96.0
  private static let radius = 62.0
  /// Stamp inks, chapter by chapter.
  private static let inks = ["#b3261e", "#0b57d0", "#146c2e", "#7d5260", "#6750a4", "#8c4a00"]

  /// Draws the passport page of a report.
  ///
  /// - Parameters:
  ///   - report: The report (profile and expedition state).
  ///   - rules: Growth's content, for the labels.
  ///   - expeditions: The chapters, for their cities and missions.
  ///   - words: How the language writes the day a chapter was completed,
  ///     the pictures' words (the demo label of a report from demo
  ///     sessions), and the language of the texts.
  /// - Returns: The SVG document; one from demo sessions
  ///   (``GrowthReport/demo``) says so.
  package static func svg(
    _ report: GrowthReport, rules: GrowthRules, expeditions: Expeditions, words: PictureWords
  ) -> String {
    let language = words.language
    var svg = SVGDocument()
    let profile = report.profile
    let passport = rules.label(.passport, in: language)
    svg.add(
      "text",
      ["x": "24", "y": "36", "font-size": "20", "font-weight": "bold", "fill": Palette.ink],
      text: passport)
    svg.add(
      "text", ["x": "24", "y": "60", "font-size": "13", "fill": Palette.ink],
      text: rules.label(
        .level, in: language, ["level": "\(profile.level)", "title": profile.title]))
    svg.add(
      "text", ["x": "24", "y": "80", "font-size": "11", "fill": Palette.muted],
      text: rules.label(
        .totals, in: language,
        [
          "miles": formatForReading(profile.miles),
          "sessions": formatForReading(profile.sessions),
          "minutes": formatForReading(profile.focusMinutes),
          "deep": formatForReading(profile.deepFocusCount),
        ]))
    let states = Dictionary(
      report.expeditions.chapters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, chapter) in expeditions.chapters.enumerated() {
      let state = states[chapter.id]
      let stamp = Stamp(
        chapter: chapter, state: state,
        status: state?.isCompleted == true
          ? "completed" : report.expeditions.current == chapter.id ? "current" : "locked",
        center: (
          Double(index % columns) * cellWidth + cellWidth / 2 + 15,
          top + Double(index / columns) * cellHeight + radius + 10
        ),
        ink: inks[index % inks.count])
      stamp.draw(into: &svg, rules: rules, words: words)
    }
    let rows = (expeditions.chapters.count + columns - 1) / columns
    return svg.text(
      width: width, height: top + Double(rows) * cellHeight + 10,
      title: passport + words(.separator) + profile.title,
      demoLabel: report.demo ? words(.demo) : nil)
  }

  /// One chapter's stamp: where it stands, how it is inked, and what it
  /// shows.
  private struct Stamp {
    let chapter: Expeditions.Chapter
    let state: ExpeditionState.ChapterState?
    /// `completed`, `current` or `locked`.
    let status: String
    let center: (x: Double, y: Double)
    let ink: String

    /// The stamp's colour: its ink, or grey while locked.
    var color: String { status == "locked" ? Palette.grid : ink }

    /// The stamp, then a bar per mission under the current one.
    func draw(into svg: inout SVGDocument, rules: GrowthRules, words: PictureWords) {
      let language = words.language
      let city = chapter.city.string(in: language)
      let (x, y) = center
      // A completed stamp sits a little askew, as a real one would.
      let tilt = "rotate(\(status == "completed" ? -8 : 0) \(number(x)) \(number(y)))"
      svg.open(["data-chapter": chapter.id, "data-status": status, "transform": tilt])
      svg.add(
        "circle",
        [
          "cx": number(x), "cy": number(y), "r": number(radius), "fill": "none",
          "stroke": color, "stroke-width": status == "completed" ? "4" : "2",
          "stroke-dasharray": status == "current" ? "6 4" : "none",
        ], title: chapter.tagline.string(in: language))
      svg.add(
        "circle",
        [
          "cx": number(x), "cy": number(y), "r": number(radius - 8), "fill": "none",
          "stroke": color, "stroke-width": "1",
        ])
      svg.add(
        "text",
        [
          "x": number(x), "y": number(y + 2), "font-size": number(cityFontSize(city)),
          "font-weight": "bold",
          "text-anchor": "middle", "fill": status == "locked" ? Palette.muted : color,
        ], text: city)
      svg.add(
        "text",
        [
          "x": number(x), "y": number(y + 24), "font-size": "11", "text-anchor": "middle",
          "fill": status == "locked" ? Palette.muted : color,
        ], text: caption(rules: rules, words: words))
      svg.close()
      guard status == "current", let state else { return }
      for (offset, (mission, reached)) in zip(chapter.missions, state.missions).enumerated() {
        drawBar(
          mission, progress: reached.progress, y: y + radius + 16 + Double(offset) * 14,
          language: language, into: &svg)
      }
    }

    /// The day a completed chapter was completed, or what the others are.
    private func caption(rules: GrowthRules, words: PictureWords) -> String {
      switch status {
      case "completed": state?.completedAt.map { words.day($0.localDate) } ?? ""
      case "current": rules.label(.inProgress, in: words.language)
      default: rules.label(.locked, in: words.language)
      }
    }

    /// A mission's progress bar, with its data.
    private func drawBar(
      _ mission: Expeditions.Mission, progress: Int, y barY: Double, language: Language,
      into svg: inout SVGDocument
    ) {
      let x = center.x
      let barWidth = 150.0
      let share = mission.target > 0 ? min(1, Double(progress) / Double(mission.target)) : 1
      svg.open([
        "data-mission": mission.id, "data-progress": "\(progress)",
        "data-target": "\(mission.target)",
      ])
      svg.add(
        "rect",
        [
          "x": number(x - barWidth / 2), "y": number(barY), "width": number(barWidth),
          "height": "6", "rx": "3", "fill": "#eaeef2",
        ], title: "\(mission.title(in: language)) \(progress)/\(mission.target)")
      svg.add(
        "rect",
        [
          "x": number(x - barWidth / 2), "y": number(barY), "width": number(barWidth * share),
          "height": "6", "rx": "3", "fill": ink,
        ])
      svg.add(
        "text",
        [
          "x": number(x + barWidth / 2 + 6), "y": number(barY + 6), "font-size": "9",
          "fill": Palette.muted,
        ], text: "\(progress)/\(mission.target)")
      svg.close()
    }
  }

  /// 18 points, smaller for a name that would not fit inside the stamp.
  private static func cityFontSize(_ city: String) -> Double {
    let fits = 2 * (radius - 20)
    return min(18, 18 * fits / max(textWidth(city, fontSize: 18), 1))
  }
}
