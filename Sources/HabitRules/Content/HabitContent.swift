import Foundation

/// Every text and tunable number the rules use, loaded and validated.
///
/// Load the default content that ships inside the library with
/// ``bundled()``, or an app's own content directory (same file names, same
/// format) with ``load(from:)``. Both run the same validation and report
/// every problem at once.
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

  /// The files a content directory holds, in the order they are checked.
  public static let fileNames = [
    PlannerRules.fileName, BedtimeMessages.fileName, AdviceTemplates.fileName,
    QuoteContent.fileName, BadgeCatalog.fileName,
  ]

  /// The default content compiled into the library from `Content/`.
  ///
  /// The JSON is embedded at build time, so there is no resource bundle to
  /// locate: this works the same in an app, a test and a copied `gen`
  /// binary. The result is computed once and shared.
  ///
  /// - Returns: The validated default content.
  /// - Throws: ``ContentError`` if the embedded files are invalid (a build of
  ///   broken content; `gen validate` and the tests catch it first).
  /// - Complexity: O(1) after the first call.
  public static func bundled() throws(ContentError) -> HabitContent {
    try bundledResult.get()
  }

  private static let bundledResult = Result { () throws(ContentError) in
    try decodeEmbedded()
  }

  /// The embedded files, file name to JSON text (for the benchmarks).
  package static var embeddedFiles: [String: String] { EmbeddedContent.files }

  /// Loads and validates the embedded files, without the cache.
  package static func decodeEmbedded() throws(ContentError) -> HabitContent {
    try load(reading: reader(for: nil))
  }

  /// Loads and validates the content files of a directory.
  ///
  /// - Parameter directory: A folder holding the files in ``fileNames``.
  /// - Returns: The validated content.
  /// - Throws: ``ContentError`` listing every problem: a missing directory or
  ///   file, malformed JSON, a wrong type, a missing language, a duplicate
  ///   id, an unknown placeholder, each with the file and JSON path.
  /// - Complexity: O(*n*) in the total size of the files.
  public static func load(from directory: URL) throws(ContentError) -> HabitContent {
    try load(reading: reader(for: directory))
  }

  /// Reads the files of a directory, or the embedded ones when `nil`.
  private static func reader(for directory: URL?) throws(ContentError) -> (String) -> Data? {
    guard let directory else {
      return { name in EmbeddedContent.files[name].map { Data($0.utf8) } }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ContentError(problems: [
        ContentProblem(file: directory.path, path: "", message: "content directory not found")
      ])
    }
    return { name in
      FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
    }
  }

  /// Reads files one by one, collecting the problems of all of them.
  private struct FileLoader {
    let read: (String) -> Data?
    var problems: [ContentProblem] = []

    mutating func file<Part>(
      _ name: String, _ decode: (Data, inout ContentReport) -> Part?
    ) -> Part? {
      var report = ContentReport(file: name)
      guard let data = read(name) else {
        report.add("", "file not found or not readable")
        problems += report.problems
        return nil
      }
      let part = decode(data, &report)
      problems += report.problems
      return part
    }
  }

  private static func load(reading read: @escaping (String) -> Data?) throws(ContentError)
    -> HabitContent
  {
    var loader = FileLoader(read: read)
    let planner = loader.file(PlannerRules.fileName, PlannerRules.load)
    let messages = loader.file(BedtimeMessages.fileName, BedtimeMessages.load)
    let advice = loader.file(AdviceTemplates.fileName, AdviceTemplates.load)
    let quotes = loader.file(QuoteContent.fileName, QuoteContent.load)
    let badges = loader.file(BadgeCatalog.fileName, BadgeCatalog.load)
    guard loader.problems.isEmpty, let planner, let messages, let advice, let quotes, let badges
    else {
      throw ContentError(problems: loader.problems)
    }
    return HabitContent(
      planner: planner, messages: messages, advice: advice, quotes: quotes, badges: badges)
  }

  /// Reads and checks only the planner's files, `planner.json` and
  /// `messages.json`, from a directory or the embedded content: what
  /// `gen plan` needs, without the cost of the other files at start-up.
  package static func plannerParts(from directory: URL?) throws(ContentError)
    -> (rules: PlannerRules, messages: BedtimeMessages)
  {
    var loader = FileLoader(read: try reader(for: directory))
    let planner = loader.file(PlannerRules.fileName, PlannerRules.load)
    let messages = loader.file(BedtimeMessages.fileName, BedtimeMessages.load)
    guard loader.problems.isEmpty, let planner, let messages else {
      throw ContentError(problems: loader.problems)
    }
    return (planner, messages)
  }

  /// One line per file: its name and what it holds, for `gen validate`.
  package var summary: [(file: String, holds: String)] {
    [
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
      (AdviceTemplates.fileName, "\(advice.count) advice templates"),
      (
        QuoteContent.fileName,
        "\(quotes.subjects.count) x \(quotes.predicates.count) quote halves, "
          + "\(quotes.blocked.count) pairs blocked, a cycle of "
          + "\(quotes.subjects.count * quotes.predicates.count - quotes.blocked.count) days"
      ),
      (
        BadgeCatalog.fileName,
        "\(badges.badges.count) badges in \(badges.tracks.count) tracks, "
          + "\(badges.badges.reduce(0) { $0 + $1.tiers.count }) tiers, \(badges.metrics.count) metrics"
      ),
    ]
  }
}
