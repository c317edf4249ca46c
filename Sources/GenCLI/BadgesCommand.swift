import Foundation
import HabitRules
import HabitToolkit

/// `gen badges`: every badge's tier and progress for a metrics file.
struct BadgesCommand: GenCommand {
  static let name = "badges"
  static let summary = "badge tiers and progress from a metrics file"

  var common = CommonOptions()
  /// `--metrics` (required: the parser rejects a command line without it).
  var metrics = ""
  var previous: String?
  var track = "all"

  static var options: [Option<BadgesCommand>] {
    [
      Option.text(
        "--metrics", "FILE", \.metrics,
        help: { _ in "JSON object of metric name to number, or - for stdin" }
      ).required("or - for standard input"),
      .text(
        "--previous", "FILE", \.previous,
        help: { _ in
          "an earlier metrics file, for newly earned badges"
        }),
      Option.text(
        "--track", "ID", \.track,
        help: { content in
          "all, or one track: \(content.badges.tracks.map(\.id).joined(separator: ", "))"
        }
      ).defaulting { _ in "default \(Self().track)" },
    ]
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let catalog = try common.part(BadgeCatalog.self)
    let (language, note) = common.language(among: catalog.languages)
    let trackIDs = catalog.tracks.map(\.id)
    var filter = BadgeCatalog.TrackFilter.all
    if track != "all" {
      guard trackIDs.contains(track) else {
        throw .usage(
          "unknown --track \(quoted(track))\(didYouMean(closestMatch(to: track, among: trackIDs)))"
            + " (valid: all, \(trackIDs.joined(separator: ", ")))")
      }
      filter = .track(track)
    }
    func read(_ option: String, _ path: String) throws(CLIError) -> Metrics {
      let data = try environment.read(fileOption: option, path: path)
      do {
        return try catalog.metrics(fromJSON: data)
      } catch {
        throw fileError(option, path, error, whole: "metrics")
      }
    }
    let current = try read("--metrics", metrics)
    let earlier = try previous.map { path throws(CLIError) in try read("--previous", path) }
    let report = catalog.localized(
      catalog.evaluate(current, previous: earlier, filter: filter), language: language)
    let text =
      common.json
      ? try JSONOutput.encode(report)
      : BadgesTable.text(
        report, catalog: catalog, words: try common.tableWords(in: language))
    return CommandOutput(text, note: note)
  }
}
