/// The part of the day the bedtime rules care about, as two wall times.
///
/// A window whose end is earlier than its start crosses midnight (the
/// default, `20:30-04:00`): the night of 2026-10-01 runs from 20:30 on
/// 10-01 to 04:00 on 10-02. Otherwise it is a same-day window (`13:00-15:00`).
/// Encoded in JSON as `{"start": "20:30", "end": "04:00"}`.
public struct NightWindow: Hashable, Sendable {
  /// The shortest window accepted, in wall-clock minutes.
  public static let minimumMinutes = 30

  /// When the window opens.
  public let start: WallTime
  /// When the window closes (on the next date if it crosses midnight).
  public let end: WallTime

  /// Creates a window.
  ///
  /// - Parameters:
  ///   - start: Opening wall time.
  ///   - end: Closing wall time; earlier than `start` crosses midnight.
  /// - Throws: ``InputError`` (field `window`) when the times are equal or
  ///   the window is shorter than ``minimumMinutes``.
  public init(start: WallTime, end: WallTime) throws(InputError) {
    guard start != end else {
      throw InputError(
        field: "window", message: "start and end are both \(start); give two different times")
    }
    let window = NightWindow(unchecked: start, end)
    guard window.wallMinutes >= Self.minimumMinutes else {
      throw InputError(
        field: "window",
        message:
          "\(window) lasts \(window.wallMinutes) minutes; it must last at least \(Self.minimumMinutes)"
      )
    }
    self = window
  }

  private init(unchecked start: WallTime, _ end: WallTime) {
    self.start = start
    self.end = end
  }

  /// 20:30 to 04:00, the default bedtime window.
  public static let standard = NightWindow(
    unchecked: WallTime(uncheckedMinutes: 20 * 60 + 30), WallTime(uncheckedMinutes: 4 * 60))

  /// Whether the window ends on the date after it starts.
  public var crossesMidnight: Bool { end < start }

  /// The window's length on the wall clock, ignoring DST (a DST night's
  /// window lasts an hour more or less in elapsed time).
  public var wallMinutes: Int {
    let length = end.minutesSinceMidnight - start.minutesSinceMidnight
    return length > 0 ? length : length + 24 * 60
  }

  /// The day rollover this window implies: its end when it crosses
  /// midnight, otherwise midnight.
  public var rollover: DayRollover {
    crossesMidnight ? DayRollover(at: end) : .midnight
  }
}

extension NightWindow: LosslessStringConvertible {
  /// Parses `HH:MM-HH:MM`, or returns `nil` for text that is not two wall
  /// times or a window that ``init(start:end:)`` rejects.
  ///
  /// - Parameter description: Such as `20:30-04:00`.
  public init?(_ description: String) {
    guard let window = try? NightWindow(parsing: description) else { return nil }
    self = window
  }

  /// Parses `HH:MM-HH:MM`, saying what is wrong when it cannot.
  ///
  /// - Parameter text: Such as `20:30-04:00`.
  /// - Throws: ``InputError`` (field `window`): not two wall times, or a
  ///   window that ``init(start:end:)`` rejects.
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String) throws(InputError) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = WallTime(String(parts[0])),
      let end = WallTime(String(parts[1]))
    else {
      throw InputError(field: "window", message: "expected HH:MM-HH:MM, such as 20:30-04:00")
    }
    try self.init(start: start, end: end)
  }

  /// `HH:MM-HH:MM`.
  public var description: String { "\(start)-\(end)" }
}

extension NightWindow: Codable {
  private enum CodingKeys: String, CodingKey {
    case start
    case end
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(WallTime.self, forKey: .start)
    let end = try container.decode(WallTime.self, forKey: .end)
    do {
      try self.init(start: start, end: end)
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
  }
}
