/// One benchmark case: a job timed on its own and, when there is one, a
/// straightforward Foundation baseline of the same job timed in the same run.
struct Benchmark: Sendable {
  /// The unit the case reports in.
  enum Unit: String {
    case nanoseconds = "ns"
    case microseconds = "us"
    case milliseconds = "ms"

    var secondsPerUnit: Double {
      switch self {
      case .nanoseconds: 1e-9
      case .microseconds: 1e-6
      case .milliseconds: 1e-3
      }
    }
  }

  /// A short stable name, such as `content.bundled`.
  let name: String
  /// What one operation is, for the table (`per moment`, `per plan`).
  let operation: String
  let unit: Unit
  /// How many operations one timed run performs; each run's time is divided
  /// by this, so the figures are per operation.
  let operationsPerRun: Int
  /// The target: the largest acceptable median, in `unit`.
  let targetMedian: Double?
  /// The smallest acceptable baseline-to-case ratio.
  let targetRatio: Double?
  /// The largest acceptable peak memory of a process that prepares the
  /// inputs and runs the job once; measured in a child process when given.
  var targetPeakMemoryMB: Double? = nil
  /// Runs the job `operationsPerRun` times.
  let run: @Sendable () -> Void
  /// Runs the baseline `operationsPerRun` times.
  let baseline: (@Sendable () -> Void)?
}

/// The measured figures of one case, in its unit, per operation.
struct Measurement: Encodable {
  let name: String
  let unit: String
  let median: Double
  let min: Double
  let max: Double
  let baselineMedian: Double?
  /// Baseline median divided by the case's median: how many times faster.
  let ratio: Double?
  let targetMedian: Double?
  let targetRatio: Double?
  /// Peak resident memory of a child process that ran the job once.
  let peakMemoryMB: Double?
  let targetPeakMemoryMB: Double?
  /// Whether both targets (where given) are met.
  let meetsTarget: Bool
}

/// Opaque sink that keeps the optimizer from deleting benchmarked work.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Times cases: warm-up, then several timed runs, median and spread.
struct Harness {
  /// Whether to skip the baselines and memory probes.
  var caseOnly = false

  /// Timed runs per case: 9 for quick cases, 5 when a run takes long.
  func timedRuns(_ benchmark: Benchmark) -> Int {
    benchmark.operationsPerRun >= 1_000_000 || benchmark.unit == .milliseconds ? 5 : 9
  }

  func measure(_ benchmark: Benchmark) -> Measurement {
    let times = timings(of: benchmark.run, benchmark)
    let baseline = caseOnly ? nil : benchmark.baseline.map { timings(of: $0, benchmark) }
    let median = times[times.count / 2]
    let baselineMedian = baseline.map { $0[$0.count / 2] }
    let ratio = baselineMedian.map { $0 / median }
    let meetsMedian = benchmark.targetMedian.map { median <= $0 } ?? true
    // Without baselines and probes only the median is judged.
    let meetsRatio = benchmark.targetRatio.map { caseOnly || (ratio ?? 0) >= $0 } ?? true
    let peakMemory =
      benchmark.targetPeakMemoryMB == nil || caseOnly
      ? nil : MemoryProbe.peakMegabytes(of: benchmark.name)
    let meetsMemory =
      benchmark.targetPeakMemoryMB.map { caseOnly || (peakMemory ?? .infinity) <= $0 } ?? true
    return Measurement(
      name: benchmark.name, unit: benchmark.unit.rawValue, median: median,
      min: times[0], max: times[times.count - 1], baselineMedian: baselineMedian, ratio: ratio,
      targetMedian: benchmark.targetMedian, targetRatio: benchmark.targetRatio,
      peakMemoryMB: peakMemory, targetPeakMemoryMB: benchmark.targetPeakMemoryMB,
      meetsTarget: meetsMedian && meetsRatio && meetsMemory)
  }

  /// Sorted per-operation times of the timed runs after one warm-up run.
  private func timings(of job: () -> Void, _ benchmark: Benchmark) -> [Double] {
    job()
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<timedRuns(benchmark) {
      let elapsed = clock.measure(job)
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      times.append(seconds / benchmark.unit.secondsPerUnit / Double(benchmark.operationsPerRun))
    }
    return times.sorted()
  }
}
