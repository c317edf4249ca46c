import Foundation
import HabitCalendar
import HabitRecords
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitGrowth

/// Small growth content for tests, written as JSON and read by the parts'
/// own readers.
enum TestContent {
  /// A text in the four languages, each different.
  static func text(_ base: String) -> String {
    "{\"zh-Hans\": \"\(base) 中\", \"en\": \"\(base) en\", \"ja\": \"\(base) 日\", \"ko\": \"\(base) 한\"}"
  }

  /// Expeditions: one chapter per list, each mission `(kind, target)`;
  /// chapter `c<i>` with bonus `100 * i`, mission `c<i>.m<j>` with reward
  /// `10 * j`.
  static func expeditions(
    _ chapters: [[(MissionKind, Int)]],
    reward: (_ chapter: Int, _ mission: Int) -> Int = {
      10 * ($1 + 1)
    }, bonus: (_ chapter: Int) -> Int = { 100 * ($0 + 1) }
  ) throws -> Expeditions {
    let items = chapters.enumerated().map { index, missions in
      let missionItems = missions.enumerated().map { offset, mission in
        """
        {"id": "c\(index + 1).m\(offset + 1)", "kind": "\(mission.0.rawValue)",
         "target": \(mission.1), "rewardMiles": \(reward(index, offset)),
         "title": {"zh-Hans": "任务 {target}", "en": {"one": "do {target}", "other": "do {target}s"},
                   "ja": "ミッション {target}", "ko": "미션 {target}"}}
        """
      }
      return """
        {"id": "c\(index + 1)", "sceneId": "s", "bonusMiles": \(bonus(index)),
         "city": \(text("city\(index + 1)")), "tagline": \(text("line\(index + 1)")),
         "missions": [\(missionItems.joined(separator: ","))]}
        """
    }
    return try read(Expeditions.self, "{\"chapters\": [\(items.joined(separator: ","))]}")
  }

  /// Growth rules with the given rates and curve (`levels` JSON).
  static func rules(
    perMinute: Int = 1, perSession: Int = 0, perDeep: Int = 0, perMission: Int = 0,
    perChapter: Int = 0, milesPerMinute: Int = 1,
    levels: String = "{\"thresholds\": [0, 10, 20, 30, 40]}",
    titleLevels: [Int] = [1, 3]
  ) throws -> GrowthRules {
    let titles = titleLevels.enumerated().map { index, level in
      "{\"id\": \"t\(index + 1)\", \"fromLevel\": \(level), \"name\": \(text("title\(index + 1)"))}"
    }
    let bundled = try JSONSerialization.jsonObject(
      with: try Data(contentsOf: Fixtures.contentDirectory.appendingPathComponent("growth.json")))
    let labels = try JSONSerialization.data(
      withJSONObject: try #require((bundled as? [String: Any])?["labels"]))
    return try read(
      GrowthRules.self,
      """
      {"xp": {"perFocusMinute": \(perMinute), "perSession": \(perSession),
              "perDeepFocus": \(perDeep), "perMission": \(perMission), "perChapter": \(perChapter)},
       "milesPerMinute": \(milesPerMinute), "levels": \(levels),
       "titles": [\(titles.joined(separator: ","))],
       "labels": \(String(decoding: labels, as: UTF8.self))}
      """)
  }

  static func read<Part: ContentPart>(_ type: Part.Type, _ json: String) throws -> Part {
    var report = ContentReport(file: Part.fileName)
    let part = Part.read(Data(json.utf8), report: &report)
    #expect(report.problems.isEmpty, "\(report.problems)")
    return try #require(part)
  }

  /// A session of `minutes` starting `startMinute` minutes after
  /// 2026-10-01T08:00:00Z.
  static func session(
    _ id: String, at startMinute: Int, minutes: Int, interrupted: Bool = false
  ) throws -> FocusSession {
    try FocusSession(
      id: id,
      start: ISO8601Moment(
        base.addingTimeInterval(Double(startMinute) * 60), secondsFromUTC: 0),
      minutes: minutes, interrupted: interrupted)
  }

  static let base = Date(timeIntervalSince1970: 1_790_841_600)  // 2026-10-01T08:00:00Z
  static let utc = CivilCalendar(timeZone: TimeZone(identifier: "UTC") ?? .current)
  static let deep = DeepFocusRule(minimumMinutes: 25)

  /// The moment `minute` minutes after the base, as the report writes it.
  static func at(_ minute: Int) -> ISO8601Moment {
    ISO8601Moment(base.addingTimeInterval(Double(minute) * 60), secondsFromUTC: 0)
  }
}
