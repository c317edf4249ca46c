/// The languages of every text read from content, to enforce parity: a
/// language that appears in any text must appear in every text of every
/// file.
package struct LanguageParity {
  /// One text: where it is and the languages it has beyond the required
  /// ones (those every text is checked for on its own; usually none).
  private struct Text {
    let file: String
    let path: String
    let extra: [Language]
  }

  private var texts: [Text] = []
  /// Every language any text has, in the order first seen.
  private var seen: [Language] = []

  package init() {}

  /// Records the languages of one text.
  package mutating func record(_ text: LocalizedText, file: String, path: String) {
    for language in text.forms.keys where !seen.contains(language) { seen.append(language) }
    texts.append(
      Text(
        file: file, path: path,
        extra: text.forms.keys.filter { !Language.required.contains($0) }))
  }

  /// Adds the texts another file recorded.
  package mutating func append(_ other: LanguageParity) {
    texts += other.texts
    for language in other.seen where !seen.contains(language) { seen.append(language) }
  }

  /// Every language any text has, ordered as ``Language/ordered(_:)``.
  package var languages: [Language] {
    Language.ordered(Set(seen))
  }

  /// One problem for each language a text lacks, naming a text that has it.
  ///
  /// The required languages are left out: every text is checked for them
  /// on its own (`ContentReport.check`).
  ///
  /// - Complexity: O(*t* × *l*) in the number of texts and languages.
  package var problems: [ContentProblem] {
    var firstWith: [Language: Text] = [:]
    for text in texts {
      for language in text.extra where firstWith[language] == nil {
        firstWith[language] = text
      }
    }
    let all = languages
    var problems: [ContentProblem] = []
    for text in texts {
      for language in all
      where !Language.required.contains(language) && !text.extra.contains(language) {
        guard let example = firstWith[language] else { continue }
        let place = example.file == text.file ? example.path : "\(example.file): \(example.path)"
        problems.append(
          ContentProblem(
            file: text.file, path: "\(text.path).\(language)",
            message: "missing; \(language) appears in \(place), and a language in any text "
              + "must be in every text"))
      }
    }
    return problems
  }
}
