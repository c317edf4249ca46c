import Foundation
import HabitRules

extension Benchmark {
  /// The timeline of 100 cycles of 4-7-8 breathing: 300 phases with their
  /// starts, lengths and cycles, and the exact total.
  ///
  /// Against the straightforward Foundation version: each phase a
  /// `DateInterval` from a start `Date`, an array grown without reserving,
  /// the total from the last interval's end.
  static let breatheTimeline = Benchmark(
    name: "breathe.timeline",
    operation: "100 cycles of 4-7-8 (per timeline)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 20,
    targetRatio: nil,
    run: {
      guard let pattern = BreathingWorkload.fourSevenEight else { return }
      blackHole(try? BreathingTimeline(pattern, cycles: 100))
    },
    baseline: {
      blackHole(foundationTimeline(seconds: [4, 7, 8], cycles: 100))
    }
  )

  /// The phase under way at an offset, as a running app asks each frame:
  /// 4,096 offsets spread over 100 Wim Hof rounds (6,400 phases).
  ///
  /// Against the straightforward version: the first phase whose end is
  /// after the offset, by a linear `first(where:)`.
  static let breathePhaseAt = Benchmark(
    name: "breathe.phaseAt",
    operation: "phase at an offset in 100 Wim Hof rounds (per lookup)",
    unit: .nanoseconds,
    operationsPerRun: BreathingWorkload.offsets.count,
    targetMedian: 100,
    targetRatio: nil,
    run: {
      guard let timeline = BreathingWorkload.wimHof else { return }
      var cycles = 0
      for offset in BreathingWorkload.offsets {
        cycles &+= timeline.phase(atMs: offset)?.cycle ?? 0
      }
      blackHole(cycles)
    },
    baseline: {
      guard let timeline = BreathingWorkload.wimHof else { return }
      var cycles = 0
      for offset in BreathingWorkload.offsets {
        cycles &+= timeline.phases.first { $0.startMs + $0.ms > offset }?.cycle ?? 0
      }
      blackHole(cycles)
    }
  )
}

/// The inputs, built once outside the timed runs.
private enum BreathingWorkload {
  static let fourSevenEight = try? BreathingPattern(customSeconds: [4, 7, 8])
  static let wimHof: BreathingTimeline? = {
    guard let pattern = try? HabitContent.bundled().breathing.pattern(id: "wim-hof") else {
      return nil
    }
    return try? BreathingTimeline(pattern, cycles: 100)
  }()
  /// Offsets from a fixed seed over the whole session and 1 s past it.
  static let offsets: [Int] = {
    var random = SplitMix64(state: 42)
    let total = wimHof?.totalMs ?? 1
    return (0..<4_096).map { _ in Int(random.next() % UInt64(total + 1_000)) }
  }()
}

/// ``Benchmark/breatheTimeline`` the straightforward Foundation way.
private func foundationTimeline(seconds: [Int], cycles: Int) -> ([DateInterval], TimeInterval) {
  let start = Date(timeIntervalSince1970: 0)
  var intervals: [DateInterval] = []
  var at = start
  for _ in 0..<cycles {
    for length in seconds {
      let interval = DateInterval(start: at, duration: TimeInterval(length))
      intervals.append(interval)
      at = interval.end
    }
  }
  return (intervals, (intervals.last?.end ?? start).timeIntervalSince(start))
}
