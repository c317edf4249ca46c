import HabitRules
import HabitToolkit

/// `gen card badge`: the share card of a badge earned, and the figures it
/// shows (what `--json` prints).
///
/// The card has the day it was earned under its heading, a medal with the
/// tier reached, the badge's name, the tier's name with its place on the
/// ladder, and what the tier means. Encoded as `{"badge", "track", "name",
/// "tier", "tierCount", "tierName", "description", "earnedOn",
/// "newlyEarned", "demo"}`; `newlyEarned` is `null` when no earlier
/// metrics were given.
package struct BadgeCard: Hashable, Sendable, Codable {
  /// The badge's id.
  package let badge: String
  /// Its track's id.
  package let track: String
  /// Its name, in the card's language.
  package let name: String
  /// The tier reached, 1 or more.
  package let tier: Int
  /// How many tiers the badge has.
  package let tierCount: Int
  /// The tier's name.
  package let tierName: String
  /// What the tier means, its threshold filled in.
  package let description: String
  /// The day it was earned.
  package let earnedOn: CivilDate
  /// Whether the tier rose since the earlier metrics; `nil` without them.
  package let newlyEarned: Bool?
  /// Whether the metrics it was drawn from are demo data (a demo card is
  /// never newly earned).
  package let demo: Bool

  private static let accent = "#8c4a00"

  private enum CodingKeys: String, CodingKey {
    case badge, track, name, tier, tierCount, tierName, description, earnedOn, newlyEarned, demo
  }

  /// Writes the figures; `newlyEarned` is `null` without earlier metrics,
  /// so every key is always there.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(badge, forKey: .badge)
    try container.encode(track, forKey: .track)
    try container.encode(name, forKey: .name)
    try container.encode(tier, forKey: .tier)
    try container.encode(tierCount, forKey: .tierCount)
    try container.encode(tierName, forKey: .tierName)
    try container.encode(description, forKey: .description)
    try container.encode(earnedOn, forKey: .earnedOn)
    try container.encode(newlyEarned, forKey: .newlyEarned)
    try container.encode(demo, forKey: .demo)
  }

  /// The figures of a badge's card; `nil` when no tier is reached: there
  /// is nothing to share.
  ///
  /// - Parameters:
  ///   - badge: The badge's status and texts, from a localized report.
  ///   - earnedOn: The day it was earned.
  ///   - newlyEarned: Whether the report lists it as newly earned, or `nil`
  ///     when it was evaluated without earlier metrics.
  ///   - demo: Whether the report was made from demo metrics
  ///     (``LocalizedBadgeReport/demo``).
  package init?(
    _ badge: LocalizedBadge, earnedOn: CivilDate, newlyEarned: Bool?, demo: Bool
  ) {
    guard badge.status.tier > 0 else { return nil }
    self.badge = badge.status.id
    track = badge.status.track
    name = badge.texts.name
    tier = badge.status.tier
    tierCount = badge.status.tierCount
    tierName = badge.texts.tierName
    description = badge.texts.description
    self.earnedOn = earnedOn
    self.newlyEarned = newlyEarned
    self.demo = demo
  }

  /// Draws the card.
  ///
  /// - Parameters:
  ///   - texts: The cards' words.
  ///   - dates: How the language writes the day.
  ///   - language: The language of the words.
  /// - Returns: The SVG document, 1080 x 1350.
  /// - Complexity: O(1).
  package func svg(texts: CardTexts, dates: DateTexts, language: Language) -> String {
    let heading = texts.string(.badgeHeading, in: language)
    var card = CardLayout(
      accent: Self.accent, heading: heading,
      date: texts.string(.earnedOn, in: language, ["date": dates.string(earnedOn, in: language)]),
      day: ("earnedOn", earnedOn.description))
    if demo { card.markDemo(texts.string(.demo, in: language)) }
    let medal = (x: CardLayout.center, y: 600.0, radius: 210.0)
    // The ribbon hangs behind the medal.
    for (side, fill) in [(-1.0, Self.accent), (1.0, "#b86e1f")] {
      let inner = medal.x + side * 30
      let outer = medal.x + side * 150
      card.add(
        "polygon",
        [
          "points":
            "\(number(inner)),\(number(medal.y)) \(number(outer)),300 "
            + "\(number(outer + side * 70)),300 \(number(inner + side * 100)),\(number(medal.y))",
          "fill": fill,
        ])
    }
    let shade = Palette.levels[Self.shade(tier: tier, of: tierCount)]
    card.add(
      "circle",
      [
        "cx": number(medal.x), "cy": number(medal.y), "r": number(medal.radius),
        "fill": shade.fill, "stroke": Palette.ink, "stroke-width": "8",
      ])
    card.add(
      "circle",
      [
        "cx": number(medal.x), "cy": number(medal.y), "r": number(medal.radius - 28),
        "fill": "none", "stroke": shade.text, "stroke-width": "4", "stroke-dasharray": "14 10",
      ])
    card.text(
      String(tier), y: medal.y + 75, style: .init(size: 210, bold: true, color: shade.text),
      figure: ("tier", String(tier)))
    card.text(name, y: 960, style: .init(size: 72, bold: true), figure: ("badge", badge))
    let separator = texts.string(.separator, in: language)
    let tierOfCount = texts.string(
      .tier, in: language,
      ["tier": formatForReading(tier), "tierCount": formatForReading(tierCount)])
    card.text(
      tierName + separator + tierOfCount,
      y: 1050, style: .init(size: 46, color: Self.accent), figure: ("tierCount", String(tierCount)))
    card.text(
      description, y: 1130, style: .init(size: 40, color: Palette.muted), figure: ("track", track))
    return card.document(title: [heading, name, tierName].joined(separator: separator))
  }

  /// The medal's shade: the level ramp from light to dark, spread over
  /// the badge's tiers, so the top tier is always the darkest.
  private static func shade(tier: Int, of count: Int) -> Int {
    let last = Palette.levels.count - 1
    guard count > 1 else { return last }
    return min(last, max(0, (tier - 1) * last / (count - 1)))
  }
}
