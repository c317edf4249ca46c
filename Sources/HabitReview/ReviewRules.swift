import HabitGrowth

/// What a review counts sessions by: the time bands of `review.json`, and
/// growth's rates, missions and deep-focus rule for the miles and XP.
public struct ReviewRules: Sendable {
  /// The time bands (``ReviewTexts/bands``).
  public let bands: [TimeBand]
  /// XP and miles rates, the missions and chapters whose rewards count,
  /// and what counts as deep focus (the badges' rule).
  public let growth: GrowthContent

  /// Creates the rules a review counts by.
  ///
  /// - Parameters:
  ///   - bands: The time bands.
  ///   - growth: Growth's rates, missions and deep-focus rule.
  public init(bands: [TimeBand], growth: GrowthContent) {
    self.bands = bands
    self.growth = growth
  }
}
