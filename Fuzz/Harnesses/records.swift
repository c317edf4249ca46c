// libFuzzer target: check-in records as `gen streak --records` reads them,
// then the streak summary over them.
import Foundation
import HabitFuzzLibrary

private let calendar = CivilCalendar(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  guard
    let checkIns = try? CheckIn.records(
      fromJSON: data, calendar: calendar, rollover: DayRollover(at: WallTime(hour: 4, minute: 0) ?? .midnight))
  else { return 0 }
  let today = CivilDate(year: 2026, month: 10, day: 1) ?? CivilDate(daysSinceEpoch: 0)
  _ = StreakSummary(checkIns: checkIns, today: today, calendar: calendar)
  return 0
}
