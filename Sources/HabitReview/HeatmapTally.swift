import Foundation
import HabitCalendar

/// The focus seconds of a period per weekday and wall-clock hour, added
/// session by session in the review's walk (HabitRules.docc/ReviewAndCards.md,
/// "Heatmap").
///
/// A session's seconds go to the hours of the clock they pass on: at each
/// moment the zone's offset gives the wall time, so the hour a DST change
/// repeats gets its seconds twice (once under each offset) and the hour it
/// skips gets none. Row 0 is the week start's weekday.
struct HeatmapTally {
  /// The weekday of row 0, 1 (Sunday) to 7 (Saturday).
  let weekStart: Int
  /// Seconds per cell, row by row: `row * 24 + hour`.
  private(set) var seconds = [Int64](repeating: 0, count: 7 * 24)

  init(weekStart: Int) {
    self.weekStart = weekStart
  }

  /// Adds the seconds from `start` for `minutes` minutes.
  ///
  /// - Complexity: O(*h*) in the wall-clock hours the session passes on,
  ///   two offset lookups each.
  mutating func add(start: Date, minutes: Int, calendar: CivilCalendar) {
    var instant = unixSeconds(start)
    let end = instant + Int64(minutes) * 60
    while instant < end {
      let offset = calendar.offset(at: instant)
      let local = instant + offset
      let intoHour = local - Self.floorDivide(local, 3_600) * 3_600
      var stop = min(end, instant + 3_600 - intoHour)
      if calendar.offset(at: stop - 1) != offset {
        stop = Self.change(after: instant, before: stop, from: offset, calendar: calendar)
      }
      let day = Self.floorDivide(local, 86_400)
      // 1970-01-01 was a Thursday, weekday 5.
      let weekday = Int((day + 4) - Self.floorDivide(day + 4, 7) * 7) + 1
      let row = (weekday - weekStart + 7) % 7
      let hour = Int((local - day * 86_400) / 3_600)
      seconds[row * 24 + hour] += stop - instant
      instant = stop
    }
  }

  /// The first instant in `(low, high)` whose offset is not `offset`: where
  /// the zone's offset changes inside a wall-clock hour.
  private static func change(
    after low: Int64, before high: Int64, from offset: Int64, calendar: CivilCalendar
  ) -> Int64 {
    var (low, high) = (low, high - 1)
    // Invariant: offset(low) == offset, offset(high) != offset.
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if calendar.offset(at: middle) == offset { low = middle } else { high = middle }
    }
    return high
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }

  /// The whole minutes per cell: 7 rows of 24, summing to the seconds'
  /// total over 60.
  ///
  /// Each cell gets its whole minutes; the minutes left over (a session
  /// that starts at 09:59:30 has half a minute in two hours) go one each to
  /// the cells with the largest remaining seconds, the earlier cell (row by
  /// row, hour by hour) first of equal ones.
  var minutes: [[Int]] {
    var whole = seconds.map { Int($0 / 60) }
    let total = Int(seconds.reduce(0, +) / 60)
    var left = total - whole.reduce(0, +)
    if left > 0 {
      let order = seconds.indices.sorted {
        let (a, b) = (seconds[$0] % 60, seconds[$1] % 60)
        return a != b ? a > b : $0 < $1
      }
      for index in order where left > 0 {
        whole[index] += 1
        left -= 1
      }
    }
    return (0..<7).map { Array(whole[$0 * 24..<($0 + 1) * 24]) }
  }
}
