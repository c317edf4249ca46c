import Foundation
import HabitCalendar
import HabitToolkit

/// Growth's numbers and words (`growth.json`): the XP of focus minutes,
/// sessions, deep focus, missions and chapters; the level curve with its
/// cap; the titles of level ranges; the miles of a focus minute; the
/// labels of `gen growth`'s table and passport.
///
///     {"xp": {"perFocusMinute": 1, "perSession": 5, "perDeepFocus": 10,
///             "perMission": 20, "perChapter": 100},
///      "milesPerMinute": 10,
///      "levels": {"preset": "habitica", "levelCap": 100},
///      "titles": [{"id": "gate", "fromLevel": 1, "name": {...}}, ...],
///      "labels": {...}}
///
/// `levels` is a preset with its cap or explicit thresholds,
/// `{"thresholds": [0, 50, 120, ...]}`. Titles start at level 1 and their
/// levels ascend within the cap.
public struct GrowthRules: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "growth.json"

  /// The XP of each thing that earns it, 0 or more.
  public struct XPRates: Hashable, Sendable {
    /// Per focus minute.
    public let perFocusMinute: Int
    /// Per session, whatever its length.
    public let perSession: Int
    /// Per deep focus session, on top of the two above.
    public let perDeepFocus: Int
    /// Per completed mission.
    public let perMission: Int
    /// Per completed chapter.
    public let perChapter: Int
  }

  /// A title: the name of a range of levels.
  public struct Title: Hashable, Sendable {
    /// A stable id.
    public let id: String
    /// The first level that has it; it lasts until the next title's.
    public let fromLevel: Int
    /// Its name.
    public let name: LocalizedText
  }

  /// A label of the table and the passport: the keys of `labels`.
  package enum Label: String, CaseIterable, Sendable {
    case level, xp, xpAtCap, nextTitle, totals, current, notStarted, allComplete
    case lastSession, missionDone, chapterDone, levelUp, passport, inProgress, locked

    var placeholders: Set<String> {
      switch self {
      case .level: ["level", "title"]
      case .xp: ["xp", "into", "toNext"]
      case .xpAtCap: ["xp"]
      case .nextTitle: ["title", "level"]
      case .totals: ["miles", "sessions", "minutes", "deep"]
      case .current, .chapterDone: ["city"]
      case .lastSession: ["when", "xp", "miles"]
      case .missionDone: ["mission"]
      case .levelUp: ["from", "to"]
      case .notStarted, .allComplete, .passport, .inProgress, .locked: []
      }
    }
  }

  /// The XP rates.
  public let xp: XPRates
  /// Miles per focus minute.
  public let milesPerMinute: Int
  /// The level curve and its cap.
  public let levels: LevelCurve
  /// The titles, by ascending ``Title/fromLevel``, the first at level 1.
  public let titles: [Title]
  private let labels: [Label: LocalizedText]

  /// The most any rate may be.
  public static let maximumRate = 100_000
  /// Title length budgets, in characters.
  static let titleLength: [Language: Int] = [
    .simplifiedChinese: 10, .english: 28, .japanese: 12, .korean: 12,
  ]

  /// The languages of the texts, source first.
  public var languages: [Language] { titles.first?.name.languages ?? Language.required }

  /// A label filled in.
  ///
  /// - Complexity: O(*n*) in the length of the label.
  package func label(
    _ label: Label, in language: Language, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    Placeholders.fill(labels[label]?.string(in: language) ?? "", with: values)
  }

  /// The XP one session earns by itself (its minutes, the session, deep
  /// focus), before the rewards of what it completed.
  ///
  /// - Parameters:
  ///   - minutes: Its length.
  ///   - deepFocus: Whether it is deep focus.
  /// - Returns: The XP.
  /// - Complexity: O(1).
  package func xp(ofSessionMinutes minutes: Int, deepFocus: Bool) -> Int {
    minutes * xp.perFocusMinute + xp.perSession + (deepFocus ? xp.perDeepFocus : 0)
  }

  /// The miles one session earns by itself, before rewards.
  ///
  /// - Parameter minutes: Its length.
  /// - Returns: The miles.
  /// - Complexity: O(1).
  package func miles(ofSessionMinutes minutes: Int) -> Int {
    minutes * milesPerMinute
  }

  /// The title of a level and the next one, with the level that earns it.
  ///
  /// - Parameter level: A level of the curve.
  /// - Returns: Indices into ``titles``: the title in force and the next,
  ///   or `nil` when there is none.
  /// - Complexity: O(*t*) in the number of titles.
  func titleIndices(at level: Int) -> (current: Int?, next: Int?) {
    let next = titles.firstIndex { $0.fromLevel > level }
    let current = (next ?? titles.count) - 1
    return (current >= 0 ? current : nil, next)
  }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> GrowthRules? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    func rate(_ node: ContentNode?) -> Int? {
      guard let node, let value = report.integer(node) else { return nil }
      guard (0...maximumRate).contains(value) else {
        report.add(node.path, "\(value) is out of range; use 0-\(maximumRate)")
        return nil
      }
      return value
    }
    let xpNode = report.required(root, "xp")
    let rates = xpNode.map { node in
      (
        rate(report.required(node, "perFocusMinute")), rate(report.required(node, "perSession")),
        rate(report.required(node, "perDeepFocus")), rate(report.required(node, "perMission")),
        rate(report.required(node, "perChapter"))
      )
    }
    let miles = rate(report.required(root, "milesPerMinute"))
    let levels = readLevels(report.required(root, "levels"), report: &report)
    let titles = readTitles(
      report.required(root, "titles"), levelCap: levels?.levelCap, report: &report)
    var labels: [Label: LocalizedText] = [:]
    if let node = report.required(root, "labels") {
      for label in Label.allCases {
        guard let text = report.text(report.required(node, label.rawValue)) else { continue }
        report.check(text, at: "labels.\(label.rawValue)", placeholders: label.placeholders)
        labels[label] = text
      }
    }
    guard report.problems.count == before, let rates, let perMinute = rates.0,
      let perSession = rates.1, let perDeep = rates.2, let perMission = rates.3,
      let perChapter = rates.4, let miles, let levels, let titles
    else { return nil }
    return GrowthRules(
      xp: XPRates(
        perFocusMinute: perMinute, perSession: perSession, perDeepFocus: perDeep,
        perMission: perMission, perChapter: perChapter),
      milesPerMinute: miles, levels: levels, titles: titles, labels: labels)
  }

  /// `{"preset": "habitica", "levelCap": N}` or `{"thresholds": [...]}`.
  private static func readLevels(_ node: ContentNode?, report: inout ContentReport) -> LevelCurve? {
    guard let node else { return nil }
    if let thresholds = report.optional(node, "thresholds") {
      let values = report.elements(thresholds)?.map { report.integer($0) } ?? []
      guard values.allSatisfy({ $0 != nil }) else { return nil }
      do {
        return try LevelCurve(thresholds: values.compactMap { $0 })
      } catch {
        report.add("\(node.path).\(error.field)", error.message)
        return nil
      }
    }
    guard let presetNode = report.required(node, "preset"), let preset = report.string(presetNode)
    else { return nil }
    guard preset == "habitica" else {
      report.add(
        presetNode.path,
        "unknown preset \"\(preset.prefix(64))\"; use \"habitica\" or give \"thresholds\"")
      return nil
    }
    guard let capNode = report.required(node, "levelCap"), let cap = report.integer(capNode)
    else { return nil }
    do {
      return try LevelCurve.habitica(levelCap: cap)
    } catch {
      report.add(capNode.path, error.message)
      return nil
    }
  }

  private static func readTitles(
    _ node: ContentNode?, levelCap: Int?, report: inout ContentReport
  ) -> [Title]? {
    guard let node, let entries = report.elements(node) else { return nil }
    guard !entries.isEmpty else {
      report.add(node.path, "no titles; the first starts at level 1")
      return nil
    }
    var titles: [Title] = []
    var ids: [String?] = []
    for (index, entry) in entries.enumerated() {
      let id = report.string(report.required(entry, "id"))
      ids.append(id)
      let levelNode = report.required(entry, "fromLevel")
      let level = report.integer(levelNode)
      let name = report.text(report.required(entry, "name"))
      if let name {
        report.check(name, at: entry.path("name"))
        report.checkLength(name, at: entry.path("name"), limits: titleLength)
      }
      if let level, let levelNode {
        if index == 0, level != 1 {
          report.add(levelNode.path, "the first title starts at level 1, found \(level)")
        } else if let previous = titles.last, level <= previous.fromLevel {
          report.add(
            levelNode.path,
            "\(level) does not ascend from \(previous.fromLevel); each title starts at a higher level"
          )
        } else if let levelCap, level > levelCap {
          report.add(levelNode.path, "\(level) is above the level cap \(levelCap)")
        }
      }
      if let id, let level, let name { titles.append(Title(id: id, fromLevel: level, name: name)) }
    }
    report.checkUnique(ids, at: node.path)
    return titles.count == entries.count ? titles : nil
  }
}
