import Foundation
import HabitRules

extension Command {
  /// `gen validate`: loads and checks every content file.
  static let validate = Command(
    name: "validate",
    summary: "check every content file and report all problems at once",
    options: []
  ) { context throws(CLIError) in
    let content = try context.content()
    let source = context.arguments["--content"] ?? "bundled content"
    if context.wantsJSON {
      let files = contentSummary(content).map { ValidationReport.File(name: $0.file, holds: $0.holds) }
      return try JSONOutput.encode(ValidationReport(source: source, files: files))
    }
    let width = contentSummary(content).map(\.file.count).max() ?? 0
    let lines = contentSummary(content).map {
      "  \($0.file.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.holds)"
    }
    let languages = Language.required.map(\.rawValue).joined(separator: ", ")
    return """
      \(source): \(contentSummary(content).count) \(contentSummary(content).count == 1 ? "file" : "files") valid, \
      every text in \(languages)
      \(lines.joined(separator: "\n"))

      """
  }
}

/// The JSON `gen validate --json` prints on success.
struct ValidationReport: Encodable {
  struct File: Encodable {
    let name: String
    let holds: String
  }
  let source: String
  let files: [File]
}

/// One line per file: its name and what it holds.
private func contentSummary(_ content: HabitContent) -> [(file: String, holds: String)] {
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
