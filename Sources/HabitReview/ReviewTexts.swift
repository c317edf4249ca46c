import Foundation
import HabitCalendar
import HabitToolkit

/// The review's content (`review.json`): the time bands, the share text's
/// sentences and the labels of `gen review`'s table.
///
///     {"bands": [{"id": "morning", "from": "05:00", "name": {...},
///                 "when": {...}}, ...],
///      "share": {"minutes": {...}, "deep": {...}, "streak": {...},
///                "detail": {...}, "miles": {...}, "down": {...}, "empty": {...},
///                "emptySoFar": {...}, "emptyToday": {...}},
///      "labels": {...}}
///
/// Bands start at ascending wall times; each lasts until the next, the
/// last across midnight until the first. HabitRules.docc/ReviewAndCards.md
/// says which sentence a period gets.
public struct ReviewTexts: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "review.json"

  /// A sentence of the share text: the keys of `share`.
  public enum Sentence: String, CaseIterable, Sendable {
    /// Leads with the focus minutes.
    case minutes
    /// Leads with the deep focus sessions.
    case deep
    /// Leads with the streak.
    case streak
    /// Follows a lead: the completed sessions and the peak band.
    case detail
    /// Follows the detail when the period earned miles: the miles gained.
    case miles
    /// Ends the text of a down period: encouragement, no comparison.
    case down
    /// The whole text of a period without sessions that has ended.
    case empty
    /// The whole text of a running period without sessions, past its first
    /// day: "so far", from `{start}`.
    case emptySoFar
    /// The whole text of a period without sessions whose first day is
    /// today (a period of one day so far, with nothing in it yet).
    case emptyToday

    /// The placeholders its text fills in.
    var placeholders: Set<String> {
      switch self {
      case .minutes: ["minutes", "period"]
      case .deep: ["deep", "period"]
      case .streak: ["streak", "end"]
      case .detail: ["band", "sessions"]
      case .miles: ["miles"]
      case .down: []
      case .empty: ["period"]
      case .emptySoFar: ["start"]
      case .emptyToday: ["today"]
      }
    }

    /// The placeholders that stand for a count.
    var counts: Set<String> {
      placeholders.intersection(["minutes", "deep", "streak", "miles", "sessions"])
    }
  }

  /// A label of `gen review`'s table: the keys of `labels`.
  package enum Label: String, CaseIterable, Sendable {
    case week, month, soFar, thisWeek, weekBefore, thisMonth, monthBefore
    /// The columns of a period that has ended: "this week" would be false.
    case thatWeek, weekBeforeThat, thatMonth, monthBeforeThat
    case sessions, focusMinutes, deepFocus, activeDays, bestDay, bestDayValue, peakBand, miles
    case xp, streak, strength, days, share
    case endedCalmer
    case range, thisRange, rangeBefore, heatmap
    /// The title and columns of a range of one day: "Day in review",
    /// "Selected day", "Day before".
    case day, thisDay, dayBefore

    var placeholders: Set<String> {
      switch self {
      case .week, .month, .range, .day: ["period"]
      case .soFar: ["today"]
      case .bestDayValue: ["day", "minutes"]
      default: []
      }
    }
  }

  /// The bands, by ascending start.
  public let bands: [TimeBand]
  private let sentences: [Sentence: LocalizedText]
  private let labels: [Label: LocalizedText]

  /// The most bands a file may have.
  public static let maximumBands = 24

  /// The languages of the texts, source first.
  public var languages: [Language] { bands.first?.name.languages ?? Language.required }

  /// A sentence's template in a language, with the form for a count.
  ///
  /// - Parameters:
  ///   - sentence: The sentence.
  ///   - language: The language.
  ///   - count: The count it talks about, if any.
  /// - Returns: The template, placeholders still in it.
  /// - Complexity: O(1).
  public func template(_ sentence: Sentence, in language: Language, count: Int? = nil) -> String {
    sentences[sentence]?.string(in: language, count: count) ?? ""
  }

  /// A label of the table in a language, its placeholders filled.
  package func label(
    _ label: Label, in language: Language, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    Placeholders.fill(labels[label]?.string(in: language) ?? label.rawValue, with: values)
  }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> ReviewTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    let bands = readBands(report.required(root, "bands"), report: &report)
    func texts<Key: RawRepresentable<String> & CaseIterable & Hashable>(
      _ section: String, _ keys: Key.Type, placeholders: (Key) -> Set<String>,
      counts: (Key) -> Set<String>
    ) -> [Key: LocalizedText] {
      guard let node = report.required(root, section) else { return [:] }
      var found: [Key: LocalizedText] = [:]
      for key in keys.allCases {
        guard let text = report.text(report.required(node, key.rawValue)) else { continue }
        report.check(
          text, at: "\(section).\(key.rawValue)", placeholders: placeholders(key),
          counts: counts(key))
        found[key] = text
      }
      return found
    }
    let sentences = texts(
      "share", Sentence.self, placeholders: { $0.placeholders }, counts: { $0.counts })
    let labels = texts(
      "labels", Label.self, placeholders: { $0.placeholders }, counts: { _ in [] })
    guard report.problems.count == before, let bands else { return nil }
    return ReviewTexts(bands: bands, sentences: sentences, labels: labels)
  }

  private static func readBands(_ node: ContentNode?, report: inout ContentReport) -> [TimeBand]? {
    guard let node, let entries = report.elements(node) else { return nil }
    guard (1...maximumBands).contains(entries.count) else {
      report.add(node.path, "\(entries.count) bands; write 1-\(maximumBands)")
      return nil
    }
    var bands: [TimeBand] = []
    var ids: [String?] = []
    for entry in entries {
      let id = report.string(report.required(entry, "id"))
      ids.append(id)
      let fromNode = report.required(entry, "from")
      let from = report.wallTime(fromNode)
      let name = report.text(report.required(entry, "name"))
      if let name { report.check(name, at: entry.path("name")) }
      let when = report.text(report.required(entry, "when"))
      if let when { report.check(when, at: entry.path("when")) }
      if let from, let fromNode, let previous = bands.last?.from,
        from.minutesSinceMidnight <= previous.minutesSinceMidnight
      {
        report.add(
          fromNode.path,
          "\(from) does not come after \(previous); bands start at ascending times")
      }
      if let id, let from, let name, let when {
        bands.append(TimeBand(id: id, from: from, name: name, when: when))
      }
    }
    report.checkUnique(ids, at: node.path)
    return bands.count == entries.count ? bands : nil
  }
}
