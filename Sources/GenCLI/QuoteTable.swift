import HabitRules

/// The readable forms of `gen quote` in the chosen language.
enum QuoteTable {
  /// The quote and its place in the cycle.
  static func text(_ quote: Quote, words: TableWords) -> String {
    let place = words(
      .quoteCycle,
      [
        "date": words.date(quote.date), "position": words.number(quote.position),
        "cycle": words.number(quote.cycleLength),
      ], count: quote.cycleLength)
    return "\(quote.text)\n\(place)\n"
  }

  /// Every pair, blocked ones marked with their reason and the languages
  /// they read badly in.
  static func listing(_ pairs: [QuotePair], words: TableWords) -> String {
    let blocked = words(.quoteBlocked)
    let width = max(7, displayWidth(blocked))
    return pairs.map { pair in
      let mark = padded(pair.blocked ? blocked : "", to: width)
      let reason = pair.reason.map { "  " + words(.quoteReason, ["reason": $0]) } ?? ""
      let languages = pair.failsIn.map { " [\($0.joined(separator: " "))]" } ?? ""
      return "\(mark)  \(pair.subjectId) + \(pair.predicateId)\(languages)\n"
        + "\(padded("", to: width + 2))\(pair.text)\(reason)"
    }.joined(separator: "\n") + "\n"
  }
}
