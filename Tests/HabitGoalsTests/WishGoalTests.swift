import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitGoals

/// The wish goal: saved, pace window, days to go, worked by hand.
@Suite struct WishGoalTests {
  static func progress(
    target: Int, _ deposits: [(String, Int)], now: String = "2026-10-10T12:00:00+08:00",
    zone name: String = "Asia/Shanghai"
  ) throws -> WishProgress {
    let calendar = CivilCalendar(timeZone: try zone(name))
    let list = try deposits.map { try Deposit(at: moment($0.0), amount: $0.1) }
    return try WishGoal(target: target).progress(
      of: list, today: calendar.logicalDay(of: try moment(now)), calendar: calendar)
  }

  /// A reached target says so: nothing remains, 0 days to go, today.
  @Test func aReachedTarget() throws {
    let progress = try Self.progress(
      target: 10_000,
      [("2026-10-07T20:00:00+08:00", 6_000), ("2026-10-09T20:00:00+08:00", 4_000)])
    #expect(progress.reached)
    #expect(progress.saved == 10_000)
    #expect(progress.remaining == 0)
    #expect(progress.progress == 1)
    #expect(progress.daysToGo == 0)
    #expect(progress.reachedOn == (try day("2026-10-10")))
  }

  /// A withdrawal after reaching it un-reaches it.
  ///
  /// 9 500 saved over a 4-day window (10-07 ... 10-10) gives
  /// ceil(500 x 4 / 9 500) = 1 day.
  @Test func aWithdrawalUnreachesIt() throws {
    let progress = try Self.progress(
      target: 10_000,
      [
        ("2026-10-07T20:00:00+08:00", 6_000), ("2026-10-09T20:00:00+08:00", 4_000),
        ("2026-10-10T09:00:00+08:00", -500),
      ])
    #expect(!progress.reached)
    #expect(progress.saved == 9_500)
    #expect(progress.remaining == 500)
    #expect(progress.progress == 0.95)
    #expect(progress.windowDays == 4)
    #expect(progress.windowSum == 9_500)
    #expect(progress.daysToGo == 1)
    #expect(progress.reachedOn == (try day("2026-10-11")))
  }

  /// Pace 0 gives null, not infinity: the only deposit is 40 days old, out
  /// of the 30-day window.
  @Test func paceZeroGivesNull() throws {
    let progress = try Self.progress(target: 10_000, [("2026-08-31T12:00:00+08:00", 3_000)])
    #expect(progress.windowDays == 30)
    #expect(progress.windowSum == 0)
    #expect(progress.daysToGo == nil)
    #expect(progress.reachedOn == nil)
    let json = String(decoding: try JSONEncoder().encode(progress), as: UTF8.self)
    #expect(json.contains("\"daysToGo\":null"))
    #expect(json.contains("\"reachedOn\":null"))
  }

  /// A deposit at 00:30 belongs to its own civil date with the midnight
  /// rollover; with a 04:00 rollover, to the day before.
  @Test func logicalDaysComeFromTheCalendar() throws {
    let calendar = CivilCalendar(timeZone: try zone("Asia/Shanghai"))
    let deposits = [try Deposit(at: moment("2026-10-10T00:30:00+08:00"), amount: 1_000)]
    let goal = try WishGoal(target: 4_000)
    let midnight = goal.progress(of: deposits, today: try day("2026-10-10"), calendar: calendar)
    #expect(midnight.windowDays == 1)
    #expect(midnight.daysToGo == 3)
    let late = goal.progress(
      of: deposits, today: try day("2026-10-10"), calendar: calendar,
      rollover: DayRollover(at: try #require(WallTime(hour: 4, minute: 0))))
    #expect(late.windowDays == 2)
    #expect(late.daysToGo == 6)  // ceil(3 000 x 2 / 1 000)
  }

  @Test(arguments: [0, -1, Deposit.maximumAmount + 1])
  func badTargets(target: Int) {
    #expect(throws: InputError.self) { _ = try WishGoal(target: target) }
  }

  /// The one reader: good lists, and bad items named by their path.
  @Test func readingDeposits() throws {
    let list = try Deposit.list(
      fromJSON: Data(
        #"[{"at": "2026-10-01T20:00:00+08:00", "amount": 2500}, {"at": "2026-10-02T08:00:00Z", "amount": -100}]"#
          .utf8))
    #expect(list.map(\.amount) == [2_500, -100])
    #expect(list[0].at == (try moment("2026-10-01T12:00:00Z")))
    let bad: [(String, String)] = [
      (
        #"{"at": 1}"#,
        "deposits: expected a JSON array of {\"at\", \"amount\"} deposits, found an object"
      ),
      (#"[{"at": "2026-10-01T20:00:00+08:00", "amount": 0}]"#, "deposits[0]"),
      (#"[{"at": "2026-10-01", "amount": 5}]"#, "deposits[0].at"),
      (#"[{"at": "2026-10-01T20:00:00+08:00", "amount": 1.5}]"#, "deposits[0].amount"),
      (#"[{"at": "2026-10-01T20:00:00+08:00"}]"#, "deposits[0].amount"),
    ]
    for (json, field) in bad {
      do {
        _ = try Deposit.list(fromJSON: Data(json.utf8))
        Issue.record("read \(json)")
      } catch {
        #expect(error.description.hasPrefix(field), "\(error)")
      }
    }
  }

  /// The stored shape round-trips through JSON.
  @Test func depositsRoundTrip() throws {
    let deposit = try Deposit(at: moment("2026-10-01T12:00:00Z"), amount: -42)
    let data = try JSONEncoder().encode(deposit)
    #expect(try JSONDecoder().decode(Deposit.self, from: data) == deposit)
  }
}
