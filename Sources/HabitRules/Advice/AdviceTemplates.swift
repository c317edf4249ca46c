import Foundation

/// The sentences that next-action advice is composed from, as loaded from
/// `Content/advice.json`.
///
/// The file holds one entry per ``Key``, each with its text in every
/// language. A template uses exactly the placeholders its key lists:
///
///     {"templates": [{"id": "streak.steady",
///                     "text": {"zh-Hans": "你已经坚持 {days} 天了…", "en": {...}}}]}
public struct AdviceTemplates: Sendable {
  /// The templates the advice needs, by their id in the file.
  public enum Key: String, CaseIterable, Sendable {
    /// Segments of today's plan are still open: `{remaining}`.
    case todayRemaining = "today.remaining"
    /// Every planned segment of today is done.
    case todayPlanDone = "today.planDone"
    /// No plan today, and the current task is complete.
    case todayTaskDone = "today.taskDone"
    /// No plan today, and the current task is still open.
    case todayTaskOpen = "today.taskOpen"
    /// A streak of 5 days or more: `{days}`.
    case streakSteady = "streak.steady"
    /// A streak of 2-4 days.
    case streakBuilding = "streak.building"
    /// A streak of fewer than 2 days.
    case streakStarting = "streak.starting"

    /// The placeholders this template must use, and the only ones it may.
    public var placeholders: Set<String> {
      switch self {
      case .todayRemaining: ["remaining"]
      case .streakSteady: ["days"]
      case .todayPlanDone, .todayTaskDone, .todayTaskOpen, .streakBuilding, .streakStarting: []
      }
    }
  }

  static let fileName = "advice.json"

  private let texts: [Key: LocalizedText]

  /// The template for a key, with its placeholders unfilled.
  ///
  /// - Parameter key: Which template.
  /// - Returns: The text; every key is present once loading has succeeded.
  /// - Complexity: O(1).
  public subscript(key: Key) -> LocalizedText {
    texts[key] ?? LocalizedText(forms: [:])
  }

  /// The number of templates.
  public var count: Int { texts.count }

  private struct File: Decodable {
    struct Entry: Decodable {
      let id: String
      let text: LocalizedText
    }
    let templates: [Entry]
  }

  /// Decodes and checks the file, recording every problem in `report`.
  static func load(_ data: Data, report: inout ContentReport) -> AdviceTemplates? {
    guard let file = report.decode(File.self, from: data) else { return nil }
    let before = report.problems.count
    report.checkUnique(file.templates.map(\.id), at: "templates")
    var texts: [Key: LocalizedText] = [:]
    for (index, entry) in file.templates.enumerated() {
      let path = "templates[\(index)]"
      guard let key = Key(rawValue: entry.id) else {
        let suggestion = closestMatch(to: entry.id, among: Key.allCases.map(\.rawValue))
        report.add("\(path).id", "unknown template id \"\(entry.id)\"\(didYouMean(suggestion))")
        continue
      }
      report.check(entry.text, at: "\(path).text", placeholders: key.placeholders)
      texts[key] = texts[key] ?? entry.text
    }
    for key in Key.allCases where texts[key] == nil {
      report.add("templates", "missing template \"\(key.rawValue)\"")
    }
    return report.problems.count == before ? AdviceTemplates(texts: texts) : nil
  }
}
