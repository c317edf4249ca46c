import Foundation
import HabitRecords

/// What a report saw in its inputs and left out or adjusted
/// (HabitRules.docc/Growth.md): not encoded, for an app or a command to
/// say so once.
public struct GrowthAdjustments: Hashable, Sendable {
  /// Sessions left out as the same session under another id.
  public let duplicates: Int
  /// Sessions that overlap an earlier-starting one: their minutes count
  /// once, as the union.
  public let overlapping: Int
  /// Demo sessions left out because real data is present.
  public let droppedDemo: Int
  /// Whether a kept state from demo sessions was ignored because real
  /// sessions are present.
  public let ignoredDemoState: Bool

  /// Nothing left out.
  public static let none = GrowthAdjustments(
    duplicates: 0, overlapping: 0, droppedDemo: 0, ignoredDemoState: false)

  /// Creates adjustments.
  ///
  /// - Parameters: The fields of the same names.
  public init(duplicates: Int, overlapping: Int, droppedDemo: Int, ignoredDemoState: Bool) {
    self.duplicates = duplicates
    self.overlapping = overlapping
    self.droppedDemo = droppedDemo
    self.ignoredDemoState = ignoredDemoState
  }
}

/// The sessions and state a report counts, after the demo rule and the
/// duplicate and overlap rule, sorted by end.
struct GrowthInputs {
  let ordered: [FocusSession]
  let ends: [Double]
  /// The minutes each of ``ordered`` counts (``SessionOverlaps``).
  let minutes: [Int]
  let earlier: ExpeditionState?
  let demo: Bool
  let adjustments: GrowthAdjustments

  /// Applies the rules.
  ///
  /// Demo sessions count only while there is no real one, and a real
  /// kept state counts as real; a demo kept state counts only while there
  /// is no real session (HabitRules.docc/Demo.md).
  init(sessions: [FocusSession], earlier: ExpeditionState?) {
    let filtered = DemoRecords.filtered(sessions, isDemo: \.demo)
    var records = filtered.records
    var dropped = filtered.droppedDemo
    var state = earlier
    var ignored = false
    let hasReal = !records.isEmpty && !filtered.usedDemo
    if let kept = earlier, kept.demo, hasReal {
      state = nil
      ignored = true
    } else if let kept = earlier, !kept.demo, kept.holdsProgress, filtered.usedDemo {
      dropped += records.count
      records = []
    }
    let usedDemo = (filtered.usedDemo && !records.isEmpty) || (state?.demo ?? false)
    let overlaps = SessionOverlaps.resolve(
      starts: records.map { $0.start.date.timeIntervalSinceReferenceDate },
      minutes: records.map(\.minutes))
    let kept = overlaps.isClean ? records : overlaps.kept.map { records[$0] }
    let ends = kept.map { $0.end.timeIntervalSinceReferenceDate }
    if zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }) {
      (ordered, self.ends, minutes) = (kept, ends, overlaps.countedMinutes)
    } else {
      let order = ends.indices.sorted { (ends[$0], $0) < (ends[$1], $1) }
      ordered = order.map { kept[$0] }
      self.ends = order.map { ends[$0] }
      minutes = order.map { overlaps.countedMinutes[$0] }
    }
    self.earlier = state
    demo = usedDemo
    adjustments = GrowthAdjustments(
      duplicates: overlaps.duplicates, overlapping: overlaps.overlapping, droppedDemo: dropped,
      ignoredDemoState: ignored)
  }
}

extension ExpeditionState {
  /// Whether the state holds anything reached: an unlocked chapter, or a
  /// session in its floor.
  var holdsProgress: Bool {
    chapters.contains { $0.unlockedAt != nil || $0.isCompleted } || (totals?.sessions ?? 0) > 0
  }
}
