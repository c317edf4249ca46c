import Foundation
import HabitCalendar
import HabitToolkit

/// A weekly plan: how many sessions a person means to do on each weekday
/// (HabitRules.docc/AdviceAndQuotes.md, "Plan targets").
///
/// Encoded as `{"targets": [7 integers, Sunday first]}`, each 0 to
/// ``maximumTarget``. `advice.json` holds the default (`"plan"`); `gen
/// advice --plan FILE` reads a person's own.
public struct WeeklyPlan: Hashable, Sendable {
  /// The target sessions per weekday, Sunday first: 7 numbers.
  public let targets: [Int]

  /// The most sessions a day's target may be.
  public static let maximumTarget = 48

  /// Creates a plan, checking it.
  ///
  /// - Parameter targets: 7 targets, Sunday first, each 0 to
  ///   ``maximumTarget``.
  /// - Throws: ``InputError`` naming `targets` for a count other than 7,
  ///   or `targets[i]` for a target out of range.
  public init(targets: [Int]) throws(InputError) {
    guard targets.count == 7 else {
      throw InputError(
        field: "targets",
        message: "\(targets.count) targets; give 7, one per weekday, Sunday first")
    }
    for (index, target) in targets.enumerated() where !(0...Self.maximumTarget).contains(target) {
      throw InputError(
        field: "targets[\(index)]",
        message: "\(target) is not a day's target; use 0-\(Self.maximumTarget) sessions")
    }
    self.targets = targets
  }

  /// The target of a day: that of its weekday.
  ///
  /// - Parameter day: A logical day.
  /// - Returns: The sessions planned for it.
  /// - Complexity: O(1).
  public func target(on day: CivilDate) -> Int { targets[day.weekday - 1] }

  /// The sessions still to do on a day: `max(0, target - done)`.
  ///
  /// - Parameters:
  ///   - day: The logical day, today.
  ///   - done: The sessions done on it so far (below 0 counts as 0).
  /// - Returns: The remaining count, 0 once the target is met or passed.
  /// - Complexity: O(1).
  public func remaining(on day: CivilDate, done: Int) -> Int {
    max(0, target(on: day) - max(done, 0))
  }

  /// Reads a plan file: `{"targets": [7 integers, Sunday first]}`.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The plan.
  /// - Throws: ``InputError`` naming the field: not JSON, not an object,
  ///   `targets` missing or not 7 whole numbers 0-48.
  public static func plan(fromJSON data: Data) throws(InputError) -> WeeklyPlan {
    let root = try JSONValue.parse(data, field: "plan")
    do {
      return try JSONValueDecoder.decode(WeeklyPlan.self, from: root)
    } catch {
      throw InputError(error, in: "plan")
    }
  }
}

extension WeeklyPlan: Codable {
  private enum CodingKeys: String, CodingKey {
    case targets
  }

  /// Decodes a plan, checking it as ``init(targets:)`` does.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape, or the ``InputError`` of
  ///   ``init(targets:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(targets: container.decode([Int].self, forKey: .targets))
  }

  /// Writes `{"targets": [...]}`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(targets, forKey: .targets)
  }
}

extension AdviceTemplates {
  /// The advice for today by a weekly plan.
  ///
  /// Today's target is the plan's for its weekday, and the sentence about
  /// today names the sessions still to do, `max(0, target - done)` (``WeeklyPlan/remaining(on:done:)``,
  /// the advice's ``Advice/remaining``). A day whose target is 0 has no
  /// plan: the sentence says whether the current task is complete.
  ///
  /// - Parameters:
  ///   - streakDays: The current streak in days.
  ///   - plan: The weekly plan.
  ///   - today: The logical day of now.
  ///   - done: Sessions done today.
  ///   - taskCompleted: Whether the current task is complete.
  ///   - language: The language of the sentences.
  /// - Returns: The advice, as by day. For the late-night sentences, pass
  ///   the plan's target to ``AdviceTemplates/advice(streakDays:planned:completed:taskCompleted:language:at:)``
  ///   with the wall time.
  /// - Complexity: O(*n*) in the length of the texts.
  public func advice(
    streakDays: Int, plan: WeeklyPlan, today: CivilDate, done: Int, taskCompleted: Bool,
    language: Language
  ) -> Advice {
    advice(
      streakDays: streakDays, planned: plan.target(on: today), completed: done,
      taskCompleted: taskCompleted, language: language)
  }
}
