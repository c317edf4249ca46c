import Foundation
import HabitCalendar
import HabitGrowth
import HabitToolkit

extension DemoData {
  /// The clock's bands for focus: evenings most, then afternoons, then
  /// mornings.
  static let focusBands = [
    (first: 7 * 60, last: 10 * 60 + 55, weight: 2),
    (first: 13 * 60, last: 16 * 60 + 55, weight: 3),
    (first: 19 * 60, last: 22 * 60 + 30, weight: 5),
  ]
  /// The lengths a demo session may have, in minutes: a mix of short
  /// ones and pomodoros of 25 and more, which are deep focus under the
  /// bundled threshold (25 minutes, not interrupted).
  static let focusLengths = [15, 20, 25, 25, 25, 30, 45, 50]
  /// How many sessions a done day has, drawn from this list: mostly one or
  /// two, sometimes three.
  static let focusSessionsPerDay = [1, 1, 1, 2, 2, 2, 3]
  /// The live streak of demo focus, in days.
  static let focusStreaks = 5...9
  /// The least break between two sessions of a day, in minutes.
  static let focusBreak = 10
  /// The last minute of the day a session may start: 23:00.
  static let focusLastStart = 23 * 60

  /// Demo focus sessions, the input of `gen growth --sessions`: what it
  /// looks like after two weeks of use (HabitRules.docc/Demo.md).
  ///
  /// A live streak of 5-9 days ends today (or yesterday, while today's
  /// session is still ahead of now), the day before it is missed, and
  /// each earlier day is missed with chance 1 in 6, at most two of them in
  /// the last two weeks: focus on at least 10 of any 14 days. A done day
  /// has one to three sessions of 15-50 minutes (most of 25 or more, deep
  /// focus unless one of eight is interrupted), evenings likelier than
  /// afternoons and afternoons than mornings, never overlapping; ids
  /// `demo-YYYY-MM-DD-N`. A session counts when it starts at or after
  /// ``start`` and ends at or before ``now``; when none does, one
  /// 15-minute session ends 15 minutes before now.
  ///
  /// - Parameter sceneIds: The scenes a session may play (the content's
  ///   chapters' scenes); none leaves `sceneId` out.
  /// - Returns: The sessions by start, each with `demo` set.
  /// - Complexity: O(*d*) for *d* days.
  public func focusSessions(sceneIds: [String]) -> [FocusSession] {
    var sessions: [FocusSession] = []
    for var day in plan(.focus, streaks: Self.focusStreaks, history: .fortnight) where day.done {
      sessions += focusSessions(of: &day, sceneIds: sceneIds)
    }
    if sessions.isEmpty,
      let only = try? FocusSession(
        id: "demo-\(calendar.civilDate(of: now))-1",
        start: calendar.zoned(now.addingTimeInterval(-30 * 60)),
        minutes: 15, sceneId: sceneIds.first, demo: true)
    {
      sessions.append(only)
    }
    return sessions
  }

  /// The sessions of one done day, by start.
  private func focusSessions(of day: inout DemoDay, sceneIds: [String]) -> [FocusSession] {
    let perDay = Self.focusSessionsPerDay
    let count = perDay[Int(day.random.next(below: UInt64(perDay.count)))]
    let starts = (0..<count).map { _ in day.minute(in: Self.focusBands) }.sorted()
    var sessions: [FocusSession] = []
    var free = 0
    for (index, planned) in starts.enumerated() {
      let length = Self.focusLengths[Int(day.random.next(below: UInt64(Self.focusLengths.count)))]
      let interrupted = day.random.next(below: 8) == 0
      let scene =
        sceneIds.isEmpty ? nil : sceneIds[Int(day.random.next(below: UInt64(sceneIds.count)))]
      let minute = max(planned, free)
      guard minute <= Self.focusLastStart else { break }
      free = minute + length + Self.focusBreak
      let begin = moment(day.date, minute: minute)
      guard contains(begin), contains(begin.addingTimeInterval(Double(length) * 60)),
        let made = try? FocusSession(
          id: "demo-\(day.date)-\(index + 1)", start: calendar.zoned(begin), minutes: length,
          interrupted: interrupted, sceneId: scene, demo: true)
      else { continue }
      sessions.append(made)
    }
    return sessions
  }
}
