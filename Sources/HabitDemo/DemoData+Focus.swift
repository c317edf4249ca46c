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
  /// The lengths a demo session may have, in minutes: a few short, most
  /// 25 or more (deep focus when not interrupted).
  static let focusLengths = [15, 20, 25, 25, 30, 30, 40, 45, 50]

  /// Demo focus sessions, the input of `gen growth --sessions`.
  ///
  /// One to three sessions on a done day (one most often), each 15-50
  /// minutes, one in eight interrupted, never overlapping; ids
  /// `demo-YYYY-MM-DD-N`. A session counts when it starts at or after
  /// ``start`` and ends at or before ``now``; when none does, one 25-minute
  /// session ends 5 minutes before now.
  ///
  /// - Parameter sceneIds: The scenes a session may play (the content's
  ///   chapters' scenes); none leaves `sceneId` out.
  /// - Returns: The sessions by start, each with `demo` set.
  /// - Complexity: O(*d*) for *d* days.
  public func focusSessions(sceneIds: [String]) -> [FocusSession] {
    var sessions: [FocusSession] = []
    for var day in plan(.focus) where day.done {
      let count = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3][Int(day.random.next(below: 10))]
      var drawn: [(minute: Int, length: Int, interrupted: Bool, scene: String?)] = []
      for _ in 0..<count {
        let minute = day.minute(in: Self.focusBands)
        let length = Self.focusLengths[Int(day.random.next(below: UInt64(Self.focusLengths.count)))]
        let interrupted = day.random.next(below: 8) == 0
        let scene =
          sceneIds.isEmpty ? nil : sceneIds[Int(day.random.next(below: UInt64(sceneIds.count)))]
        drawn.append((minute, length, interrupted, scene))
      }
      var free = 0
      var number = 0
      for session in drawn.sorted(by: { $0.minute < $1.minute }) where session.minute >= free {
        free = session.minute + session.length + 10
        let begin = moment(day.date, minute: session.minute)
        guard contains(begin), contains(begin.addingTimeInterval(Double(session.length) * 60)),
          let made = try? FocusSession(
            id: "demo-\(day.date)-\(number + 1)", start: calendar.zoned(begin),
            minutes: session.length, interrupted: session.interrupted, sceneId: session.scene,
            demo: true)
        else { continue }
        number += 1
        sessions.append(made)
      }
    }
    if sessions.isEmpty,
      let only = try? FocusSession(
        id: "demo-\(calendar.civilDate(of: now))-1",
        start: calendar.zoned(now.addingTimeInterval(-30 * 60)),
        minutes: 25, sceneId: sceneIds.first, demo: true)
    {
      sessions.append(only)
    }
    return sessions
  }
}
