import Testing

@testable import GenCLI

/// Issue #24 item 4: the streak picture's subtitle says the policy as a
/// phrase in the chosen language, never as `weekly:6` or `freezes 2/2`,
/// then the day after the language's separator (` · `, ja `・`).
@Suite struct PolicySubtitleTests {
  static let base = [
    "streak", "--records", "-", "--now", "2026-11-23T20:00:00Z", "--tz", "UTC", "--svg",
  ]
  static let records = #"[{"day": "2026-11-18"}, {"day": "2026-11-22"}]"#

  @Test(arguments: [
    (["--goal", "weekly:6", "--week-start", "1", "--locale", "ja"], "週に6日（週は日曜日から）・"),
    (
      ["--goal", "weekly:6", "--week-start", "1", "--locale", "en"],
      "6 days a week, weeks starting Sunday · "
    ),
    (
      ["--freezes", "2/2", "--locale", "en"], "every day; 2 freezes a month, at most 2 in a row · "
    ),
    (["--freezes", "1/1", "--locale", "ko"], "매일, 프리즈는 한 달에 1회까지(연속 1일까지) · "),
    (["--goal", "monthly:1", "--locale", "zh-Hans"], "每月打卡 1 天 · "),
  ])
  func subtitleSaysThePolicy(arguments: [String], phrase: String) {
    let outcome = runGen(Self.base + arguments, stdin: Self.records)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(
      outcome.standardOutput.contains(">\(phrase)"), "\(outcome.standardOutput.prefix(900))")
    for syntax in ["weekly:", "monthly:", "daily ·", "2/2", "1/1", "freezes 2"] {
      #expect(!outcome.standardOutput.contains(syntax), "\(syntax)")
    }
  }
}
