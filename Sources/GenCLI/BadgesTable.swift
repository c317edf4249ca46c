import HabitRules
import HabitToolkit

/// The readable table of `gen badges` in the chosen language: badges by
/// track, with progress bars, and the badges almost earned or newly earned
/// by name.
enum BadgesTable {
  static func text(
    _ report: LocalizedBadgeReport, catalog: BadgeCatalog, words: TableWords
  ) -> String {
    let language = words.language
    let trackNames = Dictionary(
      uniqueKeysWithValues: catalog.tracks.map { ($0.id, $0.name.string(in: language)) })
    // Each track once, in the catalog's order, its badges in report order:
    // a badge listed after another track's does not open its track again.
    let rank = Dictionary(
      catalog.tracks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let badges = report.badges.enumerated().sorted {
      (rank[$0.element.status.track] ?? Int.max, $0.offset)
        < (rank[$1.element.status.track] ?? Int.max, $1.offset)
    }.map(\.element)
    var lines: [String] = []
    var track = ""
    for badge in badges {
      let status = badge.status
      if status.track != track {
        track = status.track
        lines.append((lines.isEmpty ? "" : "\n") + (trackNames[track] ?? track))
      }
      let tier =
        status.tier == 0
        ? "-"
        : words(
          .tierOf,
          [
            "name": badge.texts.tierName, "tier": formatForReading(status.tier),
            "tierCount": formatForReading(status.tierCount),
          ])
      let shown = status.tier > 0 && !status.active ? words(.inactive, ["tier": tier]) : tier
      let next =
        badge.texts.nextTarget.map { words(.nextAt, ["threshold": $0]) } ?? words(.topTier)
      lines.append(
        "  \(pad(badge.texts.name, 18)) \(pad(shown, 34)) \(bar(status.progress)) \(next)")
    }
    let names = Dictionary(
      report.badges.map { ($0.status.id, $0.texts.name) }, uniquingKeysWith: { first, _ in first })
    func named(_ ids: [String]) -> String { words.list(ids.map { names[$0] ?? $0 }) }
    if !report.almostThere.isEmpty {
      lines.append("\n" + words(.almostThere, ["badges": named(report.almostThere)]))
    }
    if !report.newlyEarned.isEmpty {
      lines.append(words(.newlyEarned, ["badges": named(report.newlyEarned)]))
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
    text + String(repeating: " ", count: max(width - displayWidth(text), 1))
  }
}
