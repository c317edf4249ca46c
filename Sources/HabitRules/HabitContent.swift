import Foundation

/// Every text and tunable number the rules use, loaded and validated.
///
/// Load the default content that ships inside the library with
/// ``bundled()``, or an app's own content directory (same file names, same
/// format) with ``load(from:)-(URL)``. A directory gets every check, its
/// structure and its texts, and every problem is reported at once; the
/// bundled content's texts were checked before it shipped (by the tests and
/// `gen validate`), so ``bundled()`` only parses and builds it. A part
/// alone, or a few together, load from a ``ContentSource`` the same way
/// (`PlannerRules.load(from:)`,
/// `source.load(PlannerRules.self, BedtimeMessages.self)`).
public struct HabitContent: Sendable {
  /// The bedtime planner's numbers (`planner.json`).
  public let planner: PlannerRules
  /// The bedtime reminder titles and messages (`messages.json`).
  public let messages: BedtimeMessages
  /// The advice sentences (`advice.json`).
  public let advice: AdviceTemplates
  /// The daily quote halves and blocklist (`quotes.json`).
  public let quotes: QuoteContent
  /// The badges, their metrics and the metrics builder's rules (`badges.json`).
  public let badges: BadgeCatalog
  /// The default body of a person's own reminders (`reminders.json`).
  public let reminders: ReminderTexts
  /// The texts that explain a streak (`streaks.json`).
  public let streaks: StreakTexts
  /// Growth's XP, levels, titles and miles (`growth.json`).
  public let growth: GrowthRules
  /// The expeditions' chapters and missions (`expeditions.json`).
  public let expeditions: Expeditions
  /// The multi-day programs (`programs.json`).
  public let programs: ProgramCatalog
  /// How each language writes a date people read (`dates.json`).
  public let dates: DateTexts
  /// The texts of demo data (`demo.json`).
  public let demo: DemoTexts
  /// The review's time bands, share text and labels (`review.json`).
  public let review: ReviewTexts
  /// The breathing patterns and check-in moods (`breathing.json`).
  public let breathing: BreathingContent

  /// The languages every text is written in, source first.
  ///
  /// Pass them to `Language.resolve(_:supported:)`. Loading checks that a language in any
  /// text is in every text of every file (language parity).
  public var languages: [Language] { messages.languages }

  /// The default content compiled into the library from `Content/`.
  ///
  /// The JSON is embedded at build time, so there is no resource bundle to
  /// locate: this works the same in an app, a test and a copied `gen`
  /// binary. The result is computed once and shared.
  ///
  /// - Returns: The default content, parsed and built.
  /// - Throws: ``ContentError`` if the embedded files are broken (a build of
  ///   broken content; `gen validate` and the tests catch it first).
  /// - Complexity: O(1) after the first call.
  public static func bundled() throws(ContentError) -> HabitContent {
    try bundledResult.get()
  }

  private static let bundledResult = Result { () throws(ContentError) in
    try load(from: ContentSource.bundled)
  }

  /// Loads and validates the content files of a directory.
  ///
  /// - Parameter directory: A folder holding `planner.json`,
  ///   `messages.json`, `advice.json`, `quotes.json`, `badges.json`,
  ///   `reminders.json`, `streaks.json`, `growth.json`, `expeditions.json`,
  ///   `programs.json`, `dates.json`, `demo.json`, `review.json` and
  ///   `breathing.json`.
  /// - Returns: The validated content.
  /// - Throws: ``ContentError`` listing every problem: a missing directory or
  ///   file, malformed JSON, a wrong type, a missing language, a duplicate
  ///   id, an unknown placeholder, each with the file and JSON path.
  /// - Complexity: O(*n*) in the total size of the files.
  public static func load(from directory: URL) throws(ContentError) -> HabitContent {
    try load(from: ContentSource.directory(directory))
  }

  /// Loads and validates every file of a content source, reporting the
  /// problems of all files at once.
  ///
  /// - Parameter source: A directory, or ``ContentSource/bundled``.
  /// - Returns: The validated content.
  /// - Throws: ``ContentError`` listing every problem of every file.
  /// - Complexity: O(*n*) in the total size of the files.
  public static func load(from source: ContentSource) throws(ContentError) -> HabitContent {
    let (
      planner, messages, advice, quotes, badges, reminders, streaks, growth, expeditions, programs,
      dates, demo, review, breathing
    ) = try source.load(
      PlannerRules.self, BedtimeMessages.self, AdviceTemplates.self, QuoteContent.self,
      BadgeCatalog.self, ReminderTexts.self, StreakTexts.self, GrowthRules.self, Expeditions.self,
      ProgramCatalog.self, DateTexts.self, DemoTexts.self, ReviewTexts.self, BreathingContent.self)
    try programs.checkPatterns(in: breathing)
    return HabitContent(
      planner: planner, messages: messages, advice: advice, quotes: quotes, badges: badges,
      reminders: reminders, streaks: streaks, growth: growth, expeditions: expeditions,
      programs: programs, dates: dates, demo: demo, review: review, breathing: breathing)
  }
}
