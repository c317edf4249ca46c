import HabitRules

/// The readable forms of `gen quote`.
enum QuoteTable {
  /// The quote and its place in the cycle.
  static func text(_ quote: Quote) -> String {
    "\(quote.text)\n(\(quote.date): day \(quote.position) of a \(quote.cycleLength)-day cycle)\n"
  }

  /// Every pair, blocked ones marked with their reason and the languages
  /// they read badly in.
  static func listing(_ pairs: [QuotePair]) -> String {
    pairs.map { pair in
      let mark = pair.blocked ? "blocked" : "       "
      let reason = pair.reason.map { "  (\($0))" } ?? ""
      let languages = pair.failsIn.map { " [\($0.joined(separator: " "))]" } ?? ""
      return "\(mark)  \(pair.subjectId) + \(pair.predicateId)\(languages)\n"
        + "         \(pair.text)\(reason)"
    }.joined(separator: "\n") + "\n"
  }
}
