import GenSVG
import HabitRules
import HabitToolkit

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
        (CardTexts.fileName, words(.holdsCards)),
      ]).map { File(name: $0.0, holds: $0.1) }
  }

  /// The summary: how many files are valid, then one line per file.
  var text: String {
    let width = files.map { displayWidth($0.name) }.max() ?? 0
    let lines = files.map { "  " + padded($0.name, to: width + 2) + $0.holds }
    let summary = words(
      .validSummary,
      [
        // A directory's name is escaped as every echoed value is: one line.
        "source": DisplayText.escaped(source), "count": words.number(files.count),
        "languages": words.list(languages),
      ], count: files.count)
    return ([summary] + lines).joined(separator: "\n") + "\n\n"
  }
}

/// A line per library file: its name and what it holds.
private func contentSummary(_ content: HabitContent, _ words: TableWords) -> [(String, String)] {
  [
    (PlannerRules.fileName, words.holds(content.planner)),
    (BedtimeMessages.fileName, words.holds(content.messages)),
    (
      AdviceTemplates.fileName,
      words(.holdsAdvice, ["count": words.number(content.advice.count)])
    ),
    (QuoteContent.fileName, words.holds(content.quotes)),
    (BadgeCatalog.fileName, words.holds(content.badges)),
    (ReminderTexts.fileName, words(.holdsReminders)),
    (
      StreakTexts.fileName,
      words(.holdsStreaks, ["statuses": words.number(content.streaks.statuses.count)])
    ),
    (GrowthRules.fileName, words.holds(content.growth)),
    (Expeditions.fileName, words.holds(content.expeditions)),
    (ProgramCatalog.fileName, words.holds(content.programs)),
    (DateTexts.fileName, words(.holdsDates)),
    (DemoTexts.fileName, words(.holdsDemo)),
    (
      ReviewTexts.fileName,
      words(.holdsReview, ["bands": words.number(content.review.bands.count)])
    ),
    (
      BreathingContent.fileName,
      words(
        .holdsBreathing,
        [
          "patterns": words.number(content.breathing.patterns.count),
          "moods": words.number(content.breathing.moods.count),
        ], count: content.breathing.patterns.count)
    ),
  ]
}

/// What each library file with figures holds, as `gen validate` says it.
extension TableWords {
  fileprivate func holds(_ planner: PlannerRules) -> String {
    self(
      .holdsPlanner,
      [
        "window": window(planner.defaultWindow), "nights": number(planner.horizonNights),
        "queue": number(planner.queueLimit),
      ])
  }

  fileprivate func holds(_ messages: BedtimeMessages) -> String {
    self(
      .holdsMessages,
      [
        "messages": number(messages.all.count), "levels": number(messages.levels.count),
        "titles": number(messages.titles.count),
      ])
  }

  fileprivate func holds(_ quotes: QuoteContent) -> String {
    let blocked = quotes.blocked.count
    return self(
      .holdsQuotes,
      [
        "subjects": number(quotes.subjects.count),
        "predicates": number(quotes.predicates.count), "blocked": number(blocked),
        "cycle": number(quotes.subjects.count * quotes.predicates.count - blocked),
      ], count: blocked)
  }

  fileprivate func holds(_ badges: BadgeCatalog) -> String {
    self(
      .holdsBadges,
      [
        "badges": number(badges.badges.count), "tracks": number(badges.tracks.count),
        "tiers": number(badges.badges.reduce(0) { $0 + $1.tiers.count }),
        "metrics": number(badges.metrics.count),
      ])
  }

  fileprivate func holds(_ growth: GrowthRules) -> String {
    self(
      .holdsGrowth,
      [
        "levels": number(growth.levels.levelCap), "titles": number(growth.titles.count),
        "miles": "\(growth.milesPerMinute)",
      ])
  }

  fileprivate func holds(_ expeditions: Expeditions) -> String {
    self(
      .holdsExpeditions,
      [
        "chapters": number(expeditions.chapters.count),
        "missions": number(expeditions.chapters.reduce(0) { $0 + $1.missions.count }),
      ])
  }

  fileprivate func holds(_ programs: ProgramCatalog) -> String {
    self(
      .holdsPrograms,
      [
        "count": number(programs.programs.count),
        "days": list(programs.programs.map { number($0.days.count) }),
      ])
  }
}
