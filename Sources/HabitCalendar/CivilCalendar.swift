import Foundation

/// The Gregorian civil calendar of one time zone: civil dates, wall times,
/// logical days and night windows of moments, computed in wall-clock terms.
///
/// A moment's civil date and wall time come from the zone's offset at that
/// moment; date arithmetic is integer arithmetic on civil dates, never
/// "+86,400 s". Wall times that do not exist (a spring-forward gap) move
/// forward by the length of the gap (02:30 -> 03:30); wall times that happen
/// twice (fall back) take the first occurrence. A civil date the zone skipped
/// (Pacific/Apia, 2011-12-30) has no moments: no moment's logical day is
/// that date, and its night window is empty.
///
/// The zone's offsets are read from Foundation once, for the years given
/// when creating the calendar; everything else is integer arithmetic.
/// Outside those years the offsets are read on demand, once per stretch of
/// about 388 days, and kept for every copy of the calendar: a moment in
/// 1900 costs about what one in 2026 does.
public struct CivilCalendar: Sendable {
  /// The time zone.
  public let timeZone: TimeZone
  /// The zone as outputs name it, such as a schedule's `timeZone`.
  ///
  /// The zone's identifier unless the initializer was given a name; `gen`
  /// gives the name a person typed, since Foundation renames some zones
  /// (`UTC` becomes `GMT`, `GMT+14` becomes `GMT+1400`).
  public let zoneName: String
  private let table: ZoneOffsets
  /// The tables read on demand outside the covered years.
  private let outside = OutsideOffsets()
  /// The dates the zone skipped within the covered years, in order.
  private let skipped: [CivilDate]

  /// Creates the calendar of a time zone.
  ///
  /// - Parameters:
  ///   - timeZone: The zone, such as `America/New_York`.
  ///   - years: The years to precompute offsets for; moments outside them
  ///     are handled correctly but each costs a few Foundation calls.
  ///   - zoneName: The zone as outputs name it (``zoneName``); `nil` for
  ///     the zone's identifier.
  /// - Complexity: One Foundation call per offset change in `years`
  ///   (about two a year in a zone with DST).
  public init(
    timeZone: TimeZone, coveringYears years: ClosedRange<Int> = 1990...2060,
    zoneName: String? = nil
  ) {
    let first = CivilDate(year: min(max(years.lowerBound, 1), 9999), month: 1, day: 1)
    let last = CivilDate(year: min(max(years.upperBound, 1), 9999), month: 12, day: 31)
    let lower = Int64(first?.daysSinceEpoch ?? 0) * secondsPerDay - 2 * secondsPerDay
    let upper = Int64(last?.daysSinceEpoch ?? 0) * secondsPerDay + 3 * secondsPerDay
    self.init(
      timeZone: timeZone, zoneName: zoneName ?? timeZone.identifier,
      table: ZoneOffsets(timeZone: timeZone, covering: lower...upper))
  }

  private init(timeZone: TimeZone, zoneName: String, table: ZoneOffsets) {
    self.timeZone = timeZone
    self.zoneName = zoneName
    self.table = table
    skipped = table.skippedDates()
  }

  /// The table to use near `instant`: the precomputed one, or the one of
  /// its stretch outside the covered years, read once. (Callers test
  /// `knowsSurroundings` first to avoid copying the table on the fast
  /// path.)
  private func table(near instant: Int64) -> ZoneOffsets {
    if table.knowsSurroundings(of: instant) { return table }
    return outside.table(near: instant, in: timeZone)
  }

  /// The latest moment the calendar names exactly: 9999-12-29T00:00Z.
  ///
  /// Later moments are clamped to it (two days inside the last
  /// ``CivilDate``, so that a moment's date and the day after it can be
  /// named); a list of moments stops before it rather than repeat it.
  public static let latestMoment = Date(unixSeconds: latestUnixSeconds)

  // MARK: - Moments to wall time

  /// The zone's offset from UTC at a moment, in seconds east.
  ///
  /// - Parameter moment: Any moment.
  /// - Returns: Such as `-14400` for New York in summer.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func secondsFromUTC(at moment: Date) -> Int {
    Int(offset(at: unixSeconds(moment)))
  }

  package func offset(at instant: Int64) -> Int64 {
    guard table.knowsSurroundings(of: instant) else {
      return table(near: instant).segment(containing: instant).offset
    }
    return table.segment(containing: instant).offset
  }

  /// The civil date on the wall clock at a moment.
  ///
  /// - Parameter moment: Any moment.
  /// - Returns: The date a clock in this zone shows.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func civilDate(of moment: Date) -> CivilDate {
    let instant = unixSeconds(moment)
    return CivilDate(daysSinceEpoch: Int(floorDivide(instant + offset(at: instant), secondsPerDay)))
  }

  /// The wall time (to the minute) on the clock at a moment.
  ///
  /// - Parameter moment: Any moment.
  /// - Returns: The time a clock in this zone shows, seconds dropped.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func wallTime(of moment: Date) -> WallTime {
    let instant = unixSeconds(moment)
    let local = instant + offset(at: instant)
    let secondOfDay = local - floorDivide(local, secondsPerDay) * secondsPerDay
    return WallTime(uncheckedMinutes: Int(secondOfDay / 60))
  }

  // MARK: - Wall time to moments

  /// The moment a wall time happens on a civil date.
  ///
  /// A wall time in a spring-forward gap moves forward by the gap's length
  /// (02:30 in a 02:00 -> 03:00 gap is 03:30); one that happens twice in a
  /// fall-back hour is its first occurrence. On a date the zone skipped
  /// entirely, the gap is the whole day, so the wall time moves to the next
  /// date.
  ///
  /// - Parameters:
  ///   - wallTime: The time on the clock.
  ///   - date: The civil date.
  /// - Returns: The moment.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func moment(of wallTime: WallTime, on date: CivilDate) -> Date {
    Date(unixSeconds: instant(of: wallTime, on: date))
  }

  package func instant(of wallTime: WallTime, on date: CivilDate) -> Int64 {
    let wall =
      Int64(date.daysSinceEpoch) * secondsPerDay + Int64(wallTime.minutesSinceMidnight) * 60
    guard table.knowsSurroundings(of: wall) else {
      return table(near: wall).firstInstant(ofWall: wall)
    }
    return table.firstInstant(ofWall: wall)
  }

  /// Whether a civil date happened in this zone at all (Pacific/Apia
  /// skipped 2011-12-30; Pacific/Kwajalein skipped 1993-08-21).
  ///
  /// - Parameter date: The civil date.
  /// - Returns: `false` if no moment has this date on the wall clock.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func contains(_ date: CivilDate) -> Bool {
    instant(of: .midnight, on: date.next) > instant(of: .midnight, on: date)
  }

  /// How many dates after `date` the zone skipped, within the years the
  /// calendar covers: 0 in every zone since 2012 (the last skip in the time
  /// zone database is Pacific/Apia's and Pacific/Fakaofo's 2011-12-30).
  ///
  /// The planner adds it to a night's number so that two real nights on
  /// either side of a skipped date still alternate (HabitRules.docc/Bedtime.md).
  ///
  /// - Parameter date: Any civil date.
  /// - Returns: The count of skipped dates later than `date`.
  /// - Complexity: O(*s*) in the number of skipped dates (almost always 0).
  package func skippedDateCount(after date: CivilDate) -> Int {
    skipped.count { $0 > date }
  }

  /// The dates the zone skipped from `first` through `last`, in order.
  ///
  /// Inside the covered years this reads the precomputed list; outside
  /// them it reads the zone's offset changes over the span once, so a walk
  /// over centuries asks Foundation about each change, not about each day.
  ///
  /// - Parameters:
  ///   - first: The first date.
  ///   - last: The last date.
  /// - Returns: The skipped dates in `first...last`.
  /// - Complexity: O(*s*) inside the covered years; one Foundation call
  ///   per offset change in the span outside them.
  package func skippedDates(from first: CivilDate, through last: CivilDate) -> [CivilDate] {
    guard first <= last else { return [] }
    let lower = Int64(first.daysSinceEpoch) * secondsPerDay
    let upper = Int64(last.daysSinceEpoch + 1) * secondsPerDay
    let dates =
      table.knowsSurroundings(of: lower) && table.knowsSurroundings(of: upper)
      ? skipped
      : ZoneOffsets(
        timeZone: timeZone, covering: (lower - 4 * secondsPerDay)...(upper + 4 * secondsPerDay)
      ).skippedDates()
    return dates.filter { $0 >= first && $0 <= last }
  }

  /// Whether the zone skipped a date: from the list inside the covered
  /// years, from ``contains(_:)`` outside them.
  private func wasSkipped(_ date: CivilDate) -> Bool {
    let midnight = Int64(date.daysSinceEpoch) * secondsPerDay
    return table.knowsSurroundings(of: midnight) ? skipped.contains(date) : !contains(date)
  }

  // MARK: - Logical days and nights

  /// The logical day a moment belongs to under a rollover rule.
  ///
  /// The logical day is the latest civil date whose rollover moment (the
  /// rollover wall time on that date, resolved as in ``moment(of:on:)``) is
  /// at or before the moment. Away from offset changes that is simply the
  /// wall-clock date, minus one day when the wall time is before the
  /// rollover. Logical days never go backwards as moments advance, and never
  /// land on a date the zone skipped.
  ///
  /// - Parameters:
  ///   - moment: Any moment.
  ///   - rollover: When a new logical day starts.
  /// - Returns: The logical day.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func logicalDay(of moment: Date, rollover: DayRollover = .midnight) -> CivilDate {
    let instant = unixSeconds(moment)
    return logicalDay(
      of: instant, rollover: rollover, in: table(near: instant).segment(containing: instant))
  }

  /// The logical days of many moments; fastest when they are sorted.
  ///
  /// Remembers the bounds of the last logical day found, so a run of
  /// moments within one day costs two comparisons each, and the quiet
  /// stretch of offsets it was found in, so the next day there is
  /// arithmetic alone.
  ///
  /// - Parameters:
  ///   - moments: Moments in any order.
  ///   - rollover: When a new logical day starts.
  /// - Returns: The logical day of each moment, in the same order.
  /// - Complexity: O(*m*) in the number of moments.
  public func logicalDays(of moments: [Date], rollover: DayRollover = .midnight) -> [CivilDate] {
    let rolloverSeconds = Int64(rollover.wallTime.minutesSinceMidnight) * 60
    var current = CivilDate(daysSinceEpoch: 0)
    var currentStart = Int64.max
    var currentEnd = Int64.min
    // The same bounds as seconds since 1970: inside them the whole
    // seconds are too, so the day is known without rounding.
    var startSeconds = Double.infinity
    var endSeconds = -Double.infinity
    var nearby = table
    // A segment whose quiet part holds no instant until one is found.
    var segment = ZoneOffsets.Segment(start: 0, offset: 0, quietStart: 0, quietEnd: 0)
    // Whether the bounds come from `segment`'s offset alone.
    var boundsQuiet = false
    return moments.map { moment in
      let seconds = moment.timeIntervalSince1970
      if seconds >= startSeconds, seconds < endSeconds { return current }
      let instant = unixSeconds(moment)
      if instant >= currentStart, instant < currentEnd { return current }
      let quiet = instant >= segment.quietStart && instant < segment.quietEnd
      if quiet, boundsQuiet, instant >= currentEnd, instant < currentEnd + secondsPerDay {
        // The next day in the same quiet stretch: its bounds are a day
        // later (no division).
        current = CivilDate(uncheckedDays: current.daysSinceEpoch + 1)
        currentStart = currentEnd
        currentEnd += secondsPerDay
        startSeconds = Double(currentStart)
        endSeconds = Double(currentEnd)
        return current
      }
      if !quiet {
        if !nearby.knowsSurroundings(of: instant) { nearby = table(near: instant) }
        segment = nearby.segment(containing: instant)
      }
      if instant >= segment.quietStart, instant < segment.quietEnd {
        // The wall-clock rule of logicalDay(of:rollover:in:), with the
        // rollover taken off first.
        let day = floorDivide(instant + segment.offset - rolloverSeconds, secondsPerDay)
        current = CivilDate(uncheckedDays: Int(day))
        currentStart = day * secondsPerDay + rolloverSeconds - segment.offset
        currentEnd = currentStart + secondsPerDay
        boundsQuiet = true
      } else {
        boundsQuiet = false
        current = logicalDay(of: instant, rollover: rollover, in: segment)
        currentStart = self.instant(of: rollover.wallTime, on: current)
        currentEnd = self.instant(of: rollover.wallTime, on: current.next)
      }
      startSeconds = Double(currentStart)
      endSeconds = Double(currentEnd)
      return current
    }
  }

  /// Away from offset changes, the wall-clock rule; near them, the
  /// defining rule.
  @inline(__always)
  private func logicalDay(
    of instant: Int64, rollover: DayRollover, in segment: ZoneOffsets.Segment
  ) -> CivilDate {
    let local = instant + segment.offset
    let date = floorDivide(local, secondsPerDay)
    guard instant >= segment.quietStart, instant < segment.quietEnd else {
      return logicalDayNearChanges(of: instant, rollover: rollover, wallDate: date)
    }
    let beforeRollover =
      local - date * secondsPerDay < Int64(rollover.wallTime.minutesSinceMidnight) * 60
    return CivilDate(uncheckedDays: Int(beforeRollover ? date - 1 : date))
  }

  /// The defining rule, step by step: the latest date whose rollover moment
  /// is at or before the instant.
  private func logicalDayNearChanges(
    of instant: Int64, rollover: DayRollover, wallDate: Int64
  ) -> CivilDate {
    func rolloverInstant(_ day: Int64) -> Int64 {
      self.instant(of: rollover.wallTime, on: CivilDate(daysSinceEpoch: Int(day)))
    }
    var day = wallDate
    if instant >= rolloverInstant(day) {
      while instant >= rolloverInstant(day + 1) { day += 1 }
    } else {
      repeat { day -= 1 } while instant < rolloverInstant(day)
    }
    return CivilDate(daysSinceEpoch: Int(day))
  }

  /// The start and end moments of one night's window.
  ///
  /// The window opens at `window.start` on the night's date and closes at
  /// `window.end` on the same date, or on the next one when it crosses
  /// midnight, each resolved as in ``moment(of:on:)``. On a DST night it
  /// lasts an hour more or less than on the wall clock. The night of a date
  /// the zone skipped has an empty window (start equal to end).
  ///
  /// - Parameters:
  ///   - night: The night's civil date (the date the window opens on).
  ///   - window: The night window.
  /// - Returns: The window's bounds, `[start, end)`.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func bounds(of night: CivilDate, window: NightWindow) -> NightBounds {
    let end = instant(of: window.end, on: window.crossesMidnight ? night.next : night)
    // On a skipped date both ends of a window inside the date would move
    // forward onto the next night's window: the night is empty instead.
    let start = wasSkipped(night) ? end : min(instant(of: window.start, on: night), end)
    return NightBounds(night: night, start: zoned(start), end: zoned(end))
  }

  // MARK: - Text

  /// A moment as ISO 8601 in this zone, such as `2026-10-01T20:42:00+08:00`.
  ///
  /// - Parameter moment: Any moment.
  /// - Returns: Date, wall time to the second and the offset in force.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func iso8601(_ moment: Date) -> String {
    zoned(moment).description
  }

  /// A moment with the offset in force at it, to write as ISO 8601.
  ///
  /// - Parameter moment: Any moment.
  /// - Returns: The moment and this zone's offset there.
  /// - Complexity: O(log *n*) in the number of offset changes.
  public func zoned(_ moment: Date) -> ISO8601Moment {
    ISO8601Moment(moment, secondsFromUTC: secondsFromUTC(at: moment))
  }

  package func zoned(_ instant: Int64) -> ISO8601Moment {
    ISO8601Moment(Date(unixSeconds: instant), secondsFromUTC: Int(offset(at: instant)))
  }
}

/// The offset tables of a calendar outside its covered years, one per
/// stretch of 2^25 s (about 388 days), each read from Foundation the first
/// time a moment in it is asked about and shared by every copy of the
/// calendar (across threads: a lock guards the dictionary).
///
/// Answers do not depend on what was asked before: a stretch's table gives
/// the offsets Foundation gives, the same as a table read for one instant.
private final class OutsideOffsets: @unchecked Sendable {
  private static let stretchShift: Int64 = 25
  private let lock = NSLock()
  private var tables: [Int64: ZoneOffsets] = [:]

  /// The table of the stretch holding `instant`: it knows the offsets two
  /// days either side of every instant of the stretch.
  func table(near instant: Int64, in timeZone: TimeZone) -> ZoneOffsets {
    let stretch = instant >> Self.stretchShift
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[stretch] { return table }
    let start = stretch << Self.stretchShift
    let end = start + (1 << Self.stretchShift)
    let table = ZoneOffsets(
      timeZone: timeZone, covering: (start - 4 * secondsPerDay)...(end + 4 * secondsPerDay))
    tables[stretch] = table
    return table
  }
}
