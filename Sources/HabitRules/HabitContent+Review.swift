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

  /// The review of any range of logical days with this content, its
  /// heatmap and its share text (the same content as
  /// ``review(of:period:day:now:calendar:language:)``).
  ///
  ///     let report = try content.review(
  ///       of: sessions, from: firstDay, to: lastDay, now: now,
  ///       calendar: ReviewCalendar(calendar), language: .english)
  ///     print(report.review.previous.focusMinutes, report.review.heatmap[0])
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order.
  ///   - from: The first logical day, today or earlier.
  ///   - to: The last, at most ``PeriodReview/maximumRangeDays`` days on.
  ///   - now: The moment figures are counted to.
  ///   - calendar: The user's zone, when a logical day starts and the
  ///     weekday the heatmap starts on.
  ///   - language: The language of the share text.
  /// - Returns: The review and its share text; the report's JSON carries
  ///   the heatmap.
  /// - Throws: ``InputError`` naming `weekStart`, `from` or `to`
  ///   (``PeriodReview/init(sessions:from:to:now:calendar:rules:)``).
  public func review(
    of sessions: [FocusSession], from: CivilDate, to: CivilDate, now: Date,
    calendar: ReviewCalendar, language: Language = .source
  ) throws(InputError) -> ReviewReport {
    let review = try PeriodReview(
      sessions: sessions, from: from, to: to, now: now, calendar: calendar,
      rules: ReviewRules(bands: self.review.bands, growth: growthContent))
    return ReviewReport(
      review: review, texts: self.review, dates: dates, language: language, heatmap: true)
  }
}
