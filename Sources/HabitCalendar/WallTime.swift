/// A time on a wall clock, to the minute, such as `20:30`; no date, no zone.
///
/// Encoded in JSON as the string `"HH:MM"`.
public struct WallTime: Hashable, Comparable, Sendable {
  /// Minutes since midnight, 0..<1440.
  public let minutesSinceMidnight: Int

  /// Creates a wall time, or `nil` outside 00:00...23:59.
  ///
  /// - Parameters:
  ///   - hour: 0...23.
  ///   - minute: 0...59.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    minutesSinceMidnight = hour * 60 + minute
  }

  /// Midnight, `00:00`.
  public static let midnight = WallTime(uncheckedMinutes: 0)

  package init(uncheckedMinutes: Int) {
    minutesSinceMidnight = uncheckedMinutes
  }

  /// The hour, 0...23.
  public var hour: Int { minutesSinceMidnight / 60 }
  /// The minute, 0...59.
  public var minute: Int { minutesSinceMidnight % 60 }

  public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
    lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
  }
}

extension WallTime: LosslessStringConvertible {
  /// Parses exactly `HH:MM` (24-hour, two digits each), or returns `nil`.
  ///
  /// - Parameter description: Such as `04:00`.
  public init?(_ description: String) {
    let bytes = Array(description.utf8)[...]
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
      let hour = decimalNumber(bytes[0..<2]), let minute = decimalNumber(bytes[3..<5])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// `HH:MM`.
  public var description: String { "\(pad(hour, 2)):\(pad(minute, 2))" }
}

extension WallTime: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText(
      WallTime.self, named: "time", expected: "HH:MM, 00:00-23:59")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
