import Foundation
import Testing

@testable import GenCLI

/// Issue 38's findings on the texts of `gen sync`, each with the inputs it
/// was found with.
@Suite struct SyncTextsTests {
  static let late = ["--now", "2026-12-01T01:30:00+08:00", "--tz", "Asia/Shanghai"]

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
}
