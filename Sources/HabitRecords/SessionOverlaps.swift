/// The rule for sessions that were recorded twice or overlap
/// (HabitRules.docc/Growth.md, "The same session twice"): growth and the
/// review both pass their sessions through ``resolve(starts:minutes:)``.
///
/// The same session under two ids (the same start and the same minutes)
/// counts once: the first in the order given. Sessions whose wall-clock
/// intervals overlap count their minutes once, as the union of the
/// intervals: each session counts only the minutes no earlier-starting
/// session already covers. Each still counts as a session.
public enum SessionOverlaps {
  /// Which sessions count and how many minutes each adds.
  public struct Resolution: Hashable, Sendable {
    /// The indices of the sessions that count, ascending (duplicates left
    /// out).
    public let kept: [Int]
    /// For each index of ``kept``, the minutes it adds to the union: its
    /// own minutes unless it overlaps an earlier-starting session.
    public let countedMinutes: [Int]
    /// How many sessions were left out as duplicates.
    public let duplicates: Int
    /// How many kept sessions overlap an earlier-starting one.
    public let overlapping: Int

    /// Whether every session counts whole: nothing to say.
    public var isClean: Bool { duplicates == 0 && overlapping == 0 }
  }

  /// Resolves duplicates and overlaps.
  ///
  /// - Parameters:
  ///   - starts: Each session's start, in seconds on any one axis (seconds
  ///     since the reference date).
  ///   - minutes: Each session's length in whole minutes; as many as
  ///     `starts`.
  /// - Returns: The sessions that count and their minutes; the minutes of
  ///   ``Resolution/countedMinutes`` add up to the union of the intervals,
  ///   rounded to the minute.
  /// - Complexity: O(*n*) when the sessions come sorted by start and none
  ///   overlaps; O(*n* log *n*) otherwise.
  public static func resolve(starts: [Double], minutes: [Int]) -> Resolution {
    let count = min(starts.count, minutes.count)
    if isSortedAndApart(starts: starts, minutes: minutes, count: count) {
      return Resolution(
        kept: Array(0..<count), countedMinutes: Array(minutes.prefix(count)), duplicates: 0,
        overlapping: 0)
    }
    let order = (0..<count).sorted { (starts[$0], minutes[$0], $0) < (starts[$1], minutes[$1], $1) }
    var counted = Array(repeating: 0, count: count)
    var isKept = Array(repeating: false, count: count)
    var duplicates = 0
    var overlapping = 0
    var coveredUntil = -Double.infinity
    var unionSeconds = 0.0
    var unionMinutes = 0
    var previous: Int?
    for index in order {
      if let previous, starts[previous] == starts[index], minutes[previous] == minutes[index] {
        duplicates += 1
        continue
      }
      previous = index
      isKept[index] = true
      let start = starts[index]
      let end = start + Double(minutes[index]) * 60
      if start < coveredUntil { overlapping += 1 }
      unionSeconds += max(0, end - max(start, coveredUntil))
      coveredUntil = max(coveredUntil, end)
      let rounded = Int((unionSeconds / 60).rounded())
      counted[index] = rounded - unionMinutes
      unionMinutes = rounded
    }
    let kept = (0..<count).filter { isKept[$0] }
    return Resolution(
      kept: kept, countedMinutes: kept.map { counted[$0] }, duplicates: duplicates,
      overlapping: overlapping)
  }

  /// Whether the sessions come sorted by start and each ends before the
  /// next starts: the common case, answered in one pass.
  private static func isSortedAndApart(starts: [Double], minutes: [Int], count: Int) -> Bool {
    var index = 1
    while index < count {
      let end = starts[index - 1] + Double(minutes[index - 1]) * 60
      if starts[index] < end || starts[index] < starts[index - 1] { return false }
      index += 1
    }
    return true
  }
}
