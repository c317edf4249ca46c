import Foundation
import HabitCalendar
import HabitDateTexts
import HabitToolkit

/// The texts that explain a streak (`streaks.json`): a name for each day
/// status, one plain sentence for each reason a streak ends, the words for
/// counts of days, weeks and months, the habit strength's line and the
/// sentences for the days it holds, and the words that say a policy as a
/// phrase ("6 days a week, weeks from Sunday; 2 freezes a month, at most 2
/// in a row").
public struct StreakTexts: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "streaks.json"

  /// The unit a streak counts in: the keys of `counts`.
  enum Unit: String, CaseIterable {
    case days, weeks, months

    /// The unit of a goal's streak.
    init(_ goal: StreakGoal) {
      switch goal {
      case .daily: self = .days
      case .weekly: self = .weeks
      case .monthly: self = .months
      }
    }
  }

  /// A sentence saying why a streak ended: the keys of `breakReasons`.
  ///
  /// `weekUnmet` and `monthUnmet` are said of a period that has ended;
  /// `weekOutOfReach` and `monthOutOfReach` of the running one, whose goal
  /// can no longer be met before it ends.
  enum Reason: String, CaseIterable {
    case missed, noFreezeLeft, gapTooLong, weekUnmet, monthUnmet, weekOutOfReach, monthOutOfReach

    /// The placeholders the sentence fills.
    var placeholders: Set<String> {
      switch self {
      case .missed, .noFreezeLeft: ["day"]
      case .gapTooLong: ["day", "maxConsecutive"]
      case .weekUnmet, .monthUnmet, .weekOutOfReach, .monthOutOfReach: ["day", "target"]
      }
    }
  }

  /// A text about the habit strength: the keys of `strength`.
  enum StrengthText: String, CaseIterable {
    /// The strength with its name: "Habit strength 66%".
    case line
    /// The strength held on a rest day.
    case heldOnRest
    /// The strength held on a frozen day.
    case heldOnFrozen

    /// The placeholders the text fills.
    var placeholders: Set<String> {
      switch self {
      case .line: ["percent"]
      case .heldOnRest, .heldOnFrozen: ["day", "percent"]
      }
    }
  }

  /// A part of a policy's phrase: the keys of `policy`.
  enum PolicyText: String, CaseIterable {
    case daily, weekly, monthly, freezes, grace
    /// Between the phrase's parts: `"; "` in English, `、` in Japanese.
    case separator
    /// The seven weekday names, Sunday first, separated by spaces.
    case weekdays

    /// The placeholders the text fills.
    var placeholders: Set<String> {
      switch self {
      case .daily, .separator, .weekdays: []
      case .weekly: ["target", "weekday"]
      case .monthly: ["target"]
      case .freezes: ["perMonth", "inRow"]
      case .grace: ["minutes"]
      }
    }

    /// The placeholders that are counts (English `one` and `other`).
    var counts: Set<String> {
      switch self {
      case .weekly, .monthly: ["target"]
      case .freezes: ["perMonth"]
      case .grace: ["minutes"]
      case .daily, .separator, .weekdays: []
      }
    }
  }

  /// A short name for each status, for a legend ("rest day").
  public let statuses: [DayStatus: LocalizedText]
  /// `"{count} days"`, `"{count} weeks"` and `"{count} months"`.
  private let counts: [Unit: LocalizedText]
  /// `"{count}-day streak"`, 「連続{count}日」: a length labelled as a streak.
  private let streakLengths: [Unit: LocalizedText]
  /// The sentences that say why a streak ended.
  private let reasons: [Reason: LocalizedText]
  /// The strength's line and the sentences for the days it holds.
  private let strengthTexts: [StrengthText: LocalizedText]
  /// The parts of a policy's phrase.
  private let policyTexts: [PolicyText: LocalizedText]
  /// The confirmation of a reset, `{checkIns}` and `{longest}`.
  let resetConfirmation: LocalizedText
  /// The confirmation of a reset without check-ins, `{longest}`.
  let resetWithoutCheckIns: LocalizedText
  /// The label of the current streak.
  public let currentLabel: LocalizedText
  /// The label of the longest streak.
  public let longestLabel: LocalizedText

  /// The languages of the texts, source first.
  public var languages: [Language] { currentLabel.languages }

  /// Why the summary's streak ended, as one sentence, or `nil` when no
  /// streak has ended.
  ///
  /// - Parameters:
  ///   - summary: The summary with ``StreakSummary/brokenOn``.
  ///   - policy: The policy it was computed with.
  ///   - dates: How the language writes the day (`dates.json`).
  ///   - language: The language to write in.
  /// - Returns: Such as "The streak stopped on Nov 12, 2026, a day with no
  ///   check-in."
  /// - Complexity: O(*n*) in the length of the sentence.
  public func breakSentence(
    for summary: StreakSummary, policy: StreakPolicy, dates: DateTexts, in language: Language
  ) -> String? {
    guard let day = summary.brokenOn, let reason = summary.breakReason else { return nil }
    let key: Reason
    var count: Int?
    switch (reason, policy.goal) {
    case (.periodUnmet, .monthly(let target)):
      key = day > summary.today ? .monthOutOfReach : .monthUnmet
      count = target
    case (.periodUnmet, _):
      key = day > summary.today ? .weekOutOfReach : .weekUnmet
      count = policy.goal.target
    case (.gapTooLong, _):
      key = .gapTooLong
      count = policy.freezes?.maxConsecutive
    case (.missed, _):
      key = .missed
    case (.noFreezeLeft, _):
      key = .noFreezeLeft
    }
    guard let text = reasons[key] else { return nil }
    let number = count.map(formatForReading) ?? ""
    return Placeholders.fill(
      text.string(in: language, count: count),
      with: ["day": dates.string(day, in: language), "maxConsecutive": number, "target": number])
  }

  /// A streak length in the goal's unit: "1 day", "3 weeks", "2 months".
  ///
  /// - Parameters:
  ///   - count: The streak.
  ///   - goal: The goal it counts for.
  ///   - language: The language to write in.
  /// - Returns: The count with its unit.
  /// - Complexity: O(1).
  public func length(_ count: Int, goal: StreakGoal, in language: Language) -> String {
    let text = counts[Unit(goal)]?.string(in: language, count: count) ?? "{count}"
    return Placeholders.fill(text, with: ["count": formatForReading(count)])
  }

  /// A streak length labelled as a streak: "2-day streak", 「連続2日」,
  /// "연속 1일", never a bare "2日" that reads as a day of the month.
  ///
  /// - Parameters:
  ///   - count: The streak.
  ///   - goal: The goal it counts for.
  ///   - language: The language to write in.
  /// - Returns: The labelled length.
  /// - Complexity: O(1).
  public func streakLength(_ count: Int, goal: StreakGoal, in language: Language) -> String {
    let text = streakLengths[Unit(goal)]?.string(in: language, count: count) ?? "{count}"
    return Placeholders.fill(text, with: ["count": formatForReading(count)])
  }

  /// A policy as a person reads it: the goal (with the week start of a
  /// weekly goal), then the freezes and the grace when there are any.
  ///
  /// - Parameters:
  ///   - policy: The policy.
  ///   - language: The language to write in.
  /// - Returns: Such as "6 days a week, weeks from Sunday; 2 freezes a
  ///   month, at most 2 in a row" or "毎日、フリーズは月1回まで（続けて使えるのは1日まで）".
  /// - Complexity: O(*n*) in the length of the phrase.
  public func describe(_ policy: StreakPolicy, in language: Language) -> String {
    func text(_ key: PolicyText, count: Int? = nil, _ values: KeyValuePairs<String, String> = [:])
      -> String
    {
      Placeholders.fill(
        policyTexts[key]?.string(in: language, count: count) ?? "", with: values)
    }
    var parts: [String]
    switch policy.goal {
    case .daily:
      parts = [text(.daily)]
    case .weekly(let target):
      let names = text(.weekdays).split(separator: " ").map(String.init)
      let weekday = names.indices.contains(policy.weekStart - 1) ? names[policy.weekStart - 1] : ""
      parts = [
        text(.weekly, count: target, ["target": formatForReading(target), "weekday": weekday])
      ]
    case .monthly(let target):
      parts = [text(.monthly, count: target, ["target": formatForReading(target)])]
    }
    if let freezes = policy.freezes {
      parts.append(
        text(
          .freezes, count: freezes.perMonth,
          ["perMonth": String(freezes.perMonth), "inRow": String(freezes.maxConsecutive)]))
    }
    if policy.graceMinutes > 0 {
      parts.append(
        text(.grace, count: policy.graceMinutes, ["minutes": String(policy.graceMinutes)]))
    }
    return parts.joined(separator: text(.separator))
  }

  /// A strength as a whole percentage, rounded to the nearest: 0.655 is 66.
  ///
  /// - Parameter strength: A strength, 0...1.
  /// - Returns: 0...100.
  /// - Complexity: O(1).
  public static func percent(_ strength: Double) -> Int {
    Int((min(max(strength, 0), 1) * 100).rounded())
  }

  /// The strength with its name, such as "Habit strength 66%".
  ///
  /// - Parameters:
  ///   - strength: The strength, 0...1 (``StreakSummary/strength``).
  ///   - language: The language to write in.
  /// - Returns: The line.
  /// - Complexity: O(*n*) in the length of the line.
  public func strengthLine(_ strength: Double, in language: Language) -> String {
    Placeholders.fill(
      strengthTexts[.line]?.string(in: language) ?? "{percent}%",
      with: ["percent": String(Self.percent(strength))])
  }

  /// Why the strength did not move on a day, as one sentence: for a rest
  /// day or a frozen day, `nil` for any other.
  ///
  /// - Parameters:
  ///   - status: What the day was (``StreakLedger/Day/status``).
  ///   - day: The day.
  ///   - strength: The strength it held (``StreakLedger/Day/strength``).
  ///   - dates: How the language writes the day (`dates.json`).
  ///   - language: The language to write in.
  /// - Returns: Such as "Nov 6, 2026 is a rest day, so your habit strength
  ///   holds at 42%."
  /// - Complexity: O(*n*) in the length of the sentence.
  public func strengthHeldSentence(
    for status: DayStatus, on day: CivilDate, strength: Double, dates: DateTexts,
    in language: Language
  ) -> String? {
    let key: StrengthText
    switch status {
    case .rest: key = .heldOnRest
    case .frozen: key = .heldOnFrozen
    case .done, .skipped, .missed, .open: return nil
    }
    guard let text = strengthTexts[key] else { return nil }
    return Placeholders.fill(
      text.string(in: language),
      with: ["day": dates.string(day, in: language), "percent": String(Self.percent(strength))])
  }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> StreakTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    func texts<Key: RawRepresentable<String> & CaseIterable>(
      _ group: String, _: Key.Type, placeholders: (Key) -> Set<String> = { _ in [] },
      counts: (Key) -> Set<String> = { _ in [] }
    ) -> [Key: LocalizedText] {
      guard let node = report.required(root, group) else { return [:] }
      var found: [Key: LocalizedText] = [:]
      for key in Key.allCases {
        guard let text = report.text(report.required(node, key.rawValue)) else { continue }
        report.check(
          text, at: "\(group).\(key.rawValue)", placeholders: placeholders(key),
          counts: counts(key))
        found[key] = text
      }
      return found
    }
    let statuses = texts("statuses", DayStatus.self)
    let reasons = texts(
      "breakReasons", Reason.self, placeholders: \.placeholders,
      counts: { $0.placeholders.subtracting(["day"]) })
    let counts = texts(
      "counts", Unit.self, placeholders: { _ in ["count"] }, counts: { _ in ["count"] })
    let streakLengths = texts(
      "streakLengths", Unit.self, placeholders: { _ in ["count"] }, counts: { _ in ["count"] })
    let strength = texts("strength", StrengthText.self, placeholders: \.placeholders)
    let labels = texts("labels", Label.self)
    let reset = texts(
      "reset", ResetText.self, placeholders: \.placeholders, counts: \.counts)
    let policy = texts(
      "policy", PolicyText.self, placeholders: \.placeholders, counts: \.counts)
    if let weekdays = policy[.weekdays] {
      for language in weekdays.languages {
        let count = weekdays.string(in: language).split(separator: " ").count
        if count != 7 {
          report.add(
            "policy.weekdays.\(language)",
            "\(count) names; write the seven weekdays, Sunday first, separated by spaces")
        }
      }
    }
    guard report.problems.count == before, let current = labels[.current],
      let longest = labels[.longest], let confirmation = reset[.confirmation],
      let noCheckIns = reset[.noCheckIns]
    else { return nil }
    return StreakTexts(
      statuses: statuses, counts: counts, streakLengths: streakLengths, reasons: reasons,
      strengthTexts: strength, policyTexts: policy, resetConfirmation: confirmation,
      resetWithoutCheckIns: noCheckIns, currentLabel: current, longestLabel: longest)
  }

  /// The texts of a reset: the keys of `reset`.
  private enum ResetText: String, CaseIterable {
    /// With check-ins: `{checkIns}` of them and `{longest}`.
    case confirmation
    /// Without check-ins: `{longest}` only ("all 0 check-ins" is no
    /// sentence).
    case noCheckIns

    var placeholders: Set<String> {
      self == .confirmation ? ["checkIns", "longest"] : ["longest"]
    }

    var counts: Set<String> { self == .confirmation ? ["checkIns"] : [] }
  }

  /// The labels of the file: the keys of `labels`.
  private enum Label: String, CaseIterable {
    case current, longest
  }
}
