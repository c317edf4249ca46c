/// The languages of every text read from content, to enforce parity: a
/// language that appears in any text must appear in every text of every
/// file.
package struct LanguageParity {
  /// One text: where it is and the languages it has.
  private struct Text {
    let file: String
    let path: String
    let languages: Set<Language>
  }

  private var texts: [Text] = []

  package init() {}

  /// Records the languages of one text.
  package mutating func record(_ text: LocalizedText, file: String, path: String) {
    texts.append(Text(file: file, path: path, languages: Set(text.forms.keys)))
  }

  /// Adds the texts another file recorded.
  package mutating func append(_ other: LanguageParity) {
    texts += other.texts
  }

  /// Every language any text has, ordered as ``Language/ordered(_:)``.
  package var languages: [Language] {
    Language.ordered(texts.reduce(into: Set<Language>()) { $0.formUnion($1.languages) })
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
      for language in text.languages where firstWith[language] == nil {
        firstWith[language] = text
      }
    }
    let all = languages
    var problems: [ContentProblem] = []
    for text in texts {
      for language in all
      where !text.languages.contains(language) && !Language.required.contains(language) {
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
