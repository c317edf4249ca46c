// libFuzzer target: the `gen` argument parser and dispatcher. The input is
// NUL-separated arguments; standard input holds a few check-in records.
import Foundation
import HabitFuzzLibrary

// Standard input is made per read: a global Data reads as a leak to LeakSanitizer.
private let environment = Environment(
  now: Date(timeIntervalSince1970: 1_790_000_000),
  timeZone: { TimeZone(identifier: "Asia/Shanghai") ?? .gmt },
  readStandardInput: { Data(#"[{"day": "2026-09-30"}, "2026-10-01T21:00:00+08:00"]"#.utf8) })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, count <= 4096 else { return 0 }
  let arguments = UnsafeBufferPointer(start: start, count: count).split(
    separator: 0, omittingEmptySubsequences: false
  ).map { String(decoding: $0, as: UTF8.self) }
  // Paths would read the machine's files: keep to standard input.
  if arguments.contains(where: { $0.hasPrefix("/") || $0.hasPrefix(".") || $0.contains("/") }) {
    return 0
  }
  let outcome = CLI.run(arguments, environment: environment)
  if outcome.exitCode != 0, !CLIError.Kind.allCases.map(\.rawValue).contains(outcome.exitCode) {
    fatalError("exit code \(outcome.exitCode)")
  }
  if outcome.exitCode != 0, outcome.standardError.split(separator: "\n").count != 1 {
    fatalError("error output is not one line: \(outcome.standardError)")
  }
  return 0
}
