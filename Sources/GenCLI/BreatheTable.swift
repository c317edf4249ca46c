import HabitRules
import HabitToolkit

/// The readable forms of `gen breathe` in the chosen language.
enum BreatheTable {
  /// Every pattern: its id and name, its phases, its default length.
  static func listing(
    _ patterns: [BreathingPattern], words: TableWords, language: Language
  ) -> String {
    patterns.map { pattern in
      let name = DisplayText.escaped(pattern.name?.string(in: language) ?? pattern.id)
      let phases = pattern.phases.map { phase in
        kind(phase.kind, words) + " " + words(.breatheSeconds, ["seconds": "\(phase.seconds)"])
      }
      let length = words(
        .breatheDefault,
        [
          "cycles": words.number(pattern.defaultCycles),
          "total": duration(pattern.cycleMs * pattern.defaultCycles, words),
        ], count: pattern.defaultCycles)
      return "\(pattern.id)  \(name)\n  \(summary(phases, words))\n  \(length)"
    }.joined(separator: "\n") + "\n"
  }

  /// The heading, then one row per phase: its start, its cycle, what to do
  /// and for how long.
  static func timeline(
    _ timeline: BreathingTimeline, of pattern: BreathingPattern, words: TableWords,
    language: Language
  ) -> String {
    let name = DisplayText.escaped(pattern.name?.string(in: language) ?? words(.breatheCustom))
    let heading = words(
      .breatheHeading,
      [
        "name": name, "id": DisplayText.escaped(pattern.id),
        "cycles": words.number(timeline.cycles),
        "total": duration(timeline.totalMs, words),
      ], count: timeline.cycles)
    let kinds = BreathKind.allCases.map { kind($0, words) }
    let kindWidth = kinds.map(displayWidth).max() ?? 0
    let cycleWidth = displayWidth(words(.breatheCycle, ["cycle": words.number(timeline.cycles)]))
    let startWidth = clock(timeline.totalMs).count
    let rows = timeline.phases.map { phase in
      let start =
        String(repeating: " ", count: max(startWidth - clock(phase.startMs).count, 0))
        + clock(phase.startMs)
      return "  " + start + "  "
        + padded(words(.breatheCycle, ["cycle": words.number(phase.cycle)]), to: cycleWidth + 2)
        + padded(kind(phase.kind, words), to: kindWidth + 2)
        + words(.breatheSeconds, ["seconds": "\(phase.ms / 1_000)"])
    }
    return ([heading] + rows).joined(separator: "\n") + "\n"
  }

  /// A phase's kind in words.
  static func kind(_ kind: BreathKind, _ words: TableWords) -> String {
    switch kind {
    case .inhale: words(.breatheInhale)
    case .hold: words(.breatheHold)
    case .exhale: words(.breatheExhale)
    case .holdEmpty: words(.breatheHoldEmpty)
    }
  }

  /// A long run of phases (a Wim Hof round) said once with its count:
  /// `Breathe in 2 s, Breathe out 2 s (x30)`.
  private static func summary(_ phases: [String], _ words: TableWords) -> String {
    var parts: [String] = []
    var index = 0
    while index < phases.count {
      var repeats = 1
      while index + 2 * repeats + 1 < phases.count,
        phases[index + 2 * repeats] == phases[index],
        phases[index + 2 * repeats + 1] == phases[index + 1]
      {
        repeats += 1
      }
      if repeats > 1 {
        parts.append(words.list([phases[index], phases[index + 1]]) + " ×\(repeats)")
        index += 2 * repeats
      } else {
        parts.append(phases[index])
        index += 1
      }
    }
    return words.list(parts)
  }

  /// A length as the language reads it, in whole seconds: `38 s`,
  /// `1 min 16 s`, `5 min`, `1 h 3 min 20 s`; ja `1分16秒`, ko `1분 16초`
  /// (`breathe` in `tables.json`).
  static func duration(_ ms: Int, _ words: TableWords) -> String {
    let seconds = ms / 1_000
    let (hours, minutes, rest) = (seconds / 3_600, seconds / 60 % 60, seconds % 60)
    if hours > 0 {
      return words(
        .breatheHours, ["hours": "\(hours)", "minutes": "\(minutes)", "seconds": "\(rest)"])
    }
    switch (minutes, rest) {
    case (0, _): return words(.breatheSeconds, ["seconds": "\(rest)"])
    case (_, 0): return words(.breatheMinutes, ["minutes": "\(minutes)"])
    default: return words(.breatheMinutesSeconds, ["minutes": "\(minutes)", "seconds": "\(rest)"])
    }
  }

  /// Milliseconds as `m:ss`, or `h:mm:ss` from an hour (whole seconds):
  /// the timeline's column of when each phase starts, read as a timer.
  static func clock(_ ms: Int) -> String {
    let seconds = ms / 1_000
    let (hours, minutes, rest) = (seconds / 3_600, seconds / 60 % 60, seconds % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}
