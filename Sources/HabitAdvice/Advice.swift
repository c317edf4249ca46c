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
}

extension AdviceTemplates {
  /// The advice for a moment after a session.
  ///
  /// The first sentence is about today: the segments still open, or that
  /// today's plan is done; with no plan (0 planned), whether the current
  /// task is complete. Late at night, from midnight until ``lateUntil``,
  /// it never says "today": what is open can wait until the person has
  /// slept, and what is done is done (the Advice article, "Late at night"). The second is about the streak tier; the steady tier
  /// names the number of days. Numbers are written as digits, with English
  /// plural forms.
  ///
  /// A count below 0 counts as 0, as everywhere in the library (the queue
  /// reads pending test notifications the same way).
  ///
  /// - Parameters:
  ///   - streakDays: The current streak in days.
  ///   - planned: Segments planned today.
  ///   - completed: Segments completed today (more than planned is fine).
  ///   - taskCompleted: Whether the current task is complete.
  ///   - language: The language of the sentences.
  ///   - time: The local wall time the advice is shown at, `nil` when it
  ///     is not known (then it reads as daytime).
  /// - Returns: The tier, the remaining count and the sentences.
  /// - Complexity: O(*n*) in the length of the texts.
  public func advice(
    streakDays: Int, planned: Int, completed: Int, taskCompleted: Bool, language: Language,
    at time: WallTime? = nil
  ) -> Advice {
    let streakDays = max(streakDays, 0)
    let planned = max(planned, 0)
    let completed = max(completed, 0)
    let remaining = max(0, planned - completed)
    let open = planned > 0 ? remaining > 0 : !taskCompleted
    let today: String
    if let time, isLate(time) {
      today = self[open ? .lateOpen : .lateDone].string(in: language)
    } else if planned > 0 {
      today =
        open
        ? fill(.todayRemaining, count: remaining, "remaining", language)
        : self[.todayPlanDone].string(in: language)
    } else {
      today = self[open ? .todayTaskOpen : .todayTaskDone].string(in: language)
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

  /// Whether a wall time is late at night: from 00:00 until
  /// ``lateUntil``.
  ///
  /// - Parameter time: A local wall time.
  /// - Returns: `true` from midnight up to, not including, ``lateUntil``.
  public func isLate(_ time: WallTime) -> Bool {
    time < lateUntil
  }

  private func fill(_ key: Key, count: Int, _ name: String, _ language: Language) -> String {
    Placeholders.fill(
      self[key].string(in: language, count: count), with: [name: formatForReading(count)])
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
