import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

/// A savings target ("a bike: 120 000"), and how far its deposits have
/// come (HabitRules.docc/Goals.md).
public struct WishGoal: Hashable, Sendable, Codable {
  /// The amount to reach, in minor units, 1...``Deposit/maximumAmount``.
  public let target: Int

  /// The longest window the pace is measured over, in logical days.
  public static let paceWindow = 30

  /// Creates a goal, checking its target.
  ///
  /// - Parameter target: Minor units, 1...``Deposit/maximumAmount``.
  /// - Throws: ``InputError`` on `target`.
  public init(target: Int) throws(InputError) {
    guard (1...Deposit.maximumAmount).contains(target) else {
      throw InputError(
        field: "target",
        message: "\(target) is not a target; use 1-\(Deposit.maximumAmount) minor units")
    }
    self.target = target
  }

  /// The goal's progress on a day.
  ///
  /// Every deposit counts on its logical day (`rollover` in `calendar`);
  /// deposits after `today` do not count yet. The pace window is the last
  /// `w = min(30, days from the first deposit's logical day to today, both
  /// included)` days; `windowSum` is what was deposited in it;
  /// `daysToGo` is 0 when nothing remains, else `ceil(remaining × w /
  /// windowSum)` when `windowSum > 0`, else `nil`; `reachedOn = today +
  /// daysToGo`, or `nil` when that is after 9999-12-31.
  ///
  /// Demo deposits count only while there is no real one
  /// (``DemoRecords``); the progress says whether they did.
  ///
  /// - Parameters:
  ///   - deposits: The deposits and withdrawals, in any order.
  ///   - today: The logical day of now.
  ///   - calendar: The calendar of the zone in force.
  ///   - rollover: When a logical day starts (default midnight).
  /// - Returns: The progress.
  /// - Complexity: O(*n*) in the number of deposits.
  public func progress(
    of deposits: [Deposit], today: CivilDate, calendar: CivilCalendar,
    rollover: DayRollover = .midnight
  ) -> WishProgress {
    let counted = DemoRecords.filtered(deposits, isDemo: \.demo)
    let deposits = counted.records
    let days = calendar.logicalDays(of: deposits.map(\.at), rollover: rollover)
    var saved = 0
    var first: CivilDate?
    for (deposit, day) in zip(deposits, days) where day <= today {
      saved += deposit.amount
      first = min(first ?? day, day)
    }
    let windowDays =
      first.map { min(Self.paceWindow, CivilDate.days(from: $0, to: today) + 1) } ?? 0
    let windowStart = today.adding(days: 1 - windowDays)
    var windowSum = 0
    for (deposit, day) in zip(deposits, days) where day >= windowStart && day <= today {
      windowSum += deposit.amount
    }
    return WishProgress(
      target: target, today: today, saved: saved, windowDays: windowDays, windowSum: windowSum,
      demo: counted.usedDemo)
  }
}
