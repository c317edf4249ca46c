/// A language that content is written in, named by its BCP 47 tag.
///
/// Every text in `Content/` exists in the ``required`` languages
/// (`zh-Hans`, `en`, `ja`, `ko`); ``match(_:supported:)`` and ``resolve(_:supported:)`` are the one
/// place that maps whatever tag a device or a command line offers to one of
/// the languages the content has.
public struct Language: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The tag as written in content files, such as `zh-Hans` or `en`.
  public let rawValue: String

  /// Creates a language from its tag, exactly as content files spell it.
  ///
  /// - Parameter rawValue: A BCP 47 tag such as `zh-Hans`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Simplified Chinese, the language content is written in first.
  public static let simplifiedChinese = Language(rawValue: "zh-Hans")

  /// English.
  public static let english = Language(rawValue: "en")

  /// Japanese.
  public static let japanese = Language(rawValue: "ja")

  /// Korean.
  public static let korean = Language(rawValue: "ko")

  /// The source language: the fallback for any tag that is not supported.
  public static let source = simplifiedChinese

  /// The languages every text must provide: the languages the apps this
  /// content serves ship in.
  public static let required: [Language] = [.simplifiedChinese, .english, .japanese, .korean]

  public var description: String { rawValue }

  /// The supported language a tag asks for, or `nil` when the content has
  /// none: then ``resolve(_:supported:)`` falls back to ``source``, and an
  /// app may say so.
  ///
  /// Matching ignores case and accepts `_` for `-`. An exact match wins.
  /// Chinese tags in simplified script or a simplified region (`zh`,
  /// `zh-CN`, `zh-SG`, `zh-Hans-SG`, `zh-Hans-HK`) match `zh-Hans`; tags
  /// asking for traditional script (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`)
  /// match `zh-Hant` only (so they fall back to ``source``: simplified is the
  /// closest script the content has, and the app may say so). An explicit
  /// script wins over the region. Otherwise the primary subtag decides (`en-GB` -> `en`,
  /// `ja-JP` -> `ja`).
  ///
  /// - Parameters:
  ///   - tag: A tag such as `en-GB`, `zh_CN` or `fr`.
  ///   - supported: The languages the content has (`HabitContent.languages`).
  /// - Returns: One of `supported`, or `nil`.
  /// - Complexity: O(*n*) in the number of supported languages.
  public static func match(_ tag: String, supported: [Language]) -> Language? {
    let normalized = tag.replacingOccurrences(of: "_", with: "-").lowercased()
    if let exact = supported.first(where: { $0.rawValue.lowercased() == normalized }) {
      return exact
    }
    let wanted = requested(by: tag)
    return supported.first { $0.rawValue.lowercased() == wanted.lowercased() }
  }

  /// The language a tag asks for, as content would name it: `zh-Hans` or
  /// `zh-Hant` for Chinese, otherwise the primary subtag (`fr-FR` -> `fr`).
  ///
  /// - Parameter tag: A language tag.
  /// - Returns: The name, lowercased except for a script.
  package static func requested(by tag: String) -> String {
    let subtags = tag.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-")
    guard let primary = subtags.first else { return "" }
    guard primary == "zh" else { return String(primary) }
    // An explicit script wins over the region: zh-Hans-HK is simplified.
    if subtags.contains("hans") { return "zh-Hans" }
    let traditional = subtags.contains { ["hant", "tw", "hk", "mo"].contains($0) }
    return traditional ? "zh-Hant" : "zh-Hans"
  }

  /// The supported language closest to a language tag: its ``match(_:supported:)``,
  /// or ``source`` when the content has none.
  ///
  /// - Parameters:
  ///   - tag: A tag such as `en-GB`, `zh_CN` or `fr`.
  ///   - supported: The languages the content has (`HabitContent.languages`).
  /// - Returns: One of `supported`, or ``source``.
  /// - Complexity: O(*n*) in the number of supported languages.
  public static func resolve(_ tag: String, supported: [Language] = required) -> Language {
    match(tag, supported: supported) ?? source
  }

  /// Languages in the order lists show them: ``source`` first, then
  /// English, then the rest by tag.
  ///
  /// - Parameter languages: Any languages.
  /// - Returns: The same languages, ordered.
  package static func ordered(_ languages: some Sequence<Language>) -> [Language] {
    languages.sorted(by: precedes)
  }

  /// Whether `first` comes before `second` in ``ordered(_:)``: the source
  /// language, English, then the others by tag.
  package static func precedes(_ first: Language, _ second: Language) -> Bool {
    func rank(_ language: Language) -> Int {
      language == source ? 0 : language == english ? 1 : 2
    }
    return (rank(first), first.rawValue) < (rank(second), second.rawValue)
  }
}
