import Foundation
import HabitRecords
import HabitToolkit

/// One walk over sessions in the order they ended, chapter by chapter:
/// the state's rules in HabitRules.docc/Growth.md, "Expeditions".
///
/// Chapter 1 unlocks at the end of the first session; chapter *k* + 1
/// unlocks when the last mission of chapter *k* completes. A session counts
/// for the chapter that is current when it ends (from the moment the
/// chapter unlocked), for each of its missions not yet completed; the
/// session that completes a chapter counts for that chapter only.
///
/// Earlier state only adds: a mission or chapter completed there is
/// completed from its stored moment, and a chapter unlocks at its stored
/// moment or its derived one, whichever is earlier (a session that ended
/// before a stored unlock still counts).
struct ExpeditionWalk {
  /// Moments as seconds since the reference date.
  typealias Moment = Double

  let chapterCount: Int
  /// The first flat mission index of each chapter, and one past the last.
  let missionStart: [Int]
  let kinds: [MissionKind]
  let targets: [Int]
  var counted: [Int]
  var missionDone: [Moment?]
  var chapterDone: [Moment?]
  var unlocked: [Moment?]
  var current = 0
  /// What the last session completed: flat mission indices, a chapter.
  var lastMissions: [Int] = []
  var lastChapter: Int?
  /// Which session (its index in the walk's order) completed each flat
  /// mission and each chapter; `nil` when none did (open, or completed by
  /// earlier state).
  var missionCompletedBy: [Int?]
  var chapterCompletedBy: [Int?]

  /// Prepares a walk over the content's chapters, with what earlier state
  /// holds as reached.
  init(expeditions: Expeditions, earlier: ExpeditionState?) {
    chapterCount = expeditions.chapters.count
    var starts = [0]
    var kinds: [MissionKind] = []
    var targets: [Int] = []
    var done: [Moment?] = []
    var chapterDone: [Moment?] = []
    var unlocked: [Moment?] = []
    let stored = Dictionary(
      (earlier?.chapters ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for chapter in expeditions.chapters {
      let state = stored[chapter.id]
      let missions = Dictionary(
        (state?.missions ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for mission in chapter.missions {
        kinds.append(mission.kind)
        targets.append(mission.target)
        done.append(missions[mission.id]?.completedAt?.date.timeIntervalSinceReferenceDate)
      }
      starts.append(kinds.count)
      chapterDone.append(state?.completedAt?.date.timeIntervalSinceReferenceDate)
      unlocked.append(state?.unlockedAt?.date.timeIntervalSinceReferenceDate)
    }
    missionStart = starts
    self.kinds = kinds
    self.targets = targets
    counted = Array(repeating: 0, count: kinds.count)
    missionCompletedBy = Array(repeating: nil, count: kinds.count)
    chapterCompletedBy = Array(repeating: nil, count: chapterDone.count)
    missionDone = done
    self.chapterDone = chapterDone
    self.unlocked = unlocked
  }

  /// Walks sessions sorted by their end.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, by ascending end.
  ///   - ends: Their ends.
  ///   - minutes: The minutes each counts (``SessionOverlaps``).
  ///   - deepFocus: The deep-focus rule.
  /// - Complexity: O(*n* × *m*) for *m* missions per chapter.
  mutating func walk(
    _ sessions: [FocusSession], ends: [Moment], minutes: [Int], deepFocus: DeepFocusRule
  ) {
    if chapterCount > 0, let first = ends.first { unlocked[0] = min(unlocked[0] ?? first, first) }
    let last = sessions.count - 1
    for index in sessions.indices {
      let end = ends[index]
      advance(before: end)
      // Every chapter completed: no later session changes the state.
      if current >= chapterCount { break }
      guard let unlock = unlocked[current], end >= unlock else { continue }
      let session = sessions[index]
      let deep = deepFocus.isDeepFocus(
        minutes: Double(minutes[index]), interrupted: session.interrupted)
      for mission in missionStart[current]..<missionStart[current + 1]
      where missionDone[mission] == nil {
        switch kinds[mission] {
        case .sessionCount: counted[mission] += 1
        case .focusMinutes: counted[mission] += minutes[index]
        case .deepFocusCount: if deep { counted[mission] += 1 }
        }
        if counted[mission] >= targets[mission] {
          missionDone[mission] = end
          missionCompletedBy[mission] = index
          if index == last { lastMissions.append(mission) }
        }
      }
      if let completion = completion(of: current), completion <= end {
        if index == last { lastChapter = current }
        chapterCompletedBy[current] = index
        finish(at: completion)
      }
    }
    advance(before: nil)
  }

  /// Completes the current chapters that earlier state completed before a
  /// moment (or at all, for `nil`).
  private mutating func advance(before end: Moment?) {
    while current < chapterCount, let completion = completion(of: current),
      end.map({ completion < $0 }) ?? true
    {
      finish(at: completion)
    }
  }

  private mutating func finish(at moment: Moment) {
    chapterDone[current] = moment
    current += 1
    if current < chapterCount { unlocked[current] = min(unlocked[current] ?? moment, moment) }
  }

  /// When a chapter completes: its stored moment, or when its last mission
  /// completed; `nil` while a mission is open.
  private func completion(of chapter: Int) -> Moment? {
    if let done = chapterDone[chapter] { return done }
    var latest: Moment?
    for mission in missionStart[chapter]..<missionStart[chapter + 1] {
      guard let done = missionDone[mission] else { return nil }
      latest = max(latest ?? done, done)
    }
    return latest
  }
}
