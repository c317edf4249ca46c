import Foundation
import HabitToolkit

/// The breathing patterns and the check-in moods of `breathing.json`
/// (HabitRules.docc/Breathing.md).
///
///     {"patterns": [{"id": "box", "name": {text}, "description": {text},
///       "defaultCycles": 5, "phases": [{"kind": "inhale", "seconds": 4}]}],
///      "moods": [{"value": 1, "name": {text}}]}
///
/// A Wim Hof pattern gives `"rounds": {"powerBreaths", "inhale", "exhale",
/// "retention", "recoveryInhale", "recoveryHold", "recoveryExhale"}` in
/// place of `"phases"`: one cycle is a round.
public struct BreathingContent: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "breathing.json"
  /// The most phases a content pattern's cycle has.
  public static let maximumPhases = 200
  /// The lengths of a Wim Hof retention, in whole seconds.
  public static let retentionSeconds = 10...300
  /// How many power breaths a Wim Hof round may have.
  public static let powerBreaths = 1...60

  /// The patterns in file order.
  public let patterns: [BreathingPattern]
  /// The check-in moods, 1 (tense) to 5 (calm).
  public let moods: [BreathingMood]

  /// The languages of the texts, source first.
  public var languages: [Language] { moods.first?.name.languages ?? [] }

  /// The pattern with an id, if content has it.
  public func pattern(id: String) -> BreathingPattern? { patterns.first { $0.id == id } }

  /// The mood of a step of the scale, if content has it.
  public func mood(_ value: Int) -> BreathingMood? { moods.first { $0.value == value } }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> BreathingContent? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    var reader = BreathingContentReader()
    let patterns = reader.patterns(report.elements(report.required(root, "patterns")), &report)
    let moods = reader.moods(report.elements(report.required(root, "moods")), &report)
    return report.problems.count == before
      ? BreathingContent(patterns: patterns, moods: moods) : nil
  }
}

/// The reader of `breathing.json`, one method per section.
struct BreathingContentReader {
  mutating func patterns(_ items: [ContentNode]?, _ report: inout ContentReport)
    -> [BreathingPattern]
  {
    guard let items else { return [] }
    if items.isEmpty { report.add("patterns", "empty; list at least one pattern") }
    var patterns: [BreathingPattern] = []
    var ids: [String?] = []
    for item in items {
      let id = report.string(report.required(item, "id"))
      ids.append(id)
      if let id, id.isEmpty || id.utf8.count > 64 || id.hasPrefix("custom") {
        report.add(item.path("id"), "use 1-64 characters, not starting with \"custom\"")
      }
      let name = report.text(report.required(item, "name"))
      let description = report.text(report.required(item, "description"))
      if let name { report.check(name, at: item.path("name")) }
      if let description { report.check(description, at: item.path("description")) }
      let cycles = report.integer(report.required(item, "defaultCycles"))
      if let cycles, !(1...BreathingTimeline.maximumCycles).contains(cycles) {
        report.add(
          item.path("defaultCycles"), "\(cycles); use 1-\(BreathingTimeline.maximumCycles)")
      }
      let phases = self.phases(of: item, pattern: id, &report)
      if let cycles, let phases, cycles * phases.count > BreathingTimeline.maximumPhases {
        report.add(
          item.path("defaultCycles"),
          "\(cycles) cycles of \(phases.count) phases are \(cycles * phases.count) phases; "
            + "a session has at most \(BreathingTimeline.maximumPhases)")
      }
      if let id, let name, let description, let cycles, let phases {
        patterns.append(
          BreathingPattern(
            id: id, name: name, description: description, phases: phases, defaultCycles: cycles))
      }
    }
    report.checkUnique(ids, at: "patterns")
    return patterns
  }

  /// A pattern's phases: its `phases`, or a round from its `rounds`.
  private func phases(of item: ContentNode, pattern: String?, _ report: inout ContentReport)
    -> [BreathPhase]?
  {
    let named = pattern.map { "pattern \(DisplayText.quoted($0)): " } ?? ""
    let list = report.optional(item, "phases")
    let rounds = report.optional(item, "rounds")
    switch (list, rounds) {
    case (let list?, nil): return listed(report.elements(list), named, &report)
    case (nil, let rounds?): return round(rounds, named, &report)
    default:
      report.add(item.path, named + "give either \"phases\" or \"rounds\"")
      return nil
    }
  }

  private func listed(_ nodes: [ContentNode]?, _ named: String, _ report: inout ContentReport)
    -> [BreathPhase]?
  {
    guard let nodes else { return nil }
    let before = report.problems.count
    var phases: [BreathPhase] = []
    for (index, node) in nodes.enumerated() {
      let kindText = report.string(report.required(node, "kind"))
      let kind = kindText.flatMap(BreathKind.init(rawValue:))
      if let kindText, kind == nil {
        report.add(
          node.path("kind"),
          named + "phase \(index + 1) kind \(DisplayText.quoted(kindText)) is unknown; use "
            + BreathKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let seconds = seconds(
        node, "seconds", BreathingPattern.customSeconds, named + "phase \(index + 1) ", &report)
      if let kind, let seconds { phases.append(BreathPhase(kind, seconds: seconds)) }
    }
    check(phases, at: nodes.first?.path ?? "phases", named, &report)
    return report.problems.count == before ? phases : nil
  }

  private func round(_ node: ContentNode, _ named: String, _ report: inout ContentReport)
    -> [BreathPhase]?
  {
    let range = BreathingPattern.customSeconds
    let count = seconds(node, "powerBreaths", BreathingContent.powerBreaths, named, &report)
    let inhale = seconds(node, "inhale", range, named, &report)
    let exhale = seconds(node, "exhale", range, named, &report)
    let retention = seconds(
      node, "retention", BreathingContent.retentionSeconds, named, &report)
    let recovery = ["recoveryInhale", "recoveryHold", "recoveryExhale"].map {
      seconds(node, $0, range, named, &report)
    }
    guard let count, let inhale, let exhale, let retention,
      case let lengths = recovery.compactMap({ $0 }), lengths.count == 3
    else { return nil }
    let power = [BreathPhase(.inhale, seconds: inhale), BreathPhase(.exhale, seconds: exhale)]
    return Array(repeating: power, count: count).flatMap { $0 } + [
      BreathPhase(.holdEmpty, seconds: retention), BreathPhase(.inhale, seconds: lengths[0]),
      BreathPhase(.hold, seconds: lengths[1]), BreathPhase(.exhale, seconds: lengths[2]),
    ]
  }

  private func seconds(
    _ node: ContentNode, _ key: String, _ range: ClosedRange<Int>, _ named: String,
    _ report: inout ContentReport
  ) -> Int? {
    guard let value = report.integer(report.required(node, key)) else { return nil }
    guard range.contains(value) else {
      report.add(
        node.path(key), named + "\(key) is \(value); use \(range.lowerBound)-\(range.upperBound)")
      return nil
    }
    return value
  }

  private func check(
    _ phases: [BreathPhase], at path: String, _ named: String, _ report: inout ContentReport
  ) {
    let kinds = Set(phases.map(\.kind))
    if !kinds.contains(.inhale) || !kinds.contains(.exhale) {
      report.add(path, named + "a pattern needs an inhale and an exhale")
    }
    if phases.count > BreathingContent.maximumPhases {
      report.add(
        path, named + "\(phases.count) phases; the most is \(BreathingContent.maximumPhases)")
    }
  }

  mutating func moods(_ items: [ContentNode]?, _ report: inout ContentReport) -> [BreathingMood] {
    guard let items else { return [] }
    var moods: [BreathingMood] = []
    for (index, item) in items.enumerated() {
      let value = report.integer(report.required(item, "value"))
      if let value, value != index + 1 {
        report.add(
          item.path("value"), "\(value); the moods are 1-5 in order, this one is \(index + 1)")
      }
      let name = report.text(report.required(item, "name"))
      if let name { report.check(name, at: item.path("name")) }
      if let value, let name { moods.append(BreathingMood(value: value, name: name)) }
    }
    if items.count != BreathingMood.scale.count {
      report.add("moods", "\(items.count) moods; give 5, from 1 (tense) to 5 (calm)")
    }
    return moods
  }
}
