import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitReminders

/// Moku's goal cadences as presets, and the time presets of content.
@Suite struct PresetTests {
  static let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt)

  /// Each cadence's next two moments from Wednesday 2026-12-02 12:00 in
  /// Paris, worked by hand: weeks start on Monday, months on the 1st,
  /// years on 1 January, all at 09:00.
  @Test(arguments: [
    // cadence, covers, the next two moments (days since 1970: 20,811 is 2026-12-24, 20,788
    // 2026-12-01)
    (
      RecurringReminder.GoalCadence.daily, RecurringReminder.DoneCovers.day,
      ["2026-12-03T09:00:00+01:00", "2026-12-04T09:00:00+01:00"]
    ),
    (.weekly, .week, ["2026-12-07T09:00:00+01:00", "2026-12-14T09:00:00+01:00"]),
    (.monthly, .month, ["2027-01-01T09:00:00+01:00", "2027-02-01T09:00:00+01:00"]),
    (.yearly, .year, ["2027-01-01T09:00:00+01:00", "2028-01-01T09:00:00+01:00"]),
    (.once(CivilDate(daysSinceEpoch: 20_811)), .rule, ["2026-12-24T09:00:00+01:00"]),
    (.once(CivilDate(daysSinceEpoch: 20_788)), .rule, []),
  ])
  func cadences(
    cadence: RecurringReminder.GoalCadence, covers: RecurringReminder.DoneCovers,
    expected: [String]
  ) throws {
    let rule = try RecurringReminder.goal(cadence, id: "goal", title: "Save")
    #expect(rule.doneCovers == covers)
    let now = try moment("2026-12-02T12:00:00+01:00")
    let next = rule.occurrences(after: now, count: 2, calendar: Self.calendar)
    #expect(next.map { Self.calendar.iso8601($0) } == expected, "\(cadence)")
    // Done for the current period: nothing in it is scheduled.
    let done = ReminderCompletions([.init(reminder: "goal", day: try day("2026-12-02"))])
    let open = rule.occurrences(after: now, count: 2, calendar: Self.calendar, completions: done)
    for moment in open {
      #expect(!done.isDone(rule, at: moment, calendar: Self.calendar), "\(cadence) \(moment)")
    }
    if case .once = cadence { #expect(open.isEmpty) }
  }

  @Test func weeklyFollowsTheWeekStart() throws {
    let sunday = try RecurringReminder.goal(.weekly, id: "w", title: "W", weekStart: 1)
    #expect(sunday.recurrence == .weekly(weekdays: [1]))
    #expect(throws: InputError.self) {
      try RecurringReminder.goal(.weekly, id: "w", title: "W", weekStart: 8)
    }
  }

  @Test func contentTimePresets() throws {
    let data = try Data(
      contentsOf: Fixtures.contentDirectory.appendingPathComponent(ReminderTexts.fileName))
    var report = ContentReport(file: ReminderTexts.fileName)
    let texts = try #require(ReminderTexts.read(data, report: &report), "\(report.problems)")
    #expect(texts.timePresets.map(\.time.description) == ["08:00", "12:00", "18:00", "22:00"])
    for preset in texts.timePresets {
      for language in ["zh-Hans", "en", "ja", "ko"] {
        #expect(!preset.label.string(in: Language(rawValue: language)).isEmpty)
      }
    }
  }

  @Test func presetsOutOfOrderAreReported() throws {
    let json = #"""
      {"defaultBody": {"zh-Hans": "到时间了。", "en": "Time.", "ja": "時間です。", "ko": "시간이에요."},
       "timePresets": [
        {"time": "12:00", "label": {"zh-Hans": "中午", "en": "Midday", "ja": "お昼", "ko": "점심"}},
        {"time": "08:00", "label": {"zh-Hans": "早上", "en": "Morning", "ja": "朝", "ko": "아침"}}]}
      """#
    var report = ContentReport(file: ReminderTexts.fileName)
    #expect(ReminderTexts.read(Data(json.utf8), report: &report) == nil)
    #expect(
      report.problems.map(\.description) == [
        "reminders.json: timePresets[1].time: 08:00 is not after 12:00; list the times ascending"
      ])
  }
}
