import Foundation
import Testing

@testable import GenCLI

/// Issue 38's findings on the texts of `gen sync`, each with the inputs it
/// was found with.
@Suite struct SyncTextsTests {
  static let late = ["--now", "2026-12-01T01:30:00+08:00", "--tz", "Asia/Shanghai"]

  /// `gen sync` of the example files.
  static func example(_ arguments: [String], locale: String) -> CLI.Outcome {
    runGen(
      ["sync", "--pending", "Examples/data/pending.json", "--locale", locale] + arguments)
  }

  /// A test at 01:30, with the night at level 5, says it is a test: a
  /// level-1 text ("the window is open") would be untrue at that hour.
  @Test(arguments: [
    ("ja", "通知のテスト", "テスト通知です。就寝リマインダーはこのように届きます。"),
    ("ko", "알림 테스트", "테스트 알림이에요. 취침 알림은 이렇게 도착해요."),
    (
      "en", "Notification test",
      "This is a test notification. Bedtime reminders will look like this."
    ),
    ("zh-Hans", "通知测试", "这是一条测试通知。睡前提醒会像这样显示。"),
  ])
  func aTestSaysItIsATest(locale: String, title: String, body: String) throws {
    let arguments = ["--bedtime", "--json", "--test", "10", "--locale", locale] + Self.late
    let json = try SyncFindingsTests.json(SyncFindingsTests.sync(arguments))
    let add = try #require(json["add"] as? [[String: Any]])
    let test = try #require(add.first { $0["id"] as? String == "bedtime.test.2026-11-30.1" })
    #expect(test["title"] as? String == title)
    #expect(test["body"] as? String == body)
  }

  /// The custom count of the left-out line says how it counts, not a list
  /// of kinds that reads as if each were left out: here the only one left
  /// out is rent's next occurrence.
  @Test(arguments: [
    ("ja", "カスタム1件（日付指定ルールは次回の分だけ数えます）。"),
    ("ko", "직접 만든 알림 1개(날짜 지정 규칙은 다음 회차만 세어요)."),
    ("en", "custom 1 (a dated rule counts once, for its next occurrence);"),
    ("zh-Hans", "自定义 1 条（按日期的规则只计下一次）；"),
  ])
  func theCustomCountSaysHowItCounts(locale: String, custom: String) {
    let outcome = Self.example(
      ["--reminders", "Examples/data/reminders.json", "--bedtime"] + Self.late, locale: locale)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let last = outcome.standardOutput.split(separator: "\n").last ?? ""
    #expect(last.contains(custom), "\(last)")
  }

  /// English at 21:00 without --bedtime: the untouched bedtime requests in
  /// the number's form, other apps' requests named as such.
  @Test func englishNamesOtherAppsAndCountsUntouchedInTheirForm() throws {
    let now = ["--now", "2026-12-01T21:00:00+08:00", "--tz", "Asia/Shanghai"]
    let one = Self.example(now, locale: "en").standardOutput
    #expect(
      one.hasPrefix(
        "Sync in Asia/Shanghai at Tue Dec 1, 2026, 21:00: 0 of 64 slots used after applying, 1 pending from other apps\n"
      ))
    #expect(one.contains("\nother apps 1 (never touched)\n"))
    #expect(
      one.contains(
        "\n1 bedtime request left untouched (not synced without --bedtime; it still holds a slot)\n"
      ))
    let pending = (1...2).map { night in
      #"{"id": "bedtime.2026-12-0\#(night).1", "trigger": {"kind": "date", "at": "2026-12-0\#(night)T21:30:00+08:00"}}"#
    }
    let two = try SyncFindingsTests.sync(
      ["--locale", "en"] + now, pending: "[" + pending.joined(separator: ",") + "]")
    #expect(
      two.standardOutput.contains(
        "\n2 bedtime requests left untouched (not synced without --bedtime; they still hold slots)\n"
      ))
    let denied = try SyncFindingsTests.sync(["--locale", "en", "--denied"] + now)
    #expect(denied.standardOutput.hasSuffix("\nNothing needs a notification.\n"))
  }
}
