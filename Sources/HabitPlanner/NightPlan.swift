import HabitCalendar

/// The plan of one night: its window and its reminders.
///
/// JSON: `{"night", "start", "end", "reminders": [...]}`, moments written
/// in the zone in force. Version 1 nested the window as `{"bounds":
/// {"night", "start", "end"}, "reminders"}`; both read.
public struct NightPlan: Hashable, Sendable {
  /// The night and its window, `[start, end)`.
  public let bounds: NightBounds
  /// The reminders, in time order, all within the window.
  public let reminders: [Reminder]

  /// The night.
  public var night: CivilDate { bounds.night }

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - bounds: The night and its window.
  ///   - reminders: The reminders, in time order.
  public init(bounds: NightBounds, reminders: [Reminder]) {
    self.bounds = bounds
    self.reminders = reminders
  }
}

extension NightPlan: Codable {
  private enum CodingKeys: String, CodingKey {
    case night, start, end, reminders
    case bounds  // version 1
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let bounds =
      try container.decodeIfPresent(NightBounds.self, forKey: .bounds)
      ?? NightBounds(from: decoder)
    self.init(bounds: bounds, reminders: try container.decode([Reminder].self, forKey: .reminders))
  }

  public func encode(to encoder: any Encoder) throws {
    try bounds.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(reminders, forKey: .reminders)
  }
}
