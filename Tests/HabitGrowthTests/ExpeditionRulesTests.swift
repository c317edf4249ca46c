import Foundation
import HabitCalendar
import HabitToolkit
import Testing

@testable import HabitGrowth

@Suite struct ExpeditionRulesTests {
  /// Three chapters of one `sessionCount` mission each (2, 1, 1): after
  /// each number of 10-minute sessions, one every 30 minutes (ending at
  /// minutes 10, 40, 70, 100), the current chapter and each chapter's
  /// unlock and completion minute.
  @Test(
    arguments: [
      // sessions, current, unlocked (minutes), completed (minutes)
      (0, nil, [nil, nil, nil], [nil, nil, nil]),
      (1, "c1", [10, nil, nil], [nil, nil, nil]),
      (2, "c2", [10, 40, nil], [40, nil, nil]),
      (3, "c3", [10, 40, 70], [40, 70, nil]),
      (4, nil, [10, 40, 70], [40, 70, 100]),
    ] as [(Int, String?, [Int?], [Int?])])
  func unlockOrder(count: Int, current: String?, unlocked: [Int?], completed: [Int?]) throws {
    let expeditions = try TestContent.expeditions([
      [(.sessionCount, 2)], [(.sessionCount, 1)], [(.sessionCount, 1)],
    ])
    let sessions = try (0..<count).map {
      try TestContent.session("s\($0)", at: 30 * $0, minutes: 10)
    }
    // In reverse order: the report sorts by end.
    let report = GrowthReport(
      sessions: sessions.reversed(),
      content: GrowthContent(
        rules: try TestContent.rules(), expeditions: expeditions, deepFocus: TestContent.deep),
      calendar: TestContent.utc)
    #expect(report.expeditions.current == current)
    #expect(
      report.expeditions.chapters.map(\.unlockedAt) == unlocked.map { $0.map(TestContent.at) })
    #expect(
      report.expeditions.chapters.map(\.completedAt) == completed.map { $0.map(TestContent.at) })
    #expect(
      report.expeditions.chapters.flatMap(\.missions).map(\.completedAt)
        == report.expeditions.chapters.map(\.completedAt))
  }

  /// The session that completes a chapter counts for it only: its minutes
  /// beyond the target do not carry into the next chapter.
  @Test(arguments: [
    // minutes of each session, progress of c1 and c2, c2 completed
    ([20, 20], [30, 0], false),
    ([20, 20, 20], [30, 20], false),
    ([20, 20, 20, 10], [30, 30], true),
    ([40], [30, 0], false),
    ([40, 30], [30, 30], true),
  ])
  func completingSessionCountsForItsChapterOnly(
    minutes: [Int], progress: [Int], secondDone: Bool
  ) throws {
    let expeditions = try TestContent.expeditions([
      [(.focusMinutes, 30)], [(.focusMinutes, 30)],
    ])
    let sessions = try minutes.enumerated().map {
      try TestContent.session("s\($0.offset)", at: 100 * $0.offset, minutes: $0.element)
    }
    let report = GrowthReport(
      sessions: sessions,
      content: GrowthContent(
        rules: try TestContent.rules(), expeditions: expeditions, deepFocus: TestContent.deep),
      calendar: TestContent.utc)
    #expect(report.expeditions.chapters.map { $0.missions[0].progress } == progress)
    #expect(report.expeditions.chapters[1].isCompleted == secondDone)
  }

  /// Missions of one chapter count the same sessions, each by its kind;
  /// deep focus is the badges' rule: 25 minutes or more, not interrupted.
  @Test func missionKindsAndDeepFocus() throws {
    let expeditions = try TestContent.expeditions([
      [(.sessionCount, 10), (.focusMinutes, 1_000), (.deepFocusCount, 10)]
    ])
    let sessions = try [
      TestContent.session("a", at: 0, minutes: 25),
      TestContent.session("b", at: 60, minutes: 24),
      TestContent.session("c", at: 120, minutes: 90, interrupted: true),
      TestContent.session("d", at: 300, minutes: 26),
    ]
    let report = GrowthReport(
      sessions: sessions,
      content: GrowthContent(
        rules: try TestContent.rules(), expeditions: expeditions, deepFocus: TestContent.deep),
      calendar: TestContent.utc)
    #expect(report.expeditions.chapters[0].missions.map(\.progress) == [4, 165, 2])
    #expect(report.profile.deepFocusCount == 2)
    #expect(report.profile.sessions == 4)
    #expect(report.profile.focusMinutes == 165)
  }

  /// Nothing earned is taken away: a content update raises a target 10x
  /// and removes a mission; with the earlier state passed, what was
  /// completed stays completed with its moment, the removed mission is
  /// kept and reported, and a definition change alone writes nothing.
  @Test func contentUpdateKeepsWhatWasEarned() throws {
    let before = try TestContent.expeditions([
      [(.sessionCount, 2), (.focusMinutes, 20)], [(.sessionCount, 5)],
    ])
    let after = try TestContent.expeditions([[(.sessionCount, 20)], [(.sessionCount, 5)]])
    let rules = try TestContent.rules(perMission: 7, perChapter: 100)
    let sessions = try [
      TestContent.session("a", at: 0, minutes: 10), TestContent.session("b", at: 30, minutes: 10),
      TestContent.session("c", at: 60, minutes: 10),
    ]
    let first = GrowthReport(
      sessions: sessions,
      content: GrowthContent(rules: rules, expeditions: before, deepFocus: TestContent.deep),
      calendar: TestContent.utc)
    #expect(first.expeditions.chapters[0].completedAt == TestContent.at(40))
    let stored = try JSONDecoder().decode(
      ExpeditionState.self, from: try JSONEncoder().encode(first))

    // Without the earlier state, the new content alone decides.
    let fresh = GrowthReport(
      sessions: sessions,
      content: GrowthContent(rules: rules, expeditions: after, deepFocus: TestContent.deep),
      calendar: TestContent.utc)
    #expect(fresh.expeditions.chapters[0].completedAt == nil)
    #expect(fresh.expeditions.current == "c1")

    for kept in [sessions, []] {
      let report = GrowthReport(
        sessions: kept,
        content: GrowthContent(rules: rules, expeditions: after, deepFocus: TestContent.deep),
        earlier: stored, calendar: TestContent.utc)
      let chapters = report.expeditions.chapters
      var retiredMission = ExpeditionState.MissionState(
        id: "c1.m2", kind: .focusMinutes, target: 20, progress: 20,
        completedAt: TestContent.at(40), rewardMiles: 20)
      retiredMission.retired = true
      #expect(
        chapters[0]
          == ExpeditionState.ChapterState(
            id: "c1", unlockedAt: TestContent.at(10), completedAt: TestContent.at(40),
            bonusMiles: 100,
            missions: [
              .init(
                id: "c1.m1", kind: .sessionCount, target: 20, progress: 20,
                completedAt: TestContent.at(40), rewardMiles: 10),
              retiredMission,
            ]))
      #expect(chapters[1].unlockedAt == TestContent.at(40))
      // The kept progress is a floor: fewer sessions never lower it.
      #expect(chapters[1].missions[0].progress == 1)
      #expect(report.expeditions.current == "c2")
      #expect(report.expeditions.retiredEntries == ["c1/c1.m2"])
      // Two missions and a chapter stay earned: 7 + 7 + 100 XP, 10 + 20 + 100 miles,
      // with the 30 minutes the kept profile holds as a floor.
      #expect(report.profile.xp == 30 + 114)
      #expect(report.profile.miles == 30 + 130)
    }
  }

  /// A chapter the content no longer has is kept at the end, marked
  /// retired, and reported.
  @Test func removedChapterIsKept() throws {
    let stored = ExpeditionState(
      current: nil,
      chapters: [
        .init(
          id: "old", unlockedAt: TestContent.at(0), completedAt: TestContent.at(5),
          bonusMiles: 50,
          missions: [
            .init(
              id: "old.m", kind: .sessionCount, target: 1, progress: 1,
              completedAt: TestContent.at(5), rewardMiles: 5)
          ])
      ])
    let report = GrowthReport(
      sessions: [],
      content: GrowthContent(
        rules: try TestContent.rules(perMission: 1, perChapter: 2),
        expeditions: try TestContent.expeditions([[(.sessionCount, 1)]]),
        deepFocus: TestContent.deep), earlier: stored, calendar: TestContent.utc)
    #expect(report.expeditions.chapters.map(\.id) == ["c1", "old"])
    #expect(report.expeditions.chapters[1].retired)
    #expect(report.expeditions.retiredEntries == ["old"])
    #expect(report.expeditions.current == nil)
    #expect(report.profile.xp == 3)
    #expect(report.profile.miles == 55)
  }
}
