import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// Issue #38: a table quotes a person's own title, a notification's body
/// or a name in the language's quotation marks (`quoted` in `tables.json`):
/// `"Pay rent"` in English, 「Pay rent」 in Japanese, “Pay rent” in Korean
/// and Chinese; never ASCII `"…"` outside English.
@Suite struct QuotedNamesTests {
  static func example(_ name: String) -> String {
    Fixtures.packageRoot.appendingPathComponent("Examples/data/\(name)").path
  }

  static let commands: [[String]] = [
    [
      "remind", "--reminders", example("reminders.json"), "--now", "2027-01-15T12:00:00-05:00",
      "--tz", "UTC", "--count", "1",
    ],
    [
      "sync", "--pending", example("pending.json"), "--reminders", example("reminders.json"),
      "--bedtime", "--now", "2027-01-15T12:00:00-05:00", "--tz", "UTC",
    ],
    [
      "goal", "dca", "--amount", "5000", "--every", "week:2", "--rate", "400", "--years", "1",
      "--start", "2026-12-07",
    ],
    [
      "goal", "program", "--program", "calm-start", "--records", example("breathing.json"),
      "--now", "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai",
    ],
  ]

  @Test(
    arguments: commands,
    [
      // language, the marks a quoted name is in
      ("en", "\"", "\""), ("ja", "「", "」"), ("ko", "“", "”"), ("zh-Hans", "“", "”"),
    ])
  func namesInTheLanguagesMarks(arguments: [String], marks: (String, String, String)) {
    let (language, open, close) = marks
    let outcome = runGen(arguments + ["--locale", language])
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let text = outcome.standardOutput
    #expect(text.contains(open) && text.contains(close), "\(language): \(text)")
    if language != "en" { #expect(!text.contains("\""), "\(language): \(text)") }
  }

  /// The Japanese remind table, line by line where it quotes.
  @Test func japaneseRemindTable() {
    let outcome = runGen(Self.commands[0] + ["--locale", "ja"])
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("rent  「Pay rent」  毎月31日 09:00（その日がない月は月末）"))
    #expect(lines.contains("  本文            「時間になりました。」"), "\(lines)")
  }
}
