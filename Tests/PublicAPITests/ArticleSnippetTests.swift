// swift-format-ignore-file
// (The snippets keep the articles' layout.)
import Foundation
import HabitRules
import Testing

// The snippets of the DocC articles that the README does not show, run as
// an app would write them (see ReadmeSnippetTests.swift).

@Suite struct ArticleSnippetTests {
  @Test func goalsSnippetRuns() throws {
    let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
    let october7 = try #require(ISO8601Moment.parse("2026-10-07T12:00:00+08:00"))
    let october9 = try #require(ISO8601Moment.parse("2026-10-09T12:00:00+08:00"))
    let october10 = try #require(ISO8601Moment.parse("2026-10-10T12:00:00+08:00"))
    let lastDay = try #require(CivilDate(year: 2026, month: 10, day: 10))
    let firstMonday = try #require(CivilDate(year: 2026, month: 12, day: 7))
    // README: goals
    let goal = try WishGoal(target: 10_000)
    let deposits = [try Deposit(at: october7, amount: 6_000), try Deposit(at: october9, amount: 4_000),
                    try Deposit(at: october10, amount: -500)]      // a withdrawal is negative
    let jar = goal.progress(of: deposits, today: lastDay, calendar: calendar)
    // jar.saved == 9_500, jar.windowDays == 4, jar.daysToGo == 1: ceil(500 x 4 / 9_500)

    let plan = try DepositPlan(amount: 5_000, schedule: .weekly(weekday: 2), rateBasisPoints: 400,
                               years: 5, start: firstMonday)
    let projection = plan.projection(rules: [try plan.reminder(id: "dca", title: "Regular deposit")])
    // projection.deposited == 1_300_000, .interest == 141_253, .balance == 1_441_253
    // END
    #expect(jar.saved == 9_500 && jar.windowDays == 4 && jar.windowSum == 9_500)
    #expect(jar.daysToGo == 1 && jar.reachedOn == lastDay.next)
    #expect(projection.deposited == 1_300_000 && projection.deposits == 260)
    #expect(projection.interest == 141_253 && projection.balance == 1_441_253)
    #expect(projection.rules.map(\.id) == ["dca"])
  }

  @Test func breathingSnippetRuns() throws {
    // README: breathing
    let content = try HabitContent.bundled()
    let box = try content.breathing.pattern(id: "box") ?? BreathingPattern(customSeconds: [4, 4, 4, 4])
    let session = try BreathingTimeline(box, cycles: 2)         // or BreathingTimeline(box, minutes: 3)
    // session.totalMs == 32_000; session.phases[3] is holdEmpty from 12_000 for 4_000 ms, cycle 1
    let now = session.phase(atMs: 12_000)                       // what to show this frame: holdEmpty
    let mine = try BreathingPattern(parsing: "4,7,8")           // a person's own: inhale, hold, exhale
    // END
    #expect(box.id == "box")
    #expect(session.totalMs == 32_000)
    #expect(session.phases[3].kind == .holdEmpty && session.phases[3].startMs == 12_000)
    #expect(session.phases[3].ms == 4_000 && session.phases[3].cycle == 1)
    #expect(now == session.phases[3])
    #expect(session.phase(atMs: 11_999)?.kind == .exhale)
    #expect(mine.phases.map(\.kind) == [.inhale, .hold, .exhale])
    #expect(try BreathingTimeline(box, minutes: 3).cycles == 12)
  }

  @Test func widgetSnippetRuns() throws {
    let content = try HabitContent.bundled()
    let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
    let now = try #require(ISO8601Moment.parse("2026-10-01T23:10:00+08:00"))
    let settings = BedtimeSettings(window: content.planner.defaultWindow, frequency: .normal,
                                   intensity: .normal, seed: 7)
    let planner = BedtimePlanner(settings: settings, calendar: calendar, content: content,
                                 language: .english)
    let rules = [try RecurringReminder(id: "run", title: "Run", time: WallTime(hour: 7, minute: 0) ?? .midnight,
                                       recurrence: .daily)]
    // README: widget
    var shown = NextMoments.Sources()                // what the widget shows: days, window, reminders
    shown.window = settings.window; shown.rollover = settings.window.rollover
    shown.bedtime = planner; shown.rules = rules
    let moments = NextMoments.moments(after: now, hours: 48, calendar: calendar, sources: shown)
    let refresh = moments.first?.at.date             // WidgetKit: Timeline(..., policy: .after(refresh))
    // END
    // Tonight's next bedtime reminder comes first; the day starts when the window closes.
    let first = try #require(moments.first)
    #expect(first.kind == .reminder && first.id?.hasPrefix("bedtime.2026-10-01.") == true)
    #expect(refresh == first.at.date && first.at.date > now)
    #expect(moments.contains { $0.kind == .dayStarts && $0.day == CivilDate(year: 2026, month: 10, day: 2) })
    #expect(moments.contains { $0.id == "custom.run.daily" })
  }
}
