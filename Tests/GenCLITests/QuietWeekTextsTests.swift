import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// Issue 38: the Japanese week card of a week with no session invites the
/// person to start, as the English and Korean cards do, rather than
/// pledging in the first person (始めてみます).
@Suite struct QuietWeekTextsTests {
  @Test(arguments: [
    // --date, the line the card shows
    ("2026-11-23", "静かな1週間でした。次は5分から始めてみましょう。"),
    ("2026-12-01", "今週はまだ記録がありません。まずは5分から始めてみましょう。"),
  ])
  func aQuietWeekCardInvites(date: String, line: String) throws {
    let outcome = runGen(
      [
        "card", "week", "--sessions", "-", "--date", date, "--now", "2026-12-01T21:00:00+08:00",
        "--tz", "Asia/Shanghai", "--locale", "ja", "--svg",
      ], stdin: "[]")
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let texts = try SVGElements.texts(outcome.standardOutput).map(\.text)
    #expect(texts.contains(line), "\(texts)")
  }
}
