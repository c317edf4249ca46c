import Foundation
import HabitTestSupport
import Testing

@testable import HabitCalendar

@Suite struct CivilDateTests {
  @Test(arguments: [
    // text, days since 1970-01-01
    ("1970-01-01", 0), ("1969-12-31", -1), ("2000-02-29", 11_016), ("2026-10-01", 20_727),
    ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
  ])
  func parsesAndCountsDays(text: String, days: Int) throws {
    let date = try #require(CivilDate(text))
    #expect(date.daysSinceEpoch == days)
    #expect(date.description == text)
  }

  @Test(arguments: [
    "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0000-01-01", "2026-1-01",
    "2026/10/01", "20261001", "2026-10-01T00:00", "", "+026-10-01", "2026-10-0a",
  ])
  func rejectsInvalidText(text: String) {
    #expect(CivilDate(text) == nil, "\(text)")
  }

  @Test func roundTripsEveryDayOfFourCenturies() {
    // 1900-01-01 through 2299-12-31 against Foundation's Gregorian calendar.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    var failures: [String] = []
    for days in -25_567...120_529 {
      let date = CivilDate(daysSinceEpoch: days)
      let components = date.components
      let (year, month, day) = (components.year, components.month, components.day)
      let foundation = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
      if (year, month, day) != (foundation.year, foundation.month, foundation.day)
        || CivilDate(year: year, month: month, day: day) != date
        || CivilDate(date.description) != date
      {
        failures.append("\(days): \(date)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10))")
  }

  @Test func arithmeticAndOrder() throws {
    let date = try #require(CivilDate("2024-02-28"))
    #expect(date.next.description == "2024-02-29")
    #expect(date.adding(days: 2).description == "2024-03-01")
    #expect(date.previous < date)
    #expect(CivilDate.days(from: date, to: date.adding(days: 366)) == 366)
  }

  @Test func extremeDayCountsDoNotTrap() {
    for days in [Int.max, Int.min, Int.max / 2, -Int.max / 3] {
      let date = CivilDate(daysSinceEpoch: days)
      _ = date.description
      _ = date.adding(days: Int.max).adding(days: Int.min).components
    }
    #expect(CivilDate(daysSinceEpoch: .max) > CivilDate(daysSinceEpoch: 0))
  }

  @Test func codableAsString() throws {
    let date = try #require(CivilDate("2026-10-01"))
    let json = try JSONEncoder().encode([date])
    #expect(String(decoding: json, as: UTF8.self) == "[\"2026-10-01\"]")
    #expect(try JSONDecoder().decode([CivilDate].self, from: json) == [date])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CivilDate].self, from: Data("[\"2026-02-30\"]".utf8))
    }
  }
}

@Suite struct WallTimeAndWindowTests {
  @Test(arguments: ["00:00", "04:00", "20:30", "23:59"])
  func wallTimeRoundTrips(text: String) throws {
    #expect(try #require(WallTime(text)).description == text)
  }

  @Test(arguments: ["24:00", "12:60", "4:00", "04:0", "+1:00", "04-00", "", "0400", "aa:bb"])
  func wallTimeRejects(text: String) {
    #expect(WallTime(text) == nil, "\(text)")
  }

  @Test(arguments: [
    // window, crosses midnight, wall minutes, rollover
    ("20:30-04:00", true, 450, "04:00"),
    ("13:00-15:00", false, 120, "00:00"),
    ("23:45-00:15", true, 30, "00:15"),
    ("00:00-23:59", false, 1439, "00:00"),
  ])
  func windowShape(text: String, crosses: Bool, minutes: Int, rollover: String) throws {
    let window = try #require(NightWindow(text))
    #expect(window.crossesMidnight == crosses)
    #expect(window.wallMinutes == minutes)
    #expect(window.rollover.wallTime.description == rollover)
    #expect(window.description == text)
  }

  @Test(arguments: [
    // text, message
    ("22:00-22:00", "start and end are both 22:00; give two different times"),
    ("22:00-22:29", "22:00-22:29 lasts 29 minutes; it must last at least 30"),
    ("23:50-00:10", "23:50-00:10 lasts 20 minutes; it must last at least 30"),
    ("22:00", "expected HH:MM-HH:MM, such as 20:30-04:00"),
    ("25:00-04:00", "expected HH:MM-HH:MM, such as 20:30-04:00"),
  ])
  func windowRejectsWithReason(text: String, message: String) {
    #expect(throws: InputError(field: "window", message: message)) {
      try NightWindow(parsing: text)
    }
  }

  @Test func windowCodable() throws {
    let json = try JSONEncoder().encode(NightWindow.standard)
    #expect(try JSONDecoder().decode(NightWindow.self, from: json) == .standard)
    let bad = Data(#"{"start": "22:00", "end": "22:10"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NightWindow.self, from: bad) }
  }
}

@Suite struct ISO8601MomentTests {
  @Test(arguments: [
    // text, seconds since 1970
    ("2026-10-01T20:42:00+08:00", 1_790_858_520.0),
    ("2026-10-01T12:42:00Z", 1_790_858_520.0),
    ("2026-10-01T12:42Z", 1_790_858_520.0),
    ("2026-10-01T07:57:00-0445", 1_790_858_520.0),
    ("2026-10-01T14:42:00+02", 1_790_858_520.0),
    ("2026-10-01T12:42:00.250Z", 1_790_858_520.25),
  ])
  func parses(text: String, seconds: Double) {
    #expect(ISO8601Moment.parse(text)?.timeIntervalSince1970 == seconds, "\(text)")
  }

  @Test(arguments: [
    "2026-10-01T20:42:00", "2026-10-01 20:42:00+08:00", "2026-10-01T24:00:00Z",
    "2026-10-01T20:42:00+8:00", "2026-02-30T20:42:00Z", "2026-10-01T20:42:00.Z", "now", "",
    "2026-10-01T20:42:00+08:0", "2026-10-01T20:42:00+19:00",
  ])
  func rejects(text: String) {
    #expect(ISO8601Moment.parse(text) == nil, "\(text)")
  }
}
