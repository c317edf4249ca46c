import Foundation
import HabitRules

/// The readable table of `gen sync`: what to add, remove and keep, per source.
enum SyncTable {
  static func text(
    _ report: NotificationSync, zone: String, now: Date, calendar: CivilCalendar
  ) -> String {
    let diff = report
    var lines = [
      "Sync in \(zone) at \(dayName(calendar.civilDate(of: now))) \(calendar.wallTime(of: now)): "
        + "\(report.scheduled) of \(report.limit) slots after applying, "
        + "\(diff.foreign.count) foreign pending",
      "",
      "add     \(count(diff.add.map(\.id)))",
    ]
    lines += diff.add.map { "  + \($0.id)  \(describe($0.trigger))  \($0.title)" }
    lines.append("remove  \(count(diff.remove))")
    lines += diff.remove.map { "  - \($0)" }
    lines.append("keep    \(count(diff.keep))")
    lines.append("foreign \(diff.foreign.count) (never touched)")
    let leftOut = "bedtime \(report.leftOut.bedtime), custom \(report.leftOut.custom)"
    lines.append("")
    if let refreshBy = report.refreshBy {
      lines.append("Left out: \(leftOut); sync again before \(refreshBy).")
    } else {
      lines.append("Nothing left out.")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `3 (bedtime 2, custom 1)`.
  private static func count(_ ids: [String]) -> String {
    let bedtime = ids.filter { $0.hasPrefix(NotificationRequest.Source.bedtime.idPrefix) }.count
    return "\(ids.count) (bedtime \(bedtime), custom \(ids.count - bedtime))"
  }

  private static func describe(_ trigger: NotificationRequest.Trigger) -> String {
    switch trigger {
    case .date(let moment): "at \(moment)"
    case .calendar(let match): "repeats at \(pad(match.hour, 2)):\(pad(match.minute, 2))"
    }
  }
}
