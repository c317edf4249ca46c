import HabitRules
import HabitToolkit

/// The readable table of `gen badges`: badges by track, with progress bars.
enum BadgesTable {
  static func text(
    _ report: LocalizedBadgeReport, catalog: BadgeCatalog, language: Language
  ) -> String {
    let trackNames = Dictionary(
      uniqueKeysWithValues: catalog.tracks.map { ($0.id, $0.name.string(in: language)) })
    var lines: [String] = []
    var track = ""
    for badge in report.badges {
      let status = badge.status
      if status.track != track {
        track = status.track
        lines.append((lines.isEmpty ? "" : "\n") + (trackNames[track] ?? track))
      }
      let tier =
        status.tier == 0 ? "-" : "\(badge.texts.tierName) (\(status.tier)/\(status.tierCount))"
      let state = status.tier > 0 && !status.active ? " (inactive)" : ""
      let next = status.nextThreshold.map { "next at \(formatForReading($0))" } ?? "top tier"
      lines.append(
        "  \(pad(badge.texts.name, 18)) \(pad(tier + state, 34)) \(bar(status.progress)) \(next)")
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
