import Foundation
import HabitToolkit

/// What each session earned by growth's rules: its XP and miles, with the
/// rewards of the missions and chapters it completed.
///
/// The sum over every session is the profile's XP and miles when no
/// earlier state is passed, so a review of a period adds up the gains of
/// the sessions it holds and agrees with growth.
package struct SessionGains: Hashable, Sendable {
  /// XP: minutes, the session, deep focus, and rewards of what it
  /// completed, at `growth.json`'s rates.
  package let xp: Int
  /// Miles: minutes at the content's rate plus `rewardMiles` and
  /// `bonusMiles` of what it completed.
  package let miles: Int

  /// The gains of each session, in one walk over them by end (growth's
  /// order; sessions with the same end in the order given).
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order.
  ///   - rules: XP and miles rates (`growth.json`).
  ///   - expeditions: The chapters and missions (`expeditions.json`).
  ///   - deepFocus: What counts as deep focus.
  /// - Returns: One value per session, in the order of `sessions`.
  /// - Complexity: O(*n* × *m*) for *m* missions per chapter, O(*n* log
  ///   *n*) when the sessions are not sorted by end.
  package static func of(
    _ sessions: [FocusSession], rules: GrowthRules, expeditions: Expeditions,
    deepFocus: DeepFocusRule
  ) -> [SessionGains] {
    var ends = sessions.map { $0.end.timeIntervalSinceReferenceDate }
    var walk = ExpeditionWalk(expeditions: expeditions, earlier: nil)
    // The walk's position of a session is its index when they come sorted.
    var order: [Int]?
    if zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }) {
      walk.walk(sessions, ends: ends, deepFocus: deepFocus)
    } else {
      let sorted = sessions.indices.sorted { (ends[$0], $0) < (ends[$1], $1) }
      ends = sorted.map { ends[$0] }
      walk.walk(sorted.map { sessions[$0] }, ends: ends, deepFocus: deepFocus)
      order = sorted
    }
    func index(_ walked: Int) -> Int { order?[walked] ?? walked }

    let rates = rules.xp
    var xp = sessions.map { session in
      session.minutes * rates.perFocusMinute + rates.perSession
        + (deepFocus.isDeepFocus(minutes: Double(session.minutes), interrupted: session.interrupted)
          ? rates.perDeepFocus : 0)
    }
    var miles = sessions.map { $0.minutes * rules.milesPerMinute }
    let missions = expeditions.chapters.flatMap(\.missions)
    for (flat, walked) in walk.missionCompletedBy.enumerated() {
      guard let walked else { continue }
      xp[index(walked)] += rates.perMission
      miles[index(walked)] += missions[flat].rewardMiles
    }
    for (chapter, walked) in walk.chapterCompletedBy.enumerated() {
      guard let walked else { continue }
      xp[index(walked)] += rates.perChapter
      miles[index(walked)] += expeditions.chapters[chapter].bonusMiles
    }
    return zip(xp, miles).map { SessionGains(xp: $0, miles: $1) }
  }
}
