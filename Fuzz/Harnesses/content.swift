// libFuzzer target: one content file, chosen by the first byte, laid over
// the bundled content and loaded and checked with every other file.
import Foundation
import HabitFuzzLibrary

private let names = ContentSource.bundledFiles.keys.sorted()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, count > 0, !names.isEmpty else { return 0 }
  let fuzzed = names[Int(start[0]) % names.count]
  let data = Data(bytes: start + 1, count: count - 1)
  let source = ContentSource(name: "fuzz") { name in
    name == fuzzed ? data : ContentSource.bundledFiles[name].map { Data($0.utf8) }
  }
  if let content = try? HabitContent.load(from: source) {
    // Content that validates must plan, quote and advise without trapping.
    let zone = TimeZone(identifier: "Pacific/Apia") ?? .gmt
    let planner = BedtimePlanner(
      settings: BedtimeSettings(frequency: .high, intensity: .crazy), calendar: CivilCalendar(timeZone: zone),
      rules: content.planner, messages: content.messages, language: .english)
    _ = planner.schedule(at: Date(timeIntervalSince1970: 1_790_000_000))
    // Every pattern's default session builds and looks up without trapping.
    for pattern in content.breathing.patterns {
      if let timeline = try? BreathingTimeline(pattern, cycles: pattern.defaultCycles) {
        _ = timeline.phase(atMs: timeline.totalMs / 2)
      }
    }
  }
  return 0
}
