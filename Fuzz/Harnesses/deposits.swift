// libFuzzer target: goal deposits as `gen goal wish --deposits` reads them,
// then a wish goal's progress in a zone with DST and a 04:00 rollover.
import Foundation
import HabitFuzzLibrary

private let calendar = CivilCalendar(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)
private let goal = try? WishGoal(target: 1_000_000)
private let rollover = DayRollover(at: WallTime(hour: 4, minute: 0) ?? .midnight)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, let goal,
    let deposits = try? Deposit.list(fromJSON: Data(bytes: start, count: count))
  else { return 0 }
  let today = CivilDate(year: 2026, month: 12, day: 1) ?? CivilDate(daysSinceEpoch: 0)
  let progress = goal.progress(of: deposits, today: today, calendar: calendar, rollover: rollover)
  _ = try? JSONEncoder().encode(progress)
  return 0
}
