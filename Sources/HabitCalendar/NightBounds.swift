import Foundation

/// The start and end of one night's window, `[start, end)`.
///
/// JSON: `{"night": "2026-10-01", "start": "...Z", "end": "...Z"}` (UTC).
public struct NightBounds: Hashable, Sendable {
  /// The night, named by the date its window opens on.
  public let night: CivilDate
  /// The first moment of the window.
  public let start: Date
  /// The first moment after the window.
  public let end: Date

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
    night = try container.decode(CivilDate.self, forKey: .night)
    start = try container.decodeMoment(forKey: .start)
    end = try container.decodeMoment(forKey: .end)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(night, forKey: .night)
    try container.encode(ISO8601Moment.utcText(start), forKey: .start)
    try container.encode(ISO8601Moment.utcText(end), forKey: .end)
  }
}
