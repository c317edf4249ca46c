import Foundation

/// The halves of the daily quote, as loaded from `Content/quotes.json`: 18
/// subjects, 18 predicates, the format that joins them, and the pairs that
/// read badly.
///
///     {"format": {"zh-Hans": "{subject}，{predicate}。", "en": "{subject} {predicate}."},
///      "subjects": [{"id": "spare-change", "text": {...}}, ...],
///      "predicates": [{"id": "adds-up-to-a-trip", "text": {...}}, ...],
///      "blocked": [{"subject": "...", "predicate": "...", "reason": "..."}]}
public struct QuoteContent: Sendable {
  /// One half of a quote.
  public struct Half: Hashable, Sendable {
    /// The stable id.
    public let id: String
    /// The text.
    public let text: LocalizedText
  }

  /// A pair that reads badly, with the curator's reason.
  public struct BlockedPair: Hashable, Sendable {
    /// The subject's index in ``subjects``.
    public let subject: Int
    /// The predicate's index in ``predicates``.
    public let predicate: Int
    /// Why it is blocked, in a line.
    public let reason: String
  }

  /// How many subjects and predicates there are.
  public static let halvesPerSide = 18

  static let fileName = "quotes.json"

  /// Joins a subject and a predicate: `{subject}` and `{predicate}`.
  public let format: LocalizedText
  /// The subjects, in file order.
  public let subjects: [Half]
  /// The predicates, in file order.
  public let predicates: [Half]
  /// The blocked pairs, in file order.
  public let blocked: [BlockedPair]

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
        ("subject", subjects[subject].text.string(in: language)),
        ("predicate", predicates[predicate].text.string(in: language)),
      ])
  }

  private struct File: Decodable {
    struct Entry: Decodable {
      let id: String
      let text: LocalizedText
    }
    struct Blocked: Decodable {
      let subject: String
      let predicate: String
      let reason: String
    }
    let format: LocalizedText
    let subjects: [Entry]
    let predicates: [Entry]
    let blocked: [Blocked]
  }

  /// Decodes and checks the file, recording every problem in `report`.
  static func load(_ data: Data, report: inout ContentReport) -> QuoteContent? {
    guard let file = report.decode(File.self, from: data) else { return nil }
    let before = report.problems.count
    report.check(file.format, at: "format", placeholders: ["subject", "predicate"])
    for (name, entries) in [("subjects", file.subjects), ("predicates", file.predicates)] {
      if entries.count != halvesPerSide {
        report.add(name, "has \(entries.count) entries; it needs exactly \(halvesPerSide)")
      }
      report.checkUnique(entries.map(\.id), at: name)
      for (index, entry) in entries.enumerated() {
        report.check(entry.text, at: "\(name)[\(index)].text")
      }
    }
    let subjectIDs = file.subjects.map(\.id)
    let predicateIDs = file.predicates.map(\.id)
    var blocked: [BlockedPair] = []
    var seen: [String: Int] = [:]
    for (index, pair) in file.blocked.enumerated() {
      let path = "blocked[\(index)]"
      let subject = subjectIDs.firstIndex(of: pair.subject)
      let predicate = predicateIDs.firstIndex(of: pair.predicate)
      if subject == nil {
        report.add(
          "\(path).subject",
          "unknown subject id \"\(pair.subject)\"\(didYouMean(closestMatch(to: pair.subject, among: subjectIDs)))"
        )
      }
      if predicate == nil {
        report.add(
          "\(path).predicate",
          "unknown predicate id \"\(pair.predicate)\"\(didYouMean(closestMatch(to: pair.predicate, among: predicateIDs)))"
        )
      }
      if pair.reason.trimmingCharacters(in: .whitespaces).isEmpty {
        report.add("\(path).reason", "give a short reason why the pair reads badly")
      }
      let key = "\(pair.subject) + \(pair.predicate)"
      if let first = seen[key] {
        report.add(path, "\(key) is already blocked at blocked[\(first)]")
      }
      seen[key] = seen[key] ?? index
      if let subject, let predicate {
        blocked.append(BlockedPair(subject: subject, predicate: predicate, reason: pair.reason))
      }
    }
    let allowed = halvesPerSide * halvesPerSide - Set(seen.keys).count
    if report.problems.count == before, allowed < halvesPerSide * halvesPerSide / 2 {
      report.add("blocked", "leaves \(allowed) pairs; keep at least half of the 324 allowed")
    }
    guard report.problems.count == before else { return nil }
    return QuoteContent(
      format: file.format,
      subjects: file.subjects.map { Half(id: $0.id, text: $0.text) },
      predicates: file.predicates.map { Half(id: $0.id, text: $0.text) }, blocked: blocked)
  }
}
