import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

/// A session of a program someone did: `{"programId": "calm-start", "day":
/// 3, "at": "2026-10-03T21:10:00+08:00"}` (version 1), day 1 first, with
/// `"demo": true` for demo data.
public struct ProgramSession: Hashable, Sendable {
  /// The program's id, as content had it when the session was saved.
  public let programId: String
  /// The program day, 1...``ProgramCatalog/maximumDays``.
  public let day: Int
  /// When the session was done; its logical day is what counts.
  public let at: Date
  /// Whether it is demo data, not the person's own (``DemoRecords``).
  public let demo: Bool

  /// Creates a record, checking it.
  ///
  /// - Parameters:
  ///   - programId: The program's id.
  ///   - day: The program day.
  ///   - at: When the session was done.
  ///   - demo: Whether it is demo data (default `false`).
  /// - Throws: ``InputError`` on `programId` (empty or over 64 bytes) or
  ///   `day` (outside 1...366).
  public init(programId: String, day: Int, at: Date, demo: Bool = false) throws(InputError) {
    guard !programId.isEmpty, programId.utf8.count <= 64 else {
      throw InputError(field: "programId", message: "use 1-64 characters")
    }
    guard (1...ProgramCatalog.maximumDays).contains(day) else {
      throw InputError(
        field: "day", message: "\(day) is not a program day; use 1-\(ProgramCatalog.maximumDays)")
    }
    self.programId = programId
    self.day = day
    self.at = at
    self.demo = demo
  }
}

extension ProgramSession: Codable {
  private enum CodingKeys: String, CodingKey { case programId, day, at, demo }

  /// Decodes a stored record, the one reader of the shape; `demo` missing
  /// or `null` is `false`.
  ///
  /// - Throws: `DecodingError` for a wrong shape, or `dataCorrupted` with
  ///   the message of ``init(programId:day:at:demo:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let programId = try container.decode(String.self, forKey: .programId)
    let day = try container.decode(Int.self, forKey: .day)
    let at = try container.decodeMoment(forKey: .at)
    let demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
    do {
      try self.init(programId: programId, day: day, at: at, demo: demo)
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(programId, forKey: .programId)
    try container.encode(day, forKey: .day)
    try container.encode(ISO8601Moment(at, secondsFromUTC: 0), forKey: .at)
    if demo { try container.encode(demo, forKey: .demo) }
  }

  /// Reads a list of records, as `gen goal program --records` does, one
  /// record at a time; the first wrong value stops the read.
  ///
  /// - Parameter data: The JSON text: an array of records.
  /// - Returns: The records in file order.
  /// - Throws: ``InputError`` naming the first bad item (`records[2].day`).
  /// - Complexity: O(*n*) in the size of the text.
  public static func list(fromJSON data: Data) throws(InputError) -> [ProgramSession] {
    var sessions: [ProgramSession] = []
    try RecordFields.forEach(in: data, list: "records", shape: listShape, keys: Field.self) {
      (fields: borrowing RecordFields) throws(InputError) in
      let programId = try fields.string(Field.programId)
      let day = try fields.integer(Field.day)
      let at = try fields.instant(Field.at)
      let demo = try fields.flag(Field.demo)
      do throws(InputError) {
        sessions.append(try ProgramSession(programId: programId, day: day, at: at, demo: demo))
      } catch {
        throw fields.placed(error)
      }
    }
    return sessions
  }

  /// The fields of a stored record.
  private enum Field: Int, RecordKey {
    case programId, day, at, demo
  }

  /// A list of records: objects.
  private static let listShape = JSONValue.Shape.arrayOfObjects(
    "expected a JSON array of {\"programId\", \"day\", \"at\"} records")
}
