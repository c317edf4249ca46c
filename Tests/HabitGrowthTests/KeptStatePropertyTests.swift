import Foundation
import HabitCalendar
import HabitToolkit
import Testing

@testable import HabitGrowth

/// `derive(state, sessions) >= state` and `>= derive(sessions)`, field by
/// field, over random histories (HabitRules.docc/Growth.md, "Kept state").
@Suite struct KeptStatePropertyTests {
  /// How many random histories each property runs over.
  static let histories = 120

  struct History {
    let chapters: [[(MissionKind, Int)]]
    let sessions: [FocusSession]
  }

  /// Random chapters and up to 30 sessions; `overlapping` lets sessions
  /// overlap and repeat.
  static func history(seed: Int, overlapping: Bool) throws -> History {
    var random = SplitMix64(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 17)
    let chapters: [[(MissionKind, Int)]] = (0..<random.next(in: 1...4)).map { _ in
      (0..<random.next(in: 1...3)).map { _ in
        let kind = MissionKind.allCases[random.next(in: 0...2)]
        return (kind, kind == .focusMinutes ? random.next(in: 1...150) : random.next(in: 1...5))
      }
    }
    var clock = 0
    let laidOut = try (0..<random.next(in: 0...30)).map { index in
      let minutes = random.next(in: 1...60)
      let start = overlapping ? random.next(in: 0...900) : clock
      clock += minutes + random.next(in: 0...30)
      return try TestContent.session(
        "s\(index)", at: start, minutes: minutes, interrupted: random.next(in: 0...3) == 0)
    }
    return History(chapters: chapters, sessions: random.shuffled(laidOut))
  }

  /// The rates of every history, read once.
  static let standardRules = Result {
    try TestContent.rules(perSession: 2, perMission: 7, perChapter: 50)
  }

  static func report(
    _ sessions: [FocusSession], _ expeditions: Expeditions, earlier: ExpeditionState? = nil,
    rules: GrowthRules? = nil
  ) throws -> GrowthReport {
    GrowthReport(
      sessions: sessions,
      content: GrowthContent(
        rules: try rules ?? standardRules.get(), expeditions: expeditions,
        deepFocus: TestContent.deep),
      earlier: earlier, calendar: TestContent.utc)
  }

  static func kept(_ report: GrowthReport) throws -> ExpeditionState {
    try JSONDecoder().decode(ExpeditionState.self, from: try JSONEncoder().encode(report))
  }

  /// The problems when `report` holds less than `floor` on any field: a
  /// completion missing or later, less progress, fewer rewards, a lower
  /// figure of the profile.
  static func shortfalls(_ report: GrowthReport, below floor: GrowthReport) -> [String] {
    var problems: [String] = []
    let chapters = Dictionary(
      report.expeditions.chapters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    func later(_ moment: ISO8601Moment?, than floor: ISO8601Moment?) -> Bool {
      guard let floor else { return false }
      guard let moment else { return true }
      return moment.date > floor.date
    }
    for chapter in floor.expeditions.chapters {
      guard let mine = chapters[chapter.id] else {
        if chapter.isCompleted { problems.append("\(chapter.id) dropped") }
        continue
      }
      if later(mine.completedAt, than: chapter.completedAt) {
        problems.append("\(chapter.id) done")
      }
      if later(mine.unlockedAt, than: chapter.unlockedAt) {
        problems.append("\(chapter.id) unlock")
      }
      if chapter.isCompleted, mine.bonusMiles < chapter.bonusMiles {
        problems.append("\(chapter.id) bonus")
      }
      let missions = Dictionary(
        mine.missions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for mission in chapter.missions {
        guard let other = missions[mission.id] else {
          if mission.isCompleted { problems.append("\(mission.id) dropped") }
          continue
        }
        if later(other.completedAt, than: mission.completedAt) {
          problems.append("\(mission.id) done")
        }
        if other.progress < mission.progress, !other.isCompleted {
          problems.append("\(mission.id) progress")
        }
        if mission.isCompleted, other.rewardMiles < mission.rewardMiles {
          problems.append("\(mission.id) reward")
        }
      }
    }
    let (mine, theirs) = (report.profile, floor.profile)
    let figures = [
      ("xp", mine.xp, theirs.xp), ("miles", mine.miles, theirs.miles),
      ("sessions", mine.sessions, theirs.sessions),
      ("minutes", mine.focusMinutes, theirs.focusMinutes),
      ("deep", mine.deepFocusCount, theirs.deepFocusCount), ("level", mine.level, theirs.level),
    ]
    for (name, value, least) in figures where value < least { problems.append(name) }
    return problems
  }

  /// Every split point: a state from the sessions that ended first (or
  /// last), given all of them, equals all of them alone; and any state
  /// with any sessions is at least both.
  @Test(arguments: 0..<histories)
  func everySplitPoint(seed: Int) throws {
    let history = try Self.history(seed: seed, overlapping: false)
    let expeditions = try TestContent.expeditions(history.chapters)
    let all = try Self.report(history.sessions, expeditions)
    let byEnd = history.sessions.sorted { ($0.end, $0.id) < ($1.end, $1.id) }
    for split in 0...byEnd.count {
      let prefix = try Self.report(Array(byEnd.prefix(split)), expeditions)
      let fromPrefix = try Self.report(history.sessions, expeditions, earlier: Self.kept(prefix))
      #expect(fromPrefix == all, "seed \(seed), prefix \(split)")
      let suffix = try Self.report(Array(byEnd.suffix(from: split)), expeditions)
      let fromSuffix = try Self.report(history.sessions, expeditions, earlier: Self.kept(suffix))
      #expect(Self.shortfalls(fromSuffix, below: all).isEmpty, "seed \(seed), suffix \(split)")
      #expect(Self.shortfalls(fromSuffix, below: suffix).isEmpty, "seed \(seed), suffix \(split)")
      // Fewer sessions than the state was made from take nothing away.
      let fewer = try Self.report(Array(byEnd.prefix(split)), expeditions, earlier: Self.kept(all))
      #expect(Self.shortfalls(fewer, below: all).isEmpty, "seed \(seed), fewer \(split)")
    }
  }

  /// Every content edit that lowers a reward loses nothing kept.
  ///
  /// Each mission's miles, each
  /// chapter's bonus, the XP per mission and per chapter, one at a time):
  /// the state kept before it loses nothing, and the report is at least
  /// what the sessions give under the new content. Overlapping and
  /// repeated sessions included.
  @Test(arguments: 0..<histories)
  func everyLoweredReward(seed: Int) throws {
    let history = try Self.history(seed: seed, overlapping: true)
    let before = try TestContent.expeditions(history.chapters)
    let first = try Self.report(history.sessions, before)
    let state = try Self.kept(first)
    var edits: [(Expeditions, GrowthRules?)] = []
    for (chapter, missions) in history.chapters.enumerated() {
      edits.append(
        (
          try TestContent.expeditions(
            history.chapters, bonus: { $0 == chapter ? 0 : 100 * ($0 + 1) }), nil
        ))
      for mission in missions.indices {
        let lowered = try TestContent.expeditions(
          history.chapters, reward: { $0 == chapter && $1 == mission ? 0 : 10 * ($1 + 1) })
        edits.append((lowered, nil))
      }
    }
    edits.append((before, try TestContent.rules(perSession: 2, perMission: 0, perChapter: 50)))
    edits.append((before, try TestContent.rules(perSession: 2, perMission: 7, perChapter: 0)))
    for (index, edit) in edits.enumerated() {
      let kept = try Self.report(history.sessions, edit.0, earlier: state, rules: edit.1)
      let alone = try Self.report(history.sessions, edit.0, rules: edit.1)
      #expect(Self.shortfalls(kept, below: first).isEmpty, "seed \(seed), edit \(index)")
      #expect(Self.shortfalls(kept, below: alone).isEmpty, "seed \(seed), edit \(index)")
    }
  }

  /// Every mix of demo and real sessions, with a demo or a real state: the
  /// report equals the real sessions alone once one is real, and is demo
  /// only when nothing real is present.
  @Test(arguments: 0..<histories)
  func everyDemoMix(seed: Int) throws {
    let history = try Self.history(seed: seed, overlapping: false)
    let expeditions = try TestContent.expeditions(history.chapters)
    var random = SplitMix64(state: UInt64(seed) &+ 99)
    let mixed = try history.sessions.map { session in
      try FocusSession(
        id: session.id, start: session.start, minutes: session.minutes,
        interrupted: session.interrupted, demo: random.next(in: 0...1) == 0)
    }
    let real = mixed.filter { !$0.demo }
    let demoState = try Self.kept(Self.report(mixed.filter(\.demo), expeditions))
    let report = try Self.report(mixed, expeditions, earlier: demoState)
    if real.isEmpty {
      #expect(report.demo == !mixed.isEmpty)
    } else {
      let alone = try Self.report(real, expeditions)
      #expect(report.profile == alone.profile, "seed \(seed)")
      #expect(report.expeditions.chapters == alone.expeditions.chapters, "seed \(seed)")
      #expect(!report.demo)
    }
  }
}
