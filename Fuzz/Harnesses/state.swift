// libFuzzer target: an expedition state as `gen growth --state` reads it,
// then the growth report that keeps what it earned, with a few sessions.
import Foundation
import HabitFuzzLibrary

private let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
private let rules = try? GrowthRules.load(from: .bundled)
private let expeditions = try? Expeditions.load(from: .bundled)
private let badges = try? BadgeCatalog.load(from: .bundled)
private let sessions =
  (try? FocusSession.sessions(
    fromJSON: Data(
      """
      [{"id": "a", "start": "2026-11-16T09:00:00+08:00", "minutes": 25, "interrupted": false},
       {"id": "b", "start": "2026-11-17T21:00:00+08:00", "minutes": 90, "interrupted": false},
       {"id": "c", "start": "2026-11-18T07:00:00+08:00", "minutes": 5, "interrupted": true}]
      """.utf8))) ?? []

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, let rules, let expeditions, let badges,
    let value = try? JSONValue.parse(Data(bytes: start, count: count), field: "state"),
    let state = try? JSONValueDecoder.decode(ExpeditionState.self, from: value)
  else { return 0 }
  let report = GrowthReport(
    sessions: sessions,
    content: GrowthContent(
      rules: rules, expeditions: expeditions, deepFocus: badges.builder.deepFocus),
    earlier: state, calendar: calendar, language: .english)
  _ = try? JSONEncoder().encode(report)
  return 0
}
