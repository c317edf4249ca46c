extension BedtimePlanner {
  /// Creates a planner from loaded content.
  ///
  /// - Parameters:
  ///   - settings: The user's settings.
  ///   - calendar: The calendar of the zone in force.
  ///   - content: The content (numbers, titles and messages).
  ///   - language: The language of titles and bodies.
  /// - Complexity: O(*m*) in the number of messages.
  public init(
    settings: BedtimeSettings, calendar: CivilCalendar, content: HabitContent, language: Language
  ) {
    self.init(
      settings: settings, calendar: calendar, rules: content.planner, messages: content.messages,
      language: language)
  }
}
