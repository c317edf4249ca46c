import Foundation
import HabitCalendar

extension BedtimePlanner {
  /// The schedule at a moment: the plans of the current night and the next
  /// ones, and the queue.
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - completed: Nights already completed.
  ///   - testPending: Test notifications already pending (a count below 0
  ///     counts as 0, one above `maxTestPending` as `maxTestPending`).
  ///   - nights: How many nights to plan, from the current one; `nil` for
  ///     the content's `horizonNights`. A count below 1 plans none.
  /// - Returns: The plans and the queue.
  /// - Complexity: O(*r*) in the number of reminders planned (O(*r* log
  ///   *r*) when a DST night overlaps the next one).
  public func schedule(
    at now: Date, completed: Set<CivilDate> = [], testPending: Int = 0, nights: Int? = nil
  ) -> BedtimeSchedule {
    let plans = plans(from: night(of: now), count: nights ?? rules.horizonNights)
    let selection = ReminderQueue.select(
      plans, now: now, completed: completed, testPending: testPending, limit: rules.queueLimit,
      maxTestPending: rules.maxTestPending)
    return BedtimeSchedule(
      timeZone: calendar.zoneName, now: calendar.zoned(now), settings: settings,
      nights: plans, completed: completed, selection: selection)
  }

  /// What completing a night changes: its reminders to cancel, and the new
  /// schedule.
  public struct CheckInEffect: Hashable, Sendable {
    /// The identifiers of every reminder of the night, pending or already
    /// delivered: remove them all.
    public let cancel: [String]
    /// The schedule afterwards.
    public let schedule: BedtimeSchedule
  }

  /// What completing a night changes.
  ///
  /// Every reminder of `night` is to be removed, pending or already
  /// delivered; no other night changes (plans never depend on other nights).
  ///
  /// - Parameters:
  ///   - night: The night completed.
  ///   - now: The current moment.
  ///   - completed: Nights completed before this one.
  ///   - testPending: Test notifications already pending.
  /// - Returns: The identifiers to cancel and the schedule afterwards.
  /// - Complexity: That of ``schedule(at:completed:testPending:nights:)``.
  public func checkIn(
    night: CivilDate, at now: Date, completed: Set<CivilDate> = [], testPending: Int = 0
  ) -> CheckInEffect {
    CheckInEffect(
      cancel: plan(for: night).reminders.map(\.id),
      schedule: schedule(at: now, completed: completed.union([night]), testPending: testPending))
  }
}
