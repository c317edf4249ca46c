import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Peak memory of one job, measured in a fresh child process so that other
/// cases and baselines do not count.
enum MemoryProbe {
  /// The flag the child process is started with.
  static let flag = "--probe-memory"

  /// Starts this executable again with `--probe-memory NAME` and reads the
  /// peak resident size it reports, in megabytes.
  static func peakMegabytes(of name: String) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [flag, name]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return Double(text)
  }

  /// In the child: runs the job once and prints the peak resident size in
  /// megabytes.
  static func runChild(_ benchmark: Benchmark) {
    benchmark.run()
    print(currentPeakMegabytes())
  }

  /// The process's peak resident size.
  ///
  /// On Linux this is `VmHWM` from
  /// `/proc/self/status`, which starts afresh at exec; `ru_maxrss` would
  /// include the parent's peak, since Linux carries it across fork and exec.
  static func currentPeakMegabytes() -> Double {
    #if os(Linux)
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
      return kilobytes / 1024
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
    #endif
  }
}
