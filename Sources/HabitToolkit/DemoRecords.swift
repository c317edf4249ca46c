/// The rule that keeps demo records out of a person's own figures (SPEC
/// section 17): demo records count only while there is nothing else.
///
/// Every command that reads records passes them through ``filtered(_:isDemo:)``
/// before it computes anything, and marks its output `"demo": true` when
/// ``Filtered/usedDemo`` is true. An app does the same with its own lists.
public enum DemoRecords {
  /// Records after the rule: the ones to count, and whether they are demo.
  public struct Filtered<Record> {
    /// The records to count: every real one when there is one, otherwise
    /// the demo ones (or nothing).
    public let records: [Record]
    /// Whether ``records`` are demo records: `true` only when the list held
    /// demo records and no real one.
    public let usedDemo: Bool
    /// How many demo records were dropped because a real one is present.
    public let droppedDemo: Int
  }

  /// Applies the rule to a list of records.
  ///
  /// As soon as one record is real, every demo record is dropped and the
  /// real ones are kept in their order. A list of demo records only is
  /// kept whole and marked as demo; an empty list is not demo.
  ///
  /// - Parameters:
  ///   - records: The records, in any order.
  ///   - isDemo: The flag of a record (`\.demo`).
  /// - Returns: The records to count and whether they are demo.
  /// - Complexity: O(*n*); a list without demo records is returned without
  ///   a copy after one pass that reads the flags only.
  public static func filtered<Record>(
    _ records: [Record], isDemo: KeyPath<Record, Bool>
  ) -> Filtered<Record> {
    var demoCount = 0
    for record in records where record[keyPath: isDemo] { demoCount += 1 }
    if demoCount == 0 { return Filtered(records: records, usedDemo: false, droppedDemo: 0) }
    if demoCount == records.count {
      return Filtered(records: records, usedDemo: true, droppedDemo: 0)
    }
    return Filtered(
      records: records.filter { !$0[keyPath: isDemo] }, usedDemo: false, droppedDemo: demoCount)
  }
}

extension DemoRecords.Filtered: Sendable where Record: Sendable {}
extension DemoRecords.Filtered: Equatable where Record: Equatable {}
