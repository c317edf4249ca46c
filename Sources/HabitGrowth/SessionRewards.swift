import Foundation
import HabitRecords
import HabitToolkit

/// The rewards of the missions and chapters one session completed, by
/// growth's rules: XP per mission and chapter, `rewardMiles` and
/// `bonusMiles`.
///
/// With ``GrowthRules/xp(ofSessionMinutes:deepFocus:)`` and
/// ``GrowthRules/miles(ofSessionMinutes:)`` for the session itself, the
/// sum over every session is the profile's XP and miles when no earlier
/// state is passed, so a review of a period adds up its sessions' gains and
/// agrees with growth.
package struct SessionRewards: Hashable, Sendable {
  /// The session's index in the list given.
  package let session: Int
  /// The XP of what it completed.
  package let xp: Int
  /// The miles of what it completed.
  package let miles: Int

  /// The sessions that completed a mission or a chapter, with its rewards,
  /// from one walk over the sessions by end (growth's order; sessions with
  /// the same end in the order given).
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order.
  ///   - ends: Their ends, seconds since the reference date, in the same
  ///     order.
  ///   - content: XP rates, the chapters and missions, and what counts as
  ///     deep focus.
  ///   - minutes: The minutes each session counts (``SessionOverlaps``),
  ///     in the same order; `nil` for each session's own.
  /// - Returns: One value per completion (a session that completed two
  ///   things appears twice), in no particular order.
  /// - Complexity: O(*n* × *m*) for *m* missions per chapter, O(*n* log
  ///   *n*) when the sessions are not sorted by end.
  package static func of(
    _ sessions: [FocusSession], ends: [Double], content: GrowthContent, minutes: [Int]? = nil
  ) -> [SessionRewards] {
    let minutes = minutes ?? sessions.map(\.minutes)
    let (rules, expeditions) = (content.rules, content.expeditions)
    var walk = ExpeditionWalk(expeditions: expeditions, earlier: nil)
    // The walk's position of a session is its index when they come sorted.
    var order: [Int]?
    if zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }) {
      walk.walk(sessions, ends: ends, minutes: minutes, deepFocus: content.deepFocus)
    } else {
      let sorted = sessions.indices.sorted { (ends[$0], $0) < (ends[$1], $1) }
      walk.walk(
        sorted.map { sessions[$0] }, ends: sorted.map { ends[$0] },
        minutes: sorted.map { minutes[$0] }, deepFocus: content.deepFocus)
      order = sorted
    }
    func index(_ walked: Int) -> Int { order?[walked] ?? walked }
    var rewards: [SessionRewards] = []
    let missions = expeditions.chapters.flatMap(\.missions)
    for (flat, walked) in walk.missionCompletedBy.enumerated() {
      guard let walked else { continue }
      rewards.append(
        SessionRewards(
          session: index(walked), xp: rules.xp.perMission, miles: missions[flat].rewardMiles))
    }
    for (chapter, walked) in walk.chapterCompletedBy.enumerated() {
      guard let walked else { continue }
      rewards.append(
        SessionRewards(
          session: index(walked), xp: rules.xp.perChapter,
          miles: expeditions.chapters[chapter].bonusMiles))
    }
    return rewards
  }
}
