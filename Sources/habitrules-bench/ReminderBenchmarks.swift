import Foundation
import HabitRules

extension Benchmark {
  /// The next 5 occurrences of each of 100 mixed rules in New York, against
  /// `Calendar.nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:)`
  /// called once per occurrence (and per weekday of a weekly rule).
  static let remindersNext = Benchmark(
    name: "reminders.next",
    operation: "next 5 of 100 mixed reminder rules (per run)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 50,
    targetRatio: 20,
    run: {
      let calendar = ReminderWorkload.calendar
      for rule in ReminderWorkload.rules {
        blackHole(rule.occurrences(after: ReminderWorkload.now, count: 5, calendar: calendar))
      }
    },
    baseline: {
      let calendar = ReminderWorkload.foundationCalendar
      for matches in ReminderWorkload.foundationMatches {
        var after = ReminderWorkload.now
        for _ in 0..<5 {
          let next = matches.compactMap {
            calendar.nextDate(
              after: after, matching: $0, matchingPolicy: .nextTimePreservingSmallerComponents,
              repeatedTimePolicy: .first, direction: .forward)
          }.min()
          guard let next else { break }
          after = next
        }
        blackHole(after)
      }
    }
  )
}

/// 100 rules of every kind, and the date components Foundation matches for
/// each (one per weekday of a weekly rule).
enum ReminderWorkload {
  static let zone = TimeZone(identifier: "America/New_York") ?? .gmt
  static let calendar = CivilCalendar(timeZone: zone)
  static let foundationCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }()
  static let now = ISO8601Moment.parse("2026-11-30T10:00:00-05:00") ?? Date()

  static let recurrences: [RecurringReminder.Recurrence] = [
    .daily, .weekly(weekdays: [2, 4, 6]), .weekly(weekdays: [1, 7]), .monthly(day: 15),
    .monthly(day: 31), .yearly(month: 2, day: 29), .yearly(month: 12, day: 25),
    .once(CivilDate("2027-06-01") ?? CivilDate.earliest), .daily, .monthly(day: 1),
  ]

  static let rules: [RecurringReminder] = (0..<100).compactMap { index in
    try? RecurringReminder(
      id: "r\(index)", title: "Rule \(index)",
      time: WallTime(hour: (index * 7) % 24, minute: (index * 13) % 60) ?? .midnight,
      recurrence: recurrences[index % recurrences.count])
  }

  static let foundationMatches: [[DateComponents]] = rules.map { rule in
    let (hour, minute) = (rule.time.hour, rule.time.minute)
    switch rule.recurrence {
    case .daily:
      return [DateComponents(hour: hour, minute: minute)]
    case .weekly(let weekdays):
      return weekdays.map { DateComponents(hour: hour, minute: minute, weekday: $0) }
    case .monthly(let day):
      return [DateComponents(day: day, hour: hour, minute: minute)]
    case .yearly(let month, let day):
      return [DateComponents(month: month, day: day, hour: hour, minute: minute)]
    case .once(let date):
      let parts = date.components
      return [
        DateComponents(
          year: parts.year, month: parts.month, day: parts.day, hour: hour, minute: minute)
      ]
    }
  }
}
