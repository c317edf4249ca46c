import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitGrowth

@Suite struct GrowthContentTests {
  static func load(_ patches: [ContentPatch]) throws -> Result<
    (GrowthRules, Expeditions), ContentError
  > {
    let directory = try Fixtures.patchedContent(patches)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try ContentSource.directory(directory)
    return Result { () throws(ContentError) in
      try source.load(GrowthRules.self, Expeditions.self)
    }
  }

  /// The bundled content: 6 chapters of 3 missions, one of each kind, with
  /// targets that grow from chapter to chapter; titles from level 1 within
  /// the Habitica cap of 100.
  @Test func bundledContent() throws {
    let (rules, expeditions) = try Self.load([]).get()
    #expect(expeditions.chapters.count == 6)
    #expect(
      expeditions.chapters.map(\.id) == [
        "suzhou", "kamakura", "seoul", "paris", "reykjavik", "capeTown",
      ])
    for chapter in expeditions.chapters {
      #expect(chapter.missions.map(\.kind) == [.sessionCount, .focusMinutes, .deepFocusCount])
    }
    for (earlier, later) in zip(expeditions.chapters, expeditions.chapters.dropFirst()) {
      #expect(zip(earlier.missions, later.missions).allSatisfy { $0.target < $1.target })
    }
    #expect(rules.levels == (try LevelCurve.habitica(levelCap: 100)))
    #expect(rules.titles.first?.fromLevel == 1)
    #expect(rules.titles.map(\.fromLevel) == [1, 5, 10, 20, 35, 50, 75, 100])
    #expect(
      expeditions.chapters[0].missions[0].title(in: .english) == "Focus 3 times among the gardens")
  }

  /// English mission titles read right for 1, 2 and more: "once",
  /// "twice" (the `two` form), then "3 times".
  @Test func missionTitlePlurals() throws {
    let (_, twice) = try Self.load([
      .set("expeditions.json", "chapters[0].missions[2].target", json: "2")
    ]).get()
    #expect(
      twice.chapters[0].missions[2].title(in: .english) == "Go deep twice to the sound of rain")
    let (_, thrice) = try Self.load([
      .set("expeditions.json", "chapters[0].missions[2].target", json: "3")
    ]).get()
    #expect(
      thrice.chapters[0].missions[2].title(in: .english) == "Go deep 3 times to the sound of rain")
    let (_, bundled) = try Self.load([]).get()
    #expect(
      bundled.chapters[0].missions[2].title(in: .english) == "Go deep once to the sound of rain")
    // Kamakura's deep focus mission has a target of 2.
    #expect(bundled.chapters[1].missions[2].title(in: .english) == "Go deep twice with the waves")
    // Issue #38: a Korean mission title is a task ("…하기") counted in 번 with the verb right
    // after the count, so "1번" reads as once, not as "No. 1" (as it did before "깊이").
    #expect(bundled.chapters[0].missions[2].title(in: .korean) == "빗소리를 들으며 깊은 집중 1회 해내기")
    #expect(bundled.chapters[0].missions[2].title(in: .japanese) == "雨音を聞きながら1回深く集中する")
  }

  /// Each broken file is reported with the file, the path and the problem.
  @Test(arguments: [
    (
      ContentPatch.set("growth.json", "levels", json: #"{"thresholds": [0, 50, 40]}"#),
      "growth.json: levels.thresholds[2]: 40 does not ascend from 50; each level needs more XP than the one before"
    ),
    (
      .set("growth.json", "levels", json: #"{"preset": "duolingo", "levelCap": 10}"#),
      #"growth.json: levels.preset: unknown preset "duolingo"; use "habitica" or give "thresholds""#
    ),
    (
      .set("growth.json", "levels.levelCap", json: "5000"),
      "growth.json: levels.levelCap: 5000 is out of range; use 2-1000"
    ),
    (
      .set("growth.json", "xp.perSession", json: "-1"),
      "growth.json: xp.perSession: -1 is out of range; use 0-100000"
    ),
    (
      .set("growth.json", "titles[2].fromLevel", json: "4"),
      "growth.json: titles[2].fromLevel: 4 does not ascend from 5; each title starts at a higher level"
    ),
    (
      .set("growth.json", "titles[0].fromLevel", json: "2"),
      "growth.json: titles[0].fromLevel: the first title starts at level 1, found 2"
    ),
    (
      .set("growth.json", "titles[7].fromLevel", json: "101"),
      "growth.json: titles[7].fromLevel: 101 is above the level cap 100"
    ),
    (
      .set("growth.json", "titles[1].id", json: #""gate""#),
      #"growth.json: titles[1].id: duplicate id "gate" (first at titles[0])"#
    ),
    (
      .set("expeditions.json", "chapters[1].missions[0].kind", json: #""streakDays""#),
      #"expeditions.json: chapters[1].missions[0].kind: unknown kind "streakDays"; use "sessionCount", "focusMinutes", "deepFocusCount""#
    ),
    (
      .set("expeditions.json", "chapters[1].missions[0].id", json: #""suzhou.minutes""#),
      #"expeditions.json: chapters[1].missions[0].id: duplicate id "suzhou.minutes" (first at chapters[0].missions[1])"#
    ),
    (
      .set("expeditions.json", "chapters[2].missions[1].target", json: "0"),
      "expeditions.json: chapters[2].missions[1].target: 0 is out of range; use 1-1000000"
    ),
    (
      .set("expeditions.json", "chapters[0].bonusMiles", json: "2000000"),
      "expeditions.json: chapters[0].bonusMiles: 2000000 is out of range; use 0-1000000"
    ),
    (
      .set("expeditions.json", "chapters[0].city.zh-Hans", json: #""苏州苏州苏州苏州苏州""#),
      "expeditions.json: chapters[0].city.zh-Hans: 10 characters; keep it within 8"
    ),
    (
      .set("expeditions.json", "chapters[0].missions", json: "[]"),
      "expeditions.json: chapters[0].missions: 0 missions; write 1-100"
    ),
    (
      .set(
        "expeditions.json", "chapters[3].missions[0].title.en", json: #""Focus {target} times""#),
      #"expeditions.json: chapters[3].missions[0].title.en: {target} is a count, so the text needs plural forms: {"one": "… {target} …", "other": "… {target} …"}, even when they read the same"#
    ),
  ])
  func brokenContent(patch: ContentPatch, problem: String) throws {
    let result = try Self.load([patch])
    guard case .failure(let error) = result else {
      Issue.record("\(patch) loaded")
      return
    }
    #expect(error.problems.map(\.description) == [problem])
  }

  /// A language missing from one text is named (parity across the files).
  @Test func parity() throws {
    let result = try Self.load([.remove("expeditions.json", "chapters[4].tagline.ko")])
    guard case .failure(let error) = result else {
      Issue.record("loaded")
      return
    }
    #expect(
      error.problems.map(\.description).contains(
        "expeditions.json: chapters[4].tagline.ko: missing; every text needs zh-Hans, en, ja and ko"
      ), "\(error.problems)")
  }
}
