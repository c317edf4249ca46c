import Foundation
import HabitCalendar
import HabitToolkit

/// The planner's tunable numbers, as loaded from `Content/planner.json`.
///
///     {"defaultWindow": {"start": "20:30", "end": "04:00"},
///      "firstReminderMinutes": {"min": 5, "max": 18},
///      "intervalMinutes": {"low": {"min": 65, "max": 90}, "normal": {...}, "high": {...}},
///      "levelStarts": ["20:30", "21:30", "22:30", "23:30", "01:00"],
///      "horizonNights": 8, "queueLimit": 60, "maxTestPending": 4}
public struct PlannerRules: Hashable, Sendable, ContentPart {
  /// The window a new installation starts with.
  public let defaultWindow: NightWindow
  /// How long after the window opens the first reminder comes, in minutes.
  ///
  /// At least two values, all shorter than the default window (so fewer
  /// than 1,440: the planner shuffles them into an array).
  public let firstReminderMinutes: ClosedRange<Int>
  /// The interval between reminders, in minutes, per frequency, in the
  /// order of `BedtimeSettings.Frequency.allCases`; each 1 to the default
  /// window's length.
  private let intervals: [ClosedRange<Int>]

  /// The interval between reminders at a frequency, in minutes.
  ///
  /// - Parameter frequency: Low, normal or high.
  /// - Returns: Such as `32...55` for normal.
  /// - Complexity: O(1).
  public func intervalMinutes(for frequency: BedtimeSettings.Frequency) -> ClosedRange<Int> {
    intervals[BedtimeSettings.Frequency.allCases.firstIndex(of: frequency) ?? 0]
  }
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

  /// The file's name in a content directory.
  public static let fileName = "planner.json"

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

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> PlannerRules? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    let window = report.window(report.required(root, "defaultWindow"))
    // Minutes inside the default window: every offset and interval must fit
    // in it (a window lasts less than a day, so the planner's arrays of
    // offsets stay below 1,440 entries whatever the file says).
    let length = window?.wallMinutes ?? 24 * 60
    let (first, intervals) = readMinutes(root, length: length, report: &report)
    let levelStarts = (report.elements(report.required(root, "levelStarts")) ?? []).map {
      report.wallTime($0)
    }
    let horizon = report.integer(report.required(root, "horizonNights"))
    let queueLimit = report.integer(report.required(root, "queueLimit"))
    let maxTestPending = report.integer(report.required(root, "maxTestPending"))
    if let window, levelStarts.allSatisfy({ $0 != nil }) {
      checkLevelStarts(levelStarts.compactMap { $0 }, window: window, report: &report)
    }
    checkCounts(
      horizon: horizon, queueLimit: queueLimit, maxTestPending: maxTestPending, report: &report)
    guard report.problems.count == before, let window, let first, let horizon, let queueLimit,
      let maxTestPending
    else { return nil }
    return PlannerRules(
      defaultWindow: window, firstReminderMinutes: first, intervals: intervals.compactMap { $0 },
      levelStarts: levelStarts.compactMap { $0 }, horizonNights: horizon, queueLimit: queueLimit,
      maxTestPending: maxTestPending)
  }

  /// `firstReminderMinutes` and `intervalMinutes`: ranges of minutes within
  /// a default window of `length` minutes.
  ///
  /// - Returns: The first reminder's range, and the interval of each
  ///   frequency (`nil` where it has a problem).
  private static func readMinutes(
    _ root: ContentNode, length: Int, report: inout ContentReport
  ) -> (first: ClosedRange<Int>?, intervals: [ClosedRange<Int>?]) {
    let first = minutes(
      report.required(root, "firstReminderMinutes"), minimum: 0, below: length, length: length,
      report: &report)
    if let first, first.count < 2 {
      report.add(
        "firstReminderMinutes", "needs at least two values, so adjacent nights can differ")
    }
    var intervals: [ClosedRange<Int>?] = []
    if let node = report.required(root, "intervalMinutes"), let members = report.members(node) {
      intervals = BedtimeSettings.Frequency.allCases.map { frequency in
        minutes(
          report.required(node, frequency.rawValue), minimum: 1, below: length + 1,
          length: length, report: &report)
      }
      for member in members where BedtimeSettings.Frequency(rawValue: member.key) == nil {
        report.add(member.node.path, "unknown frequency; valid: low, normal, high")
      }
    }
    return (first, intervals)
  }

  /// A `{"min", "max"}` range with `minimum <= min <= max < limit`.
  private static func minutes(
    _ node: ContentNode?, minimum: Int, below limit: Int, length: Int,
    report: inout ContentReport
  ) -> ClosedRange<Int>? {
    guard let node else { return nil }
    let low = report.integer(report.required(node, "min"))
    let high = report.integer(report.required(node, "max"))
    guard let low, let high else { return nil }
    guard low >= minimum, low <= high, high < limit else {
      report.add(
        node.path,
        "needs \(minimum) <= min <= max <= \(limit - 1) (minutes within the default window "
          + "of \(length) minutes), found min \(low), max \(high)")
      return nil
    }
    return low...high
  }

  /// `horizonNights`, `queueLimit` and `maxTestPending` within their
  /// bounds.
  private static func checkCounts(
    horizon: Int?, queueLimit: Int?, maxTestPending: Int?, report: inout ContentReport
  ) {
    if let horizon, !(1...31).contains(horizon) {
      report.add("horizonNights", "must be 1-31, found \(horizon)")
    }
    if let queueLimit, !(1...64).contains(queueLimit) {
      report.add("queueLimit", "must be 1-64 (the iOS limit), found \(queueLimit)")
    }
    if let maxTestPending, let queueLimit, !(0..<max(queueLimit, 1)).contains(maxTestPending) {
      report.add("maxTestPending", "must be 0 to queueLimit - 1, found \(maxTestPending)")
    }
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
