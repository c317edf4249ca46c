import Foundation
import GenSVG
import HabitRules
import HabitToolkit

/// The readable table of `gen sync`: what to add, remove and keep, per source.
enum SyncTable {
  static func text(
    _ report: NotificationSync, zone: String, now: Date, calendar: CivilCalendar,
    rules: [RecurringReminder], prefixes: OwnedPrefixes
  ) -> String {
    let scheduling = report.authorization.schedules
    let slots =
      scheduling
      ? "\(report.scheduled) of \(report.limit) slots used after applying"
      : "notifications are \(report.authorization.rawValue): nothing is scheduled"
    var lines = [
      "Sync in \(zone) at \(dayName(calendar.civilDate(of: now))) \(calendar.wallTime(of: now)): "
        + "\(slots), \(report.foreign.count) foreign pending",
      "",
      "add     \(count(report.add.map(\.id), prefixes))",
    ]
    lines += inTimeOrder(report.add).map { request in
      "  + \(request.id)  \(describe(request.trigger, calendar: calendar))  \(quoted(request.title))"
    }
    lines.append("remove  \(count(report.remove, prefixes))")
    lines += report.remove.map { "  - \(DisplayText.escaped($0))" }
    lines.append("keep    \(count(report.keep, prefixes))")
    lines.append("foreign \(report.foreign.count) (never touched)")
    if !report.untouched.isEmpty {
      lines.append(
        "untouched \(report.untouched.count) bedtime (not synced without --bedtime; they hold slots)"
      )
    }
    lines.append("")
    let titles = Dictionary(rules.map { ($0.id, $0.title) }) { first, _ in first }
    func named(_ id: String) -> String {
      "\(id) \(quoted(titles[id] ?? ""))"
    }
    if !scheduling {
      lines.append(
        report.blocked.isEmpty
          ? "Nothing wants a request."
          : "Blocked: "
            + report.blocked.map { $0.rule.map(named) ?? "bedtime reminders" }.joined(
              separator: ", ") + ".")
      return lines.joined(separator: "\n") + "\n"
    }
    if !report.unscheduledRules.isEmpty {
      lines.append(
        "Rules with no request scheduled: "
          + report.unscheduledRules.map(named).joined(separator: ", ") + ".")
    }
    if let leftOut = report.leftOut, let refreshBy = report.refreshBy {
      lines.append(
        "Left out: bedtime \(leftOut.bedtime) (reminders and tests of the horizon),"
          + " custom \(leftOut.custom) (repeating requests, and each dated rule's next"
          + " occurrence); sync again before \(refreshBy).")
    } else {
      lines.append("Nothing left out.")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Repeating requests first, by clock time, weekday, day and month;
  /// then dated ones by moment; ties by id.
  private static func inTimeOrder(_ requests: [NotificationRequest]) -> [NotificationRequest] {
    func key(_ request: NotificationRequest) -> (Int, Double, Int, Int) {
      switch request.trigger {
      case .calendar(let match):
        let when = Double(match.hour * 60 + match.minute)
        return (0, when, match.month ?? 0, match.day ?? match.weekday ?? 0)
      case .date(let moment):
        return (1, moment.date.timeIntervalSince1970, 0, 0)
      }
    }
    return requests.sorted { a, b in
      let (left, right) = (key(a), key(b))
      if left != right { return left < right }
      return a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
    }
  }

  /// `3 (bedtime 2, custom 1)`.
  private static func count(_ ids: [String], _ prefixes: OwnedPrefixes) -> String {
    let bedtime = ids.filter { prefixes.source(of: $0) == .bedtime }.count
    return "\(ids.count) (bedtime \(bedtime), custom \(ids.count - bedtime))"
  }

  /// `at Tue 2026-12-01 03:09 (2026-12-01T03:09:00-05:00)`, `repeats daily at
  /// 07:30`, `repeats every Mon at 07:30`, `repeats monthly on day 31 at
  /// 09:00`, `repeats yearly on 02-29 at 10:00`.
  private static func describe(
    _ trigger: NotificationRequest.Trigger, calendar: CivilCalendar
  ) -> String {
    switch trigger {
    case .date(let moment):
      return
        "at \(dayName(calendar.civilDate(of: moment.date))) \(calendar.wallTime(of: moment.date))"
    case .calendar(let match):
      let time = "\(pad(match.hour, 2)):\(pad(match.minute, 2))"
      switch (match.weekday, match.day, match.month) {
      case (let weekday?, _, _):
        let names = DateTexts.englishWeekdays
        let name = names.indices.contains(weekday - 1) ? names[weekday - 1] : "weekday \(weekday)"
        return "repeats every \(name) at \(time)"
      case (nil, let day?, let month?):
        return "repeats yearly on \(pad(month, 2))-\(pad(day, 2)) at \(time)"
      case (nil, let day?, nil):
        return "repeats monthly on day \(day) at \(time)"
      case (nil, nil, _):
        return "repeats daily at \(time)"
      }
    }
  }
}
