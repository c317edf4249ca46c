import Foundation

extension Benchmark {
  /// `gen plan` as a whole process (start, load content, plan, print),
  /// against a Foundation "hello, world" built the same way. The ratio is
  /// hello / gen: 0.5 means `gen plan` takes twice as long.
  static let genPlanProcess = Benchmark(
    name: "gen.plan.process",
    operation: "gen plan as a whole process vs Foundation hello world (ratio = hello / gen)",
    unit: .milliseconds,
    operationsPerRun: 10,
    targetMedian: nil,
    targetRatio: 0.5,
    run: {
      for _ in 0..<10 {
        runSibling(
          "gen",
          ["plan", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai"])
      }
    },
    baseline: {
      for _ in 0..<10 { runSibling("foundation-hello", []) }
    }
  )
}

/// Runs an executable that sits next to this one and waits for it.
private func runSibling(_ name: String, _ arguments: [String]) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent(name)
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
    process.waitUntilExit()
  } catch {
    FileHandle.standardError.write(Data("habitrules-bench: cannot run \(name): \(error)\n".utf8))
  }
}
