/// A streak as an app stores or sends it: the summary, the policy it was
/// computed with and, when kept, the day ledger.
///
/// JSON: the summary's fields at the top level, then `"policy"`, `"demo"`
/// (whether the check-ins were demo data, ``DemoRecords``) and, when there
/// is a ledger, `"ledger"` (the days). It is what `gen streak --json`
/// prints. A report without `demo` decodes as not demo. Version 1 (no `strength` in the summary or on the days, fixture
/// `Tests/HabitStreaksTests/Fixtures/records/report-v1.json`) decodes with
/// the strengths 0.
import HabitRecords

public struct StreakReport: Hashable, Sendable {
  /// Where the streak stands today.
  public let summary: StreakSummary
  /// The policy the summary and the ledger were computed with.
  public let policy: StreakPolicy
  /// The days from the first check-in to today, or `nil` when not kept.
  public let ledger: [StreakLedger.Day]?
  /// Whether the check-ins counted were demo data.
  public let demo: Bool

  /// A report of a summary, with the days when they are kept.
  ///
  /// - Parameters:
  ///   - summary: The summary.
  ///   - policy: The policy it was computed with.
  ///   - ledger: The ledger's days, or `nil` (the default).
  ///   - demo: Whether the check-ins were demo data (default `false`).
  public init(
    summary: StreakSummary, policy: StreakPolicy, ledger: [StreakLedger.Day]? = nil,
    demo: Bool = false
  ) {
    self.summary = summary
    self.policy = policy
    self.ledger = ledger
    self.demo = demo
  }

  /// A report of a ledger: its summary and its days.
  ///
  /// - Parameters:
  ///   - ledger: The ledger.
  ///   - policy: The policy it was computed with.
  ///   - demo: Whether the check-ins were demo data (default `false`).
  public init(_ ledger: StreakLedger, policy: StreakPolicy, demo: Bool = false) {
    self.init(summary: ledger.summary, policy: policy, ledger: ledger.days, demo: demo)
  }
}

extension StreakReport: Codable {
  private enum CodingKeys: String, CodingKey {
    case policy, demo, ledger
  }

  /// Decodes a stored report.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a wrong shape, a missing `policy`, or a
  ///   field the summary, the policy or a day rejects.
  public init(from decoder: any Decoder) throws {
    summary = try StreakSummary(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    policy = try container.decode(StreakPolicy.self, forKey: .policy)
    ledger = try container.decodeIfPresent([StreakLedger.Day].self, forKey: .ledger)
    demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    try summary.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(policy, forKey: .policy)
    try container.encode(demo, forKey: .demo)
    try container.encodeIfPresent(ledger, forKey: .ledger)
  }
}
