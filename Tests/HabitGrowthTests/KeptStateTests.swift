import Foundation
import HabitCalendar
import HabitToolkit
import Testing

@testable import HabitGrowth

/// Kept state never takes anything away (HabitRules.docc/Growth.md, "Kept
/// state"): one test per defect of the audit, named for it.
@Suite struct KeptStateTests {
  static let chapters: [[(MissionKind, Int)]] = [
    [(.sessionCount, 2), (.focusMinutes, 30)], [(.sessionCount, 2)], [(.focusMinutes, 200)],
  ]

  static func report(
    _ sessions: [FocusSession], earlier: ExpeditionState? = nil,
    expeditions: Expeditions? = nil, rules: GrowthRules? = nil
  ) throws -> GrowthReport {
    GrowthReport(
      sessions: sessions,
      content: GrowthContent(
        rules: try rules ?? TestContent.rules(perMission: 7, perChapter: 50),
        expeditions: try expeditions ?? TestContent.expeditions(chapters),
        deepFocus: TestContent.deep),
      earlier: earlier, calendar: TestContent.utc)
  }

  /// Stores a report as an app would (its JSON) and reads it back.
  static func kept(_ report: GrowthReport) throws -> ExpeditionState {
    try JSONDecoder().decode(ExpeditionState.self, from: try JSONEncoder().encode(report))
  }

  static let sessions: [FocusSession] = (0..<6).compactMap { index in
    try? TestContent.session("s\(index)", at: index * 60, minutes: 20)
  }

  /// Defect 1: lowering a mission's `rewardMiles` and a chapter's bonus
  /// after they were earned keeps the miles (hand-worked: 120 minutes,
  /// rewards 10 + 20 + 100 of chapter 1 and 10 + 200 of chapter 2).
  @Test func milesTakenAway() throws {
    let first = try Self.report(Self.sessions)
    #expect(first.profile.miles == 120 + 10 + 20 + 100 + 10 + 200)
    let lower = try TestContent.expeditions(Self.chapters, reward: { _, _ in 1 }, bonus: { _ in 1 })
    let alone = try Self.report(Self.sessions, expeditions: lower)
    #expect(alone.profile.miles == 120 + 5)
    let kept = try Self.report(Self.sessions, earlier: Self.kept(first), expeditions: lower)
    #expect(kept.profile.miles == first.profile.miles)
    #expect(kept.expeditions.chapters[0].bonusMiles == 100)
    #expect(kept.expeditions.chapters[0].missions[1].rewardMiles == 20)
    // Lower XP rates for missions and chapters keep the XP too.
    let cheaper = try TestContent.rules(perMission: 1, perChapter: 1)
    let lowXP = try Self.report(Self.sessions, earlier: Self.kept(first), rules: cheaper)
    #expect(first.profile.xp == 120 + 3 * 7 + 2 * 50)
    #expect(lowXP.profile.xp == first.profile.xp)
  }

  /// Defect 1, retiring: a mission the content drops leaves its chapter
  /// complete, as the sessions alone give, and its miles stay.
  @Test func retiredMissionTakesNothingAway() throws {
    let open = [[(MissionKind.sessionCount, 2), (.sessionCount, 50)], [(.sessionCount, 1)]]
    let first = try Self.report(Self.sessions, expeditions: TestContent.expeditions(open))
    #expect(first.expeditions.chapters[0].completedAt == nil)
    let after = try TestContent.expeditions([[(.sessionCount, 2)], [(.sessionCount, 1)]])
    let alone = try Self.report(Self.sessions, expeditions: after)
    let kept = try Self.report(Self.sessions, earlier: Self.kept(first), expeditions: after)
    #expect(kept.expeditions.chapters[0].missions.count == 1)
    #expect(kept.expeditions.chapters[0].isCompleted)
    #expect(kept.profile.miles == alone.profile.miles)
    #expect(kept.profile.miles >= first.profile.miles)
  }

  /// Defect 2: a state from the later sessions, given all of them, gives
  /// what all give alone; a state given fewer sessions keeps its progress.
  @Test func keptStateLowersProgress() throws {
    let all = try Self.report(Self.sessions)
    let later = try Self.report(Array(Self.sessions.suffix(3)))
    let both = try Self.report(Self.sessions, earlier: Self.kept(later))
    #expect(both == all)
    let fewer = try Self.report(Array(Self.sessions.prefix(1)), earlier: Self.kept(all))
    #expect(fewer.expeditions.chapters == all.expeditions.chapters)
    #expect(fewer.profile == all.profile)
  }

  /// Defect 3: every optional figure is present, `null` when there is
  /// nothing (the level cap, the last title, no chapter completed).
  @Test func missingKeys() throws {
    let rules = try TestContent.rules(levels: "{\"thresholds\": [0, 10]}", titleLevels: [1])
    let report = try Self.report(Self.sessions, rules: rules)
    #expect(report.profile.level == 2)
    let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    for key in ["xpToNext", "nextTitle", "nextTitleId", "nextTitleLevel", "chapterCompleted"] {
      #expect(json.contains("\"\(key)\":null"), "\(key)")
    }
  }

  /// Defect 4: a state made from demo sessions is marked demo, and with
  /// one real session it is ignored: the report equals the real one alone.
  @Test func demoLeaksThroughState() throws {
    let demo = try Self.sessions.map { session in
      try FocusSession(id: session.id, start: session.start, minutes: session.minutes, demo: true)
    }
    let demoReport = try Self.report(demo)
    #expect(demoReport.demo)
    let state = try Self.kept(demoReport)
    #expect(state.demo)
    let real = [try TestContent.session("real", at: 500, minutes: 15)]
    let mixed = try Self.report(real, earlier: state)
    let alone = try Self.report(real)
    #expect(mixed.profile == alone.profile)
    #expect(mixed.expeditions.chapters == alone.expeditions.chapters)
    #expect(!mixed.demo)
    #expect(mixed.adjustments.ignoredDemoState)
    // Without real sessions the demo state still shows, marked demo.
    let onlyDemo = try Self.report([], earlier: state)
    #expect(onlyDemo.demo)
    #expect(onlyDemo.profile.xp == demoReport.profile.xp)
    // A real state leaves demo sessions out.
    let realState = try Self.kept(alone)
    let demoAfterReal = try Self.report(demo, earlier: realState)
    #expect(!demoAfterReal.demo)
    #expect(demoAfterReal.profile == alone.profile)
  }

  /// Defect 8: the same session under two ids counts once; overlapping
  /// minutes count as the union (hand-worked: 20:00-20:30 twice and
  /// 20:10-20:40 cover 40 minutes).
  @Test func doubleCounting() throws {
    let sessions = try [
      TestContent.session("a", at: 0, minutes: 30), TestContent.session("b", at: 0, minutes: 30),
      TestContent.session("c", at: 10, minutes: 30),
    ]
    let report = try Self.report(sessions)
    #expect(report.profile.sessions == 2)
    #expect(report.profile.focusMinutes == 40)
    #expect(report.adjustments.duplicates == 1)
    #expect(report.adjustments.overlapping == 1)
  }

  /// Issue 39, item 1: a kept figure past its bound is an error naming
  /// it, not a trap on a wrapped sum.
  @Test(arguments: [
    (
      "{\"current\": null, \"chapters\": [{\"id\": \"x\", \"bonusMiles\": 5000000000000000000, "
        + "\"completedAt\": \"2026-10-01T08:00:00Z\", \"missions\": []}]}", "bonusMiles"
    ),
    (
      "{\"current\": null, \"chapters\": [{\"id\": \"x\", \"missions\": [{\"id\": \"m\", "
        + "\"kind\": \"sessionCount\", \"target\": 1, \"progress\": -1}]}]}", "progress"
    ),
    ("{\"current\": null, \"chapters\": [], \"profile\": {\"xp\": 2000000000000000000}}", "xp"),
  ])
  func hugeStoredFigures(json: String, field: String) throws {
    let value = try JSONValue.parse(Data(json.utf8), field: "state")
    do {
      _ = try JSONValueDecoder.decode(ExpeditionState.self, from: value)
      Issue.record("\(field): no error")
    } catch {
      let text = String(describing: InputError(error, in: "state"))
      #expect(text.contains(field) && text.contains("a kept state holds 0-"), "\(text)")
    }
  }

  /// Issue 39, item 1: two retired chapters at the bound sum without a trap.
  @Test func boundedFiguresSumWithoutOverflow() throws {
    let chapter = ExpeditionState.ChapterState(
      id: "gone", unlockedAt: TestContent.at(0), completedAt: TestContent.at(1),
      bonusMiles: Int.max / 2 + 1, missions: [])
    let other = ExpeditionState.ChapterState(
      id: "gone2", unlockedAt: TestContent.at(0), completedAt: TestContent.at(1),
      bonusMiles: Int.max / 2 + 1, missions: [])
    let report = try Self.report(
      [], earlier: ExpeditionState(current: nil, chapters: [chapter, other]))
    #expect(report.profile.miles == Int.max)
  }
}
