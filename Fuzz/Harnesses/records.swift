// libFuzzer target: check-in records as `gen streak --records` reads them
// (with a grace for night check-ins), then the summary and the day ledger
// under each kind of policy.
import Foundation
import HabitFuzzLibrary

private let calendar = CivilCalendar(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)

private let policies: [StreakPolicy] = [
  try? StreakPolicy(freezes: FreezePolicy(perMonth: 2, maxConsecutive: 2)),
  try? StreakPolicy(goal: .weekly(3), weekStart: 1),
  try? StreakPolicy(goal: .monthly(31)),
].compactMap { $0 }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  guard
    let checkIns = try? CheckIn.records(
      fromJSON: data, calendar: calendar,
      rollover: DayRollover(at: WallTime(hour: 4, minute: 0) ?? .midnight), graceMinutes: 30)
  else { return 0 }
  let today = CivilDate(year: 2026, month: 10, day: 1) ?? CivilDate(daysSinceEpoch: 0)
  _ = StreakSummary(checkIns: checkIns, today: today, calendar: calendar)
  for policy in policies {
    _ = StreakLedger(checkIns: checkIns, today: today, calendar: calendar, policy: policy)
  }
  return 0
}
