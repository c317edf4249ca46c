import HabitCalendar
import HabitToolkit

/// One of the 324 subject/predicate pairs, for the curator: its text and
/// whether the blocklist removes it.
///
/// JSON: `{"subjectId", "predicateId", "text", "blocked", "reason", "failsIn"}`;
/// `reason` (in the language of the text) and `failsIn` (language tags)
/// only on a blocked pair.
public struct QuotePair: Hashable, Sendable, Codable {
  /// The subject's id.
  public let subjectId: String
  /// The predicate's id.
  public let predicateId: String
  /// The joined sentence.
  public let text: String
  /// Whether the blocklist removes the pair.
  public let blocked: Bool
  /// Why it is blocked, in the language of ``text``, for a blocked pair.
  public let reason: String?
  /// The tags of the languages the pair reads badly in, for a blocked pair.
  public let failsIn: [String]?
}

extension QuoteContent {
  /// Every pair, subjects in file order, each with every predicate in file
  /// order.
  ///
  /// - Parameter language: The language of the texts and the reasons.
  /// - Returns: `subjects.count × predicates.count` pairs.
  /// - Complexity: O(*s* × *p* + *b*) for *b* blocked pairs.
  public func pairs(language: Language) -> [QuotePair] {
    var blocks: [Int: BlockedPair] = [:]
    for pair in blocked {
      blocks[pair.subject * Self.halvesPerSide + pair.predicate] = pair
    }
    return subjects.indices.flatMap { subject in
      predicates.indices.map { predicate in
        let block = blocks[subject * Self.halvesPerSide + predicate]
        return QuotePair(
          subjectId: subjects[subject].id, predicateId: predicates[predicate].id,
          text: text(subject: subject, predicate: predicate, language: language),
          blocked: block != nil, reason: block?.reason.string(in: language),
          failsIn: block?.failsIn.map(\.rawValue))
      }
    }
  }
}
