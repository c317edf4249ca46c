import HabitRules
import HabitToolkit

/// `gen growth`'s table: the profile, the current chapter with a progress
/// bar per mission, and what the last session earned, in the chosen
/// language (labels from `growth.json`), numbers grouped by thousands.
struct GrowthTable {
  let rules: GrowthRules
  let expeditions: Expeditions
  let language: Language
  /// When the last session started, as the language writes a day and a
  /// time (`dates.json`): the table names the session by it, not by its id.
  var lastSessionStart: String = ""

  /// The width of a progress bar, in characters.
  static let barWidth = 20

  func text(_ report: GrowthReport) -> String {
    let profile = report.profile
    var lines = [
      rules.label(.level, in: language, ["level": "\(profile.level)", "title": profile.title])
    ]
    if let toNext = profile.xpToNext {
      lines.append(
        rules.label(
          .xp, in: language,
          [
            "xp": formatForReading(profile.xp), "into": formatForReading(profile.xpIntoLevel),
            "toNext": formatForReading(toNext),
          ]))
    } else {
      lines.append(rules.label(.xpAtCap, in: language, ["xp": formatForReading(profile.xp)]))
    }
    if let next = profile.nextTitle, let level = profile.nextTitleLevel {
      lines.append(rules.label(.nextTitle, in: language, ["title": next, "level": "\(level)"]))
    }
    lines.append(
      rules.label(
        .totals, in: language,
        [
          "miles": formatForReading(profile.miles), "sessions": formatForReading(profile.sessions),
          "minutes": formatForReading(profile.focusMinutes),
          "deep": formatForReading(profile.deepFocusCount),
        ]))
    lines.append("")
    lines += chapterLines(report.expeditions)
    if let last = report.lastSession {
      lines.append("")
      lines += sessionLines(last)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func chapterLines(_ state: ExpeditionState) -> [String] {
    guard let current = state.current else {
      let started = state.chapters.contains { $0.unlockedAt != nil }
      return [rules.label(started ? .allComplete : .notStarted, in: language)]
    }
    guard let chapter = expeditions.chapters.first(where: { $0.id == current }),
      let progress = state.chapters.first(where: { $0.id == current })
    else { return [] }
    var lines = [
      rules.label(.current, in: language, ["city": chapter.city.string(in: language)]),
      "  " + chapter.tagline.string(in: language),
    ]
    let width = chapter.missions.map { formatForReading($0.target).count }.max() ?? 1
    for (mission, reached) in zip(chapter.missions, progress.missions) {
      let count = "\(formatForReading(reached.progress))/\(formatForReading(mission.target))"
      let padded = String(repeating: " ", count: max(0, 2 * width + 1 - count.count)) + count
      lines.append(
        "  \(Self.bar(reached.progress, of: mission.target)) \(padded)  "
          + "\(reached.isCompleted ? "✓" : " ") \(mission.title(in: language))")
    }
    return lines
  }

  private func sessionLines(_ last: SessionEarnings) -> [String] {
    var lines = [
      rules.label(
        .lastSession, in: language,
        [
          "when": lastSessionStart, "xp": formatForReading(last.xp),
          "miles": formatForReading(last.miles),
        ])
    ]
    let missions = expeditions.chapters.flatMap(\.missions)
    for id in last.missionsCompleted {
      let title = missions.first { $0.id == id }?.title(in: language) ?? id
      lines.append("  " + rules.label(.missionDone, in: language, ["mission": title]))
    }
    if let id = last.chapterCompleted,
      let chapter = expeditions.chapters.first(where: { $0.id == id })
    {
      lines.append(
        "  " + rules.label(.chapterDone, in: language, ["city": chapter.city.string(in: language)]))
    }
    if last.levelAfter > last.levelBefore {
      lines.append(
        "  "
          + rules.label(
            .levelUp, in: language, ["from": "\(last.levelBefore)", "to": "\(last.levelAfter)"]))
    }
    return lines
  }

  /// `[########------------]`: the share of the target reached.
  static func bar(_ progress: Int, of target: Int) -> String {
    let filled = target > 0 ? min(barWidth, progress * barWidth / target) : barWidth
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: barWidth - filled) + "]"
  }
}
