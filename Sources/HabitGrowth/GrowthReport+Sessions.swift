import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

extension GrowthReport {
  /// Derives growth and expeditions from sessions (HabitRules.docc/Growth.md).
  ///
  /// Everything is derived each time; nothing is a stored counter. XP is
  /// focus minutes, sessions and deep focus sessions at the content's
  /// rates, plus the rates of completed missions and chapters; miles are
  /// focus minutes at the content's rate plus the completed missions'
  /// `rewardMiles` and chapters' `bonusMiles`. One session can raise
  /// several levels; the level stops at the cap.
  ///
  /// Nothing earned is taken away: a mission or chapter that `earlier`
  /// holds as completed stays completed with its moment, even when the
  /// content now asks for more or no longer has it. A chapter or mission
  /// whose id the content no longer has is kept, marked `retired`, and
  /// listed in ``ExpeditionState/retiredEntries``; its completion still
  /// counts its XP and the miles stored with it.
  ///
  /// Demo sessions count only while there is no real one (``DemoRecords``):
  /// with one real session every demo session is left out, and ``demo``
  /// says whether the report counts demo sessions.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order (fastest sorted by end);
  ///     sessions with the same end count in the order given.
  ///   - content: XP, levels, titles and miles, the chapters and missions,
  ///     and what counts as deep focus.
  ///   - earlier: State an app kept from an earlier report, if any.
  ///   - calendar: The zone moments are written in.
  ///   - language: The language of the titles.
  /// - Complexity: O(*n* × *m*) for *n* sessions and at most *m* missions
  ///   per chapter, O(*n* log *n*) when the sessions are not sorted by end.
  public init(
    sessions: [FocusSession], content: GrowthContent, earlier: ExpeditionState? = nil,
    calendar: CivilCalendar, language: Language = .source
  ) {
    let counted = DemoRecords.filtered(sessions, isDemo: \.demo)
    let (ordered, ends) = Self.byEnd(counted.records)
    var walk = ExpeditionWalk(expeditions: content.expeditions, earlier: earlier)
    walk.walk(ordered, ends: ends, deepFocus: content.deepFocus)
    let state = Self.state(
      of: walk, expeditions: content.expeditions, earlier: earlier, calendar: calendar)
    let totals = Totals(ordered, state: state, content: content)
    let last = ordered.last.map { session in
      Self.earnings(of: session, walk: walk, content: content, totalXP: totals.xp)
    }
    self.init(
      timeZone: calendar.zoneName, profile: totals.profile(in: language), expeditions: state,
      lastSession: last, demo: counted.usedDemo)
  }

  /// The sessions sorted by end (equal ends in the order given), with
  /// their ends in seconds since the reference date; no copy when they
  /// come sorted.
  private static func byEnd(_ sessions: [FocusSession]) -> ([FocusSession], [Double]) {
    let ends = sessions.map { $0.end.timeIntervalSinceReferenceDate }
    if zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }) { return (sessions, ends) }
    let order = ends.indices.sorted { (ends[$0], $0) < (ends[$1], $1) }
    return (order.map { sessions[$0] }, order.map { ends[$0] })
  }

  /// What every counted session adds up to: the profile's figures.
  private struct Totals {
    let content: GrowthContent
    var sessions = 0
    var minutes = 0
    var deep = 0
    var missions = 0
    var chapters = 0
    /// The completed missions' `rewardMiles` and chapters' `bonusMiles`.
    var rewardMiles = 0

    init(_ ordered: [FocusSession], state: ExpeditionState, content: GrowthContent) {
      self.content = content
      sessions = ordered.count
      for session in ordered {
        minutes += session.minutes
        if content.isDeepFocus(session) { deep += 1 }
      }
      for chapter in state.chapters {
        if chapter.isCompleted {
          chapters += 1
          rewardMiles += chapter.bonusMiles
        }
        for mission in chapter.missions where mission.isCompleted {
          missions += 1
          rewardMiles += mission.rewardMiles
        }
      }
    }

    var xp: Int {
      let rates = content.rules.xp
      return minutes * rates.perFocusMinute + sessions * rates.perSession + deep
        * rates.perDeepFocus + missions * rates.perMission + chapters * rates.perChapter
    }

    func profile(in language: Language) -> GrowthProfile {
      let rules = content.rules
      let xp = self.xp
      let curve = rules.levels
      let level = curve.level(forXP: xp)
      let start = curve.thresholds[level - 1]
      let titles = rules.titleIndices(at: level)
      let title = titles.current.map { rules.titles[$0] }
      let next = titles.next.map { rules.titles[$0] }
      return GrowthProfile(
        level: level, xp: xp, xpIntoLevel: xp - start,
        xpToNext: level < curve.levelCap ? curve.thresholds[level] - xp : nil,
        title: title?.name.string(in: language) ?? "", titleId: title?.id ?? "",
        nextTitle: next?.name.string(in: language), nextTitleId: next?.id,
        nextTitleLevel: next?.fromLevel, miles: minutes * rules.milesPerMinute + rewardMiles,
        sessions: sessions, focusMinutes: minutes, deepFocusCount: deep)
    }
  }

  private static func earnings(
    of session: FocusSession, walk: ExpeditionWalk, content: GrowthContent, totalXP: Int
  ) -> SessionEarnings {
    let (rules, expeditions) = (content.rules, content.expeditions)
    let missions = expeditions.chapters.flatMap(\.missions)
    let completed = walk.lastMissions.map { missions[$0] }
    let chapter = walk.lastChapter.map { expeditions.chapters[$0] }
    let deep = content.isDeepFocus(session)
    let rates = rules.xp
    let xp =
      session.minutes * rates.perFocusMinute + rates.perSession + (deep ? rates.perDeepFocus : 0)
      + completed.count * rates.perMission + (chapter == nil ? 0 : rates.perChapter)
    let miles =
      session.minutes * rules.milesPerMinute + completed.reduce(0) { $0 + $1.rewardMiles }
      + (chapter?.bonusMiles ?? 0)
    return SessionEarnings(
      id: session.id, xp: xp, miles: miles, deepFocus: deep,
      missionsCompleted: completed.map(\.id), chapterCompleted: chapter?.id,
      levelBefore: rules.levels.level(forXP: totalXP - xp),
      levelAfter: rules.levels.level(forXP: totalXP))
  }

  /// The state after a walk: the content's chapters and missions, then
  /// what earlier state holds that the content no longer has.
  private static func state(
    of walk: ExpeditionWalk, expeditions: Expeditions, earlier: ExpeditionState?,
    calendar: CivilCalendar
  ) -> ExpeditionState {
    func moment(_ seconds: Double?) -> ISO8601Moment? {
      seconds.map { calendar.zoned(Date(timeIntervalSinceReferenceDate: $0)) }
    }
    let stored = Dictionary(
      (earlier?.chapters ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var chapters: [ExpeditionState.ChapterState] = []
    for (index, chapter) in expeditions.chapters.enumerated() {
      var missions: [ExpeditionState.MissionState] = []
      for (offset, mission) in chapter.missions.enumerated() {
        let flat = walk.missionStart[index] + offset
        let done = walk.missionDone[flat]
        missions.append(
          ExpeditionState.MissionState(
            id: mission.id, kind: mission.kind, target: mission.target,
            progress: done == nil ? min(walk.counted[flat], mission.target) : mission.target,
            completedAt: moment(done), rewardMiles: mission.rewardMiles))
      }
      let known = Set(chapter.missions.map(\.id))
      for kept in stored[chapter.id]?.missions ?? [] where !known.contains(kept.id) {
        missions.append(ExpeditionState.MissionState(retiring: kept, calendar: calendar))
      }
      chapters.append(
        ExpeditionState.ChapterState(
          id: chapter.id, unlockedAt: moment(walk.unlocked[index]),
          completedAt: moment(walk.chapterDone[index]), bonusMiles: chapter.bonusMiles,
          missions: missions))
    }
    let known = Set(expeditions.chapters.map(\.id))
    for kept in earlier?.chapters ?? [] where !known.contains(kept.id) {
      chapters.append(
        ExpeditionState.ChapterState(
          id: kept.id, unlockedAt: kept.unlockedAt.map { calendar.zoned($0.date) },
          completedAt: kept.completedAt.map { calendar.zoned($0.date) },
          bonusMiles: kept.bonusMiles,
          missions: kept.missions.map { .init(retiring: $0, calendar: calendar) }, retired: true))
    }
    let current =
      walk.current < walk.chapterCount && walk.unlocked[walk.current] != nil
      ? expeditions.chapters[walk.current].id : nil
    return ExpeditionState(current: current, chapters: chapters)
  }

}

extension ExpeditionState.MissionState {
  /// A mission kept from earlier state that the content no longer has:
  /// `retired`, its moment written in the zone in force.
  fileprivate init(retiring mission: Self, calendar: CivilCalendar) {
    id = mission.id
    kind = mission.kind
    target = mission.target
    progress = mission.progress
    completedAt = mission.completedAt.map { calendar.zoned($0.date) }
    rewardMiles = mission.rewardMiles
    retired = true
  }
}
