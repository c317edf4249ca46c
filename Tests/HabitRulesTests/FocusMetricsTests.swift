import Foundation
import HabitBadges
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

/// One list of sessions feeds growth and the badge metrics alike, with the
/// same deep-focus rule.
@Suite struct FocusMetricsTests {
  @Test(arguments: 0..<50)
  func badgeMetricsMatchGrowth(seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &+ 0xA5A5)
    let base = try moment("2026-10-01T08:00:00+08:00")
    let sessions = try (0..<random.next(in: 0...30)).map { index in
      try FocusSession(
        id: "s\(index)",
        start: ISO8601Moment(
          base.addingTimeInterval(Double(random.next(in: 0...20_000)) * 60), secondsFromUTC: 28_800),
        minutes: random.next(in: 1...90), interrupted: random.next(in: 0...2) == 0)
    }
    let content = try HabitContent.bundled()
    let calendar = CivilCalendar(timeZone: try zone("Asia/Shanghai"))
    let growth = content.growth(of: sessions, calendar: calendar)
    let metrics = MetricsBuilder(catalog: content.badges, calendar: calendar)
      .metrics(from: sessions, now: base.addingTimeInterval(30 * 86_400))
    #expect(metrics["sessionCount"] == Double(growth.profile.sessions))
    #expect(metrics["focusMinutes"] == Double(growth.profile.focusMinutes))
    #expect(metrics["deepFocusCount"] == Double(growth.profile.deepFocusCount))
    // The rule itself, counted here independently: minute by minute in
    // start order, a session counts the minutes no earlier one covered
    // (the same start and minutes twice counts once), and it is deep focus
    // with 25 such minutes or more, not interrupted.
    var covered = Set<Int>()
    var seen = Set<[Int]>()
    var deep = 0
    var minutes = 0
    let byStart = sessions.enumerated().sorted {
      ($0.element.start.date, $0.element.minutes, $0.offset)
        < ($1.element.start.date, $1.element.minutes, $1.offset)
    }
    for (_, session) in byStart {
      let first = Int(session.start.date.timeIntervalSince(base) / 60)
      guard seen.insert([first, session.minutes]).inserted else { continue }
      let added = (first..<first + session.minutes).filter { covered.insert($0).inserted }.count
      minutes += added
      if added >= 25 && !session.interrupted { deep += 1 }
    }
    #expect(growth.profile.deepFocusCount == deep)
    #expect(growth.profile.focusMinutes == minutes)
  }

  @Test func deepFocusRuleIsTheBadgesOne() throws {
    let content = try HabitContent.bundled()
    #expect(content.badges.builder.deepFocus == DeepFocusRule(minimumMinutes: 25))
    #expect(content.badges.builder.deepFocusMinutes == 25)
  }
}
