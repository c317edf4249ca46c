// libFuzzer target: program session records as `gen goal program --records`
// reads them, then every bundled program's progress and the unknown ones.
import Foundation
import HabitFuzzLibrary

private let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
private let catalog = try? ProgramCatalog.load(from: .bundled)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, let catalog,
    let sessions = try? ProgramSession.list(fromJSON: Data(bytes: start, count: count))
  else { return 0 }
  let today = CivilDate(year: 2026, month: 12, day: 1) ?? CivilDate(daysSinceEpoch: 0)
  _ = catalog.unknownPrograms(in: sessions)
  for program in catalog.programs {
    let progress = program.progress(
      of: sessions, today: today, calendar: calendar, language: .english)
    _ = try? JSONEncoder().encode(progress)
  }
  return 0
}
