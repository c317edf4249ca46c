/// A language that content is written in, named by its BCP 47 tag.
///
/// Every text in `Content/` exists in ``source`` (`zh-Hans`) and ``english``
/// (`en`). ``resolve(_:supported:)`` is the one place that maps whatever tag a
/// device or a command line offers to one of them.
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

  /// The source language: the fallback for any tag that is not supported.
  public static let source = simplifiedChinese

  /// The languages every text must provide.
  public static let required: [Language] = [.simplifiedChinese, .english]

  public var description: String { rawValue }

  /// The supported language closest to a language tag.
  ///
  /// Matching ignores case and accepts `_` for `-`. An exact match wins; any
  /// Chinese tag (`zh`, `zh-CN`, `zh-Hans-SG`, `zh-TW`) resolves to
  /// `zh-Hans` unless a `zh-Hant` text is supported and the tag asks for
  /// traditional script; otherwise the primary subtag decides (`en-GB` ->
  /// `en`); a tag with no match resolves to ``source``.
  ///
  /// - Parameters:
  ///   - tag: A tag such as `en-GB`, `zh_CN` or `fr`.
  ///   - supported: The languages to choose from.
  /// - Returns: One of `supported`, or ``source``.
  /// - Complexity: O(*n*) in the number of supported languages.
  public static func resolve(_ tag: String, supported: [Language] = required) -> Language {
    let normalized = tag.replacingOccurrences(of: "_", with: "-").lowercased()
    if let exact = supported.first(where: { $0.rawValue.lowercased() == normalized }) {
      return exact
    }
    let subtags = normalized.split(separator: "-")
    guard let primary = subtags.first else { return source }
    if primary == "zh" {
      let asksTraditional = subtags.contains { ["hant", "tw", "hk", "mo"].contains($0) }
      let traditional = Language(rawValue: "zh-Hant")
      return asksTraditional && supported.contains(traditional) ? traditional : .simplifiedChinese
    }
    return supported.first { $0.rawValue.lowercased() == primary } ?? source
  }
}
