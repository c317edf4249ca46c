import Foundation

/// A time zone's offsets from UTC over a span of time, read from Foundation
/// once and then answered with integer arithmetic.
///
/// The span is split into segments of constant offset. Segment 0 starts
/// before the span; segment *k* > 0 starts at the *k*-th transition.
struct ZoneOffsets: Sendable {
  /// A stretch of time with one offset.
  struct Segment: Sendable {
    /// The first instant, in seconds since 1970 (UTC); `Int64.min` for the
    /// first segment.
    let start: Int64
    /// Seconds east of UTC.
    let offset: Int64
    /// The start of the quiet part: instants in `[quietStart, quietEnd)` are
    /// at least two days away from any offset change and inside `covered`.
    ///
    /// There, every wall time within a day of the instant resolves with this
    /// segment's offset alone.
    let quietStart: Int64
    /// The end of the quiet part.
    let quietEnd: Int64
  }

  /// The segments, in time order.
  let segments: [Segment]
  /// The span the transitions were read for: offsets outside it are not
  /// known to this table.
  let covered: ClosedRange<Int64>
  /// For each stretch of 2^20 s (about 12 days) from the start of
  /// `covered`, the segment its first instant lies in: a direct index that
  /// replaces a binary search.
  private let bucketSegments: [Int32]
  private static let bucketShift: Int64 = 20

  /// Reads the offsets of `timeZone` over a span of instants.
  ///
  /// - Complexity: One Foundation call per transition in the span.
  init(timeZone: TimeZone, covering span: ClosedRange<Int64>) {
    var changes: [(start: Int64, offset: Int64)] = [
      (.min, Int64(timeZone.secondsFromGMT(for: Date(unixSeconds: span.lowerBound))))
    ]
    var cursor = Date(unixSeconds: span.lowerBound)
    while let transition = timeZone.nextDaylightSavingTimeTransition(after: cursor),
      transition.timeIntervalSince1970 <= Double(span.upperBound)
    {
      cursor = transition
      let offset = Int64(timeZone.secondsFromGMT(for: transition))
      // A transition that only renames the zone changes nothing here.
      guard offset != changes[changes.count - 1].offset else { continue }
      changes.append((unixSeconds(transition), offset))
    }
    let margin = 2 * secondsPerDay
    segments = changes.indices.map { index in
      let end = index + 1 < changes.count ? changes[index + 1].start : span.upperBound
      return Segment(
        start: changes[index].start, offset: changes[index].offset,
        quietStart: max(changes[index].start, span.lowerBound) + margin, quietEnd: end - margin)
    }
    covered = span
    let bucketCount = Int((span.upperBound - span.lowerBound) >> Self.bucketShift) + 1
    var bucketSegments: [Int32] = []
    bucketSegments.reserveCapacity(bucketCount)
    var segment = 0
    for bucket in 0..<bucketCount {
      let bucketStart = span.lowerBound + Int64(bucket) << Self.bucketShift
      while segment + 1 < changes.count, changes[segment + 1].start <= bucketStart { segment += 1 }
      bucketSegments.append(Int32(segment))
    }
    self.bucketSegments = bucketSegments
  }

  /// The civil dates no moment had in this zone, in order: those inside
  /// a forward jump of a day or more (Pacific/Apia, 2011-12-30).
  ///
  /// The wall clock jumps from `start + before` to `start + after` at a
  /// change; a date lies in the jump when its midnight is at or after the
  /// first and the next midnight at or before the second.
  ///
  /// - Complexity: O(*n*) in the number of segments.
  func skippedDates() -> [CivilDate] {
    var dates: [CivilDate] = []
    for index in segments.indices.dropFirst()
    where segments[index].offset - segments[index - 1].offset >= secondsPerDay {
      let jumpStart = segments[index].start + segments[index - 1].offset
      let jumpEnd = segments[index].start + segments[index].offset
      let first = -floorDivide(-jumpStart, secondsPerDay)
      let afterLast = floorDivide(jumpEnd, secondsPerDay)
      for day in stride(from: first, to: afterLast, by: 1) {
        dates.append(CivilDate(daysSinceEpoch: Int(day)))
      }
    }
    return dates
  }

  /// The segment an instant lies in.
  ///
  /// - Complexity: O(1) inside `covered` (a bucket lookup and a step or
  ///   two); O(log *n*) in the number of transitions outside it.
  @inline(__always)
  func segment(containing instant: Int64) -> Segment {
    segments[segmentIndex(containing: instant)]
  }

  @inline(__always)
  func segmentIndex(containing instant: Int64) -> Int {
    let sinceStart = instant &- covered.lowerBound
    let bucket = Int(truncatingIfNeeded: sinceStart >> Self.bucketShift)
    guard sinceStart >= 0, bucket < bucketSegments.count else {
      var low = 0
      var high = segments.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if segments[middle].start <= instant { low = middle } else { high = middle - 1 }
      }
      return low
    }
    var index = Int(bucketSegments[bucket])
    while index + 1 < segments.count, segments[index + 1].start <= instant { index += 1 }
    return index
  }

  /// The instant of a wall-clock time given as local seconds since
  /// 1970-01-01T00:00 (wall).
  ///
  /// A wall time in a spring-forward gap moves forward by the gap's length;
  /// one that happens twice resolves to its first occurrence. Only valid when
  /// `covered` reaches two days either side of `wall`.
  func firstInstant(ofWall wall: Int64) -> Int64 {
    var index = segmentIndex(containing: wall - 2 * secondsPerDay) + 1
    while index < segments.count, segments[index].start < wall + 2 * secondsPerDay {
      let before = segments[index - 1].offset
      let after = segments[index].offset
      if wall < segments[index].start + max(before, after) { return wall - before }
      index += 1
    }
    return wall - segments[index - 1].offset
  }

  /// Whether the table knows the offsets within two days of `instant`.
  func knowsSurroundings(of instant: Int64) -> Bool {
    instant - 2 * secondsPerDay >= covered.lowerBound
      && instant + 2 * secondsPerDay <= covered.upperBound
  }
}

let secondsPerDay: Int64 = 86_400

/// Whole seconds since 1970 (rounded down) of a date, clamped to
/// 0001-01-03T00:00Z...9999-12-29T00:00Z: two days inside the range of
/// ``CivilDate``, so that every local date and logical day of a moment, and
/// the day after it, is a date that text can name.
package func unixSeconds(_ date: Date) -> Int64 {
  let seconds = date.timeIntervalSince1970
  guard seconds.isFinite else { return seconds > 0 ? latestUnixSeconds : earliestUnixSeconds }
  return Int64(
    min(max(seconds, Double(earliestUnixSeconds)), Double(latestUnixSeconds)).rounded(.down))
}

let earliestUnixSeconds = Int64(CivilDate.earliestDaysSinceEpoch + 2) * secondsPerDay
let latestUnixSeconds = Int64(CivilDate.latestDaysSinceEpoch - 2) * secondsPerDay

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
