import Foundation
import HabitCalendar
import HabitRecords
import HabitRequests
import HabitToolkit

/// A person's rules looked ahead.
///
/// For each rule its next moments and the requests a front end hands the
/// OS: what `gen remind --json` prints, and a value an app can store or
/// send.
///
/// Encoded as `{"timeZone", "reminders": [{"id", "next": [moments],
/// "requests": [requests]}], "demo"}`; a schedule without `demo` decodes
/// as not demo.
public struct ReminderSchedule: Hashable, Sendable, Codable {
  /// One rule's look ahead.
  public struct Entry: Hashable, Sendable, Codable {
    /// The rule's id.
    public let id: String
    /// Its next moments, with the offset in force.
    public let next: [ISO8601Moment]
    /// Its requests (``RecurringReminder/requests(after:count:calendar:defaultBody:prefix:)``).
    public let requests: [NotificationRequest]
  }

  /// The zone's name, as ``CivilCalendar/zoneName`` gives it.
  public let timeZone: String
  /// One entry per rule, in the rules' order.
  public let reminders: [Entry]
  /// Whether the rules looked at were demo rules (``DemoRecords``).
  public let demo: Bool

  private enum CodingKeys: String, CodingKey { case timeZone, reminders, demo }

  /// Looks ahead from `now`.
  ///
  /// Demo rules count only while there is no rule of the person's own
  /// (``DemoRecords``): with one, every demo rule is left out.
  ///
  /// - Parameters:
  ///   - rules: The person's rules.
  ///   - now: The moment to look after.
  ///   - count: How many next moments, and dated requests, per rule.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body when a note is empty, in the person's
  ///     language (`ReminderTexts.defaultBody`).
  ///   - completions: What the person has done: done occurrences are
  ///     neither listed nor requested
  ///     (``RecurringReminder/timedRequests(after:count:calendar:defaultBody:prefix:completions:)``);
  ///     ``ReminderCompletions/none`` (the default) changes nothing.
  /// - Complexity: O(*r* × *k* × log *z*) for *r* rules.
  public init(
    rules: [RecurringReminder], after now: Date, count: Int, calendar: CivilCalendar,
    defaultBody: String, completions: ReminderCompletions = .none
  ) {
    let counted = DemoRecords.filtered(rules, isDemo: \.demo)
    timeZone = calendar.zoneName
    demo = counted.usedDemo
    reminders = counted.records.map { rule in
      Entry(
        id: rule.id,
        next: rule.occurrences(
          after: now, count: count, calendar: calendar, completions: completions
        ).map(calendar.zoned),
        requests: rule.timedRequests(
          after: now, count: count, calendar: calendar, defaultBody: defaultBody,
          completions: completions
        ).map(\.request))
    }
  }

  /// Decodes a stored schedule, with or without `demo`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    timeZone = try container.decode(String.self, forKey: .timeZone)
    reminders = try container.decode([Entry].self, forKey: .reminders)
    demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
  }
}
