import Foundation

/// The start and end of one night's window, `[start, end)`.
///
/// JSON: `{"night": "2026-10-01", "start": "2026-10-01T20:30:00+08:00",
/// "end": "2026-10-02T04:00:00+08:00"}`, each moment written with the offset
/// in force at it. Version 1 wrote UTC (`...Z`); both read.
public struct NightBounds: Hashable, Sendable {
  /// The night, named by the date its window opens on.
  public let night: CivilDate
  /// The first moment of the window.
  public let start: Date
  /// The first moment after the window.
  public let end: Date
  /// The zone's offset at `start`, in seconds east of UTC.
  public let secondsFromUTCAtStart: Int
  /// The zone's offset at `end`, in seconds east of UTC.
  public let secondsFromUTCAtEnd: Int

  /// Creates the bounds of a night.
  ///
  /// - Parameters:
  ///   - night: The night.
  ///   - start: The first moment of the window (with its offset).
  ///   - end: The first moment after it (with its offset); not before
  ///     `start`.
  public init(night: CivilDate, start: ISO8601Moment, end: ISO8601Moment) {
    self.night = night
    self.start = start.date
    self.end = max(end.date, start.date)
    secondsFromUTCAtStart = start.secondsFromUTC
    secondsFromUTCAtEnd = end.secondsFromUTC
  }

  /// Whether a moment lies in `[start, end)`.
  ///
  /// - Parameter moment: Any moment.
  /// - Returns: `true` from `start` up to but not including `end`.
  public func contains(_ moment: Date) -> Bool {
    start <= moment && moment < end
  }
}

extension NightBounds: Codable {
  private enum CodingKeys: String, CodingKey {
    case night, start, end
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      night: try container.decode(CivilDate.self, forKey: .night),
      start: try container.decode(ISO8601Moment.self, forKey: .start),
      end: try container.decode(ISO8601Moment.self, forKey: .end))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(night, forKey: .night)
    try container.encode(
      ISO8601Moment(start, secondsFromUTC: secondsFromUTCAtStart), forKey: .start)
    try container.encode(ISO8601Moment(end, secondsFromUTC: secondsFromUTCAtEnd), forKey: .end)
  }
}
