import Foundation
import HabitRules

extension Command {
  /// `gen badges`: every badge's tier and progress for a metrics file.
  static let badges = Command(
    name: "badges",
    summary: "badge tiers and progress from a metrics file",
    options: [
      .value(
        "--metrics", "FILE", "JSON object of metric name to number, or - for stdin (required)"),
      .value("--previous", "FILE", "an earlier metrics file, for newly earned badges"),
      .value(
        "--track", "ID", "all (default), or one track: exploration, consistency, china, world, pro"),
    ]
  ) { context throws(CLIError) in
    guard let path = context.arguments["--metrics"] else {
      throw .usage("gen badges needs --metrics FILE (or - for standard input)")
    }
    let catalog = try context.content().badges
    let trackIDs = catalog.tracks.map(\.id)
    var filter = BadgeCatalog.TrackFilter.all
    if let track = context.arguments["--track"], track != "all" {
      guard trackIDs.contains(track) else {
        throw .usage(
          "unknown --track \"\(track)\"\(didYouMean(closestMatch(to: track, among: trackIDs)))"
            + " (valid: all, \(trackIDs.joined(separator: ", ")))")
      }
      filter = .track(track)
    }
    func metrics(_ option: String, _ path: String) throws(CLIError) -> Metrics {
      let data = try context.read(fileOption: option, path: path)
      do {
        return try catalog.metrics(fromJSON: data)
      } catch {
        throw .data("\(option) \(path == "-" ? "standard input" : path): \(error.description)")
      }
    }
    let current = try metrics("--metrics", path)
    let previous = try context.arguments["--previous"].map { path throws(CLIError) in
      try metrics("--previous", path)
    }
    let report = catalog.evaluate(current, previous: previous, filter: filter)
    let rows = report.badges.map { status in
      BadgeRow(status: status, texts: catalog.texts(of: status, language: context.language))
    }
    if context.wantsJSON {
      return try JSONOutput.encode(
        BadgeOutput(
          badges: rows, almostThere: report.almostThere, newlyEarned: report.newlyEarned))
    }
    return BadgeTable.text(rows, report: report, catalog: catalog, language: context.language)
  }
}

/// One badge in `gen badges` output: the status and its texts.
struct BadgeRow: Encodable {
  let status: BadgeStatus
  let texts: (name: String, tierName: String, description: String)?

  var name: String { texts?.name ?? status.id }
  var tierName: String { texts?.tierName ?? "" }

  func encode(to encoder: any Encoder) throws {
    try status.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(tierName, forKey: .tierName)
    try container.encode(texts?.description ?? "", forKey: .description)
  }

  private enum CodingKeys: String, CodingKey {
    case name, tierName, description
  }
}

/// The JSON of `gen badges`.
struct BadgeOutput: Encodable {
  let badges: [BadgeRow]
  let almostThere: [String]
  let newlyEarned: [String]
}

/// The readable table of `gen badges`.
enum BadgeTable {
  static func text(
    _ rows: [BadgeRow], report: BadgeReport, catalog: BadgeCatalog, language: Language
  ) -> String {
    let trackNames = Dictionary(
      uniqueKeysWithValues: catalog.tracks.map { ($0.id, $0.name.string(in: language)) })
    var lines: [String] = []
    var track = ""
    for row in rows {
      let badge = row.status
      if badge.track != track {
        track = badge.track
        lines.append((lines.isEmpty ? "" : "\n") + (trackNames[track] ?? track))
      }
      let tier = badge.tier == 0 ? "-" : "\(row.tierName) (\(badge.tier)/\(badge.tierCount))"
      let state = badge.tier > 0 && !badge.active ? " (inactive)" : ""
      let next = badge.nextThreshold.map { "next at \(format($0))" } ?? "top tier"
      lines.append(
        "  \(pad(row.name, 18)) \(pad(tier + state, 34)) \(bar(badge.progress)) \(next)")
    }
    if !report.almostThere.isEmpty {
      lines.append("\nAlmost there: \(report.almostThere.joined(separator: ", "))")
    }
    if !report.newlyEarned.isEmpty {
      lines.append("Newly earned: \(report.newlyEarned.joined(separator: ", "))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `[######----]  60%`.
  static func bar(_ progress: Double) -> String {
    let filled = Int((progress * 10).rounded(.down))
    let percent = Int((progress * 100).rounded(.down))
    let text =
      "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: 10 - filled) + "]"
    return text + String(repeating: " ", count: 5 - String(percent).count) + "\(percent)%"
  }

  /// Pads to a display width, counting East Asian characters as two columns.
  static func pad(_ text: String, _ width: Int) -> String {
    let columns = text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
    return text + String(repeating: " ", count: max(width - columns, 1))
  }
}
