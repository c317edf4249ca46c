/// A text in several languages, each optionally with an English-style
/// singular form.
///
/// In content files a text is an object from language tag to either a
/// string or an object of plural forms, `{"one": "...", "other": "..."}`:
///
///     {"zh-Hans": "还剩 {remaining} 段", "en": {"one": "{remaining} segment left",
///                                              "other": "{remaining} segments left"}}
///
/// English may add `two`, the form for exactly 2, where English says the
/// count in a word of its own: `{"one": "Go deep once", "two": "Go deep
/// twice", "other": "Go deep {target} times"}`.
public struct LocalizedText: Sendable, Hashable {
  /// The forms of the text in one language.
  public struct Forms: Sendable, Hashable {
    /// The form used when the count is exactly 1, if the language has one.
    public var one: String?
    /// The form used when the count is exactly 2, if the text has one:
    /// English "twice" beside "once" (otherwise 2 takes `other`).
    public var two: String?
    /// The form used for every other count, and when there is no count.
    public var other: String

    /// Creates the forms of a text in one language.
    ///
    /// - Parameters:
    ///   - one: The form for exactly 1, for a language that has one
    ///     (English); `nil` for languages with a single form (Chinese,
    ///     Japanese, Korean).
    ///   - two: The form for exactly 2, for a text that says it in a word
    ///     of its own (English "twice"); `nil` to use `other` at 2.
    ///   - other: The form for every other count.
    public init(one: String? = nil, two: String? = nil, other: String) {
      self.one = one
      self.two = two
      self.other = other
    }

    /// Every form: `one`, `two` when present, then `other`.
    package var all: [String] { [one, two, other].compactMap { $0 } }
  }

  /// The languages whose count phrases need a form for exactly 1 (CLDR
  /// "one" and "other"): English.
  package static let languagesWithSingularForm: Set<Language> = [.english]

  /// The languages whose texts may have a form for exactly 2, where the
  /// language says that count in a word of its own ("twice"): English.
  package static let languagesWithTwoForm: Set<Language> = [.english]

  /// The languages with one form for every count (CLDR "other" only).
  package static let languagesWithoutPluralForms: Set<Language> = [
    .simplifiedChinese, .japanese, .korean,
  ]

  /// The forms per language, as written in the content file.
  public let forms: [Language: Forms]

  /// Creates a text from its forms per language.
  ///
  /// - Parameter forms: The forms per language.
  public init(forms: [Language: Forms]) {
    self.forms = forms
  }

  /// The languages the text is written in, source first.
  public var languages: [Language] { Language.ordered(forms.keys) }

  /// The text in a language, picking the plural form for a count.
  ///
  /// A language the text lacks falls back to ``Language/source``.
  ///
  /// - Parameters:
  ///   - language: The language to read.
  ///   - count: The number the text talks about; `1` selects the `one` form
  ///     and `2` the `two` form, where the text has them.
  /// - Returns: The text, with its placeholders still in it.
  /// - Complexity: O(1).
  public func string(in language: Language, count: Int? = nil) -> String {
    guard let chosen = forms[language] ?? forms[Language.source] ?? forms.values.first else {
      return ""
    }
    if count == 1, let one = chosen.one { return one }
    if count == 2, let two = chosen.two { return two }
    return chosen.other
  }
}
