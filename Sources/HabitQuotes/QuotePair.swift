import HabitCalendar
import HabitToolkit

/// One of the 324 subject/predicate pairs, for the curator: its text and
/// whether the blocklist removes it.
///
/// JSON: `{"subjectId", "predicateId", "text", "blocked", "reason"}`;
/// `reason` only on a blocked pair.
public struct QuotePair: Hashable, Sendable, Codable {
  /// The subject's id.
  public let subjectId: String
  /// The predicate's id.
  public let predicateId: String
  /// The joined sentence.
  public let text: String
  /// Whether the blocklist removes the pair.
  public let blocked: Bool
  /// Why it is blocked, for a blocked pair.
  public let reason: String?
}

extension QuoteContent {
  /// Every pair, subjects in file order, each with every predicate in file
  /// order.
  ///
  /// - Parameter language: The language of the texts.
  /// - Returns: `subjects.count × predicates.count` pairs.
  /// - Complexity: O(*s* × *p* + *b*) for *b* blocked pairs.
  public func pairs(language: Language) -> [QuotePair] {
    var reasons: [Int: String] = [:]
    for pair in blocked {
      reasons[pair.subject * Self.halvesPerSide + pair.predicate] = pair.reason
    }
    return subjects.indices.flatMap { subject in
      predicates.indices.map { predicate in
        let reason = reasons[subject * Self.halvesPerSide + predicate]
        return QuotePair(
          subjectId: subjects[subject].id, predicateId: predicates[predicate].id,
          text: text(subject: subject, predicate: predicate, language: language),
          blocked: reason != nil, reason: reason)
      }
    }
  }
}
