import GenSVG
import HabitRules
import HabitToolkit

/// The short tables of `gen card session|week|badge`: the figures a card
/// shows, one per line, labels in English (`--svg` draws them in
/// `--locale`; `--json` is the machine form).
enum CardTable {
  /// A day as the English labels write it: `Wed 2026-11-25`.
  private static func day(_ date: CivilDate) -> String {
    "\(DateTexts.englishWeekdays[date.weekday - 1]) \(date)"
  }

  static func session(_ card: SessionCard) -> String {
    var level = "\(card.level) \(DisplayText.escaped(card.title))"
    if card.level > card.levelBefore { level += " (up from \(card.levelBefore))" }
    let lines = [
      "Session \(quoted(card.session)) on \(day(card.day)), started \(card.start)"
        + (card.demo ? " (demo data)" : ""),
      "  minutes  \(card.minutes)\(card.deepFocus ? ", deep focus" : "")",
      "  scene    \(DisplayText.escaped(card.scene))",
      "  miles    \(formatForReading(card.miles))",
      "  xp       \(formatForReading(card.xp))",
      "  level    \(level)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static func week(_ card: WeekCard) -> String {
    var lines = [
      "Week \(day(card.start)) to \(day(card.end))"
        + (card.running ? ", so far (today \(card.today))" : "")
        + (card.demo ? " (demo data)" : ""),
      "  minutes      \(formatForReading(card.focusMinutes)) in \(card.sessions) "
        + (card.sessions == 1 ? "session" : "sessions") + ", \(card.deepFocusCount) deep focus",
      "  active days  \(card.activeDays)",
      "  miles        \(formatForReading(card.miles))",
    ]
    if let best = card.bestDay {
      lines.append(
        "  best day     \(day(best)), \(formatForReading(card.bestDayMinutes)) minutes")
    }
    if let band = card.peakBand {
      lines.append("  peak band    \(band)")
    }
    lines.append(
      "  days         "
        + card.days.map { "\(DateTexts.englishWeekdays[$0.day.weekday - 1]) \($0.focusMinutes)" }
        .joined(separator: "  "))
    return lines.joined(separator: "\n") + "\n"
  }

  static func badge(_ card: BadgeCard) -> String {
    let newly: String
    switch card.newlyEarned {
    case true?: newly = "yes, since --previous"
    case false?: newly = "no, --previous had this tier already"
    case nil: newly = "unknown without --previous"
    }
    let lines = [
      "Badge \(quoted(card.badge)) (\(card.track)) earned on \(day(card.earnedOn))"
        + (card.demo ? " (demo data)" : ""),
      "  name         \(DisplayText.escaped(card.name))",
      "  tier         \(card.tier) of \(card.tierCount), \(DisplayText.escaped(card.tierName))",
      "  meaning      \(DisplayText.escaped(card.description))",
      "  newly earned \(newly)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
