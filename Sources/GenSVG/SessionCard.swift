import HabitRules
import HabitToolkit

/// `gen card session`: the share card of one focus session, and the
/// figures it shows (what `--json` prints).
///
/// The card has the day the session started, its minutes in a ring
/// (marked deep focus when it was), the soundscape, the miles it flew and
/// the level and title after it, with a level-up line when it raised the
/// level. Encoded as `{"session", "start", "day", "minutes", "deepFocus",
/// "sceneId", "scene", "miles", "xp", "levelBefore", "level", "title",
/// "titleId", "demo", "task"}`; `task` is the task's name when one was
/// given (`gen card session --task`), else `null`.
package struct SessionCard: Hashable, Sendable, Codable {
  /// The session's id.
  package let session: String
  /// When it started, with its offset.
  package let start: ISO8601Moment
  /// The logical day it started on: the date the card shows.
  package let day: CivilDate
  /// How long it lasted.
  package let minutes: Int
  /// Whether it was deep focus.
  package let deepFocus: Bool
  /// The soundscape it played, if any.
  package let sceneId: String?
  /// The soundscape's name as shown: the content's name, the silence word
  /// without one, or the id as written for one the content does not name.
  package let scene: String
  /// The miles it earned, rewards of what it completed included.
  package let miles: Int
  /// The XP it earned.
  package let xp: Int
  /// The level before it.
  package let levelBefore: Int
  /// The level after it.
  package let level: Int
  /// The title after it, in the card's language.
  package let title: String
  /// The title's id.
  package let titleId: String
  /// Whether the sessions it was drawn from are demo data.
  package let demo: Bool
  /// The name of the task it was for, shown under the soundscape; `nil`
  /// for none.
  package let task: String?

  private static let accent = "#0b57d0"

  private enum CodingKeys: String, CodingKey {
    case session, start, day, minutes, deepFocus, sceneId, scene, miles, xp, levelBefore, level
    case title, titleId, demo, task
  }

  /// Writes the figures; `sceneId` is `null` without a soundscape, so
  /// every key is always there.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(session, forKey: .session)
    try container.encode(start, forKey: .start)
    try container.encode(day, forKey: .day)
    try container.encode(minutes, forKey: .minutes)
    try container.encode(deepFocus, forKey: .deepFocus)
    try container.encode(sceneId, forKey: .sceneId)
    try container.encode(scene, forKey: .scene)
    try container.encode(miles, forKey: .miles)
    try container.encode(xp, forKey: .xp)
    try container.encode(levelBefore, forKey: .levelBefore)
    try container.encode(level, forKey: .level)
    try container.encode(title, forKey: .title)
    try container.encode(titleId, forKey: .titleId)
    try container.encode(demo, forKey: .demo)
    try container.encode(task, forKey: .task)
  }

  /// The figures of a session's card; `nil` when the report's last
  /// session is another one.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - day: The logical day it started on.
  ///   - report: Growth after it: its ``GrowthReport/lastSession`` is this
  ///     session's earnings.
  ///   - texts: The cards' words, for the scene's name.
  ///   - language: The language of the scene's name (the report's title is
  ///     in it too).
  ///   - task: The task's name, if any.
  package init?(
    session: FocusSession, day: CivilDate, report: GrowthReport, texts: CardTexts,
    language: Language, task: String? = nil
  ) {
    guard let earned = report.lastSession, earned.id == session.id else { return nil }
    self.session = session.id
    start = session.start
    self.day = day
    minutes = session.minutes
    deepFocus = earned.deepFocus
    sceneId = session.sceneId
    scene =
      session.sceneId.map { texts.scene($0, in: language) ?? $0 }
      ?? texts.string(.silence, in: language)
    miles = earned.miles
    xp = earned.xp
    levelBefore = earned.levelBefore
    level = earned.levelAfter
    title = report.profile.title
    titleId = report.profile.titleId
    demo = report.demo
    self.task = task
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
    let heading = texts.string(.sessionHeading, in: language)
    var card = CardLayout(
      accent: Self.accent, heading: heading, date: dates.string(day, in: language),
      day: ("day", day.description))
    if demo { card.markDemo(texts.string(.demo, in: language)) }
    let ring = (x: CardLayout.center, y: 600.0, radius: 250.0)
    card.add(
      "circle",
      [
        "cx": number(ring.x), "cy": number(ring.y), "r": number(ring.radius), "fill": "#eef3fc",
        "stroke": Self.accent, "stroke-width": "26",
      ])
    let spoken = texts.counted(.minutes, minutes, in: language)
    card.text(
      spoken, y: ring.y + (deepFocus ? 10 : 30),
      style: .init(size: 96, width: 2 * ring.radius - 150, bold: true),
      figure: ("minutes", String(minutes)))
    if deepFocus {
      card.text(
        texts.string(.deepFocus, in: language), y: ring.y + 90,
        style: .init(size: 40, width: 2 * ring.radius - 120, color: Self.accent),
        figure: ("deepFocus", "true"))
    }
    // With a task its line goes under the soundscape and the lines below
    // move up to make room.
    let shift = task == nil ? 0.0 : 15
    card.text(
      texts.string(.scene, in: language, ["scene": scene]), y: 970 - 3 * shift,
      style: .init(size: 46), figure: ("sceneId", sceneId ?? ""))
    if let task {
      card.text(
        texts.string(.task, in: language, ["task": task]), y: 995, style: .init(size: 42),
        figure: ("task", task))
    }
    card.text(
      texts.counted(.milesEarned, miles, in: language), y: 1050 + shift,
      style: .init(size: task == nil ? 46 : 38), figure: ("miles", String(miles)))
    card.text(
      texts.string(.level, in: language, ["level": String(level), "title": title]),
      y: 1130 + shift, style: .init(size: 46, bold: true), figure: ("level", String(level)))
    if level > levelBefore {
      card.text(
        texts.string(.levelUp, in: language, ["from": String(levelBefore), "to": String(level)]),
        y: 1205 + shift, style: .init(size: 38, color: Self.accent),
        figure: ("levelBefore", String(levelBefore)))
    }
    return card.document(title: heading + texts.string(.separator, in: language) + spoken)
  }
}
