import Foundation
import HabitCalendar
import HabitToolkit

/// The halves of the daily quote, as loaded from `Content/quotes.json`: 18
/// subjects, 18 predicates, the format that joins them, and the pairs that
/// read badly.
///
///     {"format": {"zh-Hans": "{subject}，{predicate}。", "en": "{subject} {predicate}."},
///      "subjects": [{"id": "spare-change", "text": {...}}, ...],
///      "predicates": [{"id": "trip-closer", "text": {...}}, ...],
///      "blocked": [{"subject": "...", "predicate": "...", "failsIn": ["ja"], "reason": {...}}]}
///
/// The blocklist's entries are ``BlockedPair``s.
public struct QuoteContent: Sendable, ContentPart {
  /// One half of a quote.
  public struct Half: Hashable, Sendable {
    /// The stable id.
    public let id: String
    /// The text.
    public let text: LocalizedText
  }

  /// How many subjects and predicates there are.
  public static let halvesPerSide = 18

  /// Ids of halves that were rewritten into something else: never used
  /// again, since front ends and statistics may still hold them.
  public static let retiredIDs: Set<String> = [
    "another-tracked-day", "adds-up-to-a-trip", "cancels-impulse-buys", "small-win-today",
    "clearer-picture", "adds-up-fast", "teaches-enough", "start-today",
  ]

  /// The file's name in a content directory.
  public static let fileName = "quotes.json"

  /// Joins a subject and a predicate: `{subject}` and `{predicate}`.
  public let format: LocalizedText
  /// The subjects, in file order.
  public let subjects: [Half]
  /// The predicates, in file order.
  public let predicates: [Half]
  /// The blocked pairs, in file order.
  public let blocked: [BlockedPair]

  /// The languages of the texts, source first.
  ///
  /// Loading checks that every text has the same ones (language parity).
  public var languages: [Language] { format.languages }

  /// Whether a pair (by indices) is blocked.
  ///
  /// - Parameters:
  ///   - subject: The subject's index.
  ///   - predicate: The predicate's index.
  /// - Returns: `true` if the blocklist names the pair.
  /// - Complexity: O(1).
  public func isBlocked(subject: Int, predicate: Int) -> Bool {
    blockedSet.contains(subject * Self.halvesPerSide + predicate)
  }

  private let blockedSet: Set<Int>

  init(format: LocalizedText, subjects: [Half], predicates: [Half], blocked: [BlockedPair]) {
    self.format = format
    self.subjects = subjects
    self.predicates = predicates
    self.blocked = blocked
    blockedSet = Set(blocked.map { $0.subject * Self.halvesPerSide + $0.predicate })
  }

  /// The quote text of a pair in a language.
  ///
  /// - Parameters:
  ///   - subject: The subject's index.
  ///   - predicate: The predicate's index.
  ///   - language: The language.
  /// - Returns: The joined sentence.
  public func text(subject: Int, predicate: Int, language: Language) -> String {
    Placeholders.fill(
      format.string(in: language),
      with: [
        "subject": subjects[subject].text.string(in: language),
        "predicate": predicates[predicate].text.string(in: language),
      ])
  }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> QuoteContent? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    let format = report.text(report.required(root, "format"))
    if let format { report.check(format, at: "format", placeholders: ["subject", "predicate"]) }
    func halves(_ name: String) -> [Half?] {
      let entries = report.elements(report.required(root, name)) ?? []
      if entries.count != halvesPerSide {
        report.add(name, "has \(entries.count) entries; it needs exactly \(halvesPerSide)")
      }
      let ids = entries.map { report.string(report.required($0, "id")) }
      report.checkUnique(ids, at: name)
      return zip(entries, ids).map { entry, id in
        if let id, retiredIDs.contains(id) {
          report.add(
            entry.path("id"),
            "\(DisplayText.quoted(id)) is retired (it named a half that was rewritten into another); "
              + "give a new half a new id")
        }
        let text = report.text(report.required(entry, "text"))
        guard let id, let text else { return nil }
        report.check(text, at: entry.path("text"))
        return Half(id: id, text: text)
      }
    }
    let subjects = halves("subjects")
    let predicates = halves("predicates")
    let subjectIDs = subjects.map { $0?.id ?? "" }
    let predicateIDs = predicates.map { $0?.id ?? "" }
    let blocked = readBlocked(
      root, subjectIDs: subjectIDs, predicateIDs: predicateIDs,
      languages: format?.languages ?? Language.required, report: &report)
    let allowed = halvesPerSide * halvesPerSide - blocked.count
    if report.problems.count == before, allowed < halvesPerSide * halvesPerSide / 2 {
      report.add("blocked", "leaves \(allowed) pairs; keep at least half of the 324 allowed")
    }
    guard report.problems.count == before, let format else { return nil }
    return QuoteContent(
      format: format, subjects: subjects.compactMap { $0 },
      predicates: predicates.compactMap { $0 }, blocked: blocked)
  }
}
