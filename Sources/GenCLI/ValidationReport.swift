import GenSVG
import HabitRules

/// What `gen validate` found: each file and what it holds.
struct ValidationReport: Encodable {
  /// One checked file.
  struct File: Encodable {
    let name: String
    let holds: String
  }

  let source: String
  /// The languages every text is written in.
  let languages: [String]
  let files: [File]

  init(source: String, content: HabitContent, pictures: PictureTexts, cards: CardTexts) {
    self.source = source
    languages = content.languages.map(\.rawValue)
    files =
      (contentSummary(content) + [
        (PictureTexts.fileName, "the words of gen's --svg pictures: legends, headings, weekdays"),
        (
          CardTexts.fileName,
          "the words of gen card's share cards, \(cards.sceneIDs.count) soundscape names"
        ),
      ]).map { File(name: $0.0, holds: $0.1) }
  }

  /// The summary: how many files are valid, then one line per file.
  var text: String {
    let width = files.map(\.name.count).max() ?? 0
    let lines = files.map {
      "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.holds)"
    }
    return """
      \(source): \(files.count) \(files.count == 1 ? "file" : "files") valid, \
      every text in \(languages.joined(separator: ", "))
      \(lines.joined(separator: "\n"))

      """
  }
}

private func contentSummary(_ content: HabitContent) -> [(String, String)] {
  let planner = content.planner
  let messages = content.messages
  let quotes = content.quotes
  let badges = content.badges
  return [
    (
      PlannerRules.fileName,
      "default window \(planner.defaultWindow), \(planner.horizonNights) nights, "
        + "queue of \(planner.queueLimit)"
    ),
    (
      BedtimeMessages.fileName,
      "\(messages.all.count) messages in \(messages.levels.count) levels, "
        + "\(messages.titles.count) titles"
    ),
    (AdviceTemplates.fileName, "\(content.advice.count) advice templates"),
    (
      QuoteContent.fileName,
      "\(quotes.subjects.count) x \(quotes.predicates.count) quote halves, "
        + "\(quotes.blocked.count) \(quotes.blocked.count == 1 ? "pair" : "pairs") blocked, a cycle of "
        + "\(quotes.subjects.count * quotes.predicates.count - quotes.blocked.count) days"
    ),
    (
      BadgeCatalog.fileName,
      "\(badges.badges.count) badges in \(badges.tracks.count) tracks, "
        + "\(badges.badges.reduce(0) { $0 + $1.tiers.count }) tiers, \(badges.metrics.count) metrics"
    ),
    (ReminderTexts.fileName, "the default body of a person's own reminders"),
    (
      StreakTexts.fileName,
      "\(content.streaks.statuses.count) day statuses and why a streak stops, "
        + "for daily, weekly and monthly goals"
    ),
    (
      GrowthRules.fileName,
      "XP, \(content.growth.levels.levelCap) levels, \(content.growth.titles.count) titles, "
        + "\(content.growth.milesPerMinute) miles a minute"
    ),
    (
      Expeditions.fileName,
      "\(content.expeditions.chapters.count) chapters, "
        + "\(content.expeditions.chapters.reduce(0) { $0 + $1.missions.count }) missions"
    ),
    (
      ProgramCatalog.fileName,
      "\(content.programs.programs.count) programs of "
        + content.programs.programs.map { "\($0.days.count)" }.joined(separator: ", ")
        + " days"
    ),
    (DateTexts.fileName, "how each language writes a date people read"),
    (
      ReviewTexts.fileName,
      "\(content.review.bands.count) time bands, the share text's sentences, the review's labels"
    ),
  ]
}
