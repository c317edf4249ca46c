import HabitCalendar

extension RecurringReminder: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, note, time
    case recurrence = "repeat"
    case enabled, monthEnd
  }

  private enum RecurrenceKeys: String, CodingKey {
    case kind, weekdays, day, month, date
  }

  /// Decodes a stored rule, version 1 or later: `note`, `enabled` and
  /// `monthEnd` default to `""`, `true` and `skip`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape, or `dataCorrupted` with
  ///   the message of ``init(id:title:note:time:recurrence:enabled:monthEnd:)``
  ///   for a rule that fails its checks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let nested = try container.nestedContainer(keyedBy: RecurrenceKeys.self, forKey: .recurrence)
    let kind = try nested.decode(String.self, forKey: .kind)
    let recurrence: Recurrence
    switch kind {
    case "daily": recurrence = .daily
    case "weekly": recurrence = .weekly(weekdays: try nested.decode([Int].self, forKey: .weekdays))
    case "monthly": recurrence = .monthly(day: try nested.decode(Int.self, forKey: .day))
    case "yearly":
      recurrence = .yearly(
        month: try nested.decode(Int.self, forKey: .month),
        day: try nested.decode(Int.self, forKey: .day))
    case "once": recurrence = .once(try nested.decode(CivilDate.self, forKey: .date))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: nested, debugDescription: Self.unknownKind(kind))
    }
    do {
      try self.init(
        id: try container.decode(String.self, forKey: .id),
        title: try container.decode(String.self, forKey: .title),
        note: try container.decodeIfPresent(String.self, forKey: .note) ?? "",
        time: try container.decode(WallTime.self, forKey: .time),
        recurrence: recurrence,
        enabled: try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true,
        monthEnd: try container.decodeIfPresent(MonthEnd.self, forKey: .monthEnd) ?? .skip)
    } catch let error as InputError {
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
  }

  static func unknownKind(_ kind: String) -> String {
    "unknown kind \"\(kind)\"; use \(Recurrence.kinds.map { "\"\($0)\"" }.joined(separator: ", "))"
  }
}
