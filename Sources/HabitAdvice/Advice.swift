import HabitCalendar
import HabitToolkit
/// One glance of next-action advice: a sentence about today and one about
/// the streak.
///
/// JSON: `{"tier": "steady", "remaining": 2, "text": "...", "sentences": [...]}`.
public struct Advice: Hashable, Sendable, Codable {
  /// How established the habit is.
  public enum Tier: String, CaseIterable, Hashable, Sendable, Codable {
    /// 5 days or more in a row.
    case steady
    /// 2-4 days in a row.
    case building
    /// Fewer than 2 days.
    case starting

    /// The tier of a streak length: `steady` from 5 days, `building` from
    /// 2, else `starting`.
    ///
    /// - Parameter days: The current streak, >= 0.
    public init(streakDays days: Int) {
      self = days >= 5 ? .steady : days >= 2 ? .building : .starting
    }
  }

  /// The streak tier.
  public let tier: Tier
  /// Planned segments still open today: `max(0, planned - completed)`.
  public let remaining: Int
  /// The sentences, today's first, then the streak's.
  public let sentences: [String]
  /// The sentences joined for display.
  public let text: String

  /// Why advice cannot be given.
  public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input that is wrong, such as `streakDays`.
    public let field: String
    /// The value given.
    public let value: Int

    public var description: String { "\(field) must be 0 or more, found \(value)" }
  }
}

extension AdviceTemplates {
  /// The advice for a moment after a session.
  ///
  /// The first sentence is about today: the segments still open, or that
  /// today's plan is done; with no plan (0 planned), whether the current
  /// task is complete. The second is about the streak tier; the steady tier
  /// names the number of days. Numbers are written as digits, with English
  /// plural forms.
  ///
  /// - Parameters:
  ///   - streakDays: The current streak in days.
  ///   - planned: Segments planned today.
  ///   - completed: Segments completed today (more than planned is fine).
  ///   - taskCompleted: Whether the current task is complete.
  ///   - language: The language of the sentences.
  /// - Returns: The tier, the remaining count and the sentences.
  /// - Throws: ``Advice/InputError`` for a negative number.
  /// - Complexity: O(*n*) in the length of the texts.
  public func advice(
    streakDays: Int, planned: Int, completed: Int, taskCompleted: Bool, language: Language
  ) throws(Advice.InputError) -> Advice {
    for (field, value) in [
      ("streakDays", streakDays), ("planned", planned), ("completed", completed),
    ]
    where value < 0 {
      throw Advice.InputError(field: field, value: value)
    }
    let remaining = max(0, planned - completed)
    let today: String
    if planned > 0 {
      today =
        remaining > 0
        ? fill(.todayRemaining, count: remaining, "remaining", language)
        : self[.todayPlanDone].string(in: language)
    } else {
      today = self[taskCompleted ? .todayTaskDone : .todayTaskOpen].string(in: language)
    }
    let tier = Advice.Tier(streakDays: streakDays)
    let streak: String
    switch tier {
    case .steady: streak = fill(.streakSteady, count: streakDays, "days", language)
    case .building: streak = self[.streakBuilding].string(in: language)
    case .starting: streak = self[.streakStarting].string(in: language)
    }
    let sentences = [today, streak]
    return Advice(
      tier: tier, remaining: remaining, sentences: sentences, text: Self.join(sentences))
  }

  private func fill(_ key: Key, count: Int, _ name: String, _ language: Language) -> String {
    Placeholders.fill(self[key].string(in: language, count: count), with: [(name, String(count))])
  }

  /// Sentences joined with a space after one that ends in ASCII
  /// punctuation (English), and directly otherwise (Chinese `。`).
  static func join(_ sentences: [String]) -> String {
    var text = ""
    for sentence in sentences {
      if let last = text.utf8.last, last < 0x80 { text += " " }
      text += sentence
    }
    return text
  }
}
