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
  /// What the days before a plan's live streak hold.
  enum History {
    /// A day missed right before the streak, then each earlier day
    /// missed with chance 1 in 5: someone who has kept at it a while.
    case regular
    /// Two weeks of real use: a day missed right before the streak, then
    /// each earlier day missed with chance 1 in 6, at most two of them in
    /// the two weeks before today, so at least 10 of any 14 days are done.
    case fortnight
  }

  /// The civil days the window touches, oldest first.
  ///
  /// The streak's length (from `streaks`, at most ``days``) comes from the
  /// seed and the kind; the days from today back over it are done, the
  /// day before it is missed, and the earlier days follow `history`
  /// (each drawn from its own generator for ``History/regular``).
  func plan(
    _ kind: Kind, streaks: ClosedRange<Int> = 3...9, history: History = .regular
  ) -> [DemoDay] {
    let stream = SplitMix64.mix(seed ^ kind.salt)
    var lengths = SplitMix64(state: stream)
    let streak = min(lengths.next(in: streaks), days)
    let today = calendar.civilDate(of: now)
    var date = calendar.civilDate(of: start)
    var plan: [DemoDay] = []
    while date <= today {
      let back = CivilDate.days(from: date, to: today)
      var random = SplitMix64(
        state: stream ^ SplitMix64.mix(UInt64(bitPattern: Int64(date.daysSinceEpoch))))
      let chance = random.next(below: 5)
      let earlier =
        switch history {
        case .regular: back > streak && chance != 0
        case .fortnight: back > streak && random.next(below: 6) != 0
        }
      plan.append(DemoDay(date: date, done: back < streak || earlier, random: random))
      date = date.next
    }
    if history == .fortnight { Self.capMisses(&plan, before: streak, within: 14, at: 2) }
    return plan
  }

  /// Marks done the missed days beyond the first `limit` (newest first)
  /// among the `window` days back from today, leaving the day right
  /// before the streak missed.
  private static func capMisses(
    _ plan: inout [DemoDay], before streak: Int, within window: Int, at limit: Int
  ) {
    var missed = 0
    for index in plan.indices.reversed() {
      let back = plan.count - 1 - index
      guard back > streak, back < window, !plan[index].done else { continue }
      missed += 1
      if missed > limit {
        plan[index] = DemoDay(date: plan[index].date, done: true, random: plan[index].random)
      }
    }
  }

  func moment(_ date: CivilDate, minute: Int) -> Date {
    calendar.moment(of: WallTime(uncheckedMinutes: min(max(minute, 0), 1_439)), on: date)
  }
}
