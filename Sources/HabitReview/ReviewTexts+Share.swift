import HabitCalendar
import HabitDateTexts
import HabitToolkit

extension ReviewTexts {
  /// The sentence a period's share text leads with.
  ///
  /// `empty` without sessions; `streak` when the streak at the period's
  /// end (or today) covers every day of the period so far, and is 3 or
  /// more (never at 1 or 2, HabitRules.docc/ReviewAndCards.md); `deep` when 3 or more sessions were deep focus and they are at
  /// least half of them; `minutes` otherwise.
  ///
  /// - Parameter review: The review.
  /// - Returns: The first sentence.
  /// - Complexity: O(1).
  public static func lead(of review: PeriodReview) -> Sentence {
    let figures = review.current
    guard figures.sessions > 0 else { return .empty }
    let daysSoFar = CivilDate.days(from: figures.start, to: min(figures.end, review.today)) + 1
    if figures.streak >= 3, figures.streak >= daysSoFar { return .streak }
    if figures.deepFocusCount >= 3, figures.deepFocusCount * 2 >= figures.sessions {
      return .deep
    }
    return .minutes
  }

  /// The share text of a review (HabitRules.docc/ReviewAndCards.md): the
  /// period's own figures, naming only gains.
  ///
  /// A period without sessions gets one sentence alone: `empty` when it has
  /// ended, `emptyToday` when its first day is today, `emptySoFar` (from
  /// `{start}`, "No sessions yet since …") while it runs past its first
  /// day. Otherwise the lead (``lead(of:)``), then `detail` (the completed
  /// sessions and the peak band, said with the band's `when` phrase: "in
  /// the morning"), `miles` when the period earned any, and `down` at the
  /// end when the period is behind the one before (``isDown(_:)``;
  /// encouragement, never a comparison) and the lead is not the streak,
  /// which a slower pace has not ended. `{period}` is the days so far
  /// (``periodName(from:to:dates:in:)``: a whole calendar month as a month,
  /// "Nov 2026", other days as a range, "Nov 16–22, 2026"); sentences
  /// ending in `.`, `!` or `?` are followed by a space, those ending in `。`
  /// are not.
  ///
  /// - Parameters:
  ///   - review: The review.
  ///   - dates: How the language writes a date.
  ///   - language: The language to write in.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the templates.
  public func shareText(
    of review: PeriodReview, dates: DateTexts, language: Language
  ) -> String {
    let figures = review.current
    let last = min(figures.end, review.today)
    let period = Self.periodName(from: figures.start, to: last, dates: dates, in: language)
    let lead = Self.lead(of: review)
    var sentences: [String] = []
    switch lead {
    case .empty, .emptySoFar, .emptyToday, .detail, .miles, .down:
      guard figures.start < review.today else {
        return Placeholders.fill(
          template(.emptyToday, in: language), with: ["today": dates.string(last, in: language)])
      }
      guard !review.running else {
        return Placeholders.fill(
          template(.emptySoFar, in: language),
          with: ["start": dates.string(figures.start, in: language)])
      }
      return Placeholders.fill(template(.empty, in: language), with: ["period": period])
    case .minutes:
      sentences.append(
        Placeholders.fill(
          template(.minutes, in: language, count: figures.focusMinutes),
          with: ["minutes": formatForReading(figures.focusMinutes), "period": period]))
    case .deep:
      sentences.append(
        Placeholders.fill(
          template(.deep, in: language, count: figures.deepFocusCount),
          with: ["deep": formatForReading(figures.deepFocusCount), "period": period]))
    case .streak:
      sentences.append(
        Placeholders.fill(
          template(.streak, in: language, count: figures.streak),
          with: [
            "streak": formatForReading(figures.streak), "end": dates.string(last, in: language),
          ]))
    }
    let band = bands.first { $0.id == figures.peakBand }?.when.string(in: language) ?? ""
    sentences.append(
      Placeholders.fill(
        template(.detail, in: language, count: figures.sessions),
        with: ["band": band, "sessions": formatForReading(figures.sessions)]))
    if figures.miles > 0 {
      sentences.append(
        Placeholders.fill(
          template(.miles, in: language, count: figures.miles),
          with: ["miles": formatForReading(figures.miles)]))
    }
    if lead != .streak, Self.isDown(review) { sentences.append(template(.down, in: language)) }
    return Self.join(sentences)
  }

  /// The days of a period as the share text and the review's title write
  /// them: a whole calendar month as its month and year (`dates.json`
  /// `monthYear`: "Nov 2026", 「2026年11月」), any other days as a range
  /// (``DateTexts/range(from:to:in:)``: one day once, "Nov 16–22, 2026").
  ///
  /// - Parameters:
  ///   - start: The first day.
  ///   - end: The last day, not before `start`.
  ///   - dates: How the language writes a date.
  ///   - language: The language to write in.
  /// - Returns: The period's name.
  /// - Complexity: O(*n*) in the length of the templates.
  public static func periodName(
    from start: CivilDate, to end: CivilDate, dates: DateTexts, in language: Language
  ) -> String {
    let first = start.components
    let last = end.components
    if first.day == 1, end.next.components.day == 1, first.month == last.month,
      first.year == last.year
    {
      return dates.month(of: start, withYear: true, in: language)
    }
    return dates.range(from: start, to: end, in: language)
  }

  /// Sentences joined with a space after one ending in `.`, `!` or `?`,
  /// directly after one ending in `。`.
  static func join(_ sentences: [String]) -> String {
    var text = ""
    for sentence in sentences {
      if let mark = text.last, ".!?".contains(mark) { text += " " }
      text += sentence
    }
    return text
  }

  /// Whether a period is behind the one before: fewer focus minutes than
  /// it had, or, while the period runs, fewer than its share of them so far.
  ///
  /// On the Tuesday of a week (2 days of 7) the week so far is measured
  /// against 2/7 of the week before, not all of it, so a good start is
  /// never called a slow one. Equal is not behind.
  ///
  /// - Parameter review: The review.
  /// - Returns: Whether the `down` sentence follows the lead.
  /// - Complexity: O(1).
  public static func isDown(_ review: PeriodReview) -> Bool {
    let current = review.current
    let length = CivilDate.days(from: current.start, to: current.end) + 1
    let elapsed =
      review.running
      ? min(max(CivilDate.days(from: current.start, to: review.today) + 1, 0), length) : length
    let (minutes, overflow) = current.focusMinutes.multipliedReportingOverflow(by: length)
    let (share, shareOverflow) = review.previous.focusMinutes.multipliedReportingOverflow(
      by: elapsed)
    guard !overflow, !shareOverflow else {
      return current.focusMinutes < review.previous.focusMinutes
    }
    return minutes < share
  }
}
