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
    let inputs = GrowthInputs(sessions: sessions, earlier: earlier)
    var walks = [ExpeditionWalk(expeditions: content.expeditions, earlier: inputs.earlier)]
    if inputs.earlier != nil {
      walks.append(ExpeditionWalk(expeditions: content.expeditions, earlier: nil))
    }
    for index in walks.indices {
      walks[index].walk(
        inputs.ordered, ends: inputs.ends, minutes: inputs.minutes, deepFocus: content.deepFocus)
    }
    let chapters = Self.state(
      of: walks, expeditions: content.expeditions, earlier: inputs.earlier, calendar: calendar)
    let totals = Totals(inputs, chapters: chapters, content: content)
    // What the last session completed: by the sessions alone, less what
    // the kept state had already completed before it ended.
    let last = inputs.ordered.indices.last.map { index in
      Self.earnings(
        of: (inputs.ordered[index], inputs.minutes[index], inputs.ends[index]),
        walk: walks[walks.count - 1], chapters: chapters, content: content, totalXP: totals.xp)
    }
    let profile = totals.profile(in: language)
    self.init(
      timeZone: calendar.zoneName, profile: profile,
      expeditions: ExpeditionState(
        current: Self.current(of: chapters, expeditions: content.expeditions),
        chapters: chapters, totals: KeptTotals(profile), demo: inputs.demo),
      lastSession: last, demo: inputs.demo, adjustments: inputs.adjustments)
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

    /// The kept floor, if any.
    var floor: KeptTotals?

    init(
      _ inputs: GrowthInputs, chapters: [ExpeditionState.ChapterState], content: GrowthContent
    ) {
      self.content = content
      floor = inputs.earlier?.totals
      sessions = inputs.ordered.count
      for (session, counted) in zip(inputs.ordered, inputs.minutes) {
        minutes += counted
        if content.isDeepFocus(session, minutes: counted) { deep += 1 }
      }
      for chapter in chapters {
        if chapter.isCompleted {
          self.chapters += 1
          rewardMiles = rewardMiles.saturatingPlus(chapter.bonusMiles)
        }
        for mission in chapter.missions where mission.isCompleted {
          missions += 1
          rewardMiles = rewardMiles.saturatingPlus(mission.rewardMiles)
        }
      }
    }

    /// XP at the content's rates, never below the kept floor.
    var xp: Int {
      let rates = content.rules.xp
      let derived = [
        minutes.saturatingTimes(rates.perFocusMinute), sessions.saturatingTimes(rates.perSession),
        deep.saturatingTimes(rates.perDeepFocus), missions.saturatingTimes(rates.perMission),
        chapters.saturatingTimes(rates.perChapter),
      ].reduce(0) { $0.saturatingPlus($1) }
      return max(derived, floor?.xp ?? 0)
    }

    /// Miles at the content's rate plus rewards, never below the kept floor.
    var miles: Int {
      let derived = minutes.saturatingTimes(content.rules.milesPerMinute).saturatingPlus(
        rewardMiles)
      return max(derived, floor?.miles ?? 0)
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
        nextTitleLevel: next?.fromLevel, miles: miles,
        sessions: max(sessions, floor?.sessions ?? 0),
        focusMinutes: max(minutes, floor?.focusMinutes ?? 0),
        deepFocusCount: max(deep, floor?.deepFocusCount ?? 0))
    }
  }

  /// What the last session earned: `last` is the session, the minutes it
  /// counts and its end.
  private static func earnings(
    of last: (session: FocusSession, minutes: Int, end: Double), walk: ExpeditionWalk,
    chapters: [ExpeditionState.ChapterState], content: GrowthContent, totalXP: Int
  ) -> SessionEarnings {
    let (session, minutes, end) = last
    let (rules, expeditions) = (content.rules, content.expeditions)
    let missions = expeditions.chapters.flatMap(\.missions)
    let states = chapters.prefix(expeditions.chapters.count).flatMap { chapter in
      chapter.missions.filter { !$0.retired }
    }
    func doneThen(_ moment: ISO8601Moment?) -> Bool {
      moment.map { $0.date.timeIntervalSinceReferenceDate >= end } ?? false
    }
    let completed = walk.lastMissions.filter { doneThen(states[$0].completedAt) }.map {
      missions[$0]
    }
    let chapter = walk.lastChapter.flatMap { index in
      doneThen(chapters[index].completedAt) ? expeditions.chapters[index] : nil
    }
    let deep = content.isDeepFocus(session, minutes: minutes)
    let rates = rules.xp
    let xp =
      minutes * rates.perFocusMinute + rates.perSession + (deep ? rates.perDeepFocus : 0)
      + completed.count * rates.perMission + (chapter == nil ? 0 : rates.perChapter)
    let miles =
      minutes * rules.milesPerMinute + completed.reduce(0) { $0 + $1.rewardMiles }
      + (chapter?.bonusMiles ?? 0)
    return SessionEarnings(
      id: session.id, xp: xp, miles: miles, deepFocus: deep,
      missionsCompleted: completed.map(\.id), chapterCompleted: chapter?.id,
      levelBefore: rules.levels.level(forXP: totalXP - xp),
      levelAfter: rules.levels.level(forXP: totalXP))
  }
}
