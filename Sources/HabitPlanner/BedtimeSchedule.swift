import Foundation
import HabitCalendar

/// What the planner hands a front end at a moment: the plans of the
/// horizon's nights and the reminders to keep pending now.
///
/// JSON (what `gen plan --json` prints): `{"timeZone", "now", "settings",
/// "nights": [{"night", "start", "end", "completed", "reminders": [...]}],
/// "queue": {"limit", "testPending", "ids", "lastAt", "nightsCovered"}}`,
/// moments written in the zone in force.
public struct BedtimeSchedule: Hashable, Sendable {
  /// The zone's name, such as `Asia/Shanghai` (the calendar's
  /// ``CivilCalendar/zoneName``).
  public let timeZone: String
  /// The moment the schedule was made for.
  public let now: ISO8601Moment
  /// The settings it was made with.
  public let settings: BedtimeSettings
  /// The current night and the following ones.
  public let nights: [NightPlan]
  /// The nights among ``nights`` that are completed: their reminders are
  /// not queued.
  public let completed: Set<CivilDate>
  /// What the queue holds and how far it reaches.
  public let queue: ReminderQueue
  /// The queued reminders, nearest first: one pending request each.
  public let queued: [Reminder]

  /// Creates a schedule from plans.
  ///
  /// - Parameters:
  ///   - timeZone: The zone's identifier.
  ///   - now: The current moment, with the offset in force.
  ///   - settings: The settings the plans were made with.
  ///   - nights: The plans, in night order.
  ///   - completed: Nights already completed.
  ///   - selection: The queue selected from `nights`, and the reminders it
  ///     names, nearest first.
  init(
    timeZone: String, now: ISO8601Moment, settings: BedtimeSettings, nights: [NightPlan],
    completed: Set<CivilDate>, selection: ReminderQueue.Selection
  ) {
    self.timeZone = timeZone
    self.now = now
    self.settings = settings
    self.nights = nights
    self.completed = completed.filter { night in nights.contains { $0.night == night } }
    queue = selection.queue
    queued = selection.reminders
  }
}

extension BedtimeSchedule: Codable {
  private enum CodingKeys: String, CodingKey {
    case timeZone, now, settings, nights, queue
  }

  /// One night as the schedule writes it: its plan and whether it is done.
  private struct Night: Codable {
    let plan: NightPlan
    let completed: Bool

    private enum CodingKeys: String, CodingKey {
      case completed
    }

    init(plan: NightPlan, completed: Bool) {
      self.plan = plan
      self.completed = completed
    }

    init(from decoder: any Decoder) throws {
      plan = try NightPlan(from: decoder)
      let container = try decoder.container(keyedBy: CodingKeys.self)
      completed = try container.decodeIfPresent(Bool.self, forKey: .completed) ?? false
    }

    func encode(to encoder: any Encoder) throws {
      try plan.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(completed, forKey: .completed)
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let nights = try container.decode([Night].self, forKey: .nights)
    let queue = try container.decode(ReminderQueue.self, forKey: .queue)
    var byID: [String: Reminder] = [:]
    for night in nights {
      for reminder in night.plan.reminders { byID[reminder.id] = reminder }
    }
    self.init(
      timeZone: try container.decode(String.self, forKey: .timeZone),
      now: try container.decode(ISO8601Moment.self, forKey: .now),
      settings: try container.decode(BedtimeSettings.self, forKey: .settings),
      nights: nights.map(\.plan), completed: Set(nights.filter(\.completed).map(\.plan.night)),
      selection: ReminderQueue.Selection(
        queue: queue, reminders: queue.ids.compactMap { byID[$0] }))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(now, forKey: .now)
    try container.encode(settings, forKey: .settings)
    try container.encode(
      nights.map { Night(plan: $0, completed: completed.contains($0.night)) }, forKey: .nights)
    try container.encode(queue, forKey: .queue)
  }
}
