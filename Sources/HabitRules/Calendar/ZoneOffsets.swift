import Foundation

/// A time zone's offsets from UTC over a span of time, read from Foundation
/// once and then answered with integer arithmetic.
///
/// The span is split into segments of constant offset. Segment 0 starts
/// before the span; segment *k* > 0 starts at the *k*-th transition.
struct ZoneOffsets: Sendable {
  /// The first instant of each segment, in seconds since 1970 (UTC);
  /// `starts[0]` is `Int64.min`.
  let starts: [Int64]
  /// Seconds east of UTC in each segment.
  let offsets: [Int64]
  /// The span the transitions were read for: offsets outside it are not
  /// known to this table.
  let covered: ClosedRange<Int64>

  /// Reads the offsets of `timeZone` from `lower` through `upper`.
  ///
  /// - Complexity: One Foundation call per transition in the span.
  init(timeZone: TimeZone, covering span: ClosedRange<Int64>) {
    var starts: [Int64] = [.min]
    var offsets = [Int64(timeZone.secondsFromGMT(for: Date(unixSeconds: span.lowerBound)))]
    var cursor = Date(unixSeconds: span.lowerBound)
    while let transition = timeZone.nextDaylightSavingTimeTransition(after: cursor),
      transition.timeIntervalSince1970 <= Double(span.upperBound)
    {
      cursor = transition
      let offset = Int64(timeZone.secondsFromGMT(for: transition))
      // A transition that only renames the zone changes nothing here.
      guard offset != offsets[offsets.count - 1] else { continue }
      starts.append(unixSeconds(transition))
      offsets.append(offset)
    }
    self.starts = starts
    self.offsets = offsets
    self.covered = span
  }

  /// The index of the segment an instant lies in.
  ///
  /// - Complexity: O(log *n*) in the number of transitions.
  func segment(containing instant: Int64) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= instant { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The instant of a wall-clock time given as local seconds since
  /// 1970-01-01T00:00 (wall).
  ///
  /// A wall time in a spring-forward gap moves forward by the gap's length;
  /// one that happens twice resolves to its first occurrence. Only valid when
  /// `covered` reaches two days either side of `wall`.
  func firstInstant(ofWall wall: Int64) -> Int64 {
    var index = segment(containing: wall - 2 * secondsPerDay) + 1
    while index < starts.count, starts[index] < wall + 2 * secondsPerDay {
      let before = offsets[index - 1]
      let after = offsets[index]
      if wall < starts[index] + max(before, after) { return wall - before }
      index += 1
    }
    return wall - offsets[index - 1]
  }

  /// Whether the table knows the offsets within two days of `instant`.
  func knowsSurroundings(of instant: Int64) -> Bool {
    instant - 2 * secondsPerDay >= covered.lowerBound
      && instant + 2 * secondsPerDay <= covered.upperBound
  }
}

let secondsPerDay: Int64 = 86_400

/// Whole seconds since 1970 (rounded down) of a date, clamped to about
/// ±300,000 years so that no date, however extreme, can overflow.
func unixSeconds(_ date: Date) -> Int64 {
  let seconds = date.timeIntervalSince1970
  guard seconds.isFinite else { return seconds > 0 ? maxUnixSeconds : -maxUnixSeconds }
  return Int64(min(max(seconds, -Double(maxUnixSeconds)), Double(maxUnixSeconds)).rounded(.down))
}

let maxUnixSeconds: Int64 = 10_000_000_000_000

extension Date {
  init(unixSeconds: Int64) {
    self.init(timeIntervalSince1970: Double(unixSeconds))
  }
}

/// Floor division: the day number of a local second count.
@inline(__always)
func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
  let quotient = value / divisor
  return value % divisor < 0 ? quotient - 1 : quotient
}
