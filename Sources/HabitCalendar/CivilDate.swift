/// A date on the proleptic Gregorian calendar, such as `2026-10-01`, with no
/// time and no zone.
///
/// Stored as a day count from 1970-01-01, so comparison and day arithmetic
/// are single integer operations. Encoded in JSON as the string
/// `"YYYY-MM-DD"`.
///
/// Dates run from ``earliest`` (0001-01-01) to ``latest`` (9999-12-31), the
/// dates that four-digit text can name: every value reads back from its own
/// text and JSON. Day counts and arithmetic beyond them stop at the edge.
public struct CivilDate: Hashable, Comparable, Sendable {
  /// Days since 1970-01-01 (negative before it).
  public let daysSinceEpoch: Int

  /// Creates the date a number of days after 1970-01-01.
  ///
  /// - Parameter daysSinceEpoch: Days since 1970-01-01; a count before
  ///   ``earliest`` or after ``latest`` gives that date.
  public init(daysSinceEpoch: Int) {
    self.daysSinceEpoch = min(
      max(daysSinceEpoch, Self.earliestDaysSinceEpoch), Self.latestDaysSinceEpoch)
  }

  /// 0001-01-01, the earliest date.
  public static let earliest = CivilDate(uncheckedDays: earliestDaysSinceEpoch)
  /// 9999-12-31, the latest date.
  public static let latest = CivilDate(uncheckedDays: latestDaysSinceEpoch)

  package static let earliestDaysSinceEpoch = -719_162
  package static let latestDaysSinceEpoch = 2_932_896

  /// A date from a day count already known to be in range.
  ///
  /// The count must lie within ``earliest``...``latest``, as one computed
  /// from a clamped moment does.
  package init(uncheckedDays days: Int) {
    daysSinceEpoch = days
  }

  /// Creates a date from its year, month and day, or `nil` if there is no
  /// such date (month 13, February 30, a year outside 1...9999).
  ///
  /// - Parameters:
  ///   - year: The year, 1...9999.
  ///   - month: The month, 1...12.
  ///   - day: The day of the month.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    // Days from civil, after Howard Hinnant's public-domain algorithm.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
  }

  /// A date's year, month and day.
  public struct Components: Hashable, Sendable {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int
  }

  /// The year, month and day.
  ///
  /// - Complexity: O(1): a handful of integer divisions.
  public var components: Components {
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return Components(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// The date a number of days later (earlier when negative).
  ///
  /// - Parameter days: Days to add.
  /// - Returns: The civil date `days` after this one, or ``earliest`` /
  ///   ``latest`` when that is beyond them.
  public func adding(days: Int) -> CivilDate {
    let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(days)
    return CivilDate(daysSinceEpoch: overflow ? (days > 0 ? Int.max : Int.min) : sum)
  }

  /// The next civil date.
  public var next: CivilDate { adding(days: 1) }

  /// The previous civil date.
  public var previous: CivilDate { adding(days: -1) }

  /// The number of days from `start` to `end` (negative if `end` is earlier).
  ///
  /// - Parameters:
  ///   - start: The earlier date.
  ///   - end: The later date.
  /// - Returns: `end - start` in days.
  public static func days(from start: CivilDate, to end: CivilDate) -> Int {
    end.daysSinceEpoch - start.daysSinceEpoch
  }

  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    lhs.daysSinceEpoch < rhs.daysSinceEpoch
  }

  /// The day of the week, from 1 (Sunday) to 7 (Saturday).
  ///
  /// The numbering of `Calendar` and of notification triggers.
  ///
  /// - Complexity: O(1).
  public var weekday: Int {
    // 1970-01-01 was a Thursday, weekday 5.
    (daysSinceEpoch + 4).modulo(7) + 1
  }

  /// How many days this date is after the latest `weekStart` weekday on or
  /// before it: its column in a week that starts on `weekStart`.
  ///
  /// - Parameter weekStart: The weekday weeks start on, 1 (Sunday) to 7
  ///   (Saturday), as ``weekday`` numbers them.
  /// - Returns: 0 on a `weekStart` weekday ... 6 on the day before one.
  /// - Complexity: O(1).
  public func daysSinceWeekStart(_ weekStart: Int) -> Int {
    (weekday - weekStart).modulo(7)
  }

  /// The number of days in a month of a year (February 29 in leap years).
  ///
  /// - Parameters:
  ///   - month: The month, 1...12.
  ///   - year: The year.
  /// - Returns: 28...31.
  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  package static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }
}

extension Int {
  /// The remainder that is never negative, for a positive divisor.
  fileprivate func modulo(_ divisor: Int) -> Int {
    let remainder = self % divisor
    return remainder < 0 ? remainder + divisor : remainder
  }
}

extension CivilDate: LosslessStringConvertible {
  /// Parses exactly `YYYY-MM-DD`, or returns `nil`.
  ///
  /// - Parameter description: Such as `2026-10-01`.
  public init?(_ description: String) {
    self.init(utf8: description.utf8)
  }

  /// Parses exactly the UTF-8 of `YYYY-MM-DD`, or returns `nil`: a moment's
  /// date read in place, without a string of its own.
  ///
  /// - Parameter bytes: Such as the first ten bytes of a moment.
  package init?<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) {
    guard bytes.count == 10 else { return nil }
    let start = bytes.startIndex
    func part(_ offset: Int, _ count: Int) -> Bytes.SubSequence {
      let from = bytes.index(start, offsetBy: offset)
      return bytes[from..<bytes.index(from, offsetBy: count)]
    }
    guard part(4, 1).first == UInt8(ascii: "-"), part(7, 1).first == UInt8(ascii: "-"),
      let year = decimalNumber(part(0, 4)), let month = decimalNumber(part(5, 2)),
      let day = decimalNumber(part(8, 2))
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`.
  ///
  /// - Complexity: O(1): ten bytes written in place (request ids and JSON
  ///   write many dates).
  public var description: String {
    let date = components
    return String(unsafeUninitializedCapacity: 10) { buffer in
      func put(_ value: Int, at start: Int, width: Int) {
        var value = value
        for index in stride(from: start + width - 1, through: start, by: -1) {
          buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
      }
      put(date.year, at: 0, width: 4)
      buffer[4] = UInt8(ascii: "-")
      put(date.month, at: 5, width: 2)
      buffer[7] = UInt8(ascii: "-")
      put(date.day, at: 8, width: 2)
      return 10
    }
  }

}

/// The number written by ASCII digits, or `nil` when `bytes` is empty or
/// holds anything else: the one digit reader of dates, times and moments.
package func decimalNumber<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
  guard !bytes.isEmpty else { return nil }
  var value = 0
  for byte in bytes {
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    value = value * 10 + Int(byte - UInt8(ascii: "0"))
  }
  return value
}

/// A non-negative number left-padded with zeros to `width` digits.
package func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}

extension CivilDate: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText(
      CivilDate.self, named: "date", expected: "an existing date as YYYY-MM-DD")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
