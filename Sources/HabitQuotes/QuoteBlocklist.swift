import HabitToolkit

extension QuoteContent {
  /// A pair that reads badly, with the languages it reads badly in and the
  /// curator's reason, written in every language.
  ///
  ///     {"subject": "round-up", "predicate": "easier-to-say-no",
  ///      "failsIn": ["zh-Hans", "en", "ja", "ko"],
  ///      "reason": {"zh-Hans": "…", "en": "rounding up happens after the purchase, …", …}}
  ///
  /// The list is one for all languages (the quote of a date is the same
  /// pair in every language), so a pair that fails in one language is
  /// blocked in all; `failsIn` records where it fails, and the reason, in
  /// every language like any text, says why to a reader of that language.
  public struct BlockedPair: Hashable, Sendable {
    /// The subject's index in ``QuoteContent/subjects``.
    public let subject: Int
    /// The predicate's index in ``QuoteContent/predicates``.
    public let predicate: Int
    /// The languages in which the pair reads badly, in file order: at least
    /// one, each once, each a language of the texts.
    public let failsIn: [Language]
    /// Why it is blocked, in a line, in every language.
    public let reason: LocalizedText

    /// Creates a blocked pair.
    ///
    /// - Parameters:
    ///   - subject: The subject's index.
    ///   - predicate: The predicate's index.
    ///   - failsIn: The languages in which the pair reads badly.
    ///   - reason: Why, in every language.
    public init(subject: Int, predicate: Int, failsIn: [Language], reason: LocalizedText) {
      self.subject = subject
      self.predicate = predicate
      self.failsIn = failsIn
      self.reason = reason
    }
  }

  /// Reads and checks `blocked`: known ids (with a suggestion for a typo),
  /// no pair twice, `failsIn` naming at least one language of the texts and
  /// none twice, and a reason that is a text in every language.
  ///
  /// - Parameters:
  ///   - root: The file's root object.
  ///   - subjectIDs: The subjects' ids, in file order.
  ///   - predicateIDs: The predicates' ids, in file order.
  ///   - languages: The languages of the texts (`failsIn` may name only these).
  ///   - report: Where problems go.
  /// - Returns: The pairs whose ids are known.
  static func readBlocked(
    _ root: ContentNode, subjectIDs: [String], predicateIDs: [String], languages: [Language],
    report: inout ContentReport
  ) -> [BlockedPair] {
    var blocked: [BlockedPair] = []
    var seen: [String: Int] = [:]
    for (index, entry) in (report.elements(report.required(root, "blocked")) ?? []).enumerated() {
      let subjectID = report.string(report.required(entry, "subject"))
      let predicateID = report.string(report.required(entry, "predicate"))
      let failsIn = readFailsIn(entry, languages: languages, report: &report)
      let reason = readReason(entry, report: &report)
      guard let subjectID, let predicateID else { continue }
      let subject = subjectIDs.firstIndex(of: subjectID)
      let predicate = predicateIDs.firstIndex(of: predicateID)
      if subject == nil {
        report.add(
          entry.path("subject"),
          "unknown subject id \(DisplayText.quoted(subjectID))\(report.didYouMean(subjectID, among: subjectIDs))"
        )
      }
      if predicate == nil {
        report.add(
          entry.path("predicate"),
          "unknown predicate id \(DisplayText.quoted(predicateID))\(report.didYouMean(predicateID, among: predicateIDs))"
        )
      }
      let key = "\(subjectID) + \(predicateID)"
      if let first = seen[key] {
        report.add(entry.path, "\(key) is already blocked at blocked[\(first)]")
      }
      seen[key] = seen[key] ?? index
      if let subject, let predicate, let failsIn, let reason {
        blocked.append(
          BlockedPair(subject: subject, predicate: predicate, failsIn: failsIn, reason: reason))
      }
    }
    return blocked
  }

  /// Reads `failsIn`, a non-empty list of the texts' languages, each once.
  private static func readFailsIn(
    _ entry: ContentNode, languages: [Language], report: inout ContentReport
  ) -> [Language]? {
    guard let node = report.required(entry, "failsIn"), let tags = report.elements(node) else {
      return nil
    }
    if tags.isEmpty {
      report.add(
        node.path, "empty; name the languages the pair reads badly in, such as [\"ja\"]")
    }
    var found: [Language] = []
    for tag in tags {
      guard let name = report.string(tag) else { continue }
      let language = Language(rawValue: name)
      if !languages.contains(language) {
        let names = languages.map(\.rawValue)
        report.add(
          tag.path,
          "unknown language \(DisplayText.quoted(name))\(report.didYouMean(name, among: names)); "
            + "the texts are in \(ContentReport.list(languages))")
      } else if found.contains(language) {
        report.add(tag.path, "\(DisplayText.quoted(name)) is listed twice")
      } else {
        found.append(language)
      }
    }
    return found.isEmpty ? nil : found
  }

  /// Reads `reason`, a text in every language.
  ///
  /// A plain string (the format before reasons were written per language)
  /// gets a problem that shows the shape.
  private static func readReason(_ entry: ContentNode, report: inout ContentReport)
    -> LocalizedText?
  {
    guard let node = report.required(entry, "reason") else { return nil }
    if case .string = node.value {
      report.add(
        node.path,
        "a reason is written in every language: "
          + "{\"zh-Hans\": \"…\", \"en\": \"…\", \"ja\": \"…\", \"ko\": \"…\"}")
      return nil
    }
    guard let reason = report.text(node) else { return nil }
    report.check(reason, at: node.path)
    return reason
  }
}
