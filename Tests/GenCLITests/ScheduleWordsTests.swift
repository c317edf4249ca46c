import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

/// The days, weekdays, months and time ranges of `gen remind`, `sync`,
/// `next` and `plan`, as a person reads them in each language (issue 38):
/// every row writes its day as the headings do, ids keep ISO 8601.
@Suite struct ScheduleWordsTests {
  static let rules = #"""
    [
     {"id": "run", "title": "Run", "time": "07:00", "repeat": {"kind": "weekly", "weekdays": [2]}},
     {"id": "rent", "title": "Rent", "time": "09:00", "repeat": {"kind": "monthly", "day": 31},
      "monthEnd": "lastDay"},
     {"id": "leap", "title": "Leap", "time": "10:00", "repeat": {"kind": "yearly", "month": 2, "day": 29}}
    ]
    """#
  static let now = ["--now", "2026-12-01T01:30:00+08:00", "--tz", "Asia/Shanghai"]

  static func lines(_ arguments: [String], stdin: String = "") -> [String] {
    let outcome = runGen(arguments, stdin: stdin)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    return outcome.standardOutput.split(separator: "\n").map(String.init)
  }

  @Test(arguments: [
    (
      "en",
      [
        "  next      Thu Dec 31, 2026, 09:00",
        "    custom.rent.2026-12-31  at Thu Dec 31, 2026, 09:00",
        "    custom.run.w2  repeats every Monday at 07:00",
        "leap  \"Leap\"  yearly on Feb 29 at 10:00 (in leap years only)",
        "    custom.leap.yearly  repeats yearly on Feb 29 at 10:00",
      ]
    ),
    (
      "ja",
      [
        "  次回            2026年12月31日（木）09:00",
        "    custom.rent.2026-12-31  2026年12月31日（木）09:00",
        "    custom.run.w2  毎週月曜日 07:00に繰り返し",
        "leap  「Leap」  毎年2月29日 10:00（うるう年だけ）",
        "    custom.leap.yearly  毎年2月29日 10:00に繰り返し",
      ]
    ),
    (
      "ko",
      [
        "  다음       2026년 12월 31일(목) 09:00",
        "    custom.rent.2026-12-31  2026년 12월 31일(목) 09:00",
        "    custom.run.w2  매주 월요일 07:00 반복",
        "leap  “Leap”  매년 2월 29일 10:00(윤년에만)",
        "    custom.leap.yearly  매년 2월 29일 10:00 반복",
      ]
    ),
    (
      "zh-Hans",
      [
        "  下次      2026年12月31日 周四 09:00",
        "    custom.rent.2026-12-31  于 2026年12月31日 周四 09:00",
        "    custom.run.w2  每周一 07:00 重复",
        "leap  “Leap”  每年2月29日 10:00（只在闰年）",
        "    custom.leap.yearly  每年2月29日 10:00 重复",
      ]
    ),
  ])
  func remindRowsAreReadable(language: String, expected: [String]) {
    let lines = Self.lines(
      ["remind", "--reminders", "-", "--count", "2", "--locale", language] + Self.now,
      stdin: Self.rules)
    for line in expected { #expect(lines.contains(line), "\(line)\n\(lines)") }
    // One next moment a line: the second under the first.
    let first = lines.firstIndex(of: expected[0])
    #expect(first.map { lines[$0 + 1].hasPrefix("      ") } == true)
  }

  /// Every line says its day once; the logical day only when it is
  /// another date (a bedtime reminder after midnight).
  @Test(arguments: [
    (
      "en",
      "  Tue Dec 1, 2026, 02:02  reminder             bedtime.2026-11-30.8   for Mon Nov 30, 2026",
      "  Tue Dec 1, 2026, 04:00  day starts"
    ),
    (
      "ja",
      "  2026年12月1日（火）02:02  リマインダー        bedtime.2026-11-30.8   2026年11月30日（月）分",
      "  2026年12月1日（火）04:00  一日の始まり"
    ),
    (
      "ko",
      "  2026년 12월 1일(화) 02:02  알림          bedtime.2026-11-30.8   2026년 11월 30일(월)에 속함",
      "  2026년 12월 1일(화) 04:00  하루 시작"
    ),
  ])
  func nextSaysTheDayOnce(language: String, reminder: String, dayStarts: String) {
    let lines = Self.lines(
      ["next", "--bedtime", "--hours", "3", "--locale", language] + Self.now)
    #expect(lines.contains(reminder), "\(lines)")
    #expect(lines.contains(dayStarts), "\(lines)")
    #expect(!lines.contains { $0.contains("2026-12-01") })
  }

  @Test(arguments: [
    ("en", "Nothing needs a notification."),
    ("ja", "通知が必要なものはありません。"),
    ("ko", "알림이 필요한 항목이 없어요."),
    ("zh-Hans", "没有需要通知的内容。"),
  ])
  func syncWithNothingWantedSaysSo(language: String, sentence: String) throws {
    let empty = try NextCommandTests.file("[]")
    let lines = Self.lines(["sync", "--pending", empty, "--locale", language] + Self.now)
    #expect(lines.last == sentence)
  }

  /// The gap note names the day once: the time it rings at, alone.
  @Test(arguments: [
    (
      "en",
      "America/New_York has no 02:30 on Mar 14, 2027 (the clocks jump forward), so it rings at 03:30"
    ),
    ("ja", "America/New_Yorkでは2027年3月14日の02:30が時計の切り替えで飛ばされるため、03:30に通知します"),
    ("ko", "America/New_York에서는 2027년 3월 14일에 시계가 앞당겨져 02:30 시각이 없어서 03:30에 울려요"),
  ])
  func theGapNoteSaysTheDayOnce(language: String, note: String) {
    let lines = Self.lines(
      [
        "remind", "--reminders", "-", "--count", "1", "--locale", language,
        "--now", "2027-03-13T12:00:00-05:00", "--tz", "America/New_York",
      ],
      stdin: #"[{"id": "g", "title": "Water", "time": "02:30", "repeat": {"kind": "daily"}}]"#)
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == note }, "\(lines)")
  }

  @Test(arguments: [
    ("en", "Tonight, Mon Nov 30, 2026  20:30–04:00", "window 20:30–04:00,"),
    ("ja", "今夜 2026年11月30日（月）  20:30〜04:00", "（20:30〜04:00）"),
    ("ko", "오늘 밤 2026년 11월 30일(월)  20:30~04:00", "(20:30~04:00)"),
    ("zh-Hans", "今晚，2026年11月30日 周一  20:30至04:00", "时段 20:30至04:00，"),
  ])
  func planWritesTheRangeAsTheLanguageDoes(language: String, night: String, heading: String) {
    let lines = Self.lines(["plan", "--nights", "1", "--locale", language] + Self.now)
    #expect(lines.contains(night), "\(lines)")
    #expect(lines.first?.contains(heading) == true, "\(lines)")
    #expect(!lines.contains { $0.contains("->") || $0.contains("20:30-04:00") })
  }

  @Test func validateWritesTheDefaultWindowAsTheLanguageDoes() {
    let lines = Self.lines(["validate", "--locale", "ja"])
    #expect(lines.contains { $0.hasSuffix("標準の時間帯20:30〜04:00、8晩分、予約枠60") }, "\(lines)")
  }

  @Test(arguments: [
    ("en", "Regular deposit of 5,000 every Monday from Tue Dec 1, 2026, 0% a year, 1 year"),
    ("ja", "2026年12月1日（火）から毎週月曜日に5,000を積み立て、年利0%、1年間"),
    ("ko", "2026년 12월 1일(화)부터 매주 월요일에 5,000씩 적립, 연 0%, 1년"),
  ])
  func aDepositSentenceNamesTheWholeWeekday(language: String, heading: String) {
    let lines = Self.lines(
      [
        "goal", "dca", "--amount", "5000", "--every", "week:2", "--start", "2026-12-01",
        "--years", "1", "--locale", language,
      ])
    #expect(lines.first == heading)
  }

  @Test func theFullWeekdayNamesAreCounted() throws {
    let directory = try Fixtures.patchedContent([
      .replace(
        "tables.json", text: "\"일요일 월요일 화요일 수요일 목요일 금요일 토요일\"",
        bytes: Array("\"일요일 월요일 화요일 수요일 목요일 금요일\"".utf8))
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = runGen(["validate", "--content", directory.path])
    #expect(outcome.exitCode == 65)
    #expect(
      outcome.standardError
        == "gen: tables.json: common.weekdayNames.ko: 6 names; write the 7 weekdays, Sunday first, separated by spaces\n",
      "\(outcome.standardError)")
  }
}
