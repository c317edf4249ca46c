import Foundation
import HabitBadges
import HabitCalendar
import HabitToolkit

extension DemoData {
  /// The clock's bands for walks: evenings most, then early mornings, then
  /// lunch.
  static let walkBands = [
    (first: 6 * 60 + 30, last: 8 * 60 + 30, weight: 2),
    (first: 12 * 60, last: 13 * 60 + 30, weight: 1),
    (first: 18 * 60 + 30, last: 21 * 60 + 30, weight: 4),
  ]
  /// The kind `badges.json` names walks with.
  public static let trackKind = "track"

  /// Demo activity events of walks, the input of `gen badges --events`.
  ///
  /// One or two tracks on a done day (kind `track`), 1.0-6.0 km with
  /// about 50 points a kilometre, and on one day in four a noise event of
  /// 2-7 points (below the builder's minimum, so it is dropped, as a
  /// phone's jitter would be). An event counts when it lies in the window;
  /// when none does, one 2 km walk is recorded 30 minutes before now.
  ///
  /// - Returns: The events, oldest first, each with `demo` set.
  /// - Complexity: O(*d*) for *d* days.
  public func footprintEvents() -> [ActivityEvent] {
    var events: [ActivityEvent] = []
    for var day in plan(.footprint) where day.done {
      let count = day.random.next(below: 3) == 0 ? 2 : 1
      var walks: [(minute: Int, kilometres: Double, points: Int)] = []
      for _ in 0..<count {
        let minute = day.minute(in: Self.walkBands)
        let tenths = day.random.next(in: 10...60)
        walks.append((minute, Double(tenths) / 10, tenths * 5 + day.random.next(in: 0...40)))
      }
      let noisy = day.random.next(below: 4) == 0
      let noiseMinute = day.random.next(in: 8 * 60...22 * 60)
      let noisePoints = day.random.next(in: 2...7)
      var made = walks.sorted { $0.minute < $1.minute }.map { walk in
        ActivityEvent(
          at: moment(day.date, minute: walk.minute), kind: Self.trackKind,
          quantity: walk.kilometres, points: walk.points, demo: true)
      }
      if noisy {
        made.append(
          ActivityEvent(
            at: moment(day.date, minute: noiseMinute), kind: Self.trackKind,
            quantity: Double(noisePoints) / 100, points: noisePoints, demo: true))
        made.sort { $0.at < $1.at }
      }
      events += made.filter { contains($0.at) }
    }
    if events.isEmpty {
      events.append(
        ActivityEvent(
          at: now.addingTimeInterval(-30 * 60), kind: Self.trackKind, quantity: 2, points: 100,
          demo: true))
    }
    return events
  }
}
