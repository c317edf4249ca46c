import Foundation
import HabitBreathing
import HabitCalendar
import HabitToolkit

extension FocusSession: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, start, minutes, interrupted, sceneId, demo, before, after
  }

  /// Decodes a stored session, version 1 or later, with the fields and
  /// checks that ``sessions(fromJSON:)`` reads a list with.
  ///
  /// `interrupted` and `demo` left out or `null` are `false`; `sceneId`,
  /// `before` and `after` (the check-in's moods, 1-5) may be left out or
  /// `null`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape or a moment without an
  ///   offset, or `dataCorrupted` with the message of
  ///   ``init(id:start:minutes:interrupted:sceneId:demo:)`` for a session that
  ///   fails its checks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        id: try container.decode(String.self, forKey: .id),
        start: try container.decode(ISO8601Moment.self, forKey: .start),
        minutes: try container.decode(Int.self, forKey: .minutes),
        interrupted: try container.decodeIfPresent(Bool.self, forKey: .interrupted) ?? false,
        sceneId: try container.decodeIfPresent(String.self, forKey: .sceneId),
        demo: try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false)
      moods = try MoodCheck(
        before: try container.decodeIfPresent(Int.self, forKey: .before),
        after: try container.decodeIfPresent(Int.self, forKey: .after))
    } catch let error as InputError {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(start, forKey: .start)
    try container.encode(minutes, forKey: .minutes)
    try container.encode(interrupted, forKey: .interrupted)
    try container.encodeIfPresent(sceneId, forKey: .sceneId)
    if demo { try container.encode(demo, forKey: .demo) }
    try container.encodeIfPresent(moods.before, forKey: .before)
    try container.encodeIfPresent(moods.after, forKey: .after)
  }
}
