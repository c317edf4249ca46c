import Foundation
import HabitCalendar
import HabitRequests
import HabitToolkit

/// One bedtime reminder: when, how insistent, and what it says.
///
/// JSON: `{"id", "night", "number", "at", "level", "messageId", "title",
/// "body"}`, with `at` written in the zone in force
/// (`2026-10-01T20:38:00+08:00`). Version 1 wrote `at` in UTC; both read.
public struct Reminder: Hashable, Sendable {
  /// The night the reminder belongs to.
  public let night: CivilDate
  /// Its position in the night, from 1.
  public let number: Int
  /// When it fires.
  public let at: Date
  /// The zone's offset at `at`, in seconds east of UTC (how JSON writes it).
  public let secondsFromUTC: Int
  /// Its level, 1 (soft) to 5 (insistent); never lower than the one before
  /// it in the same night.
  public let level: Int
  /// The message: one shared reference, so copying a reminder is cheap.
  let text: ReminderText

  /// The id of its message in `messages.json`.
  public var messageId: String { text.messageId }
  /// The notification title.
  public var title: String { text.title }
  /// The notification body.
  public var body: String { text.body }

  /// Creates a reminder.
  ///
  /// - Parameters:
  ///   - night: The night it belongs to.
  ///   - number: Its position in the night, from 1.
  ///   - at: When it fires, with the offset in force there.
  ///   - level: Its level, 1-5.
  ///   - text: Its message, title and body.
  init(night: CivilDate, number: Int, at: ISO8601Moment, level: Int, text: ReminderText) {
    self.night = night
    self.number = number
    self.at = at.date
    secondsFromUTC = at.secondsFromUTC
    self.level = level
    self.text = text
  }

  /// A stable identifier such as `bedtime.2026-10-01.3`.
  ///
  /// Made of the night and the number. The same reminder always has the same identifier, so a front
  /// end can diff pending requests against a new plan.
  public var id: String {
    NotificationRequest.Source.bedtime.idPrefix + night.description + "." + String(number)
  }
}

extension Reminder: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, night, number, at, level, messageId, title, body
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      night: try container.decode(CivilDate.self, forKey: .night),
      number: try container.decode(Int.self, forKey: .number),
      at: try container.decode(ISO8601Moment.self, forKey: .at),
      level: try container.decode(Int.self, forKey: .level),
      text: ReminderText(
        messageId: try container.decode(String.self, forKey: .messageId),
        title: try container.decode(String.self, forKey: .title),
        body: try container.decode(String.self, forKey: .body)))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(night, forKey: .night)
    try container.encode(number, forKey: .number)
    try container.encode(ISO8601Moment(at, secondsFromUTC: secondsFromUTC), forKey: .at)
    try container.encode(level, forKey: .level)
    try container.encode(messageId, forKey: .messageId)
    try container.encode(title, forKey: .title)
    try container.encode(body, forKey: .body)
  }
}

/// The texts of one message in one language, shared by every reminder that
/// shows it.
final class ReminderText: Hashable, Sendable {
  let messageId: String
  let title: String
  let body: String

  init(messageId: String, title: String, body: String) {
    self.messageId = messageId
    self.title = title
    self.body = body
  }

  static func == (lhs: ReminderText, rhs: ReminderText) -> Bool {
    lhs === rhs
      || (lhs.messageId, lhs.title, lhs.body) == (rhs.messageId, rhs.title, rhs.body)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(messageId)
    hasher.combine(title)
    hasher.combine(body)
  }
}
