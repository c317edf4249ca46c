import Foundation
import HabitRules

/// The readable table of `gen remind` in the chosen language.
enum RemindTable {
  static func text(
    _ report: ReminderSchedule, rules: [RecurringReminder], now: Date, calendar: CivilCalendar,
    words: TableWords, completions: ReminderCompletions = .none
  ) -> String {
    let label = words.labels([.next, .requests, .body])
    func line(_ key: TableTexts.Key?, _ value: String) -> String {
      "  " + (key.flatMap { label[$0] } ?? padded("", to: displayWidth(label[.next] ?? ""))) + value
    }
    var lines = [
      words(
        .remindHeading,
        ["zone": report.timeZone, "now": words.moment(now, calendar: calendar)])
    ]
    if report.reminders.isEmpty { lines.append("  " + words(.noReminders)) }
    for (rule, entry) in zip(rules, report.reminders) {
      lines.append("")
      lines.append("\(rule.id)  \(words.quoted(rule.title))  \(words.describe(rule))")
      guard rule.enabled else {
        lines.append("  " + words(.disabled))
        continue
      }
      let next = entry.next.map(\.date)
      // Occurrences ahead that completions all cover: done.
      let done =
        completions.affects(rule)
        && !rule.occurrences(after: now, count: 1, calendar: calendar).isEmpty
      // One next moment a line, each with its gap note below it.
      if next.isEmpty {
        lines.append(
          line(.next, done ? words(.noneDone) : none(rule, calendar: calendar, words: words)))
      }
      for (index, moment) in next.enumerated() {
        lines.append(line(index == 0 ? .next : nil, words.moment(moment, calendar: calendar)))
        if let shifted = shift(of: moment, rule: rule, calendar: calendar, words: words) {
          lines.append(line(nil, shifted))
        }
      }
      let count = entry.requests.count
      // A repeating rule whose next occurrence is done has a dated request.
      let repeating = entry.requests.allSatisfy {
        if case .calendar = $0.trigger { true } else { false }
      }
      lines.append(
        line(
          .requests,
          words(
            rule.repeats && repeating ? .requestsRepeating : .requestsDated,
            ["count": words.number(count)],
            count: count)))
      for request in entry.requests {
        lines.append("    \(request.id)  \(words.describe(request.trigger, calendar: calendar))")
      }
      if let body = entry.requests.first?.body { lines.append(line(.body, words.quoted(body))) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why an enabled rule has no next occurrence: a one-time date that has
  /// passed, a date the zone skipped (Pacific/Apia 2011-12-30), or no
  /// occurrence before the calendar's last date.
  private static func none(
    _ rule: RecurringReminder, calendar: CivilCalendar, words: TableWords
  ) -> String {
    // The last day the calendar names, that of its latest moment (UTC).
    let last = words(
      .noneBeyondCalendar,
      [
        "date": words.date(
          CivilDate(daysSinceEpoch: Int(CivilCalendar.latestMoment.timeIntervalSince1970) / 86_400))
      ])
    guard case .once(let date) = rule.recurrence else { return last }
    if !calendar.contains(date) {
      return words(.noneSkippedDay, ["zone": calendar.zoneName, "date": words.date(date)])
    }
    return calendar.moment(of: rule.time, on: date) < CivilCalendar.latestMoment
      ? words(.nonePast) : last
  }

  /// A sentence for an occurrence whose wall time is not the rule's: the
  /// rule's time fell in a gap of the zone (clocks moved forward), so it
  /// rings at the first moment after it; `nil` for any other occurrence.
  ///
  /// The day is said once: `{newTime}` is the time alone when the moment
  /// is on the rule's date, and the whole moment only when the gap moved
  /// it past midnight.
  private static func shift(
    of moment: Date, rule: RecurringReminder, calendar: CivilCalendar, words: TableWords
  ) -> String? {
    let wall = calendar.wallTime(of: moment)
    guard wall != rule.time else { return nil }
    // A gap moves a time forward, past midnight when it is late: then the
    // rule's date is the day before the moment's.
    let landed = calendar.civilDate(of: moment)
    let date = wall < rule.time ? landed.previous : landed
    return words(
      .shiftedByGap,
      [
        "zone": calendar.zoneName, "date": words.date(date), "time": rule.time.description,
        "newTime": date == landed ? wall.description : words.moment(moment, calendar: calendar),
      ])
  }
}
