import Foundation
import HabitCalendar
import Testing

/// The zone of an IANA identifier; the test fails if the system lacks it.
public func zone(_ identifier: String) throws -> TimeZone {
  try #require(TimeZone(identifier: identifier), "unknown zone \(identifier)")
}

/// The moment an ISO 8601 text with an offset names; the test fails on a bad text.
public func moment(_ text: String) throws -> Date {
  try #require(ISO8601Moment.parse(text), "bad moment \(text)")
}

/// The civil date a `YYYY-MM-DD` text names; the test fails on a bad text.
public func day(_ text: String) throws -> CivilDate {
  try #require(CivilDate(text), "bad day \(text)")
}

/// A moment built from wall-clock components by Foundation's calendar, an
/// oracle independent of `CivilCalendar`.
public func foundationMoment(_ wall: String, in timeZone: TimeZone) throws -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = timeZone
  let parts = wall.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
  try #require(parts.count == 5)
  let components = DateComponents(
    year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
  return try #require(calendar.date(from: components))
}
