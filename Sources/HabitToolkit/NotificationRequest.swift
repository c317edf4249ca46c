import Foundation
import HabitCalendar

/// One notification a front end hands the operating system, with a stable
/// id: scheduling the same request again replaces it instead of adding a
/// copy.
///
/// Encoded as `{"id", "source", "trigger", "title", "body"}`, the trigger as
/// `{"kind": "calendar", "repeats": true, "hour", "minute"}` plus `weekday`,
/// `day`, or `month` and `day`; or `{"kind": "date", "at": moment}`.
public struct NotificationRequest: Hashable, Sendable {
  /// Which part of the app a request comes from.
  public enum Source: String, Hashable, Sendable, Codable, CaseIterable {
    /// A reminder the person made (`custom.` ids).
    case custom
    /// The bedtime planner (`bedtime.` ids).
    case bedtime

    /// The prefix of every request id of the source: `custom.` or `bedtime.`.
    public var idPrefix: String { rawValue + "." }
  }

  /// When the request fires.
  public enum Trigger: Hashable, Sendable {
    /// Repeats whenever the clock matches: every day at `hour:minute`, or
    /// only on a weekday, a day of the month, or a month and day.
    case calendar(CalendarMatch)
    /// Once, at a moment (written with the offset in force).
    case date(ISO8601Moment)
  }

  /// The clock fields a repeating calendar trigger matches; `nil` matches
  /// any value.
  public struct CalendarMatch: Hashable, Sendable {
    /// The hour, 0-23.
    public let hour: Int
    /// The minute, 0-59.
    public let minute: Int
    /// The weekday, from 1 (Sunday) to 7 (Saturday).
    public let weekday: Int?
    /// The day of the month, 1-31.
    public let day: Int?
    /// The month, 1-12.
    public let month: Int?

    /// Creates a match.
    ///
    /// - Parameters:
    ///   - hour: The hour, 0-23.
    ///   - minute: The minute, 0-59.
    ///   - weekday: The weekday, 1 = Sunday ... 7 = Saturday, or `nil`.
    ///   - day: The day of the month, or `nil`.
    ///   - month: The month, or `nil`.
    public init(hour: Int, minute: Int, weekday: Int? = nil, day: Int? = nil, month: Int? = nil) {
      self.hour = hour
      self.minute = minute
      self.weekday = weekday
      self.day = day
      self.month = month
    }
  }

  /// The stable id, such as `custom.rent.monthly` or `bedtime.2026-10-01.3`.
  ///
  /// - Complexity: O(*n*) in its length: a bedtime request's id is written
  ///   out when read (`idParts`).
  public var id: String { idParts.string }
  /// The id as the parts it is made of: the budget and the diff read its
  /// bytes without making the string.
  @usableFromInline package let idParts: RequestIDParts
  /// Which part of the app it comes from.
  public let source: Source
  /// When it fires.
  public let trigger: Trigger
  /// The title shown.
  public let title: String
  /// The body shown.
  public let body: String

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - id: The stable id.
  ///   - source: Which part of the app it comes from.
  ///   - trigger: When it fires.
  ///   - title: The title shown.
  ///   - body: The body shown.
  public init(id: String, source: Source, trigger: Trigger, title: String, body: String) {
    self.init(idParts: .text(id), source: source, trigger: trigger, title: title, body: body)
  }

  /// Creates a request whose id is made of parts (inlinable: the sources
  /// make a hundred a sync, and the call would cost more than the copy).
  @inlinable package init(
    idParts: RequestIDParts, source: Source, trigger: Trigger, title: String, body: String
  ) {
    self.idParts = idParts
    self.source = source
    self.trigger = trigger
    self.title = title
    self.body = body
  }
}

extension NotificationRequest {
  /// Equal when every field is: the ids as `String`s (as before they were
  /// made of parts), the source, trigger, title and body.
  public static func == (left: NotificationRequest, right: NotificationRequest) -> Bool {
    left.source == right.source && left.trigger == right.trigger && left.title == right.title
      && left.body == right.body && left.id == right.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(source)
    hasher.combine(trigger)
    hasher.combine(title)
    hasher.combine(body)
  }
}

extension NotificationRequest: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, source, trigger, title, body
  }

  /// Decodes `{"id", "source", "trigger", "title", "body"}`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a missing or wrong field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      source: try container.decode(Source.self, forKey: .source),
      trigger: try container.decode(Trigger.self, forKey: .trigger),
      title: try container.decode(String.self, forKey: .title),
      body: try container.decode(String.self, forKey: .body))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(source, forKey: .source)
    try container.encode(trigger, forKey: .trigger)
    try container.encode(title, forKey: .title)
    try container.encode(body, forKey: .body)
  }
}

extension NotificationRequest.Trigger: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, repeats, hour, minute, weekday, day, month, at
  }

  /// The kinds of trigger, named as in JSON.
  private enum Kind: String, CaseIterable {
    case calendar, date

    /// The fields a trigger of the kind has.
    var keys: Set<String> {
      switch self {
      case .calendar: ["kind", "repeats", "hour", "minute", "weekday", "day", "month"]
      case .date: ["kind", "at"]
      }
    }
  }

  /// Decodes a trigger in the shape ``encode(to:)`` writes, and nothing
  /// else: the one reader of the shape, also behind
  /// `PendingRequest.list(fromJSON:)`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for an unknown kind, a missing or wrong
  ///   field, a field the kind does not have (such as `year`), or a
  ///   calendar trigger whose `repeats` is not `true`: the OS would fire
  ///   such a trigger differently from any this package writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .kind)
    guard let kind = Kind(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription:
          "unknown trigger kind \(DisplayText.quoted(name, limit: 64)); use \"calendar\" or \"date\""
      )
    }
    let fields = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
    if let extra = fields.first(where: { !kind.keys.contains($0) }) {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "a \(name) trigger has no field \(DisplayText.quoted(extra, limit: 64))")
    }
    switch kind {
    case .calendar:
      guard try container.decode(Bool.self, forKey: .repeats) else {
        throw DecodingError.dataCorruptedError(
          forKey: .repeats, in: container,
          debugDescription: "a calendar trigger this package writes repeats: expected true")
      }
      self = .calendar(
        NotificationRequest.CalendarMatch(
          hour: try container.decode(Int.self, forKey: .hour),
          minute: try container.decode(Int.self, forKey: .minute),
          weekday: try container.decodeIfPresent(Int.self, forKey: .weekday),
          day: try container.decodeIfPresent(Int.self, forKey: .day),
          month: try container.decodeIfPresent(Int.self, forKey: .month)))
    case .date:
      self = .date(try container.decode(ISO8601Moment.self, forKey: .at))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .calendar(let match):
      try container.encode(Kind.calendar.rawValue, forKey: .kind)
      try container.encode(true, forKey: .repeats)
      try container.encode(match.hour, forKey: .hour)
      try container.encode(match.minute, forKey: .minute)
      try container.encodeIfPresent(match.weekday, forKey: .weekday)
      try container.encodeIfPresent(match.month, forKey: .month)
      try container.encodeIfPresent(match.day, forKey: .day)
    case .date(let moment):
      try container.encode(Kind.date.rawValue, forKey: .kind)
      try container.encode(moment, forKey: .at)
    }
  }
}
