import Foundation
import HabitCalendar
import HabitToolkit

/// The expeditions' definition layer (`expeditions.json`, read-only):
/// ordered chapters, each a city with a tagline, a soundscape, a bonus and
/// its missions.
///
///     {"chapters": [{"id": "suzhou", "sceneId": "garden", "city": {...},
///                    "tagline": {...}, "bonusMiles": 300,
///                    "missions": [{"id": "suzhou.sessions", "title": {...},
///                                  "kind": "sessionCount", "target": 3,
///                                  "rewardMiles": 50}, ...]}, ...]}
///
/// Ids are unique across the file (chapters and missions); a mission's
/// title says its `{target}`, with plural forms in English. What a person
/// has reached lives apart, in ``ExpeditionState``.
public struct Expeditions: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "expeditions.json"

  /// One mission of a chapter.
  public struct Mission: Hashable, Sendable {
    /// A stable id, unique in the file.
    public let id: String
    /// What it asks, with `{target}`.
    public let title: LocalizedText
    /// What it counts.
    public let kind: MissionKind
    /// How much completes it, ``targetRange``.
    public let target: Int
    /// The miles it earns when it completes.
    public let rewardMiles: Int

    /// The title in a language, its target filled in.
    ///
    /// - Complexity: O(*n*) in the length of the title.
    public func title(in language: Language) -> String {
      Placeholders.fill(
        title.string(in: language, count: target), with: ["target": formatForReading(target)])
    }
  }

  /// One chapter: a city and its missions.
  public struct Chapter: Hashable, Sendable {
    /// A stable id, unique in the file.
    public let id: String
    /// The soundscape the chapter plays.
    public let sceneId: String
    /// The city's name.
    public let city: LocalizedText
    /// One line about it.
    public let tagline: LocalizedText
    /// The miles the chapter earns when its last mission completes.
    public let bonusMiles: Int
    /// Its missions, at least one.
    public let missions: [Mission]
  }

  /// The chapters, in the order they unlock.
  public let chapters: [Chapter]

  /// The targets a mission may have.
  public static let targetRange = 1...1_000_000
  /// The most miles a reward or bonus may give.
  public static let maximumMiles = 1_000_000
  /// The most chapters and missions per chapter.
  public static let maximumCount = 100

  static let cityLength: [Language: Int] = [
    .simplifiedChinese: 8, .english: 24, .japanese: 10, .korean: 10,
  ]
  static let taglineLength: [Language: Int] = [
    .simplifiedChinese: 24, .english: 72, .japanese: 40, .korean: 40,
  ]
  static let missionLength: [Language: Int] = [
    .simplifiedChinese: 20, .english: 50, .japanese: 30, .korean: 30,
  ]

  /// The languages of the texts, source first.
  public var languages: [Language] { chapters.first?.city.languages ?? Language.required }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> Expeditions? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    guard let list = report.required(root, "chapters"), let entries = report.elements(list) else {
      return nil
    }
    if entries.isEmpty || entries.count > maximumCount {
      report.add(list.path, "\(entries.count) chapters; write 1-\(maximumCount)")
    }
    var ids: [String?] = []
    var paths: [String] = []
    var chapters: [Chapter] = []
    for entry in entries {
      let id = report.string(report.required(entry, "id"))
      ids.append(id)
      paths.append(entry.path)
      let sceneId = report.string(report.required(entry, "sceneId"))
      let city = report.text(report.required(entry, "city"))
      let tagline = report.text(report.required(entry, "tagline"))
      if let city {
        report.check(city, at: entry.path("city"))
        report.checkLength(city, at: entry.path("city"), limits: cityLength)
      }
      if let tagline {
        report.check(tagline, at: entry.path("tagline"))
        report.checkLength(tagline, at: entry.path("tagline"), limits: taglineLength)
      }
      let bonus = miles(report.required(entry, "bonusMiles"), report: &report)
      var missions: [Mission] = []
      let missionList = report.required(entry, "missions")
      let missionEntries = report.elements(missionList) ?? []
      if let missionList, missionEntries.isEmpty || missionEntries.count > maximumCount {
        report.add(missionList.path, "\(missionEntries.count) missions; write 1-\(maximumCount)")
      }
      for missionEntry in missionEntries {
        let missionID = report.string(report.required(missionEntry, "id"))
        ids.append(missionID)
        paths.append(missionEntry.path)
        if let mission = readMission(missionEntry, id: missionID, report: &report) {
          missions.append(mission)
        }
      }
      if let id, let sceneId, let city, let tagline, let bonus,
        missions.count == missionEntries.count
      {
        chapters.append(
          Chapter(
            id: id, sceneId: sceneId, city: city, tagline: tagline, bonusMiles: bonus,
            missions: missions))
      }
    }
    checkUnique(ids, paths: paths, report: &report)
    guard report.problems.count == before else { return nil }
    return Expeditions(chapters: chapters)
  }

  private static func readMission(
    _ entry: ContentNode, id: String?, report: inout ContentReport
  ) -> Mission? {
    let kindNode = report.required(entry, "kind")
    var kind: MissionKind?
    if let kindNode, let name = report.string(kindNode) {
      kind = MissionKind(rawValue: name)
      if kind == nil {
        let kinds = MissionKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        report.add(kindNode.path, "unknown kind \"\(name.prefix(64))\"; use \(kinds)")
      }
    }
    let targetNode = report.required(entry, "target")
    var target = report.integer(targetNode)
    if let value = target, let targetNode, !targetRange.contains(value) {
      report.add(
        targetNode.path,
        "\(value) is out of range; use \(targetRange.lowerBound)-\(targetRange.upperBound)")
      target = nil
    }
    let reward = miles(report.required(entry, "rewardMiles"), report: &report)
    let title = report.text(report.required(entry, "title"))
    if let title {
      report.check(title, at: entry.path("title"), placeholders: ["target"], counts: ["target"])
      report.checkLength(title, at: entry.path("title"), limits: missionLength)
    }
    guard let id, let kind, let target, let reward, let title else { return nil }
    return Mission(id: id, title: title, kind: kind, target: target, rewardMiles: reward)
  }

  private static func miles(_ node: ContentNode?, report: inout ContentReport) -> Int? {
    guard let node, let value = report.integer(node) else { return nil }
    guard (0...maximumMiles).contains(value) else {
      report.add(node.path, "\(value) is out of range; use 0-\(maximumMiles)")
      return nil
    }
    return value
  }

  /// Ids are unique across chapters and missions.
  private static func checkUnique(_ ids: [String?], paths: [String], report: inout ContentReport) {
    var first: [String: String] = [:]
    for (id, path) in zip(ids, paths) {
      guard let id else { continue }
      if let earlier = first[id] {
        report.add("\(path).id", "duplicate id \"\(id.prefix(64))\" (first at \(earlier))")
      } else {
        first[id] = path
      }
    }
  }
}
