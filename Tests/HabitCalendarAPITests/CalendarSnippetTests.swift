// swift-format-ignore-file
// (The README snippets keep the README's layout.)
import Foundation
import HabitCalendar
import Testing

// The README's calendar-only snippet, with nothing but `HabitCalendar`
// linked: the product stands on its own.

private let now = Date(timeIntervalSince1970: 0)

@Suite struct CalendarSnippetTests {
  @Test func calendarAloneAnswersLogicalDays() throws {
    // README: calendar
    let newYork = CivilCalendar(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)
    let myDayStartsAt4 = DayRollover(at: WallTime(hour: 4, minute: 0) ?? .midnight)
    let lateNight = ISO8601Moment.parse("2026-03-08T00:30:00-05:00") ?? now
    let day = newYork.logicalDay(of: lateNight, rollover: myDayStartsAt4)   // 2026-03-07
    let gap = newYork.moment(of: WallTime(hour: 2, minute: 30) ?? .midnight,
                             on: CivilDate(year: 2026, month: 3, day: 8) ?? day)   // 03:30 EDT
    let text = newYork.iso8601(gap)                                           // "2026-03-08T03:30:00-04:00"
    // END
    #expect(day.description == "2026-03-07")
    #expect(text == "2026-03-08T03:30:00-04:00")
  }

  @Test func datesReadBackAtBothEnds() throws {
    for date in [CivilDate.earliest, .latest, CivilDate(daysSinceEpoch: .min), .init(daysSinceEpoch: .max)] {
      #expect(CivilDate(date.description) == date)
      let json = try JSONEncoder().encode(date)
      #expect(try JSONDecoder().decode(CivilDate.self, from: json) == date)
    }
    #expect(CivilDate.earliest.description == "0001-01-01")
    #expect(CivilDate.latest.description == "9999-12-31")
    #expect(CivilDate.latest.next == .latest)
  }

  @Test func inputErrorsNameTheField() {
    #expect(throws: InputError(field: "window", message: "expected HH:MM-HH:MM, such as 20:30-04:00")) {
      try NightWindow(parsing: "tonight")
    }
  }
}
