import Foundation
import GenSVG
import HabitRules

/// The readable table of `gen remind`.
enum RemindTable {
  static func text(
    _ report: ReminderSchedule, rules: [RecurringReminder], now: Date, calendar: CivilCalendar
  ) -> String {
    let today = calendar.civilDate(of: now)
    var lines = [
      "Reminders in \(report.timeZone), now \(dayName(today)) \(calendar.wallTime(of: now))"
    ]
    if report.reminders.isEmpty { lines.append("  (no reminders)") }
    for (rule, entry) in zip(rules, report.reminders) {
      lines.append("")
      lines.append("\(rule.id)  \(quoted(rule.title))  \(describe(rule))")
      guard rule.enabled else {
        lines.append("  disabled: no occurrences, no requests")
        continue
      }
      lines.append(
        entry.next.isEmpty
          ? "  next      none (a one-time date in the past)"
          : "  next      "
            + entry.next.map {
              "\(dayName(calendar.civilDate(of: $0.date))) \(calendar.wallTime(of: $0.date))"
            }
            .joined(separator: ", "))
      let kind = rule.repeats ? "repeating" : "dated, one per occurrence"
      lines.append("  requests  \(entry.requests.count) \(kind)")
      for request in entry.requests {
        lines.append("    \(request.id)  \(describe(request.trigger))")
      }
      if let body = entry.requests.first?.body { lines.append("  body      \(quoted(body))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Such as `daily at 20:00` or `monthly on day 31 at 09:00 (the last day in shorter months)`.
  static func describe(_ rule: RecurringReminder) -> String {
    let time = rule.time.description
    let shorter =
      rule.monthEnd == .lastDay
      ? " (the last day in shorter months)" : " (skipped in months without it)"
    switch rule.recurrence {
    case .daily:
      return "daily at \(time)"
    case .weekly(let weekdays):
      return
        "weekly on \(weekdays.map { DateTexts.englishWeekdays[$0 - 1] }.joined(separator: ", ")) at \(time)"
    case .monthly(let day):
      return "monthly on day \(day) at \(time)\(day > 28 ? shorter : "")"
    case .yearly(let month, let day):
      let date = "\(pad(month, 2))-\(pad(day, 2))"
      let leapDay =
        rule.monthEnd == .lastDay ? " (February 28 in other years)" : " (in leap years only)"
      return "yearly on \(date) at \(time)\(month == 2 && day == 29 ? leapDay : "")"
    case .once(let date):
      return "once on \(dayName(date)) at \(time)"
    }
  }

  private static func describe(_ trigger: NotificationRequest.Trigger) -> String {
    switch trigger {
    case .date(let moment):
      return "at \(moment)"
    case .calendar(let match):
      var fields = ["\(pad(match.hour, 2)):\(pad(match.minute, 2))"]
      if let weekday = match.weekday {
        fields.append("on \(DateTexts.englishWeekdays[weekday - 1])")
      }
      if let month = match.month { fields.append("month \(month)") }
      if let day = match.day { fields.append("day \(day)") }
      return "repeats at " + fields.joined(separator: ", ")
    }
  }
}
