import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// Issue 38: the pictures write levels, days, an empty jar and ranges as
/// each language does, like the tables beside them.
///
/// The expected texts are written by hand.
@Suite struct PictureWordsTests {
  /// The `<text>` contents of a picture, checking it is well-formed.
  static func texts(_ outcome: CLI.Outcome) throws -> [String] {
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    PictureTests.expectStandalone(outcome.standardOutput)
    return try SVGElements.texts(outcome.standardOutput).map(\.text)
  }

  /// The `<title>` texts of a picture, in document order.
  static func titles(_ svg: String) -> [String] {
    svg.components(separatedBy: "<title>").dropFirst().map { String($0.prefix { $0 != "<" }) }
  }

  /// A plan at 01:30 on Tuesday, Dec 1: its first night is Monday's.
  static let plan = [
    "plan", "--now", "2026-12-01T01:30:00+08:00", "--tz", "Asia/Shanghai", "--svg",
  ]

  @Test(arguments: [
    // locale, the first night's row, level 1 and level 5 as the plan table writes them
    ("zh-Hans", "2026年11月30日 周一", "1级", "5级"),
    ("en", "Mon Nov 30, 2026", "L1", "L5"),
    ("ja", "2026年11月30日（月）", "Lv1", "Lv5"),
    ("ko", "2026년 11월 30일 (월)", "1단계", "5단계"),
  ])
  func planWritesNightsAndLevelsInTheLanguage(
    locale: String, night: String, first: String, last: String
  ) throws {
    let outcome = runGen(Self.plan + ["--locale", locale])
    let texts = try Self.texts(outcome)
    // The first night's row: Monday, Nov 30.
    #expect(texts.contains(night), "\(texts)")
    // The legend names each level as the table does: `Lv1 のんびり…`.
    let legend = texts.filter { $0.hasPrefix(first + " ") || $0.hasPrefix(last + " ") }
    #expect(legend.count == 2, "\(texts)")
    if locale != "en" { #expect(!texts.contains { $0.hasPrefix("L1 ") }, "\(texts)") }
    // Each mark's title: its time, its level, its title and message.
    let marks = Self.titles(outcome.standardOutput).filter { $0.contains(" | ") }
    #expect(!marks.isEmpty)
    #expect(marks.contains { $0.dropFirst(6).hasPrefix(first + " ") }, "\(marks)")
    #expect(marks.contains { $0.dropFirst(6).hasPrefix(last + " ") }, "\(marks)")
    if locale != "en" { #expect(!marks.contains { $0.contains(" L1 ") }, "\(marks)") }
  }
}
