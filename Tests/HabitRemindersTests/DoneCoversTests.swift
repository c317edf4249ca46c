import Foundation
import HabitCalendar
import HabitTestSupport
import Testing

@testable import HabitReminders

/// What a completion covers, and the occurrences it skips.
@Suite struct DoneCoversTests {
  static func rule(
    _ id: String, _ recurrence: RecurringReminder.Recurrence, covers: RecurringReminder.DoneCovers?,
    time: String = "20:00", monthEnd: RecurringReminder.MonthEnd = .skip
  ) throws -> RecurringReminder {
    var rule = try RecurringReminder(
      id: id, title: id, time: try #require(WallTime(time)), recurrence: recurrence,
      monthEnd: monthEnd)
    rule.doneCovers = covers
    return rule
  }

  // Hand-worked periods: week start Monday (2); 2026-12-02 is a Wednesday.
  @Test(arguments: [
    // covers, day, first, last
    (RecurringReminder.DoneCovers.day, "2026-12-02", "2026-12-02", "2026-12-02"),
    (.week, "2026-12-02", "2026-11-30", "2026-12-06"),
    (.week, "2026-11-30", "2026-11-30", "2026-12-06"),
    (.week, "2026-12-06", "2026-11-30", "2026-12-06"),
    (.month, "2028-02-15", "2028-02-01", "2028-02-29"),
    (.year, "2026-12-02", "2026-01-01", "2026-12-31"),
  ])
  func periods(covers: RecurringReminder.DoneCovers, on: String, first: String, last: String)
    throws
  {
    let period = ReminderCompletions([]).period(of: try day(on), covers: covers)
    #expect(period == (try day(first))...(try day(last)), "\(covers) \(on)")
  }

  @Test func sundayWeeks() throws {
    let period = ReminderCompletions([], weekStart: 1).period(
      of: try day("2026-12-02"), covers: .week)
    #expect(period == (try day("2026-11-29"))...(try day("2026-12-05")))
  }

  @Test func decodesAndWritesDoneCoversOnlyWhenSet() throws {
    let json =
      #"[{"id": "a", "title": "A", "time": "09:00", "repeat": {"kind": "daily"}, "doneCovers": "week"},"#
      + #"{"id": "b", "title": "B", "time": "09:00", "repeat": {"kind": "daily"}},"#
      + #"{"id": "c", "title": "C", "time": "09:00", "repeat": {"kind": "daily"}, "doneCovers": "fortnight"}]"#
    let stored = try RecurringReminder.rules(fromJSON: Data(json.utf8))
    #expect(stored.rules.map(\.doneCovers) == [.week, nil])
    #expect(stored.problems.map(\.index) == [2])
    #expect(
      stored.problems.first?.description
        == #"reminders[2] "c".doneCovers: unknown value "fortnight"; use "day", "week", "month", "year", "rule""#
    )
    let written = try String(decoding: JSONEncoder().encode(stored.rules[1]), as: UTF8.self)
    #expect(!written.contains("doneCovers"))
    let again = try JSONDecoder().decode(
      RecurringReminder.self, from: JSONEncoder().encode(stored.rules[0]))
    #expect(again.doneCovers == .week)
  }

  @Test func completionsFileErrorsNameTheEntry() throws {
    #expect(
      throws: InputError.self,
      performing: { try ReminderCompletions.list(fromJSON: Data(#"[{"reminder": "a"}]"#.utf8)) })
    do {
      _ = try ReminderCompletions.list(
        fromJSON: Data(#"[{"reminder": "a", "day": "2026-13-01"}]"#.utf8))
      Issue.record("accepted a bad day")
    } catch {
      #expect(error.field.hasPrefix("done[0]"), "\(error)")
    }
    let read = try ReminderCompletions.list(
      fromJSON: Data(#"[{"reminder": "a", "day": "2026-12-01"}]"#.utf8))
    #expect(read == [.init(reminder: "a", day: try day("2026-12-01"))])
  }

  /// A daily rule done today: today's 20:00 is skipped; tomorrow's is one
  /// dated request, and from then on the repeating trigger again.
  @Test func dailyDoneTodayFallsBackToOneDatedRequest() throws {
    let calendar = CivilCalendar(timeZone: try zone("Asia/Shanghai"))
    let run = try Self.rule("run", .daily, covers: .day)
    let now = try moment("2026-12-02T10:00:00+08:00")
    let done = ReminderCompletions([.init(reminder: "run", day: try day("2026-12-02"))])
    let tomorrow = try moment("2026-12-03T20:00:00+08:00")
    #expect(
      run.doneState(after: now, calendar: calendar, completions: done) == .fallback(until: tomorrow)
    )
    let requests = run.timedRequests(
      after: now, count: 5, calendar: calendar, defaultBody: "B", completions: done)
    #expect(requests.map(\.request.id) == ["custom.run.2026-12-03"])
    #expect(requests.map(\.firstFire) == [tomorrow])
    // After today's occurrence has passed, the repeating trigger is back.
    let evening = try moment("2026-12-02T20:30:00+08:00")
    #expect(run.doneState(after: evening, calendar: calendar, completions: done) == .open)
    #expect(
      run.timedRequests(
        after: evening, count: 5, calendar: calendar, defaultBody: "B", completions: done
      )
      .map(\.request.id) == ["custom.run.daily"])
    #expect(
      run.occurrences(after: now, count: 2, calendar: calendar, completions: done)
        == [tomorrow, try moment("2026-12-04T20:00:00+08:00")])
  }

  @Test func weeklyDoneThisWeekWaitsForNextWeek() throws {
    let calendar = CivilCalendar(timeZone: try zone("Europe/London"))
    let gym = try Self.rule("gym", .weekly(weekdays: [2, 4, 6]), covers: .week, time: "07:30")
    let now = try moment("2026-12-02T06:00:00+00:00")
    let done = ReminderCompletions([.init(reminder: "gym", day: try day("2026-11-30"))])
    let monday = try moment("2026-12-07T07:30:00+00:00")
    #expect(
      gym.doneState(after: now, calendar: calendar, completions: done) == .fallback(until: monday))
    #expect(
      gym.timedRequests(
        after: now, count: 5, calendar: calendar, defaultBody: "B", completions: done
      )
      .map(\.request.id) == ["custom.gym.2026-12-07"])
  }

  @Test func oneTimeGoalDoneNeverFires() throws {
    let calendar = CivilCalendar(timeZone: try zone("America/New_York"))
    let goal = try Self.rule("goal", .once(try day("2026-12-20")), covers: .rule, time: "09:00")
    let now = try moment("2026-12-02T10:00:00-05:00")
    let done = ReminderCompletions([.init(reminder: "goal", day: try day("2026-11-01"))])
    #expect(goal.occurrences(after: now, count: 3, calendar: calendar, completions: done).isEmpty)
    #expect(
      goal.timedRequests(
        after: now, count: 3, calendar: calendar, defaultBody: "B", completions: done
      )
      .isEmpty)
    // Another rule's completion changes nothing.
    let other = ReminderCompletions([.init(reminder: "else", day: try day("2026-11-01"))])
    #expect(
      goal.occurrences(after: now, count: 3, calendar: calendar, completions: other)
        == [try moment("2026-12-20T09:00:00-05:00")])
  }

  /// Without completions, or without doneCovers, every output is the same
  /// as the plain functions'.
  @Test func withoutCompletionsNothingChanges() throws {
    let calendar = CivilCalendar(timeZone: try zone("Europe/Berlin"))
    let now = try moment("2026-03-28T12:00:00+01:00")
    let rules = [
      try Self.rule("a", .daily, covers: nil),
      try Self.rule("b", .weekly(weekdays: [1, 7]), covers: .week, time: "02:30"),
      try Self.rule("c", .monthly(day: 31), covers: .month, monthEnd: .lastDay),
    ]
    let done = ReminderCompletions([.init(reminder: "a", day: try day("2026-03-28"))])
    for rule in rules {
      for completions in [ReminderCompletions.none, done] {
        #expect(
          rule.occurrences(after: now, count: 9, calendar: calendar, completions: completions)
            == rule.occurrences(after: now, count: 9, calendar: calendar))
        #expect(
          rule.timedRequests(
            after: now, count: 9, calendar: calendar, defaultBody: "B", completions: completions)
            == rule.timedRequests(after: now, count: 9, calendar: calendar, defaultBody: "B"))
      }
    }
  }

  /// A rollover of 04:00: an occurrence at 01:00 belongs to the day before.
  @Test func occurrencesBelongToTheirLogicalDay() throws {
    let calendar = CivilCalendar(timeZone: try zone("Asia/Tokyo"))
    let late = try Self.rule("late", .daily, covers: .day, time: "01:00")
    let now = try moment("2026-12-02T12:00:00+09:00")
    let done = ReminderCompletions(
      [.init(reminder: "late", day: try day("2026-12-02"))],
      rollover: DayRollover(at: try #require(WallTime("04:00"))))
    // 2026-12-03T01:00 is still the logical day 2026-12-02: done.
    #expect(
      late.occurrences(after: now, count: 1, calendar: calendar, completions: done)
        == [try moment("2026-12-04T01:00:00+09:00")])
  }
}
