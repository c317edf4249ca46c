import Foundation
import HabitCalendar
import HabitReminders
import HabitToolkit

/// A notification request as the OS reports it pending: `{"id", "trigger",
/// "title", "body"}`.
///
/// Only the id is required. A trigger this package does not write (a time
/// interval, say), or a missing title or body, simply never equals a desired
/// request, so an owned request that has one is replaced.
public struct PendingRequest: Hashable, Sendable {
  /// The request's id.
  public let id: String
  /// When it fires, when the trigger is one this package writes.
  public let trigger: NotificationRequest.Trigger?
  /// Its title.
  public let title: String?
  /// Its body.
  public let body: String?

  /// Creates a pending request.
  ///
  /// - Parameters:
  ///   - id: The request's id.
  ///   - trigger: When it fires, if known.
  ///   - title: Its title.
  ///   - body: Its body.
  public init(
    id: String, trigger: NotificationRequest.Trigger?, title: String?, body: String?
  ) {
    self.id = id
    self.trigger = trigger
    self.title = title
    self.body = body
  }

  /// The pending form of a request, as the OS would report it once added.
  ///
  /// - Parameter request: A request handed to the OS.
  public init(_ request: NotificationRequest) {
    self.init(id: request.id, trigger: request.trigger, title: request.title, body: request.body)
  }

  /// Whether this is exactly `request`: same id, title, body, and a trigger
  /// that fires the same way (a date trigger at the same instant, whatever
  /// offset it was written with).
  ///
  /// - Parameter request: A desired request.
  /// - Returns: Whether nothing needs to change.
  public func matches(_ request: NotificationRequest) -> Bool {
    guard id == request.id, title == request.title, body == request.body, let trigger else {
      return false
    }
    switch (trigger, request.trigger) {
    case (.date(let pending), .date(let desired)): return pending.date == desired.date
    case (.calendar(let pending), .calendar(let desired)): return pending == desired
    default: return false
    }
  }
}

extension PendingRequest {
  /// Reads the pending requests a front end exported: a JSON array of
  /// `{"id", "trigger", "title", "body"}`, triggers in the shape
  /// ``NotificationRequest`` writes.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The pending requests, in file order.
  /// - Throws: ``InputError`` for text that is not JSON, or an item that is
  ///   not an object or has no string `id`: `pending[3].id: missing; ...`.
  /// - Complexity: O(*n*) in the size of the text.
  public static func list(fromJSON data: Data) throws(InputError) -> [PendingRequest] {
    let root = try JSONValue.parse(data, field: "pending")
    guard case .array(let items) = root else {
      throw InputError(
        field: "pending", message: "expected a JSON array of pending requests, found \(root.kind)")
    }
    var pending: [PendingRequest] = []
    pending.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      guard case .object = item else {
        throw InputError(
          field: "pending[\(index)]",
          message:
            "expected a request object {\"id\", \"trigger\", \"title\", \"body\"}, found \(item.kind)"
        )
      }
      guard case .string(let id)? = item["id"] else {
        throw InputError(
          field: "pending[\(index)].id",
          message: item["id"] == nil
            ? "missing; every pending request needs its string id"
            : "expected a string, found \(item["id"]?.kind ?? "")")
      }
      pending.append(
        PendingRequest(
          id: id, trigger: item["trigger"].flatMap(trigger), title: string(item["title"]),
          body: string(item["body"])))
    }
    return pending
  }

  private static func string(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { return text }
    return nil
  }

  /// A trigger in the shape ``NotificationRequest`` writes, or `nil`.
  private static func trigger(_ value: JSONValue) -> NotificationRequest.Trigger? {
    func integer(_ key: String) -> Int? {
      guard case .number(let number)? = value[key] else { return nil }
      return Int(exactly: number)
    }
    switch value["kind"] {
    case .string("date")?:
      guard case .string(let text)? = value["at"], let moment = ISO8601Moment(text) else {
        return nil
      }
      return .date(moment)
    case .string("calendar")?:
      guard let hour = integer("hour"), let minute = integer("minute") else { return nil }
      return .calendar(
        NotificationRequest.CalendarMatch(
          hour: hour, minute: minute, weekday: integer("weekday"), day: integer("day"),
          month: integer("month")))
    default:
      return nil
    }
  }
}
