import Foundation
import GenSVG
import HabitRules

/// The readable table of `gen plan`: each night and what the queue holds.
struct PlanTable {
  let schedule: BedtimeSchedule
  let calendar: CivilCalendar

  var text: String {
    let settings = schedule.settings
    let now = schedule.now.date
    let queued = Set(schedule.queue.ids)
    let tonight = schedule.nights.first?.night
    var lines = [
      "Bedtime plan for \(schedule.timeZone), window \(settings.window), "
        + "\(settings.frequency.rawValue) frequency, \(settings.intensity.rawValue) intensity, "
        + "seed \(settings.seed)",
      "Now \(dayAndTime(now)); tonight is the night of \(tonight.map(dayName) ?? "-").",
      "",
    ]
    for plan in schedule.nights {
      let label = plan.night == tonight ? "Tonight, " : ""
      var heading =
        "\(label)\(dayName(plan.night))  \(time(plan.bounds.start)) -> \(time(plan.bounds.end))"
      if plan.bounds.start == plan.bounds.end {
        heading += "  (this date did not happen in \(schedule.timeZone))"
      }
      if schedule.completed.contains(plan.night) {
        lines.append(heading + "  completed: reminders cancelled")
        lines.append("")
        continue
      }
      lines.append(heading)
      for reminder in plan.reminders {
        let mark = reminder.at <= now ? "-" : queued.contains(reminder.id) ? "*" : " "
        lines.append(
          "  \(mark) \(time(reminder.at))  L\(reminder.level)  \(reminder.title) | \(reminder.body)"
        )
      }
      lines.append("")
    }
    let queue = schedule.queue
    let nights = queue.nightsCovered == 1 ? "night" : "nights"
    let reach =
      queue.lastAt.map {
        "reaches \(dayAndTime($0.date)), \(queue.nightsCovered) \(nights) fully covered"
      } ?? "nothing left to queue"
    lines.append(
      "Queue: \(queue.ids.count) reminders + \(queue.testPending) test notifications "
        + "of \(queue.limit) slots; \(reach).")
    lines.append("* queued now   - already past   (blank) not queued yet: a later refresh adds it")
    return lines.joined(separator: "\n") + "\n"
  }

  private func time(_ moment: Date) -> String {
    calendar.wallTime(of: moment).description
  }

  private func dayAndTime(_ moment: Date) -> String {
    "\(dayName(calendar.civilDate(of: moment))) \(time(moment))"
  }
}

/// Such as `Thu 2026-10-01`.
func dayName(_ date: CivilDate) -> String {
  "\(DateTexts.englishWeekdays[date.weekday - 1]) \(date)"
}
