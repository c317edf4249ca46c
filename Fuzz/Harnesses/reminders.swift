// libFuzzer target: recurring-reminder rules as `gen remind --reminders`
// reads them, then their next occurrences and requests in a zone with DST.
import Foundation
import HabitFuzzLibrary

private let calendar = CivilCalendar(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  guard let rules = try? RecurringReminder.rules(fromJSON: Data(bytes: start, count: count)) else {
    return 0
  }
  let now = Date(timeIntervalSince1970: 1_805_000_000)
  for rule in rules.rules {
    _ = rule.occurrences(after: now, count: 5, calendar: calendar)
    _ = rule.requests(after: now, count: 5, calendar: calendar, defaultBody: "")
  }
  return 0
}
