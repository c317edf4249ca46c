// The HabitRules benchmarks. Run in release:
//
//     swift run -c release habitrules-bench [--json] [--filter NAME] [--case-only]
//
// `--case-only` times the cases without their baselines and memory probes:
// quick before/after runs while working on one case.
// Each case is timed after a warm-up over several runs; the median, min and
// max are per operation. Where a case has a Foundation baseline, it runs in
// the same process and the ratio is baseline median / case median.
import Foundation

let allBenchmarks: [Benchmark] = [
  .contentBundled, .contentDirectory, .plannerPlans, .plannerSchedule, .genPlanProcess,
  .logicalDays, .streakSummary,
  .streakSummaryFromMoments, .streakLedger, .streakStrength, .quoteOfDate, .advice,
  .badgeEvaluation,
  .metricsBuilder,
  .remindersNext, .sync, .syncManyRules, .growthProfile, .reviewWeek, .goalsDCA,
  .sessionsRead, .breatheTimeline, .breathePhaseAt, .reviewRange, .nextMoments, .syncDone,
]

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2, arguments[0] == MemoryProbe.flag,
  let benchmark = allBenchmarks.first(where: { $0.name == arguments[1] })
{
  MemoryProbe.runChild(benchmark)
  exit(0)
}
let wantsJSON = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
let caseOnly = arguments.contains("--case-only")
arguments.removeAll { $0 == "--case-only" }
var filter: String?
if let index = arguments.firstIndex(of: "--filter"), index + 1 < arguments.count {
  filter = arguments[index + 1]
  arguments.removeSubrange(index...(index + 1))
}
guard arguments.isEmpty else {
  FileHandle.standardError.write(
    Data(
      "habitrules-bench: unexpected \(arguments); usage: [--json] [--filter NAME] [--case-only]\n"
        .utf8))
  exit(64)
}

let selected = allBenchmarks.filter { filter.map($0.name.contains) ?? true }
if selected.isEmpty {
  let names = allBenchmarks.map(\.name).joined(separator: ", ")
  FileHandle.standardError.write(Data("habitrules-bench: no case matches; cases: \(names)\n".utf8))
  exit(64)
}

let harness = Harness(caseOnly: caseOnly)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
if !wantsJSON {
  print("case                          median        min        max   baseline    ratio  target")
}
for benchmark in selected {
  let result = harness.measure(benchmark)
  if wantsJSON {
    let line = (try? encoder.encode(result)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    print(line)
  } else {
    print(Report.row(result, benchmark))
  }
}
