import Foundation
import HabitRules

/// `gen plan --svg`: one row per night on a shared time axis from the
/// window's start to its end, each reminder a mark coloured by level.
///
/// A mark carries its level's digit (so it reads without colour), is
/// filled when queued now, hollow when it will be queued in a later
/// refresh, and faded when already past; a completed night's cancelled
/// reminders are small grey rings. Each has `data-id`, `data-level` and a
/// `<title>` with its time and message.
package enum PlanPicture {
  private static let left = 150.0
  private static let axisWidth = 760.0
  private static let top = 78.0
  private static let rowHeight = 30.0

  /// How a reminder's mark is drawn.
  enum MarkState: String {
    /// In the queue now: filled.
    case queued
    /// Queued in a later refresh: hollow.
    case later
    /// Already past: faded.
    case past
    /// On a completed night: a small grey ring.
    case cancelled

    /// The state of a reminder on a completed night or not, past or not,
    /// in the queue or not, in that order of precedence.
    init(completed: Bool, past: Bool, queued: Bool) {
      switch (completed, past, queued) {
      case (true, _, _): self = .cancelled
      case (false, true, _): self = .past
      case (false, false, true): self = .queued
      case (false, false, false): self = .later
      }
    }
  }

  /// The shared time axis: the window's minutes from its start, left to
  /// right.
  private struct Axis {
    let calendar: CivilCalendar
    /// The window's start, in minutes since midnight.
    let start: Int
    /// The window's length in minutes.
    let length: Double

    init(window: NightWindow, calendar: CivilCalendar) {
      self.calendar = calendar
      start = window.start.minutesSinceMidnight
      length = Double((window.end.minutesSinceMidnight - start + 1_440) % 1_440)
    }

    /// Where a moment's wall time falls.
    func x(_ moment: Date) -> Double {
      let minutes = (calendar.wallTime(of: moment).minutesSinceMidnight - start + 1_440) % 1_440
      return left + Double(minutes) / length * axisWidth
    }
  }

  /// The moment of the plan as the plan table writes it, with the weekday:
  /// `Tue Dec 1, 2026, 01:30`, `2026年12月1日（火）01:30`.
  private static func nowText(
    _ now: ISO8601Moment, calendar: CivilCalendar, words: PictureWords
  ) -> String {
    words.dayTime(calendar.civilDate(of: now.date), calendar.wallTime(of: now.date))
  }

  /// Draws a schedule.
  ///
  /// - Parameters:
  ///   - schedule: The plan, as `gen plan --json` prints it.
  ///   - calendar: The zone's calendar, for wall times.
  ///   - levelNames: The five level titles in the chosen language.
  ///   - words: The pictures' words, the nights' dates and the chosen
  ///     language.
  /// - Returns: The SVG document.
  package static func svg(
    _ schedule: BedtimeSchedule, calendar: CivilCalendar, levelNames: [String],
    words: PictureWords
  ) -> String {
    let title = words(
      .planTitle,
      [
        "zone": schedule.timeZone,
        "window": words.timeRange(schedule.settings.window.start, schedule.settings.window.end),
      ])
    let axis = Axis(window: schedule.settings.window, calendar: calendar)
    var svg = SVGDocument()
    svg.add(
      "text",
      ["x": "16", "y": "26", "font-size": "16", "font-weight": "bold", "fill": Palette.ink],
      text: title)
    svg.add(
      "text", ["x": "16", "y": "46", "font-size": "12", "fill": Palette.muted],
      text: words(.now, ["now": nowText(schedule.now, calendar: calendar, words: words)]))
    let bottom = top + Double(schedule.nights.count) * rowHeight
    drawHourTicks(axis, bottom: bottom, into: &svg)
    let queued = Set(schedule.queue.ids)
    for (row, plan) in schedule.nights.enumerated() {
      let completed = schedule.completed.contains(plan.night)
      let y = top + (Double(row) + 0.5) * rowHeight
      drawNight(plan, y: y, completed: completed, words: words, into: &svg)
      for reminder in plan.reminders {
        let state = MarkState(
          completed: completed, past: reminder.at <= schedule.now.date,
          queued: queued.contains(reminder.id))
        drawReminder(
          reminder, state: state, at: (axis.x(reminder.at), y), calendar: calendar, words: words,
          into: &svg)
      }
    }
    let legendY = bottom + 30
    let legendWidth = drawLegend(levelNames: levelNames, y: legendY, words: words, into: &svg)
    return svg.text(
      width: max(left + axisWidth + 40, legendWidth, 32 + textWidth(title, fontSize: 16)),
      height: legendY + 50, title: title)
  }

  /// An hour tick and its label over every row.
  private static func drawHourTicks(_ axis: Axis, bottom: Double, into svg: inout SVGDocument) {
    var minute = (60 - axis.start % 60) % 60
    while Double(minute) <= axis.length {
      let tickX = left + Double(minute) / axis.length * axisWidth
      let hour = ((axis.start + minute) / 60) % 24
      svg.add(
        "line",
        [
          "x1": number(tickX), "y1": number(top - 8), "x2": number(tickX), "y2": number(bottom),
          "stroke": Palette.grid, "stroke-width": "1",
        ])
      svg.add(
        "text",
        [
          "x": number(tickX), "y": number(top - 12), "font-size": "11", "text-anchor": "middle",
          "fill": Palette.muted,
        ], text: hour < 10 ? "0\(hour):00" : "\(hour):00")
      minute += 60
    }
  }

  /// A night's label, its line, and `completed` over it when checked in.
  private static func drawNight(
    _ plan: NightPlan, y: Double, completed: Bool, words: PictureWords,
    into svg: inout SVGDocument
  ) {
    svg.add(
      "text",
      [
        "x": number(left - 12), "y": number(y + 4), "font-size": "12", "text-anchor": "end",
        "fill": Palette.ink,
      ],
      text: words.dayWithWeekday(plan.night))
    svg.add(
      "line",
      [
        "x1": number(left), "y1": number(y), "x2": number(left + axisWidth), "y2": number(y),
        "stroke": Palette.grid, "stroke-width": "1",
      ])
    if completed {
      svg.add(
        "text",
        ["x": number(left + 8), "y": number(y - 9), "font-size": "11", "fill": Palette.muted],
        text: words(.completed))
    }
  }

  /// One reminder's mark, with its data marks and its title.
  private static func drawReminder(
    _ reminder: Reminder, state: MarkState, at point: (x: Double, y: Double),
    calendar: CivilCalendar, words: PictureWords, into svg: inout SVGDocument
  ) {
    let level = min(max(reminder.level, 1), Palette.levels.count)
    let colour = Palette.levels[level - 1]
    let description =
      "\(calendar.wallTime(of: reminder.at)) \(words.level(reminder.level)) \(reminder.title) | "
      + reminder.body
    svg.open([
      "class": "reminder \(state.rawValue)", "data-id": reminder.id,
      "data-level": String(reminder.level),
      "opacity": state == .past ? "0.35" : "1",
    ])
    defer { svg.close() }
    if state == .cancelled {
      svg.add(
        "circle",
        [
          "cx": number(point.x), "cy": number(point.y), "r": "4", "fill": "#ffffff",
          "stroke": Palette.muted, "stroke-width": "1.5",
        ], title: words(.cancelled, ["reminder": description]))
      return
    }
    let hollow = state == .later
    svg.add(
      "circle",
      [
        "cx": number(point.x), "cy": number(point.y), "r": "8",
        "fill": hollow ? "#ffffff" : colour.fill, "stroke": hollow ? colour.fill : Palette.ink,
        "stroke-width": hollow ? "2.5" : "0.8",
      ], title: description)
    svg.add(
      "text",
      [
        "x": number(point.x), "y": number(point.y + 3.5), "font-size": "10",
        "text-anchor": "middle", "fill": hollow ? Palette.ink : colour.text,
        "pointer-events": "none",
      ], text: String(reminder.level))
  }

  /// The legend: the five levels by name, then what filled, hollow and
  /// faded mean.
  ///
  /// - Returns: How far right the legend reaches.
  private static func drawLegend(
    levelNames: [String], y legendY: Double, words: PictureWords, into svg: inout SVGDocument
  ) -> Double {
    var legendX = 16.0
    for (index, name) in levelNames.prefix(Palette.levels.count).enumerated() {
      let colour = Palette.levels[index]
      svg.add(
        "circle",
        [
          "cx": number(legendX + 8), "cy": number(legendY), "r": "8", "fill": colour.fill,
          "stroke": Palette.ink, "stroke-width": "0.8",
        ])
      svg.add(
        "text",
        [
          "x": number(legendX + 8), "y": number(legendY + 3.5), "font-size": "10",
          "text-anchor": "middle", "fill": colour.text,
        ], text: String(index + 1))
      let label = "\(words.level(index + 1)) \(name)"
      svg.add(
        "text",
        [
          "x": number(legendX + 22), "y": number(legendY + 4), "font-size": "12",
          "fill": Palette.ink,
        ],
        text: label)
      legendX += 34 + textWidth(label, fontSize: 12)
    }
    let states = [
      ("#3b528b", Palette.ink, "0.8", "1", words(.queuedNow)),
      ("#ffffff", "#3b528b", "2.5", "1", words(.later)),
      ("#3b528b", Palette.ink, "0.8", "0.35", words(.past)),
    ]
    legendX = 16
    for (fill, stroke, width, opacity, label) in states {
      svg.add(
        "circle",
        [
          "cx": number(legendX + 8), "cy": number(legendY + 26), "r": "7", "fill": fill,
          "stroke": stroke, "stroke-width": width, "opacity": opacity,
        ])
      svg.add(
        "text",
        [
          "x": number(legendX + 22), "y": number(legendY + 30), "font-size": "12",
          "fill": Palette.ink,
        ], text: label)
      legendX += 40 + textWidth(label, fontSize: 12)
    }
    return legendX
  }
}
