import HabitCalendar

/// A session's check-in before and after: a mood on the scale of
/// `breathing.json`, 1 (tense) to 5 (calm), each optional
/// (HabitRules.docc/Breathing.md).
///
/// Stored on a focus session as `"before": 2, "after": 4`; a session
/// ``endedCalmer`` when both are there and the mood after is higher. A
/// session that did not end calmer is only not counted: nothing is said
/// about it.
public struct MoodCheck: Hashable, Sendable {
  /// The mood before, ``scale``; `nil` when not asked.
  public var before: Int? { Self.mood(stored: storedBefore) }
  /// The mood after, ``scale``; `nil` when not asked.
  public var after: Int? { Self.mood(stored: storedAfter) }

  // Each mood in a byte, 0 for none, where two `Int?` took 25 bytes: with
  // its flags stored last, a focus session is 64 bytes, not 104
  // (docs/benchmarks.md).
  private let storedBefore: UInt8
  private let storedAfter: UInt8

  private static func mood(stored: UInt8) -> Int? { stored == 0 ? nil : Int(stored) }

  /// The steps of the scale: 1 (tense) to 5 (calm).
  public static let scale = 1...5
  /// No check-in.
  public static let none = MoodCheck(unchecked: nil, nil)

  /// Creates a check-in, checking it.
  ///
  /// - Parameters:
  ///   - before: The mood before, 1-5, or `nil`.
  ///   - after: The mood after, 1-5, or `nil`.
  /// - Throws: ``InputError`` on `before` or `after` outside 1-5.
  public init(before: Int? = nil, after: Int? = nil) throws(InputError) {
    try Self.check(before, field: "before")
    try Self.check(after, field: "after")
    self.init(unchecked: before, after)
  }

  private static func check(_ mood: Int?, field: String) throws(InputError) {
    if let mood, !scale.contains(mood) {
      throw InputError(field: field, message: "\(mood) is not a mood; use 1 (tense) to 5 (calm)")
    }
  }

  /// Moods already checked to be on the scale.
  private init(unchecked before: Int?, _ after: Int?) {
    storedBefore = before.map { UInt8(clamping: $0) } ?? 0
    storedAfter = after.map { UInt8(clamping: $0) } ?? 0
  }

  /// Whether both moods are there.
  public var isComplete: Bool { before != nil && after != nil }

  /// Whether the mood after is higher (calmer) than before; `false` when
  /// either is missing.
  public var endedCalmer: Bool {
    guard let before, let after else { return false }
    return after > before
  }
}
