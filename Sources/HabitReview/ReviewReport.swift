import HabitDateTexts
import HabitToolkit

/// A review with its share text: what `gen review --json` prints.
///
/// Encoded as ``PeriodReview``'s JSON with `"shareText"` and `"language"`
/// added at the top level, and `"heatmap"` (``PeriodReview/heatmap``) when
/// ``includesHeatmap``.
public struct ReviewReport: Hashable, Sendable {
  /// The review.
  public let review: PeriodReview
  /// Its share text (``ReviewTexts/shareText(of:dates:language:)``).
  public let shareText: String
  /// The language of the share text.
  public let language: Language
  /// Whether the JSON carries the review's heatmap (`gen review --heatmap`).
  public let includesHeatmap: Bool

  /// Creates a report from its parts.
  ///
  /// - Parameters: The fields of the same names (`heatmap` for
  ///   ``includesHeatmap``).
  public init(review: PeriodReview, shareText: String, language: Language, heatmap: Bool = false) {
    self.review = review
    self.shareText = shareText
    self.language = language
    includesHeatmap = heatmap
  }

  /// A review and its share text in a language.
  ///
  /// - Parameters:
  ///   - review: The review.
  ///   - texts: The review's content.
  ///   - dates: How the language writes a date.
  ///   - language: The language of the share text.
  ///   - heatmap: Whether the JSON carries the heatmap.
  /// - Complexity: O(*n*) in the length of the templates.
  public init(
    review: PeriodReview, texts: ReviewTexts, dates: DateTexts, language: Language,
    heatmap: Bool = false
  ) {
    self.init(
      review: review, shareText: texts.shareText(of: review, dates: dates, language: language),
      language: language, heatmap: heatmap)
  }
}

extension ReviewReport: Codable {
  private enum CodingKeys: String, CodingKey {
    case shareText, language, heatmap
  }

  /// Decodes a stored report.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape or a missing field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      review: try PeriodReview(from: decoder),
      shareText: try container.decode(String.self, forKey: .shareText),
      language: try container.decode(Language.self, forKey: .language),
      heatmap: container.contains(.heatmap))
  }

  /// Writes the review's fields, then the share text and its language.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    try review.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(shareText, forKey: .shareText)
    try container.encode(language, forKey: .language)
    if includesHeatmap { try review.encodeHeatmap(to: encoder) }
  }
}
