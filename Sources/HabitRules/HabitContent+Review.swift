import Foundation

extension HabitContent {
  /// The review of a week or a month of sessions with this content, and
  /// its share text: `review.json`'s bands and sentences, `growth.json`'s
  /// and `expeditions.json`'s rewards, the badges' deep-focus rule and
  /// `dates.json`'s dates.
  ///
  ///     let report = try content.review(
  ///       of: sessions, period: .week, now: now, calendar: ReviewCalendar(calendar),
  ///       language: .english)
  ///     print(report.review.current.focusMinutes, report.shareText)
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order.
  ///   - period: A week or a month.
  ///   - day: A day of the period; `nil` for today.
  ///   - now: The moment figures are counted to.
  ///   - calendar: The user's zone, when a logical day starts and the
  ///     weekday weeks start on.
  ///   - language: The language of the share text.
  /// - Returns: The review and its share text.
  /// - Throws: ``InputError`` for a `weekStart` outside 1-7 or a day after
  ///   today.
  /// - Complexity: See
  ///   ``PeriodReview/init(sessions:period:day:now:calendar:rules:)``.
  public func review(
    of sessions: [FocusSession], period: ReviewPeriod, day: CivilDate? = nil, now: Date,
    calendar: ReviewCalendar, language: Language = .source
  ) throws(InputError) -> ReviewReport {
    let review = try PeriodReview(
      sessions: sessions, period: period, day: day, now: now, calendar: calendar,
      rules: ReviewRules(bands: self.review.bands, growth: growthContent))
    return ReviewReport(review: review, texts: self.review, dates: dates, language: language)
  }
}
