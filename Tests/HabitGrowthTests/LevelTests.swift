import Foundation
import HabitCalendar
import HabitToolkit
import Testing

@testable import HabitGrowth

@Suite struct LevelTests {
  /// Habitica's `toNextLevel` for levels 1-100, written from its formula in
  /// `website/common/script/statHelpers.js` (25L below 5, 150 at 5, then
  /// round((L² × 0.25 + 10L + 139.75) / 10) × 10), computed with exact
  /// fractions.
  static let habiticaToNextLevel = [
    25, 50, 75, 100, 150, 210, 220, 240, 250, 260, 280, 300, 310, 330, 350, 360, 380, 400, 420,
    440, 460, 480, 500, 520, 550, 570, 590, 620, 640, 660, 690, 720, 740, 770, 800, 820, 850, 880,
    910, 940, 970, 1000, 1030, 1060, 1100, 1130, 1160, 1200, 1230, 1260, 1300, 1340, 1370, 1410,
    1450, 1480, 1520, 1560, 1600, 1640, 1680, 1720, 1760, 1800, 1850, 1890, 1930, 1980, 2020, 2060,
    2110, 2160, 2200, 2250, 2300, 2340, 2390, 2440, 2490, 2540, 2590, 2640, 2690, 2740, 2800, 2850,
    2900, 2960, 3010, 3060, 3120, 3180, 3230, 3290, 3350, 3400, 3460, 3520, 3580, 3640,
  ]

  @Test func habiticaPresetMatchesHabitica() throws {
    let computed = (1...100).map(LevelCurve.habiticaToNextLevel)
    #expect(computed == Self.habiticaToNextLevel)
    let curve = try LevelCurve.habitica(levelCap: 101)
    for level in 1...100 {
      #expect(
        curve.thresholds[level] - curve.thresholds[level - 1]
          == Self.habiticaToNextLevel[level - 1], "level \(level)")
    }
    #expect(try LevelCurve.habitica(levelCap: 100).thresholds.last == 144_950)
  }

  /// The level of an amount of XP on thresholds 0, 10, 20, 30, 40 (cap 5).
  @Test(arguments: [
    (0, 1), (9, 1), (10, 2), (19, 2), (20, 3), (39, 4), (40, 5), (41, 5), (1_000_000, 5),
  ])
  func levelOfXP(xp: Int, level: Int) throws {
    #expect(try LevelCurve(thresholds: [0, 10, 20, 30, 40]).level(forXP: xp) == level)
  }

  /// Curves that are not curves.
  @Test(arguments: [
    ([0], "thresholds: 1 levels; a curve has 2-1000"),
    ([5, 10], "thresholds[0]: level 1 starts at 0 XP"),
    (
      [0, 10, 10],
      "thresholds[2]: 10 does not ascend from 10; each level needs more XP than the one before"
    ),
    ([0, 2_000_000_000], "thresholds[1]: keep thresholds within 1000000000"),
  ])
  func badCurves(thresholds: [Int], message: String) {
    #expect(throws: InputError.self) { try LevelCurve(thresholds: thresholds) }
    do {
      _ = try LevelCurve(thresholds: thresholds)
    } catch {
      #expect(error.description == message)
    }
  }

  /// One session can raise several levels; the profile's numbers follow.
  @Test func multiLevelJump() throws {
    let rules = try TestContent.rules()
    let expeditions = try TestContent.expeditions([[(.sessionCount, 100)]])
    let sessions = try [
      TestContent.session("a", at: 0, minutes: 5), TestContent.session("b", at: 10, minutes: 30),
    ]
    let report = GrowthReport(
      sessions: sessions,
      content: GrowthContent(rules: rules, expeditions: expeditions, deepFocus: TestContent.deep),
      calendar: TestContent.utc, language: .english)
    #expect(
      report.profile
        == GrowthProfile(
          level: 4, xp: 35, xpIntoLevel: 5, xpToNext: 5, title: "title2 en", titleId: "t2",
          nextTitle: nil, nextTitleId: nil, nextTitleLevel: nil, miles: 35, sessions: 2,
          focusMinutes: 35, deepFocusCount: 1))
    #expect(
      report.lastSession
        == SessionEarnings(
          id: "b", xp: 30, miles: 30, deepFocus: true, missionsCompleted: [],
          chapterCompleted: nil, levelBefore: 1, levelAfter: 4))
  }

  /// The level stops at the cap: no XP to the next, all XP into the last
  /// level; the title before its level, and the next with its level.
  @Test(
    arguments: [
      // minutes, level, xpIntoLevel, xpToNext, title, next title and level
      (5, 1, 5, 5, "t1", "t2", 3),
      (25, 3, 5, 5, "t2", nil, nil),
      (40, 5, 0, nil, "t2", nil, nil),
      (1_440, 5, 1_400, nil, "t2", nil, nil),
    ] as [(Int, Int, Int, Int?, String, String?, Int?)])
  func levelCap(
    minutes: Int, level: Int, into: Int, toNext: Int?, title: String, next: String?,
    nextLevel: Int?
  ) throws {
    let report = GrowthReport(
      sessions: [try TestContent.session("a", at: 0, minutes: minutes)],
      content: GrowthContent(
        rules: try TestContent.rules(),
        expeditions: try TestContent.expeditions([[(.sessionCount, 9)]]),
        deepFocus: TestContent.deep), calendar: TestContent.utc)
    let profile = report.profile
    #expect(profile.level == level)
    #expect(profile.xpIntoLevel == into)
    #expect(profile.xpToNext == toNext)
    #expect(profile.titleId == title)
    #expect(profile.nextTitleId == next)
    #expect(profile.nextTitleLevel == nextLevel)
  }

  /// The Habitica preset capped at 100: far more XP than level 100 needs
  /// stays at 100.
  @Test func habiticaCap() throws {
    let rules = try TestContent.rules(
      perMinute: 100, levels: "{\"preset\": \"habitica\", \"levelCap\": 100}",
      titleLevels: [1, 100])
    let sessions = try (0..<20).map {
      try TestContent.session("s\($0)", at: 1_500 * $0, minutes: 1_440)
    }
    let report = GrowthReport(
      sessions: sessions,
      content: GrowthContent(
        rules: rules, expeditions: try TestContent.expeditions([[(.sessionCount, 99)]]),
        deepFocus: TestContent.deep), calendar: TestContent.utc)
    #expect(report.profile.level == 100)
    #expect(report.profile.xpToNext == nil)
    #expect(report.profile.xpIntoLevel == 20 * 144_000 - 144_950)
    #expect(report.profile.titleId == "t2")
  }
}
