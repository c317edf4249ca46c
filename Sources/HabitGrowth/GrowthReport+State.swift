import Foundation
import HabitCalendar

extension GrowthReport {
  /// The state after the walks (HabitRules.docc/Growth.md, "Kept state"):
  /// each entry of the content at its furthest in any walk or the kept
  /// state, then what the kept state holds that the content no longer has.
  ///
  /// A mission or chapter is completed at the earliest moment any walk or
  /// the kept state completed it; its progress is the most any of them
  /// counted; a completed entry keeps the larger of its stored and the
  /// content's reward (rewards are fixed when earned).
  static func state(
    of walks: [ExpeditionWalk], expeditions: Expeditions, earlier: ExpeditionState?,
    calendar: CivilCalendar
  ) -> [ExpeditionState.ChapterState] {
    func moment(_ seconds: Double?) -> ISO8601Moment? {
      seconds.map { calendar.zoned(Date(timeIntervalSinceReferenceDate: $0)) }
    }
    let stored = Dictionary(
      (earlier?.chapters ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var chapters: [ExpeditionState.ChapterState] = []
    for (index, chapter) in expeditions.chapters.enumerated() {
      let kept = stored[chapter.id]
      let keptMissions = Dictionary(
        (kept?.missions ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      var missions: [ExpeditionState.MissionState] = []
      var lastDone: Double? = 0
      for (offset, mission) in chapter.missions.enumerated() {
        let flat = (walks.first?.missionStart[index] ?? 0) + offset
        let done = earliest(walks.map { $0.missionDone[flat] })
        lastDone = done.flatMap { done in lastDone.map { max($0, done) } }
        let old = keptMissions[mission.id]
        let counted = walks.map { $0.counted[flat] }.max() ?? 0
        missions.append(
          ExpeditionState.MissionState(
            id: mission.id, kind: mission.kind, target: mission.target,
            progress: done == nil
              ? min(max(counted, old?.progress ?? 0), mission.target) : mission.target,
            completedAt: moment(done),
            rewardMiles: done == nil
              ? mission.rewardMiles : max(mission.rewardMiles, old?.earnedMiles ?? 0)))
      }
      let known = Set(chapter.missions.map(\.id))
      for old in kept?.missions ?? [] where !known.contains(old.id) && old.isCompleted {
        missions.append(ExpeditionState.MissionState(retiring: old, calendar: calendar))
      }
      let done = earliest(walks.map { $0.chapterDone[index] } + [lastDone])
      chapters.append(
        ExpeditionState.ChapterState(
          id: chapter.id, unlockedAt: moment(earliest(walks.map { $0.unlocked[index] })),
          completedAt: moment(done),
          bonusMiles: done == nil
            ? chapter.bonusMiles : max(chapter.bonusMiles, kept?.earnedMiles ?? 0),
          missions: missions))
    }
    let known = Set(expeditions.chapters.map(\.id))
    for old in earlier?.chapters ?? [] where !known.contains(old.id) {
      let missions = old.missions.filter(\.isCompleted)
      guard old.isCompleted || !missions.isEmpty else { continue }
      chapters.append(
        ExpeditionState.ChapterState(
          id: old.id, unlockedAt: old.unlockedAt.map { calendar.zoned($0.date) },
          completedAt: old.completedAt.map { calendar.zoned($0.date) },
          bonusMiles: old.bonusMiles,
          missions: missions.map { .init(retiring: $0, calendar: calendar) }, retired: true))
    }
    return chapters
  }

  /// The chapter now counting sessions: the first of the content's that is
  /// unlocked and open; `nil` before the first session and after the last
  /// chapter completes.
  static func current(
    of chapters: [ExpeditionState.ChapterState], expeditions: Expeditions
  ) -> String? {
    let open = chapters.prefix(expeditions.chapters.count).first { !$0.isCompleted }
    return open?.unlockedAt == nil ? nil : open?.id
  }

  /// The earliest of some moments; `nil` when none is set.
  private static func earliest(_ moments: [Double?]) -> Double? {
    moments.compactMap { $0 }.min()
  }
}

extension ExpeditionState.MissionState {
  /// The miles a completed mission earned; 0 while open.
  var earnedMiles: Int { isCompleted ? rewardMiles : 0 }

  /// A mission kept from earlier state that the content no longer has:
  /// `retired`, its moment written in the zone in force.
  init(retiring mission: Self, calendar: CivilCalendar) {
    id = mission.id
    kind = mission.kind
    target = mission.target
    progress = mission.progress
    completedAt = mission.completedAt.map { calendar.zoned($0.date) }
    rewardMiles = mission.rewardMiles
    retired = true
  }
}

extension ExpeditionState.ChapterState {
  /// The miles a completed chapter earned; 0 while open.
  var earnedMiles: Int { isCompleted ? bonusMiles : 0 }
}
