import Foundation
import HabitCalendar
import HabitToolkit

extension ActivityEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case at, kind, quantity, points, interrupted, demo
  }

  /// The longest kind, in bytes.
  public static let maximumKindLength = 64
  /// The most events one list holds: a million.
  public static let maximumCount = 1_000_000

  /// Decodes a stored event, version 1 or later: the one reader of the
  /// shape, also behind ``events(fromJSON:)``.
  ///
  /// `points` may be missing or `null`; `interrupted` and `demo` missing or
  /// `null` are `false`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape or a moment without an
  ///   offset, or `dataCorrupted` naming `kind` (empty or over 64 bytes),
  ///   `quantity` (not a finite number) or `points` (below 0).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let at = try container.decodeMoment(forKey: .at)
    let kind = try container.decode(String.self, forKey: .kind)
    let quantity = try container.decode(Double.self, forKey: .quantity)
    let points = try container.decodeIfPresent(Int.self, forKey: .points)
    guard !kind.isEmpty, kind.utf8.count <= Self.maximumKindLength else {
      throw InputError(
        field: "kind", message: "a kind needs 1-\(Self.maximumKindLength) bytes, such as \"track\""
      ).decodingError(at: decoder.codingPath)
    }
    guard quantity.isFinite else {
      throw InputError(field: "quantity", message: "expected a finite number")
        .decodingError(at: decoder.codingPath)
    }
    if let points, points < 0 {
      throw InputError(field: "points", message: "\(points) is below 0; expected 0 or more")
        .decodingError(at: decoder.codingPath)
    }
    self.init(
      at: at, kind: kind, quantity: quantity, points: points,
      interrupted: try container.decodeIfPresent(Bool.self, forKey: .interrupted) ?? false,
      demo: try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false)
  }

  /// Encodes the stored shape: `at` in UTC, `points` only when known,
  /// `"demo": true` only for demo data.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(ISO8601Moment(at, secondsFromUTC: 0), forKey: .at)
    try container.encode(kind, forKey: .kind)
    try container.encode(quantity, forKey: .quantity)
    try container.encodeIfPresent(points, forKey: .points)
    try container.encode(interrupted, forKey: .interrupted)
    if demo { try container.encode(demo, forKey: .demo) }
  }

  /// Reads a list of events, as an app exports them and as `gen badges
  /// --events` reads them: a JSON array of events in their stored shape.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The events, in file order.
  /// - Throws: ``InputError`` naming the first bad event by its index
  ///   (`events[3].quantity`), or a list of more than ``maximumCount``.
  /// - Complexity: O(*n*) in the size of the text.
  public static func events(fromJSON data: Data) throws(InputError) -> [ActivityEvent] {
    let root = try JSONValue.parse(
      data, field: "events", shape: .arrayOfObjects("expected a JSON array of events"))
    guard case .array(let items) = root else {
      throw InputError(
        field: "events", message: "expected a JSON array of events, found \(root.kind)")
    }
    guard items.count <= maximumCount else {
      throw InputError(
        field: "events", message: "\(items.count) events; at most \(maximumCount) are read")
    }
    var events: [ActivityEvent] = []
    events.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      do {
        events.append(try JSONValueDecoder.decode(ActivityEvent.self, from: item))
      } catch {
        throw InputError(error, in: "events[\(index)]")
      }
    }
    return events
  }
}
