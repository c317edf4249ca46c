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
  /// The words of the summary; not encoded.
  private let words: TableWords

  private enum CodingKeys: String, CodingKey {
    case source, languages, files
  }

  /// The report of valid content.
  ///
  /// - Parameters:
  ///   - source: Where the content came from.
  ///   - content: The library's files.
  ///   - words: The words to write the summary in (English for `--json`).
  init(source: String, content: HabitContent, words: TableWords) {
    self.source = source
    self.words = words
    languages = content.languages.map(\.rawValue)
    files =
      (contentSummary(content, words) + [
        (PictureTexts.fileName, words(.holdsPictures)),
        (TableTexts.fileName, words(.holdsTables)),
      ]).map { File(name: $0.0, holds: $0.1) }
  }

  /// The summary: how many files are valid, then one line per file.
  var text: String {
    let width = files.map { displayWidth($0.name) }.max() ?? 0
    let lines = files.map { "  " + padded($0.name, to: width + 2) + $0.holds }
    let summary = words(
      .validSummary,
      [
        "source": source, "count": words.number(files.count),
        "languages": words.list(languages),
      ], count: files.count)
    return ([summary] + lines).joined(separator: "\n") + "\n\n"
  }
}

private func contentSummary(_ content: HabitContent, _ words: TableWords) -> [(String, String)] {
  let planner = content.planner
  let messages = content.messages
  let quotes = content.quotes
  let badges = content.badges
  let number = words.number
  let blocked = quotes.blocked.count
  return [
    (
      PlannerRules.fileName,
      words(
        .holdsPlanner,
        [
          "window": "\(planner.defaultWindow)", "nights": number(planner.horizonNights),
          "queue": number(planner.queueLimit),
        ])
    ),
    (
      BedtimeMessages.fileName,
      words(
        .holdsMessages,
        [
          "messages": number(messages.all.count), "levels": number(messages.levels.count),
          "titles": number(messages.titles.count),
        ])
    ),
    (AdviceTemplates.fileName, words(.holdsAdvice, ["count": number(content.advice.count)])),
    (
      QuoteContent.fileName,
      words(
        .holdsQuotes,
        [
          "subjects": number(quotes.subjects.count),
          "predicates": number(quotes.predicates.count), "blocked": number(blocked),
          "cycle": number(quotes.subjects.count * quotes.predicates.count - blocked),
        ], count: blocked)
    ),
    (
      BadgeCatalog.fileName,
      words(
        .holdsBadges,
        [
          "badges": number(badges.badges.count), "tracks": number(badges.tracks.count),
          "tiers": number(badges.badges.reduce(0) { $0 + $1.tiers.count }),
          "metrics": number(badges.metrics.count),
        ])
    ),
    (ReminderTexts.fileName, words(.holdsReminders)),
    (
      StreakTexts.fileName,
      words(.holdsStreaks, ["statuses": number(content.streaks.statuses.count)])
    ),
    (
      GrowthRules.fileName,
      words(
        .holdsGrowth,
        [
          "levels": number(content.growth.levels.levelCap),
          "titles": number(content.growth.titles.count),
          "miles": "\(content.growth.milesPerMinute)",
        ])
    ),
    (
      Expeditions.fileName,
      words(
        .holdsExpeditions,
        [
          "chapters": number(content.expeditions.chapters.count),
          "missions": number(content.expeditions.chapters.reduce(0) { $0 + $1.missions.count }),
        ])
    ),
    (
      ProgramCatalog.fileName,
      words(
        .holdsPrograms,
        [
          "count": number(content.programs.programs.count),
          "days": words.list(content.programs.programs.map { number($0.days.count) }),
        ])
    ),
    (DateTexts.fileName, words(.holdsDates)),
    (DemoTexts.fileName, words(.holdsDemo)),
  ]
}
