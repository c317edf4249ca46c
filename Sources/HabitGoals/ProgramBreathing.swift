import HabitBreathing
import HabitCalendar
import HabitToolkit

/// What a program day runs: a breathing pattern and a length
/// (HabitRules.docc/Breathing.md).
///
/// In `programs.json` a day gives `"pattern": "box"` (an id of
/// `breathing.json`) or `"phases": [4, 6]` (a custom pattern's lengths),
/// and `"cycles": 5` or `"minutes": 3`.
public struct ProgramBreathing: Hashable, Sendable {
  /// The pattern a day runs.
  public enum Source: Hashable, Sendable {
    /// A pattern of `breathing.json`, by id.
    case pattern(String)
    /// A custom pattern.
    case custom(BreathingPattern)
  }

  /// How long a day runs.
  public enum Length: Hashable, Sendable {
    /// A number of cycles.
    case cycles(Int)
    /// At least a number of minutes, in whole cycles.
    case minutes(Int)
  }

  /// The pattern.
  public let source: Source
  /// The length.
  public let length: Length

  /// Creates a day's session.
  ///
  /// - Parameters:
  ///   - source: The pattern.
  ///   - length: The length.
  public init(_ source: Source, _ length: Length) {
    self.source = source
    self.length = length
  }

  /// The pattern, found in content for ``Source/pattern(_:)``.
  ///
  /// - Parameter content: The breathing content.
  /// - Returns: The pattern, `nil` when content has no pattern of the id.
  public func pattern(in content: BreathingContent) -> BreathingPattern? {
    switch source {
    case .pattern(let id): content.pattern(id: id)
    case .custom(let pattern): pattern
    }
  }

  /// The session's timeline.
  ///
  /// - Parameter content: The breathing content.
  /// - Returns: The timeline.
  /// - Throws: ``InputError`` on `pattern` when content has no such
  ///   pattern, or as ``BreathingTimeline`` for the length.
  /// - Complexity: O(*n*) in the phases of the session.
  public func timeline(in content: BreathingContent) throws(InputError) -> BreathingTimeline {
    guard let pattern = pattern(in: content) else {
      throw InputError(field: "pattern", message: "no such pattern in breathing.json")
    }
    switch length {
    case .cycles(let cycles): return try BreathingTimeline(pattern, cycles: cycles)
    case .minutes(let minutes): return try BreathingTimeline(pattern, minutes: minutes)
    }
  }
}

extension ProgramProgress.Day {
  /// A day with the pattern and length it runs.
  init(
    day: Int, title: String, description: String, completed: Bool, completedOn: CivilDate?,
    breathing: ProgramBreathing?
  ) {
    self.init(
      day: day, title: title, description: description, completed: completed,
      completedOn: completedOn)
    switch breathing?.source {
    case .pattern(let id): pattern = id
    case .custom(let custom): pattern = custom.id
    case nil: break
    }
    switch breathing?.length {
    case .cycles(let count): cycles = count
    case .minutes(let count): minutes = count
    case nil: break
    }
  }
}

extension ProgramCatalog {
  /// Checks that every program day's pattern is in the breathing content.
  ///
  /// - Parameter breathing: The breathing content loaded beside it.
  /// - Throws: ``ContentError`` naming each day whose pattern is unknown.
  public func checkPatterns(in breathing: BreathingContent) throws(ContentError) {
    var problems: [ContentProblem] = []
    let known = breathing.patterns.map(\.id)
    for (index, program) in programs.enumerated() {
      for (dayIndex, day) in program.days.enumerated() {
        guard case .pattern(let id)? = day.breathing?.source, !known.contains(id) else { continue }
        problems.append(
          ContentProblem(
            file: Self.fileName, path: "programs[\(index)].days[\(dayIndex)].pattern",
            message:
              "\(DisplayText.quoted(id)) is not a pattern of breathing.json; use "
              + known.joined(separator: ", ")))
      }
    }
    if !problems.isEmpty { throw ContentError(problems: problems) }
  }
}

/// The reader of a program day's session.
extension ContentReport {
  mutating func breathing(of node: ContentNode) -> ProgramBreathing? {
    let pattern = optional(node, "pattern")
    let phases = optional(node, "phases")
    var source: ProgramBreathing.Source?
    switch (pattern, phases) {
    case (let pattern?, nil): source = string(pattern).map { .pattern($0) }
    case (nil, let phases?): source = customPattern(phases)
    default: add(node.path, "give either \"pattern\" (an id of breathing.json) or \"phases\"")
    }
    var length: ProgramBreathing.Length?
    switch (optional(node, "cycles"), optional(node, "minutes")) {
    case (let cycles?, nil):
      length = bounded(cycles, 1...BreathingTimeline.maximumCycles).map { .cycles($0) }
    case (nil, let minutes?):
      length = bounded(minutes, BreathingTimeline.minutesRange).map { .minutes($0) }
    default: add(node.path, "give either \"cycles\" or \"minutes\"")
    }
    guard let source, let length else { return nil }
    return ProgramBreathing(source, length)
  }

  private mutating func customPattern(_ node: ContentNode) -> ProgramBreathing.Source? {
    guard let items = elements(node) else { return nil }
    let seconds = items.compactMap { integer($0) }
    guard seconds.count == items.count else { return nil }
    do {
      return .custom(try BreathingPattern(customSeconds: seconds))
    } catch {
      add(node.path, error.description)
      return nil
    }
  }

  private mutating func bounded(_ node: ContentNode, _ range: ClosedRange<Int>) -> Int? {
    guard let value = integer(node) else { return nil }
    guard range.contains(value) else {
      add(node.path, "\(value); use \(range.lowerBound)-\(range.upperBound)")
      return nil
    }
    return value
  }
}
