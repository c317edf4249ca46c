import Foundation
import HabitRules
import HabitToolkit

/// The words of `gen`'s pictures in every language (`pictures.json`):
/// legends and headings, so a picture reads in `--locale` (dates and
/// weekday names come from ``DateTexts``).
package struct PictureTexts: Sendable, ContentPart {
  /// The file this part is read from.
  package static let fileName = "pictures.json"

  /// A text of the file, with the placeholders it fills.
  package enum Key: String, CaseIterable, Sendable {
    case planTitle, now, queuedNow, later, past, completed, cancelled
    // A level (`Lv1`, `1단계`), a day with its weekday (`2026年11月30日（月）`)
    // and a moment, that day and its time (`2026年12月1日（火）01:30`).
    case level, dayWithWeekday, dayTime, timeRange
    case quoteHeading, shown, blocked, blockedQuote
    case lastWeeks, demo
    // The parts of a line joined (` · `, ja `・`), a label with its value.
    case separator, labelled
    case jarHeadline, targetReached, atPace, atPaceBeyond, noDateYet, noDateBeforeDeposit
    case jarFooter, jarFooterNoDeposits
    case balanceHeadline, balanceSubtitle, yearTitle, deposited, interest
    case heatmapTitle, heatmapTotal, heatmapLegend, heatmapCell

    var placeholders: Set<String> {
      switch self {
      case .planTitle: ["zone", "window"]
      case .now: ["now"]
      case .cancelled: ["reminder"]
      case .level: ["level"]
      case .dayWithWeekday: ["date", "weekday"]
      case .dayTime: ["day", "time"]
      case .timeRange: ["start", "end"]
      case .quoteHeading: ["subjects", "predicates", "blocked", "shown"]
      case .blockedQuote: ["quote", "reason"]
      case .lastWeeks: ["weeks", "days"]
      case .jarHeadline: ["saved", "target", "percent"]
      case .atPace: ["day", "days"]
      case .noDateYet: ["days"]
      case .atPaceBeyond: ["day"]
      case .jarFooter: ["sum", "days", "remaining", "today"]
      case .jarFooterNoDeposits: ["remaining", "today"]
      case .balanceHeadline: ["balance", "years"]
      case .balanceSubtitle: ["amount", "schedule", "start", "rate", "deposited", "interest"]
      case .yearTitle: ["year", "end", "deposited", "interest", "balance"]
      case .heatmapTitle: ["range"]
      case .heatmapTotal: ["minutes"]
      case .heatmapCell: ["weekday", "hour", "nextHour", "minutes"]
      case .heatmapLegend: []
      case .labelled: ["label", "value"]
      case .queuedNow, .later, .past, .completed, .shown, .blocked, .demo, .separator,
        .targetReached, .noDateBeforeDeposit, .deposited, .interest:
        []
      }
    }

    /// The placeholders whose value ends in a sentence: a bedtime message
    /// (`…가요.`) ends a reminder's description, and a quote ends with its
    /// period, so a Korean bracket after one keeps its space
    /// (`{reminder} (취소됨)`, ``ContentReport``'s bracket check).
    var sentences: Set<String> {
      switch self {
      case .cancelled: ["reminder"]
      case .blockedQuote: ["quote"]
      default: []
      }
    }

    /// The object of `pictures.json` the text is in: `goal` for the goal
    /// pictures' words, the root for the others.
    var group: String? {
      switch self {
      case .jarHeadline, .targetReached, .atPace, .atPaceBeyond, .noDateYet,
        .noDateBeforeDeposit, .jarFooter, .jarFooterNoDeposits, .balanceHeadline,
        .balanceSubtitle, .yearTitle, .deposited, .interest:
        "goal"
      default: nil
      }
    }

    /// The placeholder that is a count, for the texts that say one: its
    /// English text has `one` and `other` forms.
    var count: String? {
      switch self {
      case .atPace, .noDateYet, .jarFooter: "days"
      case .balanceHeadline: "years"
      case .heatmapTotal, .heatmapCell: "minutes"
      default: nil
      }
    }
  }

  private let texts: [Key: LocalizedText]

  /// The languages of the texts, source first.
  package var languages: [Language] { texts[.now]?.languages ?? Language.required }

  /// A text filled in.
  ///
  /// - Parameters:
  ///   - key: Which text.
  ///   - language: The language to write in.
  ///   - values: The placeholders' values.
  ///   - count: The number a count text talks about (it picks the plural
  ///     form); `nil` for a text without a count.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the text.
  func string(
    _ key: Key, in language: Language, _ values: KeyValuePairs<String, String> = [:],
    count: Int? = nil
  ) -> String {
    Placeholders.fill(texts[key]?.string(in: language, count: count) ?? "", with: values)
  }

  package static func read(_ data: Data, report: inout ContentReport) -> PictureTexts? {
    guard let root = report.parse(data) else { return nil }
    // The keys the root lacks are one problem, not a line each: a file that
    // is not picture words at all would print a line per key.
    if case .object(let members) = root.value {
      var seen = Set<String>()
      let missing = Key.allCases.map { $0.group ?? $0.rawValue }
        .filter { seen.insert($0).inserted && members.value(forKey: $0) == nil }
      if missing.count > 1 {
        report.add("", "missing \(missing.count) keys: \(missing.joined(separator: ", "))")
        return nil
      }
    }
    let before = report.problems.count
    var texts: [Key: LocalizedText] = [:]
    // The goal group is looked up once: missing, it is one problem.
    let goal = report.required(root, "goal")
    for key in Key.allCases {
      guard let node = key.group == nil ? root : goal,
        let text = report.text(report.required(node, key.rawValue))
      else { continue }
      let path = key.group.map { "\($0).\(key.rawValue)" } ?? key.rawValue
      // A moment's template is only placeholders and a separator, which two
      // languages may well write alike.
      report.check(
        text, at: path, placeholders: key.placeholders, counts: key.count.map { [$0] } ?? [],
        sentences: key.sentences, mayRepeatAcrossLanguages: key == .dayTime || key == .timeRange)
      texts[key] = text
    }
    return report.problems.count == before ? PictureTexts(texts: texts) : nil
  }
}
