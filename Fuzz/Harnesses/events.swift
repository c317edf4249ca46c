// libFuzzer target: activity events as `gen badges --events` reads them,
// with the shape checked as the document is parsed, then built into
// metrics (the demo rule included).
import Foundation
import HabitFuzzLibrary

private let catalog = try? BadgeCatalog.load(from: .bundled)
private let calendar = CivilCalendar(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, let catalog else { return 0 }
  guard let events = try? ActivityEvent.events(fromJSON: Data(bytes: start, count: count))
  else { return 0 }
  let builder = MetricsBuilder(catalog: catalog, calendar: calendar)
  _ = builder.metrics(from: events, now: Date(timeIntervalSince1970: 1_796_130_000))
  return 0
}
