/// The rule that keeps demo records out of a person's own figures
/// (HabitRules.docc/Demo.md): demo records count only while there is nothing else.
///
/// Every command that reads records passes them through ``filtered(_:isDemo:)``
/// before it computes anything, and marks its output `"demo": true` when
/// ``Filtered/usedDemo`` is true. An app does the same with its own lists.
/// A hot loop that visits every record anyway asks ``rule(for:isDemo:)``
/// instead and skips what ``Rule/counts(demo:)`` rejects, without a pass
/// or a copy of its own.
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

    @usableFromInline
    init(records: [Record], usedDemo: Bool, droppedDemo: Int) {
      self.records = records
      self.usedDemo = usedDemo
      self.droppedDemo = droppedDemo
    }
  }

  /// The rule for one list, decided before the records are visited.
  public struct Rule: Hashable, Sendable {
    /// Whether demo records are skipped: a real record is present.
    public let skipsDemo: Bool
    /// Whether the records counted are demo records: the list is not
    /// empty and holds no real record.
    public let usedDemo: Bool

    @usableFromInline
    init(skipsDemo: Bool, usedDemo: Bool) {
      self.skipsDemo = skipsDemo
      self.usedDemo = usedDemo
    }

    /// Whether a record with this flag counts.
    ///
    /// - Parameter demo: The record's flag.
    /// - Returns: `false` only for a demo record of a list with a real one.
    @inlinable
    public func counts(demo: Bool) -> Bool { !(demo && skipsDemo) }
  }

  /// The rule for a list: whether it has a real record.
  ///
  /// - Parameters:
  ///   - records: The records, in any order.
  ///   - isDemo: The flag of a record (`\.demo`).
  /// - Returns: The rule; visit the records and count those
  ///   ``Rule/counts(demo:)`` accepts.
  /// - Complexity: O(1) when the first record is real; O(*n*) at most
  ///   (it stops at the first real record). Always inlined, as
  ///   ``filtered(_:isDemo:)``.
  @inlinable @inline(__always)
  public static func rule<Record>(
    for records: [Record], isDemo: KeyPath<Record, Bool>
  ) -> Rule {
    var index = records.startIndex
    while index < records.endIndex, records[index][keyPath: isDemo] { index += 1 }
    let hasReal = index < records.endIndex
    return Rule(skipsDemo: hasReal, usedDemo: !hasReal && !records.isEmpty)
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
  ///   a copy after one pass that reads the flags only. Always inlined, so
  ///   the key path is a constant at the call and each flag is read in
  ///   place (a key path passed at run time costs about 40-80 ns a record,
  ///   7x a direct read, measured over a million 64-byte records).
  @inlinable @inline(__always)
  public static func filtered<Record>(
    _ records: [Record], isDemo: KeyPath<Record, Bool>
  ) -> Filtered<Record> {
    var demoCount = 0
    for index in records.indices where records[index][keyPath: isDemo] { demoCount += 1 }
    if demoCount == 0 { return Filtered(records: records, usedDemo: false, droppedDemo: 0) }
    if demoCount == records.count {
      return Filtered(records: records, usedDemo: true, droppedDemo: 0)
    }
    var kept: [Record] = []
    kept.reserveCapacity(records.count - demoCount)
    for index in records.indices where !records[index][keyPath: isDemo] {
      kept.append(records[index])
    }
    return Filtered(records: kept, usedDemo: false, droppedDemo: demoCount)
  }
}

extension DemoRecords.Filtered: Sendable where Record: Sendable {}
extension DemoRecords.Filtered: Equatable where Record: Equatable {}
