import Foundation
import HabitCalendar
import HabitToolkit
import Testing

@testable import HabitGrowth

@Suite struct SessionRewardsTests {
  /// Each session's XP and miles, with the rewards of what it completed.
  ///
  /// Two chapters of a 2-session and a 30-minute mission, then a
  /// 1-session mission (TestContent's rewards: missions 10 and 20 miles,
  /// chapters 100 and 200); rates 1 XP a minute, 5 a session, 10 deep, 20
  /// a mission, 100 a chapter; 2 miles a minute. Sessions (start minute,
  /// length): a (0, 20), b (30, 5), c (60, 25), d (100, 10).
  ///
  /// a: 20 + 5 = 25 XP, 40 miles. b completes the sessions mission:
  /// 5 + 5 + 20 = 30 XP, 10 + 10 = 20 miles. c (deep) completes the
  /// minutes mission (50 >= 30) and so chapter 1: 25 + 5 + 10 + 20 + 100 =
  /// 160 XP, 50 + 20 + 100 = 170 miles. d completes chapter 2:
  /// 10 + 5 + 20 + 100 = 135 XP, 20 + 10 + 200 = 230 miles.
  @Test(arguments: [false, true])
  func eachSessionEarnsItsRewards(reversed: Bool) throws {
    let expeditions = try TestContent.expeditions([
      [(.sessionCount, 2), (.focusMinutes, 30)], [(.sessionCount, 1)],
    ])
    let rules = try TestContent.rules(
      perMinute: 1, perSession: 5, perDeep: 10, perMission: 20, perChapter: 100, milesPerMinute: 2)
    let sessions = try [
      TestContent.session("a", at: 0, minutes: 20), TestContent.session("b", at: 30, minutes: 5),
      TestContent.session("c", at: 60, minutes: 25), TestContent.session("d", at: 100, minutes: 10),
    ]
    let given = reversed ? sessions.reversed() : sessions
    let rewards = SessionRewards.of(
      given, ends: given.map(\.end.timeIntervalSinceReferenceDate),
      content: GrowthContent(rules: rules, expeditions: expeditions, deepFocus: TestContent.deep))
    var gains = given.map { session in
      (
        xp: rules.xp(
          ofSessionMinutes: session.minutes,
          deepFocus: TestContent.deep.isDeepFocus(
            minutes: Double(session.minutes), interrupted: session.interrupted)),
        miles: rules.miles(ofSessionMinutes: session.minutes)
      )
    }
    for reward in rewards {
      gains[reward.session].xp += reward.xp
      gains[reward.session].miles += reward.miles
    }
    #expect(rewards.count == 5)  // three missions and two chapters
    let expected = ["a": (25, 40), "b": (30, 20), "c": (160, 170), "d": (135, 230)]
    for (session, gain) in zip(given, gains) {
      let want = try #require(expected[session.id])
      #expect(gain.xp == want.0 && gain.miles == want.1, "\(session.id): \(gain)")
    }
    let report = GrowthReport(
      sessions: given,
      content: GrowthContent(rules: rules, expeditions: expeditions, deepFocus: TestContent.deep),
      calendar: TestContent.utc)
    #expect(gains.reduce(0) { $0 + $1.xp } == report.profile.xp)
    #expect(gains.reduce(0) { $0 + $1.miles } == report.profile.miles)
  }
}
