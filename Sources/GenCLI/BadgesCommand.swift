import Foundation
import HabitRules
import HabitToolkit

/// `gen badges`: every badge's tier and progress for a metrics file, or
/// for the metrics built from raw activity events.
struct BadgesCommand: GenCommand {
  static let name = "badges"
  static let summary = "badge tiers and progress from a metrics file or activity events"

  var common = CommonOptions()
  /// `--metrics` (this or `--events`).
  var metrics: String?
  /// `--events`: raw activity events, built into metrics.
  var events: String?
  var previous: String?
  var track = "all"
  var now: Date?
  var timeZone: NamedZone?
  var rolloverTime: WallTime?

  static var options: [Option<BadgesCommand>] {
    [
      Option.text(
        "--metrics", "FILE", \.metrics,
        help: { _ in
          "JSON object of metric name to number (\"demo\": true for demo data), or - for stdin; "
            + "this or --events"
        }),
      Option.text(
        "--events", "FILE", \.events,
        help: { _ in
          "JSON array of activity events {\"at\", \"kind\", \"quantity\", \"points\", "
            + "\"interrupted\"}, built into metrics as of --now, or - for stdin; this or --metrics"
        }),
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
      .now(\.now),
      .timeZone(\.timeZone),
      .rollover(\.rolloverTime),
    ]
  }

  func validate() throws(CLIError) {
    switch (metrics, events) {
    case (nil, nil):
      throw .usage("gen badges needs --metrics FILE or --events FILE (or - for standard input)")
    case (_?, _?): throw .usage("give --metrics or --events, not both")
    default: break
    }
    if previous == "-", metrics == "-" || events == "-" {
      throw .usage(
        "only one of --previous and --\(events == nil ? "metrics" : "events") can read standard input"
      )
    }
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
    let current = try currentMetrics(catalog, environment)
    let earlier = try previous.map { path throws(CLIError) in
      try environment.metrics(fileOption: "--previous", path: path, catalog: catalog)
    }
    let report = catalog.localized(
      catalog.evaluate(current.metrics, previous: earlier, filter: filter), language: language)
    let text =
      common.json
      ? try JSONOutput.encode(report)
      : try markingDemo(
        BadgesTable.text(
          report, catalog: catalog, words: try common.tableWords(in: language)),
        demo: report.demo, common)
    let notes =
      current.notes
      + [previousDemoNote(earlier, current: current.metrics, path: previous), note].compactMap {
        $0
      }
    return CommandOutput(text, notes: notes)
  }

  /// The metrics of `--metrics`, or those built from `--events` as of
  /// `--now` in `--tz` (demo events dropped once a real one is present).
  private func currentMetrics(
    _ catalog: BadgeCatalog, _ environment: Environment
  ) throws(CLIError) -> (metrics: Metrics, notes: [String]) {
    guard let events else {
      return (
        try environment.metrics(fileOption: "--metrics", path: metrics ?? "-", catalog: catalog),
        []
      )
    }
    let data = try environment.read(fileOption: "--events", path: events)
    let list: [ActivityEvent]
    do {
      list = try ActivityEvent.events(fromJSON: data)
    } catch {
      throw fileError("--events", events, error, whole: "events")
    }
    let counted = CountedRecords(list, isDemo: \.demo, option: "--events", path: events)
    let builder = MetricsBuilder(
      catalog: catalog, calendar: NamedZone.calendar(timeZone, environment),
      rollover: rolloverTime.map(DayRollover.init(at:)) ?? .midnight)
    let moment = now ?? environment.now
    let happened = counted.records.filter { $0.at <= moment }
    let later = LaterRecords.note(
      counted.records.count - happened.count, one: "event is", many: "events are")
    return (
      builder.metrics(from: happened, now: moment), [counted.note, later].compactMap { $0 }
    )
  }
}

extension Environment {
  /// The metrics of a file option (`--metrics`, `--previous`), by a
  /// catalog's metric names.
  ///
  /// - Throws: A data error naming the option and the file.
  func metrics(
    fileOption option: String, path: String, catalog: BadgeCatalog
  ) throws(CLIError) -> Metrics {
    let data = try read(fileOption: option, path: path)
    do {
      return try catalog.metrics(fromJSON: data)
    } catch {
      throw fileError(option, path, error, whole: "metrics")
    }
  }
}
