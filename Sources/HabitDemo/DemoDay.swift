import Foundation
import HabitCalendar
import HabitToolkit

/// One civil day of a demo window: whether it is done, and the generator
/// its records are drawn from.
struct DemoDay {
  /// The civil date, in the window's zone.
  let date: CivilDate
  /// Whether the person did the habit that day.
  let done: Bool
  /// The day's own generator: the same for the same date, kind and seed,
  /// wherever the window is.
  var random: SplitMix64

  /// A minute of the day drawn from weighted bands of the clock, on a
  /// 5-minute step: `bands` of (first minute, last minute, weight).
  mutating func minute(in bands: [(first: Int, last: Int, weight: Int)]) -> Int {
    let total = bands.reduce(0) { $0 + $1.weight }
    var pick = Int(random.next(below: UInt64(max(total, 1))))
    for band in bands {
      if pick < band.weight {
        return band.first + 5 * random.next(in: 0...((band.last - band.first) / 5))
      }
      pick -= band.weight
    }
    return bands.first?.first ?? 0
  }
}

extension DemoData {
  /// The civil days the window touches, oldest first.
  ///
  /// The streak's length (3-9 days, at most ``days``) comes from the seed
  /// and the kind; the days from today back over it are done, the day
  /// before it is missed, and each earlier day is missed with chance 1 in
  /// 5, drawn from its own generator.
  func plan(_ kind: Kind) -> [DemoDay] {
    let stream = SplitMix64.mix(seed ^ kind.salt)
    var lengths = SplitMix64(state: stream)
    let streak = min(lengths.next(in: 3...9), days)
    let today = calendar.civilDate(of: now)
    var date = calendar.civilDate(of: start)
    var plan: [DemoDay] = []
    while date <= today {
      let back = CivilDate.days(from: date, to: today)
      var random = SplitMix64(
        state: stream ^ SplitMix64.mix(UInt64(bitPattern: Int64(date.daysSinceEpoch))))
      let chance = random.next(below: 5)
      let done = back < streak || (back > streak && chance != 0)
      plan.append(DemoDay(date: date, done: done, random: random))
      date = date.next
    }
    return plan
  }

  /// The moment of a minute of the clock on a date, in the window's zone
  /// (a minute in a skipped hour moves forward, as the calendar says).
  func moment(_ date: CivilDate, minute: Int) -> Date {
    calendar.moment(of: WallTime(uncheckedMinutes: min(max(minute, 0), 1_439)), on: date)
  }
}
