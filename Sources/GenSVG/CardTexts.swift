import Foundation
import HabitRules
import HabitToolkit

/// The words of `gen card`'s share cards in every language (`cards.json`):
/// headings, the figures' phrases with their plural forms, and the names
/// of the sessions' soundscapes.
///
/// A file of its own rather than more keys in `pictures.json`: the cards'
/// phrases count things (`{"one": "{minutes} minute", "other": "{minutes}
/// minutes"}`), so they are checked for plural forms, and the scene names
/// are a table by `sceneId`. Dates and weekday names come from
/// ``DateTexts``.
package struct CardTexts: Sendable, ContentPart {
  /// The file this part is read from.
  package static let fileName = "cards.json"

  /// A card of the file: the section its words are in.
  package enum Card: String, CaseIterable, Sendable {
    case session, week, badge
  }

  /// A text of the file, with the placeholders it fills; its path is
  /// `card.name`, such as `week.activeDays`.
  package enum Key: CaseIterable, Sendable {
    case sessionHeading, minutes, deepFocus, scene, silence, milesEarned, level, levelUp
    case task
    case weekHeading, period, periodSoFar, weekMinutes, sessions, deepFocusCount, activeDays, miles,
      bestDay
    case peakBand, quietWeek, quietSoFar
    case badgeHeading, tier, earnedOn
    case demo
    // The parts of a line or a title joined: ` · `, ja `・`.
    case separator

    /// The card whose section holds the text (`nil`: the top level, words
    /// every card shares), and its key there.
    var place: (card: Card?, name: String) {
      switch self {
      case .demo: (nil, "demo")
      case .separator: (nil, "separator")
      case .sessionHeading: (.session, "heading")
      case .minutes: (.session, "minutes")
      case .deepFocus: (.session, "deepFocus")
      case .scene: (.session, "scene")
      case .task: (.session, "task")
      case .silence: (.session, "silence")
      case .milesEarned: (.session, "miles")
      case .level: (.session, "level")
      case .levelUp: (.session, "levelUp")
      case .weekHeading: (.week, "heading")
      case .period: (.week, "period")
      case .periodSoFar: (.week, "periodSoFar")
      case .weekMinutes: (.week, "minutes")
      case .sessions: (.week, "sessions")
      case .deepFocusCount: (.week, "deepFocus")
      case .activeDays: (.week, "activeDays")
      case .miles: (.week, "miles")
      case .bestDay: (.week, "bestDay")
      case .peakBand: (.week, "peakBand")
      case .quietWeek: (.week, "quiet")
      case .quietSoFar: (.week, "quietSoFar")
      case .badgeHeading: (.badge, "heading")
      case .tier: (.badge, "tier")
      case .earnedOn: (.badge, "earnedOn")
      }
    }

    var placeholders: Set<String> {
      switch self {
      case .minutes, .weekMinutes: ["minutes"]
      case .scene: ["scene"]
      case .task: ["task"]
      case .milesEarned, .miles: ["miles"]
      case .level: ["level", "title"]
      case .levelUp: ["from", "to"]
      case .period, .periodSoFar: ["period"]
      case .sessions: ["sessions"]
      case .deepFocusCount: ["deep"]
      case .activeDays: ["days"]
      case .bestDay: ["day"]
      case .peakBand: ["band"]
      case .tier: ["tier", "tierCount"]
      case .earnedOn: ["date"]
      case .sessionHeading, .deepFocus, .silence, .weekHeading, .quietWeek, .quietSoFar,
        .badgeHeading, .demo, .separator:
        []
      }
    }

    /// The placeholder that is a count, choosing the plural form.
    var count: String? {
      switch self {
      case .minutes, .weekMinutes: "minutes"
      case .milesEarned, .miles: "miles"
      case .sessions: "sessions"
      case .deepFocusCount: "deep"
      case .activeDays: "days"
      default: nil
      }
    }
  }

  private let texts: [Key: LocalizedText]
  /// The soundscapes' names by `sceneId`.
  private let scenes: [String: LocalizedText]

  /// The languages of the texts, source first.
  package var languages: [Language] { texts[.minutes]?.languages ?? Language.required }

  /// The `sceneId`s the file names.
  package var sceneIDs: [String] { scenes.keys.sorted() }

  /// A text without a count, filled in.
  ///
  /// - Parameters:
  ///   - key: Which text.
  ///   - language: The language to write in.
  ///   - values: The placeholders' values, as people read them.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the text.
  package func string(
    _ key: Key, in language: Language, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    Placeholders.fill(texts[key]?.string(in: language) ?? "", with: values)
  }

  /// A count phrase with its number written for reading: "1 minute",
  /// "1,250 miles".
  ///
  /// - Parameters:
  ///   - key: A text whose placeholder is a count.
  ///   - value: The count.
  ///   - language: The language to write in.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the text.
  package func counted(_ key: Key, _ value: Int, in language: Language) -> String {
    guard let name = key.count else { return string(key, in: language) }
    return Placeholders.fill(
      texts[key]?.string(in: language, count: value) ?? "",
      with: [name: formatForReading(value)])
  }

  /// The name of a soundscape, or `nil` for one the file does not name.
  ///
  /// - Complexity: O(1).
  package func scene(_ id: String, in language: Language) -> String? {
    scenes[id]?.string(in: language)
  }

  package static func read(_ data: Data, report: inout ContentReport) -> CardTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    var texts: [Key: LocalizedText] = [:]
    var sections: [Card: ContentNode] = [:]
    for card in Card.allCases { sections[card] = report.required(root, card.rawValue) }
    for key in Key.allCases {
      let (card, name) = key.place
      guard let section = card.map({ sections[$0] }) ?? root,
        let text = report.text(report.required(section, name))
      else { continue }
      report.check(
        text, at: card.map { "\($0.rawValue).\(name)" } ?? name, placeholders: key.placeholders,
        counts: key.count.map { [$0] } ?? [],
        // "{from} – {to}" reads the same in Chinese and English.
        mayRepeatAcrossLanguages: key == .period)
      texts[key] = text
    }
    var scenes: [String: LocalizedText] = [:]
    if let node = report.required(root, "scenes"), let members = report.members(node) {
      for member in members {
        guard let text = report.text(member.node) else { continue }
        report.check(text, at: member.node.path)
        scenes[member.key] = text
      }
    }
    return report.problems.count == before ? CardTexts(texts: texts, scenes: scenes) : nil
  }
}
