import HabitCalendar
import HabitToolkit

/// A breathing pattern: the phases of one cycle, each in whole seconds, and
/// a default length (HabitRules.docc/Breathing.md).
///
/// Content's patterns come from `breathing.json` (``BreathingContent``); a
/// person's own comes from ``init(customSeconds:)`` or
/// ``init(parsing:)``, checked: every phase 1-30 s, an inhale and an exhale.
public struct BreathingPattern: Hashable, Sendable {
  /// The pattern's id: content's id, or `custom-4-7-8` for a custom one.
  public let id: String
  /// Its name, `nil` for a custom pattern.
  public let name: LocalizedText?
  /// One line on how to do it, `nil` for a custom pattern.
  public let description: LocalizedText?
  /// The phases of one cycle, in order (a Wim Hof cycle is one round).
  public let phases: [BreathPhase]
  /// How many cycles a session has when nobody says.
  public let defaultCycles: Int

  /// The lengths a custom phase may have, in whole seconds.
  public static let customSeconds = 1...30
  /// The kinds of a custom pattern by position: 2 lengths are an inhale
  /// and an exhale; 3 add a hold after the inhale; 4 add a hold after the
  /// exhale.
  public static let customKinds: [Int: [BreathKind]] = [
    2: [.inhale, .exhale], 3: [.inhale, .hold, .exhale], 4: [.inhale, .hold, .exhale, .holdEmpty],
  ]

  /// A pattern whose phases are already checked (content's reader).
  package init(
    id: String, name: LocalizedText?, description: LocalizedText?, phases: [BreathPhase],
    defaultCycles: Int
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.phases = phases
    self.defaultCycles = defaultCycles
  }

  /// A person's own pattern from its lengths in whole seconds.
  ///
  /// - Parameter customSeconds: 2-4 lengths, by position: inhale, (hold),
  ///   exhale, (hold after the exhale), as ``customKinds``; `[4, 7, 8]` is
  ///   4-7-8 breathing and `[4, 4, 4, 4]` box breathing.
  /// - Throws: ``InputError`` on `phases` for a count other than 2-4 (one
  ///   length has no exhale), or on `phases[i]` naming the phase for a
  ///   length outside 1-30.
  public init(customSeconds: [Int]) throws(InputError) {
    let kinds = try Self.kinds(count: customSeconds.count)
    for (index, seconds) in customSeconds.enumerated()
    where !Self.customSeconds.contains(seconds) {
      throw InputError(
        field: "phases[\(index)]",
        message:
          "the \(kinds[index].rawValue) is \(seconds) s; use whole seconds "
          + "\(Self.customSeconds.lowerBound)-\(Self.customSeconds.upperBound)")
    }
    self.init(
      id: "custom-" + customSeconds.map(String.init).joined(separator: "-"), name: nil,
      description: nil, phases: zip(kinds, customSeconds).map { BreathPhase($0, seconds: $1) },
      defaultCycles: 1)
  }

  /// A person's own pattern from text such as `4,7,8`, as
  /// `gen breathe --phases` reads it.
  ///
  /// - Parameter text: 2-4 whole numbers separated by commas.
  /// - Throws: ``InputError`` as ``init(customSeconds:)``, and on
  ///   `phases[i]` for a part that is not a whole number (`1.5`, `-3`,
  ///   empty).
  public init(parsing text: String) throws(InputError) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let kinds = try Self.kinds(count: parts.count)
    var seconds: [Int] = []
    for (index, part) in parts.enumerated() {
      let trimmed = part.trimmingSpaces
      guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let value = Int(trimmed), trimmed.utf8.count <= 6
      else {
        throw InputError(
          field: "phases[\(index)]",
          message:
            "the \(kinds[index].rawValue) is \(DisplayText.quoted(trimmed)), not a length; use whole seconds "
            + "\(Self.customSeconds.lowerBound)-\(Self.customSeconds.upperBound)")
      }
      seconds.append(value)
    }
    try self.init(customSeconds: seconds)
  }

  /// The kinds for a count of custom lengths, or the error for a count
  /// that has none.
  private static func kinds(count: Int) throws(InputError) -> [BreathKind] {
    if let kinds = customKinds[count] { return kinds }
    let problem =
      count < 2
      ? "\(count) phase\(count == 1 ? "" : "s"); a pattern needs an inhale and an exhale"
      : "\(count) phases; the most is 4"
    throw InputError(
      field: "phases",
      message: problem + "; give 2-4 lengths: inhale, hold, exhale, hold after exhale (4,7,8)")
  }

  /// One cycle's length in milliseconds.
  public var cycleMs: Int { phases.reduce(0) { $0 + $1.seconds * 1_000 } }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
