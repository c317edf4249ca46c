import HabitRules
import HabitToolkit

/// `gen card week`: the share card of a week's review, and the figures it
/// shows (what `--json` prints).
///
/// The card has the week's first and last day, its focus minutes, a strip
/// of its seven days (a bar of minutes each, the best day in the accent,
/// days still to come outlined), then those of the sessions, active days,
/// deep focus sessions and miles that are above zero, the best day and
/// the peak time band. A week without sessions says so kindly instead of
/// naming a best day. Encoded
/// as `{"start", "end", "today", "running", "sessions", "focusMinutes",
/// "deepFocusCount", "activeDays", "miles", "xp", "bestDay",
/// "bestDayMinutes", "peakBand", "peakBandName", "days": [{"day",
/// "weekday", "sessions", "focusMinutes"}], "demo"}`; `bestDay`,
/// `peakBand` and `peakBandName` are `null` in a week without sessions.
package struct WeekCard: Hashable, Sendable, Codable {
  /// One day of the strip.
  package struct Day: Hashable, Sendable, Codable {
    /// The logical day.
    package let day: CivilDate
    /// Its short weekday name in the card's language.
    package let weekday: String
    /// The sessions that started on it.
    package let sessions: Int
    /// Their minutes.
    package let focusMinutes: Int
  }

  /// The week's first day.
  package let start: CivilDate
  /// The week's last day.
  package let end: CivilDate
  /// The logical day of now.
  package let today: CivilDate
  /// Whether the week is still running (its figures are the ones so far).
  package let running: Bool
  /// Sessions in the week.
  package let sessions: Int
  /// Their minutes.
  package let focusMinutes: Int
  /// Those that were deep focus.
  package let deepFocusCount: Int
  /// Days with a session.
  package let activeDays: Int
  /// The miles the week's sessions earned.
  package let miles: Int
  /// The XP they earned.
  package let xp: Int
  /// The day with the most minutes, if any.
  package let bestDay: CivilDate?
  /// Its minutes; 0 without sessions.
  package let bestDayMinutes: Int
  /// The id of the time band with the most minutes, if any.
  package let peakBand: String?
  /// That band's name in the card's language.
  package let peakBandName: String?
  /// The seven days, first to last.
  package let days: [Day]
  /// Whether the review counted demo sessions.
  package let demo: Bool

  private static let accent = "#146c2e"
  private static let light = "#a7d7b4"

  /// The figures of a week's card; `nil` for a review of a month.
  ///
  /// - Parameters:
  ///   - review: The week's review.
  ///   - bandName: The name of its peak band in the card's language.
  ///   - dates: The weekday names.
  ///   - language: The card's language.
  package init?(
    _ review: PeriodReview, bandName: String?, dates: DateTexts, language: Language
  ) {
    guard review.period == .week else { return nil }
    let figures = review.current
    start = figures.start
    end = figures.end
    today = review.today
    running = review.running
    sessions = figures.sessions
    focusMinutes = figures.focusMinutes
    deepFocusCount = figures.deepFocusCount
    activeDays = figures.activeDays
    miles = figures.miles
    xp = figures.xp
    bestDay = figures.bestDay
    bestDayMinutes = figures.bestDayMinutes
    peakBand = figures.peakBand
    peakBandName = figures.peakBand == nil ? nil : bandName
    days = review.days.map {
      Day(
        day: $0.day, weekday: dates.weekday($0.day, in: language), sessions: $0.sessions,
        focusMinutes: $0.focusMinutes)
    }
    demo = review.demo
  }

  private enum CodingKeys: String, CodingKey {
    case start, end, today, running, sessions, focusMinutes, deepFocusCount, activeDays, miles, xp
    case bestDay, bestDayMinutes, peakBand, peakBandName, days, demo
  }

  /// Writes the figures; the optional ones are `null` when absent, so
  /// every key is always there.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
    try container.encode(today, forKey: .today)
    try container.encode(running, forKey: .running)
    try container.encode(sessions, forKey: .sessions)
    try container.encode(focusMinutes, forKey: .focusMinutes)
    try container.encode(deepFocusCount, forKey: .deepFocusCount)
    try container.encode(activeDays, forKey: .activeDays)
    try container.encode(miles, forKey: .miles)
    try container.encode(xp, forKey: .xp)
    try container.encode(bestDay, forKey: .bestDay)
    try container.encode(bestDayMinutes, forKey: .bestDayMinutes)
    try container.encode(peakBand, forKey: .peakBand)
    try container.encode(peakBandName, forKey: .peakBandName)
    try container.encode(days, forKey: .days)
    try container.encode(demo, forKey: .demo)
  }

  /// Draws the card.
  ///
  /// - Parameters:
  ///   - texts: The cards' words.
  ///   - dates: How the language writes the days.
  ///   - language: The language of the words.
  /// - Returns: The SVG document, 1080 x 1350.
  /// - Complexity: O(*d*) in the days of the strip.
  package func svg(texts: CardTexts, dates: DateTexts, language: Language) -> String {
    let heading = texts.string(.weekHeading, in: language)
    // A running week says so: from its first day to today, "so far".
    let period = texts.string(
      running ? .periodSoFar : .period, in: language,
      ["period": dates.range(from: start, to: running ? min(today, end) : end, in: language)])
    var card = CardLayout(
      accent: Self.accent, heading: heading, date: period, day: ("start", start.description),
      data: ["data-end": end.description])
    if demo { card.markDemo(texts.string(.demo, in: language)) }
    let total = texts.counted(.weekMinutes, focusMinutes, in: language)
    card.text(
      total, y: 380, style: .init(size: 96, bold: true),
      figure: ("focusMinutes", String(focusMinutes)))
    strip(&card, language: language)
    // Two columns of the totals above zero, all at one size: the size the
    // longest fits at. A card someone shares counts what they did; "0
    // deep-focus sessions" would only point at what they did not (the
    // JSON keeps every figure).
    let totals = [
      (CardTexts.Key.sessions, "sessions", sessions), (.activeDays, "activeDays", activeDays),
      (.deepFocusCount, "deepFocusCount", deepFocusCount), (.miles, "miles", miles),
    ].filter { $0.2 > 0 }.map { key, name, value in
      (texts.counted(key, value, in: language), name, value)
    }
    let half = CardLayout.lineWidth / 2 - 20
    let size = totals.map { CardLayout.fitted($0.0, size: 44, width: half) }.min() ?? 44
    for (index, (text, name, value)) in totals.enumerated() {
      let quarter = CardLayout.lineWidth / 4
      card.text(
        text, x: CardLayout.margin + (index % 2 == 0 ? quarter : 3 * quarter),
        y: 1010 + Double(index / 2) * 70, style: .init(size: size, width: half),
        figure: (name, String(value)))
    }
    if let bestDay {
      card.text(
        texts.string(.bestDay, in: language, ["day": dates.string(bestDay, in: language)]),
        y: 1170, style: .init(size: 42, bold: true, color: Self.accent),
        figure: ("bestDay", bestDay.description))
    } else {
      card.text(
        texts.string(running ? .quietSoFar : .quietWeek, in: language), y: 1170,
        style: .init(size: 40, color: Self.accent))
    }
    if let peakBand, let peakBandName {
      card.text(
        texts.string(.peakBand, in: language, ["band": peakBandName]), y: 1240,
        style: .init(size: 40, color: Palette.muted), figure: ("peakBand", peakBand))
    }
    return card.document(
      title: [heading, period, total].joined(separator: texts.string(.separator, in: language)))
  }

  /// The strip: a column per day, its bar as tall as its share of the
  /// busiest day's minutes, its minutes above and its weekday below.
  private func strip(_ card: inout CardLayout, language: Language) {
    let top = 470.0
    let bottom = 860.0
    let step = CardLayout.lineWidth / Double(max(days.count, 1))
    let bar = step * 0.62
    let most = Double(max(days.map(\.focusMinutes).max() ?? 0, 1))
    card.add(
      "line",
      [
        "x1": number(CardLayout.margin), "y1": number(bottom),
        "x2": number(CardLayout.width - CardLayout.margin), "y2": number(bottom),
        "stroke": Palette.grid, "stroke-width": "3",
      ])
    for (index, day) in days.enumerated() {
      let center = CardLayout.margin + step * (Double(index) + 0.5)
      let height = (bottom - top) * Double(day.focusMinutes) / most
      let isBest = day.day == bestDay
      let toCome = day.day > today
      card.open([
        "data-day": day.day.description, "data-minutes": String(day.focusMinutes),
        "data-sessions": String(day.sessions),
      ])
      if toCome {
        card.add(
          "rect",
          [
            "x": number(center - bar / 2), "y": number(bottom - 24), "width": number(bar),
            "height": "24", "rx": "6", "fill": "none", "stroke": Palette.grid,
            "stroke-width": "3", "stroke-dasharray": "8 6",
          ])
      } else if day.focusMinutes > 0 {
        card.add(
          "rect",
          [
            "x": number(center - bar / 2), "y": number(bottom - height), "width": number(bar),
            "height": number(height), "rx": "10", "fill": isBest ? Self.accent : Self.light,
          ])
        card.text(
          formatForReading(day.focusMinutes), x: center, y: bottom - height - 16,
          style: .init(size: 32, width: step, bold: isBest))
      }
      card.text(
        day.weekday, x: center, y: bottom + 56,
        style: .init(
          size: 34, width: step, bold: isBest, color: toCome ? Palette.muted : Palette.ink))
      card.close()
    }
  }
}
