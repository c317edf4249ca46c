import Foundation
import HabitRules

/// The readable table of `gen plan` in the chosen language: each night and
/// what the queue holds.
struct PlanTable {
  let schedule: BedtimeSchedule
  let calendar: CivilCalendar
  let words: TableWords

  var text: String {
    let settings = schedule.settings
    let now = schedule.now.date
    let queued = Set(schedule.queue.ids)
    let tonight = schedule.nights.first?.night
    var lines = [
      words(
        .planHeading,
        [
          "zone": schedule.timeZone, "window": words.window(settings.window),
          "frequency": words(Self.key(settings.frequency)),
          "intensity": words(Self.key(settings.intensity)),
          "seed": "\(settings.seed)",
        ]),
      words(
        .planNow,
        [
          "now": words.moment(now, calendar: calendar),
          "night": tonight.map(words.dateWithWeekday) ?? "-",
        ]),
      "",
    ]
    for plan in schedule.nights {
      let night = words.dateWithWeekday(plan.night)
      var heading =
        (plan.night == tonight ? words(.tonight, ["night": night]) : night)
        + "  " + words.timeRange(time(plan.bounds.start), time(plan.bounds.end))
      if plan.bounds.start == plan.bounds.end {
        heading += "  " + words(.nightSkipped, ["zone": schedule.timeZone])
      }
      if schedule.completed.contains(plan.night) {
        lines.append(heading + "  " + words(.nightCompleted))
        lines.append("")
        continue
      }
      lines.append(heading)
      for reminder in plan.reminders {
        let mark = reminder.at <= now ? "-" : queued.contains(reminder.id) ? "*" : " "
        let level = words(.level, ["level": "\(reminder.level)"])
        lines.append(
          "  \(mark) \(time(reminder.at))  \(level)  \(reminder.title) | \(reminder.body)")
      }
      lines.append("")
    }
    let queue = schedule.queue
    let reach =
      queue.lastAt.map {
        words(
          .queueReaches,
          [
            "moment": words.moment($0.date, calendar: calendar),
            "nights": words.number(queue.nightsCovered),
          ],
          count: queue.nightsCovered)
      } ?? words(.queueNothing)
    lines.append(
      words(
        .queue,
        [
          "reminders": words(
            .queueReminders, ["count": words.number(queue.ids.count)], count: queue.ids.count),
          "tests": words(
            .queueTests, ["count": words.number(queue.testPending)], count: queue.testPending),
          "limit": words.number(queue.limit), "reach": reach,
        ], count: queue.limit))
    lines.append(words(.planLegend))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The words of a frequency: "low frequency".
  private static func key(_ frequency: BedtimeSettings.Frequency) -> TableTexts.Key {
    switch frequency {
    case .low: .frequencyLow
    case .normal: .frequencyNormal
    case .high: .frequencyHigh
    }
  }

  /// The words of an intensity: "gentle intensity".
  private static func key(_ intensity: BedtimeSettings.Intensity) -> TableTexts.Key {
    switch intensity {
    case .gentle: .intensityGentle
    case .normal: .intensityNormal
    case .crazy: .intensityCrazy
    }
  }

  private func time(_ moment: Date) -> WallTime {
    calendar.wallTime(of: moment)
  }
}
