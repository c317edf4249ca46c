import Testing

@testable import HabitRecords

/// The demo rule: demo records count only while there is no real one.
@Suite struct DemoRecordsTests {
  struct Record: Equatable {
    let id: Int
    let demo: Bool
  }

  /// A list written as letters: `r` real, `d` demo, numbered by position.
  static func records(_ pattern: String) -> [Record] {
    pattern.enumerated().map { Record(id: $0.offset, demo: $0.element == "d") }
  }

  static let cases: [(pattern: String, kept: [Int], usedDemo: Bool, dropped: Int)] = [
    // (records, ids kept, usedDemo, demo records dropped)
    ("", [], false, 0),
    ("r", [0], false, 0),
    ("rrr", [0, 1, 2], false, 0),
    ("d", [0], true, 0),
    ("ddd", [0, 1, 2], true, 0),
    ("dr", [1], false, 1),
    ("rd", [0], false, 1),
    ("ddrdd", [2], false, 4),
    ("rdrdr", [0, 2, 4], false, 2),
  ]

  @Test(arguments: 0..<cases.count)
  func realRecordsWinAndDemoRecordsAreMarked(index: Int) {
    let row = Self.cases[index]
    let filtered = DemoRecords.filtered(Self.records(row.pattern), isDemo: \.demo)
    #expect(filtered.records.map(\.id) == row.kept, "\(row.pattern)")
    #expect(filtered.usedDemo == row.usedDemo, "\(row.pattern)")
    #expect(filtered.droppedDemo == row.dropped, "\(row.pattern)")
  }

  /// Every list of up to 8 records, against the rule said in words: the
  /// real records in order if there is one, otherwise all of them; the
  /// in-loop rule keeps the same records.
  @Test func everySmallListFollowsTheRule() {
    var failures: [String] = []
    for count in 0...8 {
      for mask in 0..<(1 << count) {
        let records = (0..<count).map { Record(id: $0, demo: mask & (1 << $0) != 0) }
        let real = records.filter { !$0.demo }
        let expected = real.isEmpty ? records : real
        let filtered = DemoRecords.filtered(records, isDemo: \.demo)
        let rule = DemoRecords.rule(for: records, isDemo: \.demo)
        if records.filter({ rule.counts(demo: $0.demo) }) != expected
          || rule.usedDemo != filtered.usedDemo || rule.skipsDemo != !real.isEmpty
        {
          failures.append("rule: \(count) records, demo mask \(mask)")
        }
        if filtered.records != expected
          || filtered.usedDemo != (real.isEmpty && !records.isEmpty)
          || filtered.droppedDemo != (real.isEmpty ? 0 : records.count - real.count)
        {
          failures.append("\(count) records, demo mask \(mask)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
