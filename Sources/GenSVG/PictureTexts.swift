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
    case quoteHeading, shown, blocked, blockedQuote
    case freezes, lastWeeks

    var placeholders: Set<String> {
      switch self {
      case .planTitle: ["zone", "window"]
      case .now: ["now"]
      case .cancelled: ["reminder"]
      case .quoteHeading: ["subjects", "predicates", "blocked", "shown"]
      case .blockedQuote: ["quote", "reason"]
      case .freezes: ["policy"]
      case .lastWeeks: ["weeks", "days"]
      case .queuedNow, .later, .past, .completed, .shown, .blocked: []
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
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the text.
  func string(
    _ key: Key, in language: Language, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    Placeholders.fill(texts[key]?.string(in: language) ?? "", with: values)
  }

  package static func read(_ data: Data, report: inout ContentReport) -> PictureTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    var texts: [Key: LocalizedText] = [:]
    for key in Key.allCases {
      guard let text = report.text(report.required(root, key.rawValue)) else { continue }
      report.check(text, at: key.rawValue, placeholders: key.placeholders)
      texts[key] = text
    }
    return report.problems.count == before ? PictureTexts(texts: texts) : nil
  }
}
