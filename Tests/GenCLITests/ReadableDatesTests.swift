import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// Issue #38: a table a person reads writes every day and moment as the
/// language does (`dates.json`), one style per screen: no ISO 8601 day
/// (`2026-11-29`) beside "Nov 13, 2026", no raw moment
/// (`2026-10-01T20:42:00+08:00`) on a session card, no session or badge id
/// where a name or a time says which.
@Suite struct ReadableDatesTests {
  static func example(_ name: String) -> String {
    Fixtures.packageRoot.appendingPathComponent("Examples/data/\(name)").path
  }

  static let shanghai = ["--now", "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai"]

  static let commands: [[String]] = [
    [
      "streak", "--records", example("nov.json"), "--now", "2026-11-30T22:00:00+08:00", "--tz",
      "Asia/Shanghai", "--freezes", "2/2", "--explain",
    ],
    ["card", "session", "--sessions", example("sessions.json")] + shanghai,
    ["card", "week", "--sessions", example("sessions.json")] + shanghai,
    ["card", "badge", "--metrics", example("metrics.json"), "--badge", "distance"] + shanghai,
    ["growth", "--sessions", example("sessions.json")] + shanghai,
    ["goal", "wish", "--deposits", example("jar.json"), "--target", "30000"] + shanghai,
    [
      "goal", "dca", "--amount", "5000", "--every", "week:2", "--rate", "400", "--years", "2",
      "--start", "2026-12-07",
    ],
    ["goal", "program", "--program", "calm-start", "--records", example("breathing.json")]
      + shanghai,
    ["quote", "--date", "2026-12-01"],
    ["review", "--sessions", example("sessions.json")] + shanghai,
  ]

  /// An ISO 8601 day (`2026-11-29`) or moment (`T19:00:00`) in a text.
  static func isoDates(in text: String) -> [String] {
    let pattern = #/[0-9]{4}-[0-9]{2}-[0-9]{2}|T[0-9]{2}:[0-9]{2}:[0-9]{2}/#
    return text.matches(of: pattern).map { String($0.output) }
  }

  @Test(arguments: commands, ["en", "ja", "ko", "zh-Hans"])
  func noISODates(arguments: [String], language: String) {
    let outcome = runGen(arguments + ["--locale", language])
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let found = Self.isoDates(in: outcome.standardOutput)
    #expect(found.isEmpty, "\(language): \(found)\n\(outcome.standardOutput)")
  }

  /// The session card's heading, by language: the day as `dates.json`
  /// writes it with its weekday, and the time the session started.
  @Test(arguments: [
    ("en", "Focus session on Wed Nov 25, 2026, started at 19:00"),
    ("ja", "2026年11月25日（水）の集中（19:00開始）"),
    ("ko", "2026년 11월 25일(수) 집중(19:00 시작)"),
    ("zh-Hans", "2026年11月25日 周三的专注，19:00 开始"),
  ])
  func sessionCardHeading(language: String, heading: String) {
    let outcome = runGen(Self.commands[1] + ["--locale", language])
    #expect(outcome.standardOutput.split(separator: "\n").first.map(String.init) == heading)
    #expect(!outcome.standardOutput.contains("s20"))
  }

  /// The schedule screens, each as a person reads it at 01:30 and at 21:00.
  static let schedules: [[String]] = [
    ["remind", "--reminders", example("reminders.json")],
    ["remind", "--reminders", example("done-rules.json"), "--done", example("done.json")],
    [
      "sync", "--pending", example("pending.json"), "--reminders", example("reminders.json"),
      "--bedtime",
    ],
    [
      "sync", "--pending", example("pending.json"), "--reminders", example("done-rules.json"),
      "--done", example("done.json"),
    ],
    ["sync", "--pending", example("pending.json"), "--denied"],
    ["next", "--reminders", example("reminders.json"), "--bedtime", "--freezes", "2/1"],
    ["plan"],
  ]

  /// Issue #38: the schedule screens (`remind`, `sync`, `next`, `plan`)
  /// write ISO days only in their rows, indented, which line up with the
  /// request ids and the JSON; a heading, a rule and a sentence write the
  /// day as people read it.
  @Test(arguments: schedules, ["2026-12-01T01:30:00+08:00", "2026-12-01T21:00:00+08:00"])
  func schedulesWriteISODaysOnlyInRows(arguments: [String], now: String) {
    for language in ["en", "ja", "ko", "zh-Hans"] {
      let outcome = runGen(
        arguments + ["--now", now, "--tz", "Asia/Shanghai", "--locale", language])
      #expect(outcome.exitCode == 0, "\(outcome.standardError)")
      for line in outcome.standardOutput.split(separator: "\n") where !line.hasPrefix(" ") {
        #expect(Self.isoDates(in: String(line)).isEmpty, "\(language): \(line)")
      }
    }
  }

  /// The headings and sentences of the schedule screens in Japanese and
  /// Korean at 01:30, written here: the day with its weekday, then the
  /// time, and no bracket inside a bracket.
  @Test(arguments: [
    (0, "ja", "Asia/Shanghaiのリマインダー：2026年12月1日（火）01:30現在"),
    (0, "ko", "Asia/Shanghai 기준 알림, 지금 2026년 12월 1일(화) 01:30"),
    (1, "ja", "passport  「Renew the passport」  1回だけ：2027年2月1日（月）09:00"),
    (1, "ko", "passport  “Renew the passport”  한 번만: 2027년 2월 1일(월) 09:00"),
    (4, "ja", "Asia/Shanghaiの同期：2026年12月1日（火）01:30現在、通知はオフ（何も予約しません）、ほかの予約1件"),
    (
      4, "ko",
      "Asia/Shanghai 동기화: 알림 꺼짐(아무것도 예약하지 않음), 기타 예약 1개, 지금 2026년 12월 1일(화) 01:30"
    ),
    (5, "ja", "Asia/Shanghaiでこれから変わる時刻：2026年12月1日（火）01:30現在"),
    (5, "ko", "Asia/Shanghai에서 앞으로 바뀌는 시각, 지금 2026년 12월 1일(화) 01:30"),
    (6, "ja", "現在 2026年12月1日（火）01:30。今夜は2026年11月30日（月）の夜です。"),
    (6, "ko", "지금: 2026년 12월 1일(화) 01:30. ‘오늘 밤’은 2026년 11월 30일(월) 밤을 말해요."),
    (6, "ja", "今夜 2026年11月30日（月）  20:30〜04:00"),
    (6, "ko", "오늘 밤 2026년 11월 30일(월)  20:30~04:00"),
  ])
  func scheduleHeadingsReadAsWritten(schedule: Int, language: String, line: String) {
    let outcome = runGen(
      Self.schedules[schedule] + [
        "--now", "2026-12-01T01:30:00+08:00", "--tz", "Asia/Shanghai", "--locale", language,
      ])
    #expect(
      outcome.standardOutput.split(separator: "\n").contains { $0 == line },
      "\(outcome.standardOutput)")
  }

  /// The streak screen in Japanese and Korean: the heading, the last day
  /// done, the reason and the ledger's weeks in one style.
  @Test func streakScreenInOneStyle() {
    let japanese = runGen(Self.commands[0] + ["--locale", "ja"]).standardOutput
    for line in [
      "2026年11月30日の連続記録（Asia/Shanghai、一日の始まりは00:00）",
      "  最後に達成した日  2026年11月29日", "2026年11月23日   x  x  x  x  x  x  x  14      67%",
    ] {
      #expect(japanese.contains(line + "\n"), "\(line)\n\(japanese)")
    }
    #expect(japanese.contains("  途切れた理由      2026年11月13日は"))
    let korean = runGen(Self.commands[0] + ["--locale", "ko"]).standardOutput
    #expect(korean.hasPrefix("2026년 11월 30일 기준 연속 기록"))
    #expect(korean.contains("  마지막 완료         2026년 11월 29일\n"))
  }
}
