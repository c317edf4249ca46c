import Foundation

/// A moment as ISO 8601 text with the offset in force, such as
/// `2026-10-01T20:42:00+08:00` or `2026-10-01T12:42:00Z`: the one format
/// the library and `gen` read and write moments in.
///
/// The value keeps the offset it was written with, so a moment read from
/// JSON writes back the same text. Encoded in JSON as that string.
public struct ISO8601Moment: Hashable, Sendable {
  /// The moment.
  public let date: Date
  /// The offset written with it, in seconds east of UTC.
  public let secondsFromUTC: Int

  /// A moment and the offset to write it with.
  ///
  /// - Parameters:
  ///   - date: The moment.
  ///   - secondsFromUTC: The offset in force, such as
  ///     ``CivilCalendar/secondsFromUTC(at:)``.
  public init(_ date: Date, secondsFromUTC: Int) {
    self.date = date
    self.secondsFromUTC = secondsFromUTC
  }

  /// Parses text as ``parse(_:)`` does, keeping the offset.
  ///
  /// - Parameter text: Such as `2026-10-01T20:42:00+08:00`.
  public init?(_ text: String) {
    guard let parsed = Self.parseKeepingOffset(Array(text.utf8)[...]) else { return nil }
    self = parsed
  }

  /// Parses UTF-8 text as ``parse(_:)`` does, keeping the offset: a list
  /// reader's moment read from the bytes of its input, without a `String`
  /// per moment (docs/benchmarks.md).
  ///
  /// - Parameter bytes: Such as the bytes of `2026-10-01T20:42:00+08:00`.
  package init?(utf8 bytes: ArraySlice<UInt8>) {
    guard let parsed = Self.parseKeepingOffset(bytes) else { return nil }
    self = parsed
  }

  /// The text: local date and time to the second, then the offset.
  public var description: String { Self.text(date, secondsFromUTC: secondsFromUTC) }

  /// The calendar day the moment falls on at its own offset: the date its
  /// text starts with.
  public var localDate: CivilDate {
    let local = unixSeconds(date) + Int64(secondsFromUTC)
    return CivilDate(daysSinceEpoch: Int(floorDivide(local, secondsPerDay)))
  }

  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z` or an offset
  /// `±HH:MM` (or `±HHMM`, `±HH`), or returns `nil`.
  ///
  /// A moment without an offset is rejected: it would name a different
  /// moment in every zone. Everything ``text(_:secondsFromUTC:)`` writes
  /// reads back to the same whole second.
  ///
  /// - Parameter text: Such as `2026-10-01T20:42:00+08:00`.
  /// - Returns: The moment, or `nil` when the text is not such a moment.
  /// - Complexity: O(*n*) in the length of the text.
  public static func parse(_ text: String) -> Date? {
    ISO8601Moment(text)?.date
  }

  private static func parseKeepingOffset(_ bytes: ArraySlice<UInt8>) -> ISO8601Moment? {
    // Positions count from the slice's start: a reader's slice of its input.
    // Digits are read in place rather than as a slice each, which retained
    // the input per number (about 15 ms of reading a million sessions,
    // docs/benchmarks.md).
    let start = bytes.startIndex
    func number(_ offset: Int, _ count: Int) -> Int? {
      var value = 0
      for index in (start + offset)..<(start + offset + count) {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard bytes.count >= 17,
      bytes[start + 10] == UInt8(ascii: "T") || bytes[start + 10] == UInt8(ascii: "t"),
      bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
      let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let date = CivilDate(year: year, month: month, day: day),
      bytes[start + 13] == UInt8(ascii: ":"),
      let hour = number(11, 2), hour < 24,
      let minute = number(14, 2), minute < 60
    else { return nil }
    var index = start + 16
    var second = 0
    var fraction = 0.0
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") {
      guard index + 3 <= bytes.endIndex, let value = number(index + 1 - start, 2), value < 60
      else { return nil }
      second = value
      index += 3
      if index < bytes.endIndex,
        bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",")
      {
        var scale = 0.1
        index += 1
        let digitsStart = index
        while index < bytes.endIndex, let digit = number(index - start, 1) {
          fraction += Double(digit) * scale
          scale /= 10
          index += 1
        }
        guard index > digitsStart else { return nil }
      }
    }
    guard let offset = offsetSeconds(bytes[index...]) else { return nil }
    let local =
      Int64(date.daysSinceEpoch) * secondsPerDay + Int64(hour * 3600 + minute * 60 + second)
    return ISO8601Moment(
      Date(timeIntervalSince1970: Double(local - Int64(offset)) + fraction), secondsFromUTC: offset)
  }

  /// `Z`, `±HH:MM`, `±HHMM` or `±HH` as seconds east of UTC.
  private static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard let sign = bytes.first else { return nil }
    if bytes.count == 1, sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") { return 0 }
    guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
    let rest = bytes.startIndex + 1
    let hours: Int?
    let minutes: Int?
    switch bytes.count - 1 {
    case 2: (hours, minutes) = (decimalNumber(bytes[rest..<(rest + 2)]), 0)
    case 4:
      (hours, minutes) = (
        decimalNumber(bytes[rest..<(rest + 2)]), decimalNumber(bytes[(rest + 2)..<(rest + 4)])
      )
    case 5 where bytes[rest + 2] == UInt8(ascii: ":"):
      (hours, minutes) = (
        decimalNumber(bytes[rest..<(rest + 2)]), decimalNumber(bytes[(rest + 3)..<(rest + 5)])
      )
    default: return nil
    }
    guard let hours, let minutes, hours <= 18, minutes < 60 else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return sign == UInt8(ascii: "-") ? -seconds : seconds
  }

  /// A moment as local date and time to the second (fractions dropped),
  /// then the offset: `2026-10-01T20:42:00+08:00`, or `...Z` for offset 0.
  ///
  /// - Parameters:
  ///   - moment: The moment.
  ///   - secondsFromUTC: The offset in force, in seconds east of UTC (such
  ///     as ``CivilCalendar/secondsFromUTC(at:)``).
  /// - Returns: The text.
  /// - Complexity: O(1).
  public static func text(_ moment: Date, secondsFromUTC: Int) -> String {
    text(unixSeconds(moment), offset: Int64(secondsFromUTC))
  }

  /// A moment as local date and time to the second, then the offset.
  package static func text(_ instant: Int64, offset: Int64) -> String {
    let local = instant + offset
    let date = CivilDate(daysSinceEpoch: Int(floorDivide(local, secondsPerDay)))
    let second = Int(local - Int64(date.daysSinceEpoch) * secondsPerDay)
    let time = "\(pad(second / 3600, 2)):\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2))"
    return "\(date)T\(time)\(offsetText(Int(offset)))"
  }

  /// `Z` for UTC, otherwise `±HH:MM` (`±HH:MM:SS` for historical offsets
  /// that are not whole minutes).
  static func offsetText(_ seconds: Int) -> String {
    if seconds == 0 { return "Z" }
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    let text = "\(sign)\(pad(magnitude / 3600, 2)):\(pad(magnitude / 60 % 60, 2))"
    return magnitude % 60 == 0 ? text : "\(text):\(pad(magnitude % 60, 2))"
  }
}

extension ISO8601Moment: LosslessStringConvertible {}

extension ISO8601Moment: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText(
      ISO8601Moment.self, named: "moment",
      expected: "an ISO 8601 moment with an offset, such as 2026-10-01T20:42:00+08:00")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension KeyedDecodingContainer {
  /// Decodes an ISO 8601 moment with an offset, or throws naming the key.
  package func decodeMoment(forKey key: Key) throws -> Date {
    let text = try decode(String.self, forKey: key)
    guard let moment = ISO8601Moment.parse(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription:
          "invalid moment \"\(text)\"; expected ISO 8601 with an offset, such as 2026-10-01T20:42:00+08:00"
      )
    }
    return moment
  }
}

extension SingleValueDecodingContainer {
  /// Decodes a value written as text, such as a day or a wall time, or
  /// throws saying what valid text looks like: `invalid time "9:00";
  /// expected HH:MM, 00:00-23:59`.
  package func decodeText<Value: LosslessStringConvertible>(
    _ type: Value.Type, named noun: String, expected format: String
  ) throws -> Value {
    let text = try decode(String.self)
    guard let value = Value(text) else {
      throw DecodingError.dataCorruptedError(
        in: self, debugDescription: "invalid \(noun) \"\(text)\"; expected \(format)")
    }
    return value
  }
}
