import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Benchmark {
  /// `gen plan` as a whole process, against a Foundation "hello, world".
  ///
  /// The process starts, loads the content, plans and prints; the hello
  /// world is built the same way. The ratio is hello / gen: 0.5 means
  /// `gen plan` takes twice as long.
  static let genPlanProcess = Benchmark(
    name: "gen.plan.process",
    operation: "gen plan as a whole process vs Foundation hello world (ratio = hello / gen)",
    unit: .milliseconds,
    operationsPerRun: 20,
    targetMedian: nil,
    targetRatio: 0.5,
    run: {
      for _ in 0..<20 {
        runSibling("gen", ["plan", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai"])
      }
    },
    baseline: {
      for _ in 0..<20 { runSibling("foundation-hello", []) }
    }
  )
}

/// Runs an executable that sits next to this one, output to /dev/null, and
/// waits for it with `posix_spawn` and `waitpid` (Foundation's `Process`
/// polls and would add tens of milliseconds).
private func runSibling(_ name: String, _ arguments: [String]) {
  let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent(name).path
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer {
    for argument in argv { free(argument) }
  }
  var pid = pid_t()
  guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
    FileHandle.standardError.write(Data("habitrules-bench: cannot run \(path)\n".utf8))
    return
  }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
}
