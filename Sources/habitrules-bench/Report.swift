import Foundation

/// The readable table `habitrules-bench` prints without `--json`.
enum Report {
  static func row(_ result: Measurement, _ benchmark: Benchmark) -> String {
    let unit = result.unit
    let cells = [
      result.name.padding(toLength: 26, withPad: " ", startingAt: 0),
      number(result.median, unit), number(result.min, unit), number(result.max, unit),
      result.baselineMedian.map { number($0, unit) } ?? pad("-"),
      result.ratio.map { pad(String(format: "%.1fx", $0), 8) } ?? pad("-", 8),
      target(result) + "  " + benchmark.operation,
    ]
    return cells.joined(separator: " ")
  }

  private static func number(_ value: Double, _ unit: String) -> String {
    pad(String(format: value < 10 ? "%.3f %@" : "%.1f %@", value, unit))
  }

  private static func pad(_ text: String, _ width: Int = 10) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  private static func target(_ result: Measurement) -> String {
    var parts: [String] = []
    if let median = result.targetMedian { parts.append("<= \(median.formatted()) \(result.unit)") }
    if let ratio = result.targetRatio { parts.append(">= \(ratio.formatted())x") }
    if let limit = result.targetPeakMemoryMB {
      let peak = result.peakMemoryMB.map { String(format: "%.1f", $0) } ?? "?"
      parts.append("peak \(peak) MB <= \(limit.formatted()) MB")
    }
    guard !parts.isEmpty else { return "" }
    return (result.meetsTarget ? "ok " : "MISS ") + parts.joined(separator: ", ")
  }
}
