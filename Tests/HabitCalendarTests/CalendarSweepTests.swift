import Foundation
import HabitTestSupport
import Testing

@testable import HabitCalendar

/// Every zone the system knows, every night of 2000-2035, the default window.
///
/// Per night: the window is non-empty and ordered, its start, last second
/// and end fall on the intended logical days, and the precomputed offsets
/// equal Foundation's. On every 13th night, and on every night near an offset
/// change, Foundation's calendar is the oracle for the wall times of the
/// bounds and for the logical day of a moment inside the window. Set
/// `HABITRULES_FULL_SWEEP=1` to use the oracle on every night.
@Suite struct CalendarSweepTests {
  static let zones = TimeZone.knownTimeZoneIdentifiers.sorted()
  static let oracleStride =
    ProcessInfo.processInfo.environment["HABITRULES_FULL_SWEEP"] == "1" ? 1 : 13

  @Test(arguments: zones)
  func everyNight2000To2035(zoneIdentifier: String) throws {
    let timeZone = try zone(zoneIdentifier)
    let calendar = CivilCalendar(timeZone: timeZone, coveringYears: 2000...2035)
    var foundation = Calendar(identifier: .gregorian)
    foundation.timeZone = timeZone
    let window = NightWindow.standard
    let rollover = window.rollover
    let first = try day("2000-01-01")
    let last = try day("2035-12-31")
    var failures: [String] = []
    func fail(_ night: CivilDate, _ what: String) {
      if failures.count < 20 { failures.append("\(night): \(what)") }
    }
    func wall(_ instant: Date) -> (date: CivilDate?, minutes: Int) {
      let parts = foundation.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
      let date = CivilDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
      return (date, (parts.hour ?? 0) * 60 + (parts.minute ?? 0))
    }

    for offset in 0...CivilDate.days(from: first, to: last) {
      let night = first.adding(days: offset)
      let bounds = calendar.bounds(of: night, window: window)
      guard calendar.contains(night) else {
        if bounds.start != bounds.end { fail(night, "skipped date with a non-empty window") }
        continue
      }
      let nextDay = calendar.contains(night.next) ? night.next : night.adding(days: 2)
      let lastSecond = bounds.end.addingTimeInterval(-1)
      if !(bounds.start < bounds.end) { fail(night, "start \(bounds.start) !< end \(bounds.end)") }
      let days = calendar.logicalDays(
        of: [bounds.start, lastSecond, bounds.end], rollover: rollover)
      if days != [night, night, nextDay] { fail(night, "logical days of start/last/end \(days)") }
      if calendar.logicalDay(of: lastSecond, rollover: rollover) != night {
        fail(night, "logicalDay(end - 1s) is not the night")
      }
      let startOffset = timeZone.secondsFromGMT(for: bounds.start)
      let endOffset = timeZone.secondsFromGMT(for: bounds.end)
      if calendar.secondsFromUTC(at: bounds.start) != startOffset
        || calendar.secondsFromUTC(at: bounds.end) != endOffset
      {
        fail(night, "offsets differ from Foundation")
      }

      let dayBefore = timeZone.secondsFromGMT(for: bounds.start.addingTimeInterval(-86_400))
      let dayAfter = timeZone.secondsFromGMT(for: bounds.end.addingTimeInterval(86_400))
      let quiet = dayBefore == startOffset && startOffset == endOffset && endOffset == dayAfter
      guard !quiet || offset % Self.oracleStride == 0 else { continue }

      let (startDate, startMinutes) = wall(bounds.start)
      let (endDate, endMinutes) = wall(bounds.end)
      let slack = quiet ? 0 : 24 * 60
      if startDate != night
        || !(window.start.minutesSinceMidnight...(window.start.minutesSinceMidnight + slack))
          .contains(startMinutes)
      {
        fail(
          night,
          "Foundation reads the start as \(String(describing: startDate)) \(startMinutes) min")
      }
      if quiet && (endDate != night.next || endMinutes != window.end.minutesSinceMidnight) {
        fail(night, "Foundation reads the end as \(String(describing: endDate)) \(endMinutes) min")
      }
      // A moment inside the window, against the wall-clock rule.
      let length = bounds.end.timeIntervalSince(bounds.start)
      let inside = bounds.start.addingTimeInterval(
        (Double((offset &* 7919) % 1000) / 1000 * length).rounded(.down))
      let (insideDate, insideMinutes) = wall(inside)
      if quiet, let insideDate {
        let wallRule =
          insideMinutes < rollover.wallTime.minutesSinceMidnight ? insideDate.previous : insideDate
        if calendar.logicalDay(of: inside, rollover: rollover) != wallRule {
          fail(night, "logical day of \(inside) differs from the wall-clock rule")
        }
      }
    }
    #expect(failures.isEmpty, "\(zoneIdentifier): \(failures.joined(separator: "; "))")
  }
}
