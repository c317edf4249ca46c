import HabitCalendar
import HabitDateTexts
import HabitToolkit

extension ReviewTexts {
  /// The sentence a period's share text leads with.
  ///
  /// `empty` without sessions; `streak` when the streak at the period's
  /// end (or today) covers every day of the period so far, and is 3 or
  /// more; `deep` when 3 or more sessions were deep focus and they are at
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

  /// The share text of a review (HabitRules.docc/ReviewAndCards.md): one or two sentences
  /// filled with the period's own figures, naming only gains.
  ///
  /// A period without sessions gets the `empty` sentence alone, or
  /// `emptyToday` when its first day is today (a period of one day so far:
  /// "from Dec 1 to Dec 1" would read as a mistake). Otherwise
  /// the lead (``lead(of:)``), then `down` when the period is behind the one
  /// before (``isDown(_:)``; encouragement, never a comparison), or else
  /// `detail` (the peak band and the miles). Dates are written with
  /// `dates` (`{end}` is today in a running period); sentences ending in
  /// `.`, `!` or `?` are followed by a space, those ending in `。` are not.
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
    let start = dates.string(figures.start, in: language)
    let end = dates.string(min(figures.end, review.today), in: language)
    let lead = Self.lead(of: review)
    let first: String
    switch lead {
    case .empty, .emptyToday, .detail, .down:
      guard figures.start < review.today else {
        return Placeholders.fill(template(.emptyToday, in: language), with: ["today": end])
      }
      return Placeholders.fill(
        template(.empty, in: language), with: ["start": start, "end": end])
    case .minutes:
      first = Placeholders.fill(
        template(.minutes, in: language, count: figures.focusMinutes),
        with: ["minutes": formatForReading(figures.focusMinutes), "start": start, "end": end])
    case .deep:
      first = Placeholders.fill(
        template(.deep, in: language, count: figures.deepFocusCount),
        with: ["deep": formatForReading(figures.deepFocusCount), "start": start, "end": end])
    case .streak:
      first = Placeholders.fill(
        template(.streak, in: language, count: figures.streak),
        with: ["streak": formatForReading(figures.streak), "end": end])
    }
    let second: String
    if Self.isDown(review) {
      second = template(.down, in: language)
    } else {
      let band = bands.first { $0.id == figures.peakBand }?.name.string(in: language) ?? ""
      second = Placeholders.fill(
        template(.detail, in: language, count: figures.miles),
        with: ["band": band, "miles": formatForReading(figures.miles)])
    }
    let spaced = first.last.map { ".!?".contains($0) } ?? false
    return first + (spaced ? " " : "") + second
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
