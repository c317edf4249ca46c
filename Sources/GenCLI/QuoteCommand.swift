import Foundation
import HabitRules

extension Command {
  /// `gen quote`: the quote of a day, or every pair for the curator.
  static let quote = Command(
    name: "quote",
    summary: "the daily quote of a date, or --list of all 324 pairs",
    options: [
      .value("--date", "D", "the day, YYYY-MM-DD (default: today in the system zone)"),
      .seed,
      .flag("--list", "list all 324 pairs with their blocked status"),
    ]
  ) { context throws(CLIError) in
    let date =
      try context.arguments.value("--date", expected: "a day YYYY-MM-DD", CivilDate.init)
      ?? CivilCalendar(timeZone: context.environment.timeZone()).civilDate(
        of: context.environment.now)
    let seed =
      try context.seed()
    let content = try context.content().quotes
    let language = context.language
    if context.arguments.has("--list") {
      let rows = QuoteListing.rows(content, language: language)
      if context.wantsJSON { return try JSONOutput.encode(rows) }
      return rows.map { row in
        let mark = row.blocked ? "blocked" : "       "
        let reason = row.reason.map { "  (\($0))" } ?? ""
        return "\(mark)  \(row.subjectId) + \(row.predicateId)\n         \(row.text)\(reason)"
      }.joined(separator: "\n") + "\n"
    }
    let quote = DailyQuotes(content: content, seed: seed).quote(for: date, language: language)
    if context.wantsJSON { return try JSONOutput.encode(quote) }
    return
      "\(quote.text)\n(\(quote.date): day \(quote.position) of a \(quote.cycleLength)-day cycle)\n"
  }
}

/// One line of `gen quote --list`.
struct QuoteListing: Encodable {
  let subjectId: String
  let predicateId: String
  let text: String
  let blocked: Bool
  let reason: String?

  static func rows(_ content: QuoteContent, language: Language) -> [QuoteListing] {
    content.subjects.indices.flatMap { subject in
      content.predicates.indices.map { predicate in
        let block = content.blocked.first { $0.subject == subject && $0.predicate == predicate }
        return QuoteListing(
          subjectId: content.subjects[subject].id, predicateId: content.predicates[predicate].id,
          text: content.text(subject: subject, predicate: predicate, language: language),
          blocked: block != nil, reason: block?.reason)
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(subjectId, forKey: .subjectId)
    try container.encode(predicateId, forKey: .predicateId)
    try container.encode(text, forKey: .text)
    try container.encode(blocked, forKey: .blocked)
    try container.encodeIfPresent(reason, forKey: .reason)
  }

  private enum CodingKeys: String, CodingKey {
    case subjectId, predicateId, text, blocked, reason
  }
}
