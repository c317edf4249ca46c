import Foundation
import HabitTestSupport
import Testing

/// The goal tables and pictures write dates and schedules as the language
/// does.
@Suite struct GoalWordsTests {
  /// A target beyond the last date there is: the date reads as a date in
  /// a sentence, not as ISO 8601.
  @Test(
    arguments: [
      ("en", "  days to go  ", "At this pace: after Dec 31, 9999", ", after Dec 31, 9999"),
      ("ja", "  達成まで  あと", "このペースだと、達成は9999年12月31日より先になります", "日（9999年12月31日より先）"),
      ("ko", "  남은 기간  ", "이 속도라면 9999년 12월 31일 이후", "일 남음, 9999년 12월 31일 이후 달성 예정"),
      ("zh-Hans", "  还需  ", "照这个速度：9999年12月31日之后", " 天，9999年12月31日之后"),
    ])
  func aDateBeyondTheCalendarReadsAsADate(
    locale: String, label: String, eta: String, tail: String
  ) throws {
    let arguments = [
      "goal", "wish", "--target", "100000000000", "--deposits", "-", "--now",
      "2026-12-01T01:30:00+08:00", "--tz", "Asia/Shanghai", "--locale", locale,
    ]
    let deposits = #"[{"at": "2026-11-30T20:00:00+08:00", "amount": 1}]"#
    let table = runGen(arguments, stdin: deposits).standardOutput
    let last = try #require(table.split(separator: "\n").last.map(String.init))
    #expect(last.hasPrefix(label) && last.hasSuffix(tail), "\(last)")
    #expect(!table.contains("9999-12-31"))
    let picture = runGen(arguments + ["--svg"], stdin: deposits)
    #expect(try SVGElements.texts(picture.standardOutput).map(\.text).contains(eta))
  }

  /// The balance picture's subtitle says the schedule the table's heading
  /// says, with Korean 에 after it in both.
  @Test(
    arguments: [
      ("en", "5,000 every Monday from Jan 5, 2026", "Regular deposit of 5,000 every Monday from"),
      ("ja", "2026年1月5日から毎週月曜日に5,000、", "から毎週月曜日に5,000を積み立て"),
      ("ko", "2026년 1월 5일부터 매주 월요일에 5,000씩 적립", "부터 매주 월요일에 5,000씩 적립"),
      ("zh-Hans", "从 2026年1月5日 起每周一存 5,000", "起每周一定投 5,000"),
    ])
  func theBalancePictureSaysTheSchedule(locale: String, subtitle: String, heading: String) throws {
    let arguments = [
      "goal", "dca", "--amount", "5000", "--every", "week:2", "--rate", "400", "--years", "2",
      "--start", "2026-01-05", "--locale", locale,
    ]
    let table = runGen(arguments).standardOutput
    #expect(table.split(separator: "\n").first?.contains(heading) == true, "\(table)")
    let texts = try SVGElements.texts(runGen(arguments + ["--svg"]).standardOutput).map(\.text)
    #expect(texts.contains { $0.hasPrefix(subtitle) }, "\(texts)")
  }
}
