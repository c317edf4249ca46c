import Foundation

/// Collects the problems found while checking one content file, so that
/// loading reports all of them at once.
///
/// Public only as the type of ``ContentPart/read(_:report:)``: its
/// members are the package's own.
public struct ContentReport {
  /// The file being checked, such as `advice.json`.
  package let file: String
  package private(set) var problems: [ContentProblem] = []
  /// The languages of every text checked, for ``LanguageParity``.
  package private(set) var parity = LanguageParity()
  /// How many "did you mean" suggestions were computed for this file.
  private var suggestions = 0

  /// The most suggestions one file gets: each costs an edit distance per
  /// candidate, and a file full of near-misses must not take seconds.
  package static let maximumSuggestions = 16
  /// Names longer than this get no suggestion (edit distance is quadratic).
  package static let maximumSuggestedLength = HabitToolkit.maximumSuggestedLength

  /// Whether the text checks run.
  ///
  /// The text checks are ``check(_:at:placeholders:counts:mayRepeatAcrossLanguages:)``,
  /// ``checkLength(_:at:limits:)``, ``checkControls(in:at:)`` and the checks
  /// a part runs on its texts. They run for every directory and in
  /// `gen validate`; the bundled content's texts were checked before it
  /// shipped.
  package let checksTexts: Bool

  /// A report for one file.
  ///
  /// - Parameters:
  ///   - file: The file's name, such as `advice.json`.
  ///   - checksTexts: Whether the text checks run.
  package init(file: String, checksTexts: Bool = true) {
    self.file = file
    self.checksTexts = checksTexts
  }

  package mutating func add(_ path: String, _ message: String) {
    problems.append(ContentProblem(file: file, path: path, message: message))
  }

  /// Checks that a text has every required language, no empty form,
  /// exactly the placeholders its entry fills in (a `one` or `two` form
  /// may write its count in words: "once", "twice"; `two` only in English
  /// and only with a count), plural forms where a
  /// count needs them, numbers grouped as ``formatForReading(_:)``
  /// writes them and no ISO date (``NumberGrouping``), Japanese and Korean without
  /// English words or ASCII quotation marks (``NativeScript``), English
  /// in US spelling (``EnglishSpelling``),
  /// Japanese in its own punctuation and the content's one spelling of a
  /// word (``JapaneseStyle``), and Korean brackets tight against their
  /// word (``KoreanStyle``).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - path: Its JSON path.
  ///   - placeholders: The placeholders its entry fills in.
  ///   - counts: The placeholders that stand for a count. An English text
  ///     that uses one needs `one` and `other` forms (both, even when they
  ///     read the same, as in `{threshold} km`); a text without a count,
  ///     or in a language without plural forms, has a single text.
  ///   - sentences: The placeholders whose value ends in a sentence (a
  ///     quote, a bedtime message): a Korean bracket after one keeps its
  ///     space (``KoreanStyle``).
  ///   - mayRepeatAcrossLanguages: Whether two languages may write the text
  ///     alike (a date template: 2026年12月1日 in Chinese and Japanese);
  ///     otherwise a repeat is reported as a missed translation.
  package mutating func check(
    _ text: LocalizedText, at path: String, placeholders: Set<String> = [],
    counts: Set<String> = [], sentences: Set<String> = [], mayRepeatAcrossLanguages: Bool = false
  ) {
    guard checksTexts else { return }
    parity.record(text, file: file, path: path)
    // Counting the required languages among the keys (unique) compares
    // short tags; a lookup per language would hash each.
    if text.forms.keys.count(where: Language.required.contains) < Language.required.count {
      for language in Language.required where text.forms[language] == nil {
        add("\(path).\(language)", "missing; every text needs \(Self.list(Language.required))")
      }
    }
    let sortedCounts = counts.sorted()
    for (language, forms) in text.forms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      // The path of a form's problem is built only when there is one.
      let place = FormPath(text: path, language: language)
      func checkForm(_ form: String, mayOmit: Set<String> = []) {
        checkPlaceholders(in: form, at: place, expected: placeholders, mayOmit: mayOmit)
        if let number = NumberGrouping.problem(in: form) {
          add(place.description, "the number \(number)")
        }
        if let date = NumberGrouping.isoDate(in: form) {
          add(place.description, "the ISO date \(date); write a date as the language does ({day})")
        }
        if NativeScript.languages.contains(language) {
          if let words = NativeScript.englishWords(in: form) {
            add(
              place.description,
              "English \(DisplayText.quoted(words)) in a \(language) text; write it in \(language)")
          }
          if NativeScript.hasASCIIQuotes(form), let marks = NativeScript.quotationMarks[language] {
            add(place.description, "ASCII quotation marks in a \(language) text; write \(marks)")
          }
        }
        if language == .english, let problem = EnglishSpelling.problem(in: form) {
          add(place.description, problem)
        }
        if language == .japanese, let problem = JapaneseStyle.problem(in: form) {
          add(place.description, problem)
        }
        if language == .korean, let problem = KoreanStyle.problem(in: form, sentences: sentences) {
          add(place.description, problem)
        }
      }
      // `one`, `two`, then `other`, without an array of them. The `one`
      // and `two` forms may say their count in words ("once", "twice").
      if let one = forms.one { checkForm(one, mayOmit: counts) }
      if let two = forms.two { checkForm(two, mayOmit: counts) }
      checkForm(forms.other)
      checkPluralForms(forms, at: place, language: language, counts: sortedCounts)
    }
    if !mayRepeatAcrossLanguages { checkTranslated(text, at: path) }
  }

  /// Where one language's form of a text is: `templates[2].text.en`.
  private struct FormPath {
    let text: String
    let language: Language
    var description: String { "\(text).\(language)" }
  }

  /// Checks that no language repeats the text of an earlier language.
  ///
  /// That is how a missed translation looks: a Japanese text left in
  /// English. Languages are in ``Language/ordered(_:)``. Texts with no letter outside their
  /// placeholders (`{subject} {predicate}.`) may be the same.
  private mutating func checkTranslated(_ text: LocalizedText, at path: String) {
    // (language, text) in the languages' order.
    let others = text.forms.map { (language: $0.key, other: $0.value.other) }
      .sorted { Language.precedes($0.language, $1.language) }
    for (index, entry) in others.enumerated() {
      // Comparing first: words are looked for only in a text that repeats.
      if let earlier = others[..<index].first(where: { $0.other == entry.other }),
        Self.hasWords(entry.other)
      {
        add(
          "\(path).\(entry.language)",
          "the same as the \(earlier.language) text; write it in \(entry.language) (a missed translation?)"
        )
      }
    }
  }

  /// Whether a text has a letter outside its `{placeholders}`.
  private static func hasWords(_ text: String) -> Bool {
    var inPlaceholder = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "{": inPlaceholder = true
      case "}": inPlaceholder = false
      default:
        guard !inPlaceholder else { continue }
        if scalar.isASCII {
          if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) {
            return true
          }
        } else if scalar.properties.isAlphabetic {
          return true
        }
      }
    }
    return false
  }

  private mutating func checkPluralForms(
    _ forms: LocalizedText.Forms, at place: FormPath, language: Language, counts: [String]
  ) {
    // `counts` is sorted: the first count the text uses is named.
    let count = counts.first { Self.holdsPlaceholder($0, in: forms.other) }
    if forms.two != nil {
      if !LocalizedText.languagesWithTwoForm.contains(language) {
        add(
          place.description,
          "only English has a \"two\" form (\"twice\"); write \"one\" and \"other\" or one text")
      } else if count == nil {
        add(place.description, "a \"two\" form without a count; write one text")
      }
    }
    if let one = forms.one {
      if count == nil {
        add(place.description, "plural forms without a count; write one text")
      } else if LocalizedText.languagesWithoutPluralForms.contains(language),
        let count, Self.holdsPlaceholder(count, in: one)
      {
        // Without plural forms, `one` is only the count 1 said in words
        // (하룻밤, ひと晩); with the digit it would repeat `other`.
        add(
          place.description,
          "\(language) has no plural forms; write one text, or a \"one\" form that says 1 in "
            + "words, without {\(count)}")
      }
    } else if let count, LocalizedText.languagesWithSingularForm.contains(language) {
      add(
        place.description,
        "{\(count)} is a count, so the text needs plural forms: "
          + "{\"one\": \"… {\(count)} …\", \"other\": \"… {\(count)} …\"}, "
          + "even when they read the same")
    }
  }

  /// Whether a text holds `{name}`, as Foundation's `contains` answers.
  ///
  /// Foundation compares canonically equivalent text as equal (`{\u{212A}}`,
  /// with the Kelvin sign, holds `{K}`), and a `{name}` whose `}` a
  /// combining mark follows (`{name}\u{301}`) is not there.
  ///
  /// - Complexity: O(*n*) in the text's length.
  static func holdsPlaceholder(_ name: String, in text: String) -> Bool {
    let placeholder = "{\(name)}"
    return text.contains(placeholder)
  }

  /// Checks that each form of a text fits a length limit per language,
  /// counted in Unicode scalars (a Chinese character or a letter is one).
  package mutating func checkLength(_ text: LocalizedText, at path: String, limits: [Language: Int])
  {
    guard checksTexts else { return }
    for (language, limit) in limits.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      guard let forms = text.forms[language] else { continue }
      func checkForm(_ form: String) {
        let count = form.unicodeScalars.count
        if count > limit {
          add("\(path).\(language)", "\(count) characters; keep it within \(limit)")
        }
      }
      if let one = forms.one { checkForm(one) }
      if let two = forms.two { checkForm(two) }
      checkForm(forms.other)
    }
  }

  /// `; did you mean "x"?` for the closest candidate, for the first
  /// ``maximumSuggestions`` unknown names of the file that are at most
  /// ``maximumSuggestedLength`` characters long; nothing after that.
  ///
  /// - Complexity: O(*c* × *n* × *m*) for *c* candidates, for at most 16
  ///   names per file.
  package mutating func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard suggestions < Self.maximumSuggestions,
      word.prefix(Self.maximumSuggestedLength + 1).count <= Self.maximumSuggestedLength
    else {
      return ""
    }
    suggestions += 1
    return HabitToolkit.didYouMean(closestMatch(to: word, among: candidates))
  }

  /// Checks that ids are unique, naming each duplicate and its first use.
  package mutating func checkUnique(_ ids: [String?], at arrayPath: String) {
    var firstIndex: [String: Int] = [:]
    for (index, id) in ids.enumerated() {
      guard let id else { continue }
      if let first = firstIndex[id] {
        add(
          "\(arrayPath)[\(index)].id",
          "duplicate id \(DisplayText.quoted(id)) (first at \(arrayPath)[\(first)])")
      } else {
        firstIndex[id] = index
      }
    }
  }

  private mutating func checkPlaceholders(
    in text: String, at place: FormPath, expected: Set<String>, mayOmit: Set<String> = []
  ) {
    let survey = Placeholders.survey(text)
    if survey.isBlank {
      add(place.description, "empty text")
      return
    }
    // A text with no brace uses no placeholder and has none astray.
    guard survey.braces > 0 || !expected.isEmpty else { return }
    let used = survey.names
    for name in used where !expected.contains(name) {
      let valid = expected.isEmpty ? "this text takes none" : "valid: \(Self.braced(expected))"
      add(place.description, "unknown placeholder {\(name)}; \(valid)")
    }
    if !expected.allSatisfy(used.contains) {
      for name in expected.sorted() where !used.contains(name) && !mayOmit.contains(name) {
        add(place.description, "missing placeholder {\(name)}")
      }
    }
    if survey.hasStrayBraces {
      add(
        place.description,
        "a brace that is not part of a placeholder; placeholders look like {name}")
    }
  }

  package static func list(_ languages: [Language]) -> String {
    let names = languages.map(\.rawValue)
    guard let last = names.last, names.count > 2 else { return names.joined(separator: " and ") }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  private static func braced(_ names: Set<String>) -> String {
    names.sorted().map { "{\($0)}" }.joined(separator: ", ")
  }
}
