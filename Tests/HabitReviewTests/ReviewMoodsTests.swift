import Foundation
import HabitCalendar
import HabitGrowth
import HabitRules
import HabitToolkit
import Testing

@testable import HabitReview

/// The review counts the sessions whose check-in ended calmer, per period,
/// worked by hand; a session that did not is only not counted.
@Suite struct ReviewMoodsTests {
  static func session(_ id: String, _ start: String, before: Int?, after: Int?) throws
    -> FocusSession
  {
    var session = try FocusSession(
      id: id, start: try #require(ISO8601Moment(start)), minutes: 5)
    session.moods = try MoodCheck(before: before, after: after)
    return session
  }

  @Test func calmerSessionsPerPeriod() throws {
    let content = try HabitContent.bundled()
    let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
    // The week of Mon 2026-11-30 (today Thu 12-03) and the one before.
    let sessions = [
      try Self.session("a", "2026-11-24T21:00:00+08:00", before: 2, after: 4),  // before: calmer
      try Self.session("b", "2026-11-25T21:00:00+08:00", before: 3, after: 3),  // before: same
      try Self.session("c", "2026-11-30T21:00:00+08:00", before: 1, after: 5),  // calmer
      try Self.session("d", "2026-12-01T21:00:00+08:00", before: 4, after: 2),  // not calmer
      try Self.session("e", "2026-12-02T07:00:00+08:00", before: nil, after: 5),  // half a check-in
      try Self.session("f", "2026-12-02T21:00:00+08:00", before: 2, after: 3),  // calmer
      try Self.session("g", "2026-12-03T07:00:00+08:00", before: nil, after: nil),
    ]
    let review = try PeriodReview(
      sessions: sessions, period: .week,
      now: try #require(ISO8601Moment.parse("2026-12-03T12:00:00+08:00")),
      calendar: ReviewCalendar(calendar, weekStart: 2),
      rules: ReviewRules(
        bands: content.review.bands,
        growth: GrowthContent(
          rules: content.growth, expeditions: content.expeditions,
          deepFocus: content.badges.builder.deepFocus)))
    #expect(review.current.sessions == 5)
    #expect(review.current.moodChecks == 3)
    #expect(review.current.endedCalmer == 2)
    #expect(review.previous.moodChecks == 2)
    #expect(review.previous.endedCalmer == 1)
  }
}
