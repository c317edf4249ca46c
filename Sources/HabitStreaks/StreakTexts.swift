import Foundation
import HabitCalendar
import HabitToolkit

/// The texts that explain a streak (`streaks.json`): a name for each day
/// status, one plain sentence for each reason a streak ends, and the
/// words for counts of days, weeks and months.
public struct StreakTexts: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "streaks.json"

  /// A short name for each status, for a legend ("rest day").
  public let statuses: [DayStatus: LocalizedText]
  /// `"{count} days"`, `"{count} weeks"` and `"{count} months"`, keyed by
  /// the goal they count for (daily, weekly, monthly).
  private let counts: [String: LocalizedText]
  /// The sentences by key: `missed`, `noFreezeLeft`, `gapTooLong`,
  /// `weekUnmet`, `monthUnmet`.
  private let reasons: [String: LocalizedText]
  /// The label of the current streak.
  public let currentLabel: LocalizedText
  /// The label of the longest streak.
  public let longestLabel: LocalizedText

  /// The languages of the texts, source first.
  public var languages: [Language] { currentLabel.languages }

  private static let reasonPlaceholders: [String: Set<String>] = [
    "missed": ["day"], "noFreezeLeft": ["day"], "gapTooLong": ["day", "maxConsecutive"],
    "weekUnmet": ["day", "target"], "monthUnmet": ["day", "target"],
  ]
  private static let countKeys = ["days", "weeks", "months"]

  /// Why the summary's streak ended, as one sentence, or `nil` when no
  /// streak has ended.
  ///
  /// - Parameters:
  ///   - summary: The summary with ``StreakSummary/brokenOn``.
  ///   - policy: The policy it was computed with.
  ///   - language: The language to write in.
  /// - Returns: Such as "The streak stopped on 2026-11-12, a day with no
  ///   check-in."
  /// - Complexity: O(*n*) in the length of the sentence.
  public func breakSentence(
    for summary: StreakSummary, policy: StreakPolicy, in language: Language
  ) -> String? {
    guard let day = summary.brokenOn, let reason = summary.breakReason else { return nil }
    let key: String
    var count: Int?
    switch (reason, policy.goal) {
    case (.periodUnmet, .monthly(let target)):
      key = "monthUnmet"
      count = target
    case (.periodUnmet, _):
      key = "weekUnmet"
      count = policy.goal.target
    case (.gapTooLong, _):
      key = "gapTooLong"
      count = policy.freezes?.maxConsecutive
    case (.missed, _), (.noFreezeLeft, _):
      key = reason.rawValue
    }
    guard let text = reasons[key] else { return nil }
    let number = count.map(String.init) ?? ""
    return Placeholders.fill(
      text.string(in: language, count: count),
      with: ["day": day.description, "maxConsecutive": number, "target": number])
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
    let key =
      switch goal {
      case .daily: "days"
      case .weekly: "weeks"
      case .monthly: "months"
      }
    let text = counts[key]?.string(in: language, count: count) ?? "{count}"
    return Placeholders.fill(text, with: ["count": String(count)])
  }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> StreakTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    func texts(_ key: String, _ names: [String]) -> [String: LocalizedText] {
      guard let group = report.required(root, key) else { return [:] }
      var found: [String: LocalizedText] = [:]
      for name in names {
        found[name] = report.text(report.required(group, name))
      }
      return found
    }
    let statuses = texts("statuses", DayStatus.allCases.map(\.rawValue))
    for (name, text) in statuses.sorted(by: { $0.key < $1.key }) {
      report.check(text, at: "statuses.\(name)")
    }
    let reasons = texts("breakReasons", reasonPlaceholders.keys.sorted())
    for (name, text) in reasons.sorted(by: { $0.key < $1.key }) {
      let placeholders = reasonPlaceholders[name] ?? []
      report.check(
        text, at: "breakReasons.\(name)", placeholders: placeholders,
        counts: placeholders.subtracting(["day"]))
    }
    let counts = texts("counts", countKeys)
    for (name, text) in counts.sorted(by: { $0.key < $1.key }) {
      report.check(text, at: "counts.\(name)", placeholders: ["count"], counts: ["count"])
    }
    let labels = texts("labels", ["current", "longest"])
    for (name, text) in labels.sorted(by: { $0.key < $1.key }) {
      report.check(text, at: "labels.\(name)")
    }
    guard report.problems.count == before, let current = labels["current"],
      let longest = labels["longest"]
    else { return nil }
    var byStatus: [DayStatus: LocalizedText] = [:]
    for status in DayStatus.allCases { byStatus[status] = statuses[status.rawValue] }
    return StreakTexts(
      statuses: byStatus, counts: counts, reasons: reasons, currentLabel: current,
      longestLabel: longest)
  }
}
