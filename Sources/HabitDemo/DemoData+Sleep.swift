import Foundation
import HabitCalendar
import HabitStreaks
import HabitToolkit

extension DemoData {
  /// Demo bedtime check-ins, the input of `gen streak --records`.
  ///
  /// One check-in on a done day, between 21:30 and 23:55, most often
  /// around 22:40 (the sum of two draws), stored as
  /// `{"day", "at", "demo": true}` with the evening's date as its day: before
  /// midnight, so every rollover at midnight or later gives it the same
  /// day. A check-in counts when it lies in the window; when none does,
  /// one is stored for the day of now, 30 minutes before it.
  ///
  /// - Returns: The check-ins, oldest first, each with `demo` set.
  /// - Complexity: O(*d*) for *d* days.
  public func sleepCheckIns() -> [CheckIn] {
    var checkIns: [CheckIn] = []
    for var day in plan(.sleep) where day.done {
      let minute = 21 * 60 + 30 + day.random.next(in: 0...72) + day.random.next(in: 0...73)
      let at = moment(day.date, minute: minute)
      if contains(at) { checkIns.append(CheckIn(day: day.date, at: at, demo: true)) }
    }
    if checkIns.isEmpty {
      let at = now.addingTimeInterval(-30 * 60)
      checkIns.append(CheckIn(day: calendar.civilDate(of: at), at: at, demo: true))
    }
    return checkIns
  }
}
