import Foundation

/// The planner's tunable numbers, as loaded from `Content/planner.json`.
///
///     {"defaultWindow": {"start": "20:30", "end": "04:00"},
///      "firstReminderMinutes": {"min": 5, "max": 18},
///      "intervalMinutes": {"low": {"min": 65, "max": 90}, "normal": {...}, "high": {...}},
///      "levelStarts": ["20:30", "21:30", "22:30", "23:30", "01:00"],
///      "horizonNights": 8, "queueLimit": 60, "maxTestPending": 4}
public struct PlannerRules: Hashable, Sendable {
  /// The window a new installation starts with.
  public let defaultWindow: NightWindow
  /// How long after the window opens the first reminder comes, in minutes.
  public let firstReminderMinutes: ClosedRange<Int>
  /// The interval between reminders, in minutes, per frequency.
  public let intervalMinutes: [BedtimeSettings.Frequency: ClosedRange<Int>]
  /// When levels 1-5 begin in the default window; other windows scale these
  /// stages to their own length.
  public let levelStarts: [WallTime]
  /// How many nights a schedule covers: the current one and the next ones.
  public let horizonNights: Int
  /// How many notifications may be pending in total (the OS allows 64).
  public let queueLimit: Int
  /// How many test notifications may already be pending.
  public let maxTestPending: Int

  /// The number of message levels.
  public static let levelCount = 5

  static let fileName = "planner.json"

  /// Where each level starts, in wall minutes after a window opens, scaled
  /// from the default window to `window` (rounded down).
  ///
  /// - Parameter window: The window to scale to.
  /// - Returns: ``levelCount`` ascending offsets, the first 0.
  /// - Complexity: O(1).
  public func levelStartMinutes(for window: NightWindow) -> [Int] {
    let defaultLength = defaultWindow.wallMinutes
    return levelStarts.map { start in
      let offset =
        (start.minutesSinceMidnight - defaultWindow.start.minutesSinceMidnight + 24 * 60)
        % (24 * 60)
      return offset * window.wallMinutes / defaultLength
    }
  }

  private struct File: Decodable {
    struct Range: Decodable {
      let min: Int
      let max: Int
    }
    let defaultWindow: NightWindow
    let firstReminderMinutes: Range
    let intervalMinutes: [String: Range]
    let levelStarts: [WallTime]
    let horizonNights: Int
    let queueLimit: Int
    let maxTestPending: Int
  }

  /// Decodes and checks the file, recording every problem in `report`.
  static func load(_ data: Data, report: inout ContentReport) -> PlannerRules? {
    guard let file = report.decode(File.self, from: data) else { return nil }
    let before = report.problems.count
    func range(_ value: File.Range, at path: String, minimum: Int) -> ClosedRange<Int>? {
      guard value.min >= minimum, value.min <= value.max else {
        report.add(path, "needs \(minimum) <= min <= max, found min \(value.min), max \(value.max)")
        return nil
      }
      return value.min...value.max
    }
    let first = range(file.firstReminderMinutes, at: "firstReminderMinutes", minimum: 0)
    if let first, first.count < 2 {
      report.add(
        "firstReminderMinutes", "needs at least two values, so adjacent nights can differ")
    }
    var intervals: [BedtimeSettings.Frequency: ClosedRange<Int>] = [:]
    for frequency in BedtimeSettings.Frequency.allCases {
      let path = "intervalMinutes.\(frequency.rawValue)"
      guard let value = file.intervalMinutes[frequency.rawValue] else {
        report.add(path, "missing")
        continue
      }
      intervals[frequency] = range(value, at: path, minimum: 1)
    }
    for key in file.intervalMinutes.keys.sorted()
    where BedtimeSettings.Frequency(rawValue: key) == nil {
      report.add("intervalMinutes.\(key)", "unknown frequency; valid: low, normal, high")
    }
    checkLevelStarts(file.levelStarts, window: file.defaultWindow, report: &report)
    if !(1...31).contains(file.horizonNights) {
      report.add("horizonNights", "must be 1-31, found \(file.horizonNights)")
    }
    if !(1...64).contains(file.queueLimit) {
      report.add("queueLimit", "must be 1-64 (the iOS limit), found \(file.queueLimit)")
    }
    if !(0..<max(file.queueLimit, 1)).contains(file.maxTestPending) {
      report.add("maxTestPending", "must be 0 to queueLimit - 1, found \(file.maxTestPending)")
    }
    guard report.problems.count == before, let first else { return nil }
    return PlannerRules(
      defaultWindow: file.defaultWindow, firstReminderMinutes: first, intervalMinutes: intervals,
      levelStarts: file.levelStarts, horizonNights: file.horizonNights,
      queueLimit: file.queueLimit, maxTestPending: file.maxTestPending)
  }

  private static func checkLevelStarts(
    _ starts: [WallTime], window: NightWindow, report: inout ContentReport
  ) {
    guard starts.count == levelCount else {
      report.add("levelStarts", "needs \(levelCount) wall times, found \(starts.count)")
      return
    }
    if starts[0] != window.start {
      report.add("levelStarts[0]", "must equal defaultWindow.start (\(window.start))")
    }
    var previous = -1
    for (index, start) in starts.enumerated() {
      let offset =
        (start.minutesSinceMidnight - window.start.minutesSinceMidnight + 24 * 60) % (24 * 60)
      if offset >= window.wallMinutes {
        report.add("levelStarts[\(index)]", "\(start) is outside the default window \(window)")
      } else if offset <= previous {
        report.add("levelStarts[\(index)]", "\(start) must come after the level before it")
      }
      previous = offset
    }
  }
}
