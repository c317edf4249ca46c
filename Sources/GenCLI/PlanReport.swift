import Foundation
import HabitRules

/// `gen plan`'s output: the SPEC section 8 JSON, or a readable table.
struct PlanReport {
  let timeZone: String
  let now: Date
  let settings: BedtimeSettings
  let plans: [NightPlan]
  let completed: Set<CivilDate>
  let queue: ReminderQueue
  let calendar: CivilCalendar

  // MARK: - JSON

  struct JSON: Encodable {
    struct Night: Encodable {
      let night: CivilDate
      let start: String
      let end: String
      let completed: Bool
      let reminders: [Reminder]
    }
    struct Reminder: Encodable {
      let id: String
      let night: CivilDate
      let at: String
      let level: Int
      let messageId: String
      let title: String
      let body: String
    }
    struct Queue: Encodable {
      let limit: Int
      let testPending: Int
      let ids: [String]
      let lastAt: String?
      let nightsCovered: Int

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(limit, forKey: .limit)
        try container.encode(testPending, forKey: .testPending)
        try container.encode(ids, forKey: .ids)
        try container.encode(lastAt, forKey: .lastAt)
        try container.encode(nightsCovered, forKey: .nightsCovered)
      }

      private enum CodingKeys: String, CodingKey {
        case limit, testPending, ids, lastAt, nightsCovered
      }
    }
    let timeZone: String
    let now: String
    let settings: BedtimeSettings
    let nights: [Night]
    let queue: Queue
  }

  var json: JSON {
    JSON(
      timeZone: timeZone, now: calendar.iso8601(now), settings: settings,
      nights: plans.map { plan in
        JSON.Night(
          night: plan.night, start: calendar.iso8601(plan.bounds.start),
          end: calendar.iso8601(plan.bounds.end), completed: completed.contains(plan.night),
          reminders: plan.reminders.map { reminder in
            JSON.Reminder(
              id: reminder.id, night: reminder.night, at: calendar.iso8601(reminder.at),
              level: reminder.level, messageId: reminder.messageId, title: reminder.title,
              body: reminder.body)
          })
      },
      queue: JSON.Queue(
        limit: queue.limit, testPending: queue.testPending, ids: queue.ids,
        lastAt: queue.lastAt.map(calendar.iso8601), nightsCovered: queue.nightsCovered))
  }

  // MARK: - Table

  var table: String {
    let queued = Set(queue.ids)
    let tonight = plans.first?.night
    var lines = [
      "Bedtime plan for \(timeZone), window \(settings.window), "
        + "\(settings.frequency.rawValue) frequency, \(settings.intensity.rawValue) intensity, "
        + "seed \(settings.seed)",
      "Now \(dayAndTime(now)); tonight is the night of \(tonight.map(Self.dayName) ?? "-").",
      "",
    ]
    for plan in plans {
      let label = plan.night == tonight ? "Tonight, " : ""
      var heading =
        "\(label)\(Self.dayName(plan.night))  \(time(plan.bounds.start)) -> \(time(plan.bounds.end))"
      if plan.bounds.start == plan.bounds.end {
        heading += "  (this date did not happen in \(timeZone))"
      }
      if completed.contains(plan.night) {
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
    let reach =
      queue.lastAt.map {
        "reaches \(dayAndTime($0)), \(queue.nightsCovered) \(queue.nightsCovered == 1 ? "night" : "nights") fully covered"
      }
      ?? "nothing left to queue"
    lines.append(
      "Queue: \(queue.reminders.count) reminders + \(queue.testPending) test notifications "
        + "of \(queue.limit) slots; \(reach).")
    lines.append("* queued now   - already past   (blank) later, queued in a later refresh")
    return lines.joined(separator: "\n") + "\n"
  }

  private func time(_ moment: Date) -> String {
    calendar.wallTime(of: moment).description
  }

  private func dayAndTime(_ moment: Date) -> String {
    "\(Self.dayName(calendar.civilDate(of: moment))) \(time(moment))"
  }

  private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]

  /// Such as `Thu 2026-10-01`.
  static func dayName(_ date: CivilDate) -> String {
    let index = ((date.daysSinceEpoch % 7) + 7) % 7
    return "\(weekdays[index]) \(date)"
  }
}
