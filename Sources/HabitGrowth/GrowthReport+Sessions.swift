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
  ///   - rules: XP, levels, titles and miles (`growth.json`).
  ///   - expeditions: The chapters and missions (`expeditions.json`).
  ///   - deepFocus: What counts as deep focus: the badges' rule
  ///     (``MetricsBuilder/Rules/deepFocus`` in `HabitBadges`).
  ///   - earlier: State an app kept from an earlier report, if any.
  ///   - calendar: The zone moments are written in.
  ///   - language: The language of the titles.
  /// - Complexity: O(*n* × *m*) for *n* sessions and at most *m* missions
  ///   per chapter, O(*n* log *n*) when the sessions are not sorted by end.
  public init(
    sessions: [FocusSession], rules: GrowthRules, expeditions: Expeditions,
    deepFocus: DeepFocusRule, earlier: ExpeditionState? = nil, calendar: CivilCalendar,
    language: Language = .source
  ) {
    let counted = DemoRecords.filtered(sessions, isDemo: \.demo)
    let sessions = counted.records
    var ordered = sessions
    var ends = sessions.map { $0.end.timeIntervalSinceReferenceDate }
    if !zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }) {
      let order = ends.indices.sorted { (ends[$0], $0) < (ends[$1], $1) }
      ordered = order.map { sessions[$0] }
      ends = order.map { ends[$0] }
    }
    var walk = ExpeditionWalk(expeditions: expeditions, earlier: earlier)
    walk.walk(ordered, ends: ends, deepFocus: deepFocus)
    let state = Self.state(of: walk, expeditions: expeditions, earlier: earlier, calendar: calendar)

    var minutes = 0
    var deepCount = 0
    for session in ordered {
      minutes += session.minutes
      if deepFocus.isDeepFocus(minutes: Double(session.minutes), interrupted: session.interrupted) {
        deepCount += 1
      }
    }
    var missionsDone = 0
    var chaptersDone = 0
    var rewardMiles = 0
    for chapter in state.chapters {
      if chapter.isCompleted {
        chaptersDone += 1
        rewardMiles += chapter.bonusMiles
      }
      for mission in chapter.missions where mission.isCompleted {
        missionsDone += 1
        rewardMiles += mission.rewardMiles
      }
    }
    let rates = rules.xp
    let xp =
      minutes * rates.perFocusMinute + ordered.count * rates.perSession + deepCount
      * rates.perDeepFocus + missionsDone * rates.perMission + chaptersDone * rates.perChapter
    let profile = Self.profile(
      xp: xp, rules: rules, language: language,
      miles: minutes * rules.milesPerMinute + rewardMiles, sessions: ordered.count,
      minutes: minutes, deep: deepCount)
    let last = ordered.last.map { session in
      Self.earnings(
        of: session, walk: walk, expeditions: expeditions, rules: rules, deepFocus: deepFocus,
        totalXP: xp)
    }
    self.init(
      timeZone: calendar.zoneName, profile: profile, expeditions: state, lastSession: last,
      demo: counted.usedDemo)
  }

  private static func profile(
    xp: Int, rules: GrowthRules, language: Language, miles: Int, sessions: Int, minutes: Int,
    deep: Int
  ) -> GrowthProfile {
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
      nextTitleLevel: next?.fromLevel, miles: miles, sessions: sessions, focusMinutes: minutes,
      deepFocusCount: deep)
  }

  private static func earnings(
    of session: FocusSession, walk: ExpeditionWalk, expeditions: Expeditions,
    rules: GrowthRules, deepFocus: DeepFocusRule, totalXP: Int
  ) -> SessionEarnings {
    let missions = expeditions.chapters.flatMap(\.missions)
    let completed = walk.lastMissions.map { missions[$0] }
    let chapter = walk.lastChapter.map { expeditions.chapters[$0] }
    let deep = deepFocus.isDeepFocus(
      minutes: Double(session.minutes), interrupted: session.interrupted)
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
        missions.append(retired(kept, calendar: calendar))
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
          missions: kept.missions.map { retired($0, calendar: calendar) }, retired: true))
    }
    let current =
      walk.current < walk.chapterCount && walk.unlocked[walk.current] != nil
      ? expeditions.chapters[walk.current].id : nil
    return ExpeditionState(current: current, chapters: chapters)
  }

  private static func retired(
    _ mission: ExpeditionState.MissionState, calendar: CivilCalendar
  ) -> ExpeditionState.MissionState {
    ExpeditionState.MissionState(
      id: mission.id, kind: mission.kind, target: mission.target, progress: mission.progress,
      completedAt: mission.completedAt.map { calendar.zoned($0.date) },
      rewardMiles: mission.rewardMiles, retired: true)
  }
}
