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
  /// The lengths a demo session may have, in minutes: a newcomer's short
  /// sessions, under the deep focus threshold (25 minutes bundled), so
  /// the first chapter's deep focus mission is the next step the demo
  /// shows.
  static let focusLengths = [10, 15, 15]
  /// The live streak of demo focus, in days.
  static let focusStreaks = 3...4

  /// Demo focus sessions, the input of `gen growth --sessions`.
  ///
  /// A newcomer's (HabitRules.docc/Demo.md): a live streak of 3 or 4 days and one
  /// first try 1-3 missed days before it, nothing earlier, so growth lands
  /// at a level or two whatever the window. One session on a done day,
  /// 10 or 15 minutes, one in eight interrupted; ids `demo-YYYY-MM-DD-N`.
  /// A session counts when it starts at or after ``start`` and ends at or
  /// before ``now``; when none does, one 15-minute session ends 15 minutes
  /// before now.
  ///
  /// - Parameter sceneIds: The scenes a session may play (the content's
  ///   chapters' scenes); none leaves `sceneId` out.
  /// - Returns: The sessions by start, each with `demo` set.
  /// - Complexity: O(*d*) for *d* days.
  public func focusSessions(sceneIds: [String]) -> [FocusSession] {
    var sessions: [FocusSession] = []
    for var day in plan(.focus, streaks: Self.focusStreaks, history: .newcomer) where day.done {
      let minute = day.minute(in: Self.focusBands)
      let length = Self.focusLengths[Int(day.random.next(below: UInt64(Self.focusLengths.count)))]
      let interrupted = day.random.next(below: 8) == 0
      let scene =
        sceneIds.isEmpty ? nil : sceneIds[Int(day.random.next(below: UInt64(sceneIds.count)))]
      let begin = moment(day.date, minute: minute)
      guard contains(begin), contains(begin.addingTimeInterval(Double(length) * 60)),
        let made = try? FocusSession(
          id: "demo-\(day.date)-1", start: calendar.zoned(begin), minutes: length,
          interrupted: interrupted, sceneId: scene, demo: true)
      else { continue }
      sessions.append(made)
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
}
