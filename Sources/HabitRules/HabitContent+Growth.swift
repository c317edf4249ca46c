import Foundation

extension HabitContent {
  /// Growth and expeditions from sessions with this content: its
  /// `growth.json` and `expeditions.json`, and the badges' deep-focus rule
  /// (`badges.json`), so growth and badges count the same sessions as deep.
  ///
  ///     let report = content.growth(of: sessions, calendar: calendar)
  ///     print(report.profile.level, report.expeditions.current ?? "-")
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order.
  ///   - earlier: State kept from an earlier report, if any: what it holds
  ///     as completed stays completed.
  ///   - calendar: The zone moments are written in.
  ///   - language: The language of the titles.
  /// - Returns: The report.
  /// - Complexity: O(*n*) for *n* sessions sorted by end (see
  ///   ``GrowthReport/init(sessions:content:earlier:calendar:language:)``).
  public func growth(
    of sessions: [FocusSession], earlier: ExpeditionState? = nil, calendar: CivilCalendar,
    language: Language = .source
  ) -> GrowthReport {
    GrowthReport(
      sessions: sessions, content: growthContent, earlier: earlier, calendar: calendar,
      language: language)
  }

  /// What growth counts sessions by in this content: `growth.json`,
  /// `expeditions.json` and the badges' deep-focus rule.
  var growthContent: GrowthContent {
    GrowthContent(rules: growth, expeditions: expeditions, deepFocus: badges.builder.deepFocus)
  }
}
