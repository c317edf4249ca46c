import HabitCalendar
import HabitToolkit

extension RecurringReminder: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, note, time
    case recurrence = "repeat"
    case enabled, monthEnd, demo, doneCovers
  }

  private enum RecurrenceKeys: String, CodingKey {
    case kind, weekdays, day, month, date
  }

  /// Decodes a stored rule, version 1 or later.
  ///
  /// The one reader of the shape, also behind ``rules(fromJSON:)``.
  /// `note`, `enabled`, `monthEnd` and `demo` left out or `null` default
  /// to `""`, `true`, `skip` and `false`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape or an unknown kind, or
  ///   `dataCorrupted` with the message of
  ///   ``init(id:title:time:recurrence:enabled:monthEnd:)`` (its field
  ///   relative to the rule, such as `repeat.day`) for a rule that fails
  ///   its checks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let nested = try container.nestedContainer(keyedBy: RecurrenceKeys.self, forKey: .recurrence)
    let name = try nested.decode(String.self, forKey: .kind)
    guard let kind = Recurrence.Kind(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: nested, debugDescription: Self.unknownKind(name))
    }
    let recurrence: Recurrence
    switch kind {
    case .daily: recurrence = .daily
    case .weekly: recurrence = .weekly(weekdays: try nested.decode([Int].self, forKey: .weekdays))
    case .monthly: recurrence = .monthly(day: try nested.decode(Int.self, forKey: .day))
    case .yearly:
      recurrence = .yearly(
        month: try nested.decode(Int.self, forKey: .month),
        day: try nested.decode(Int.self, forKey: .day))
    case .once: recurrence = .once(try nested.decode(CivilDate.self, forKey: .date))
    }
    let id = try container.decode(String.self, forKey: .id)
    let title = try container.decode(String.self, forKey: .title)
    let note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
    let time = try container.decode(WallTime.self, forKey: .time)
    let enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
    let monthEnd = try container.decodeIfPresent(MonthEnd.self, forKey: .monthEnd) ?? .skip
    let demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
    let doneCovers = try container.decodeIfPresent(DoneCovers.self, forKey: .doneCovers)
    self.init(
      uncheckedID: id, title: title, time: time, recurrence: recurrence, enabled: enabled,
      monthEnd: monthEnd)
    self.note = note
    self.demo = demo
    self.doneCovers = doneCovers
    do throws(InputError) {
      try check(namedInErrors: "")
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(note, forKey: .note)
    try container.encode(time, forKey: .time)
    var nested = container.nestedContainer(keyedBy: RecurrenceKeys.self, forKey: .recurrence)
    try nested.encode(recurrence.kind, forKey: .kind)
    switch recurrence {
    case .daily: break
    case .weekly(let weekdays): try nested.encode(weekdays, forKey: .weekdays)
    case .monthly(let day): try nested.encode(day, forKey: .day)
    case .yearly(let month, let day):
      try nested.encode(month, forKey: .month)
      try nested.encode(day, forKey: .day)
    case .once(let date): try nested.encode(date, forKey: .date)
    }
    try container.encode(enabled, forKey: .enabled)
    try container.encode(monthEnd, forKey: .monthEnd)
    if demo { try container.encode(demo, forKey: .demo) }
    // Written only when set, so a rule without it reads as it always did.
    try container.encodeIfPresent(doneCovers, forKey: .doneCovers)
  }

  private static func unknownKind(_ kind: String) -> String {
    let kinds = Recurrence.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    return "unknown kind \(DisplayText.quoted(kind, limit: 64)); use \(kinds)"
  }
}

extension RecurringReminder.DoneCovers {
  /// Decodes `"day"`, `"week"`, `"month"`, `"year"` or `"rule"`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the valid values.
  public init(from decoder: any Decoder) throws {
    self = try Self.named(by: decoder, listedWith: ", ")
  }
}

extension RecurringReminder.MonthEnd {
  /// Decodes `"skip"` or `"lastDay"`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the valid values.
  public init(from decoder: any Decoder) throws {
    self = try Self.named(by: decoder, listedWith: " or ")
  }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
  /// The case a decoder's single string names, or an error that lists
  /// every valid value.
  fileprivate static func named(by decoder: any Decoder, listedWith separator: String) throws
    -> Self
  {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = Self(rawValue: text) else {
      let values = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: separator)
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "unknown value \(DisplayText.quoted(text, limit: 64)); use \(values)")
    }
    return value
  }
}
