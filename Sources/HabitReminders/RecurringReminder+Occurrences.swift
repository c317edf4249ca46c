import Foundation
import HabitCalendar

extension RecurringReminder {
  /// The next moments the rule fires, strictly after `now`, earliest first.
  ///
  /// The time resolves on each date as everywhere in this package: in a
  /// spring-forward gap it moves forward by the gap's length; in a repeated
  /// hour it is the first occurrence. A date the zone skipped (Pacific/Apia
  /// 2011-12-30) has none. Under ``MonthEnd/skip`` a month without the day
  /// has none (February 29 fires only in leap years); under
  /// ``MonthEnd/lastDay`` it fires on the month's last day. A `once` rule
  /// in the past and a disabled rule have none: no catch-up alert.
  ///
  /// - Parameters:
  ///   - now: The moment to look after.
  ///   - count: How many moments at most (fewer when the rule ends or
  ///     moments run out at ``CivilCalendar/latestMoment``,
  ///     9999-12-29T00:00Z).
  ///   - calendar: The calendar of the zone in force.
  /// - Returns: Up to `count` moments, ascending.
  /// - Complexity: O(*k* × log *z*) for *k* occurrences and *z* offset
  ///   changes of the zone: dates are found by arithmetic, not by search.
  public func occurrences(after now: Date, count: Int, calendar: CivilCalendar) -> [Date] {
    guard enabled, count > 0 else { return [] }
    var moments: [Date] = []
    moments.reserveCapacity(min(count, 64))
    forEachOccurrence(after: now, calendar: calendar) { moment in
      moments.append(moment)
      return moments.count < count
    }
    return moments
  }

  /// Calls `body` with each occurrence after `now`, in order, while it
  /// returns `true` (and the calendar has occurrences): the moments of
  /// ``occurrences(after:count:calendar:)`` without an array.
  func forEachOccurrence(after now: Date, calendar: CivilCalendar, _ body: (Date) -> Bool) {
    guard enabled else { return }
    // A time late on the day before can move past midnight in a gap, so
    // the search starts a day early.
    var from = calendar.civilDate(of: now).previous
    while let date = firstDate(onOrAfter: from) {
      if calendar.contains(date) {
        let moment = calendar.moment(of: time, on: date)
        // Past the calendar's last moment every time would clamp to it.
        guard moment < CivilCalendar.latestMoment else { return }
        if moment > now, !body(moment) { return }
      }
      guard date < .latest else { return }
      from = date.next
    }
  }

  /// The first date on or after `date` that the rule names (skipped dates
  /// of the zone included), or `nil` when there is none up to 9999-12-31.
  func firstDate(onOrAfter date: CivilDate) -> CivilDate? {
    switch recurrence {
    case .daily:
      return date
    case .weekly(let weekdays):
      // At most 6 days on: weekdays is never empty.
      let offset = (0..<7).first { weekdays.contains(date.adding(days: $0).weekday) } ?? 0
      return date.adding(days: offset)
    case .once(let once):
      return once >= date ? once : nil
    case .monthly(let day):
      var (year, month) = (date.components.year, date.components.month)
      while year <= 9999 {
        if let candidate = self.date(year: year, month: month, day: day), candidate >= date {
          return candidate
        }
        (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
      }
      return nil
    case .yearly(let month, let day):
      var year = date.components.year
      while year <= 9999 {
        if let candidate = self.date(year: year, month: month, day: day), candidate >= date {
          return candidate
        }
        year += 1
      }
      return nil
    }
  }

  /// The date a monthly or yearly rule fires in a month: the day itself,
  /// or in a month without it, the last day (``MonthEnd/lastDay``) or none
  /// (``MonthEnd/skip``).
  private func date(year: Int, month: Int, day: Int) -> CivilDate? {
    let length = CivilDate.daysIn(month: month, year: year)
    if day <= length { return CivilDate(year: year, month: month, day: day) }
    return monthEnd == .lastDay ? CivilDate(year: year, month: month, day: length) : nil
  }
}
