import GenSVG
import HabitRules
import HabitToolkit

/// The short tables of `gen card session|week|badge`: the figures a card
/// shows, one per line, in the chosen language (labels from the `card`
/// object of `tables.json`, days as the language writes them; `--svg` draws
/// the card, `--json` is the machine form with the ids and ISO 8601).
enum CardTable {
  /// - Parameters:
  ///   - card: The session card.
  ///   - start: When the session started on the clock of `--tz`.
  ///   - words: The table's words.
  /// - Returns: The table's text.
  static func session(_ card: SessionCard, start: WallTime, words: TableWords) -> String {
    let label = words.labels(
      [.cardMinutes, .cardScene, .cardMiles, .cardXP, .cardLevel]
        + (card.task == nil ? [] : [.cardTask]))
    func line(_ key: TableTexts.Key, _ value: String) -> String {
      "  " + (label[key] ?? "") + value
    }
    let minutes = words.number(card.minutes)
    let title = DisplayText.escaped(card.title)
    let level =
      card.level > card.levelBefore
      ? words(
        .cardLevelUp,
        ["level": "\(card.level)", "title": title, "before": "\(card.levelBefore)"])
      : words(.cardLevelValue, ["level": "\(card.level)", "title": title])
    let lines = [
      words(.cardSession, ["day": words.dateWithWeekday(card.day), "time": "\(start)"]),
      line(
        .cardMinutes,
        words(card.deepFocus ? .cardMinutesDeep : .cardMinutesValue, ["minutes": minutes])),
      line(.cardScene, DisplayText.escaped(card.scene)),
    ]
    let task = card.task.map { [line(.cardTask, DisplayText.escaped($0))] } ?? []
    let rest = [
      line(.cardMiles, words.number(card.miles)),
      line(.cardXP, words.number(card.xp)),
      line(.cardLevel, level),
    ]
    return (lines + task + rest).joined(separator: "\n") + "\n"
  }

  static func week(_ card: WeekCard, words: TableWords) -> String {
    let label = words.labels([
      .cardMinutes, .cardActiveDays, .cardMiles, .cardBestDay, .cardPeakBand, .cardDays,
    ])
    func line(_ key: TableTexts.Key, _ value: String) -> String {
      "  " + (label[key] ?? "") + value
    }
    // A running week, as its card draws it: from its first day to today,
    // and no figures for the days still to come.
    let last = card.running ? min(card.today, card.end) : card.end
    let range = words.range(from: card.start, to: last)
    var lines = [
      words(card.running ? .cardWeekSoFar : .cardWeek, ["range": range]),
      line(
        .cardMinutes,
        words(
          .cardWeekMinutesValue,
          [
            "minutes": words.number(card.focusMinutes), "count": words.number(card.sessions),
            "deep": words.number(card.deepFocusCount),
          ], count: card.sessions)),
      line(.cardActiveDays, words(.cardActiveDaysValue, ["days": "\(card.activeDays)"])),
      line(.cardMiles, words.number(card.miles)),
    ]
    if let best = card.bestDay {
      lines.append(
        line(
          .cardBestDay,
          words(
            .cardBestDayValue,
            ["day": words.dateWithWeekday(best), "minutes": words.number(card.bestDayMinutes)],
            count: card.bestDayMinutes)))
    }
    if let band = card.peakBandName {
      lines.append(line(.cardPeakBand, DisplayText.escaped(band)))
    }
    lines.append(
      line(
        .cardDays,
        card.days.filter { $0.day <= last }
          .map { "\(words.weekday($0.day.weekday)) \(words.number($0.focusMinutes))" }
          .joined(separator: "  ")))
    return lines.joined(separator: "\n") + "\n"
  }

  /// - Parameters:
  ///   - card: The badge card.
  ///   - track: The name of the badge's track in the table's language.
  ///   - words: The table's words.
  /// - Returns: The table's text.
  static func badge(_ card: BadgeCard, track: String, words: TableWords) -> String {
    let label = words.labels([.cardName, .cardTier, .cardMeaning, .cardNewly], gap: 1)
    func line(_ key: TableTexts.Key, _ value: String) -> String {
      "  " + (label[key] ?? "") + value
    }
    let newly: TableTexts.Key
    switch card.newlyEarned {
    case true?: newly = .cardNewlyYes
    case false?: newly = .cardNewlyNo
    case nil: newly = .cardNewlyUnknown
    }
    let lines = [
      words(
        .cardBadge,
        [
          "badge": words.quoted(card.name), "track": DisplayText.escaped(track),
          "day": words.dateWithWeekday(card.earnedOn),
        ]),
      line(.cardName, DisplayText.escaped(card.name)),
      line(
        .cardTier,
        words(
          .cardTierValue,
          [
            "tier": "\(card.tier)", "tierCount": "\(card.tierCount)",
            "name": DisplayText.escaped(card.tierName),
          ])),
      line(.cardMeaning, DisplayText.escaped(card.description)),
      line(.cardNewly, words(newly)),
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
