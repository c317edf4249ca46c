import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitDateTexts

/// Dates people read: one template per language from `dates.json`, the
/// same on every card, share text and picture.
@Suite struct DateTextsTests {
  static func bundledFile() throws -> DateTexts {
    try DateTexts.load(from: .directory(Fixtures.contentDirectory))
  }

  @Test(
    arguments: [
      ("2026-12-01", Language.simplifiedChinese, "2026年12月1日", "周二"),
      ("2026-12-01", .english, "Dec 1, 2026", "Tue"),
      ("2026-12-01", .japanese, "2026年12月1日", "火"),
      ("2026-12-01", .korean, "2026년 12월 1일", "화"),
      ("2024-02-29", .english, "Feb 29, 2024", "Thu"),
      ("2024-02-29", .korean, "2024년 2월 29일", "목"),
      ("2027-01-03", .english, "Jan 3, 2027", "Sun"),
      ("2027-01-03", .simplifiedChinese, "2027年1月3日", "周日"),
      ("2026-05-09", .english, "May 9, 2026", "Sat"),
      ("2026-09-30", .japanese, "2026年9月30日", "水"),
      ("1999-12-31", .english, "Dec 31, 1999", "Fri"),
    ])
  func aDateReadsTheLanguagesWay(
    day text: String, language: Language, written: String, weekday: String
  ) throws {
    let dates = try Self.bundledFile()
    let date = try day(text)
    #expect(dates.string(date, in: language) == written)
    #expect(dates.weekday(date, in: language) == weekday)
  }

  /// Issue #38 items 1-2: a range writes each part once, worked by hand.
  @Test(
    arguments: [
      ("2026-11-23", "2026-11-23", Language.english, "Nov 23, 2026"),
      ("2026-11-23", "2026-11-23", .japanese, "2026年11月23日"),
      ("2026-11-23", "2026-11-23", .korean, "2026년 11월 23일"),
      ("2026-11-23", "2026-11-23", .simplifiedChinese, "2026年11月23日"),
      ("2026-11-16", "2026-11-22", .english, "Nov 16–22, 2026"),
      ("2026-11-16", "2026-11-22", .japanese, "2026年11月16日〜22日"),
      ("2026-11-16", "2026-11-22", .korean, "2026년 11월 16일~22일"),
      ("2026-11-16", "2026-11-22", .simplifiedChinese, "2026年11月16日至22日"),
      ("2026-11-30", "2026-12-06", .english, "Nov 30 – Dec 6, 2026"),
      ("2026-11-30", "2026-12-06", .japanese, "2026年11月30日〜12月6日"),
      ("2026-11-30", "2026-12-06", .korean, "2026년 11월 30일~12월 6일"),
      ("2026-11-30", "2026-12-06", .simplifiedChinese, "2026年11月30日至12月6日"),
      ("2026-12-28", "2027-01-03", .english, "Dec 28, 2026 – Jan 3, 2027"),
      ("2026-12-28", "2027-01-03", .japanese, "2026年12月28日〜2027年1月3日"),
      ("2026-12-28", "2027-01-03", .korean, "2026년 12월 28일~2027년 1월 3일"),
      ("2026-12-28", "2027-01-03", .simplifiedChinese, "2026年12月28日至2027年1月3日"),
      // An end before the start is the start alone.
      ("2026-11-23", "2026-11-20", .english, "Nov 23, 2026"),
    ])
  func aRangeWritesEachPartOnce(
    from first: String, to last: String, language: Language, written: String
  ) throws {
    let dates = try Self.bundledFile()
    #expect(dates.range(from: try day(first), to: try day(last), in: language) == written)
  }

  /// Ranges of 0-40 days from days of 2026 and across its end.
  ///
  /// The year is written once unless the range crosses it, the end's day
  /// of the month is there, and one day is the date alone. Days come from
  /// Foundation's Gregorian calendar, not from CivilDate.
  @Test func rangesSweep() throws {
    let dates = try Self.bundledFile()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let origin = try #require(calendar.date(from: DateComponents(year: 2026, month: 1, day: 1)))
    let first = try day("2026-01-01")
    for offset in stride(from: 0, to: 400, by: 3) {
      for length in [0, 1, 6, 13, 30, 40] {
        let start = first.adding(days: offset)
        let end = start.adding(days: length)
        let startDay = try #require(calendar.date(byAdding: .day, value: offset, to: origin))
        let endDay = try #require(calendar.date(byAdding: .day, value: length, to: startDay))
        let (y0, y1) = (
          calendar.component(.year, from: startDay), calendar.component(.year, from: endDay)
        )
        for language in [Language.english, .japanese, .korean, .simplifiedChinese] {
          let text = dates.range(from: start, to: end, in: language)
          let years = text.components(separatedBy: String(y0)).count - 1
          #expect(years == 1, "\(text)")
          if y0 != y1 { #expect(text.contains(String(y1)), "\(text)") }
          #expect(text.contains(String(calendar.component(.day, from: endDay))), "\(text)")
          if length == 0 { #expect(text == dates.string(start, in: language)) }
        }
      }
    }
  }

  /// A day and a time as the language writes them (`dateTime`), never an
  /// ISO 8601 moment.
  @Test(
    arguments: [
      (Language.english, "Nov 25, 2026, 19:05"), (.japanese, "2026年11月25日 19:05"),
      (.korean, "2026년 11월 25일 19:05"), (.simplifiedChinese, "2026年11月25日 19:05"),
    ])
  func aDayAndATime(language: Language, written: String) throws {
    let dates = try Self.bundledFile()
    let time = try #require(WallTime("19:05"))
    #expect(dates.string(try day("2026-11-25"), time: time, in: language) == written)
  }

  /// A month as a calendar labels it, alone and with its year.
  @Test(
    arguments: [
      (Language.english, "Jun", "Jun 2026"), (.japanese, "6月", "2026年6月"),
      (.korean, "6월", "2026년 6월"), (.simplifiedChinese, "6月", "2026年6月"),
    ])
  func aMonthLabel(language: Language, alone: String, withYear: String) throws {
    let dates = try Self.bundledFile()
    let june = try day("2026-06-15")
    #expect(dates.month(of: june, withYear: false, in: language) == alone)
    #expect(dates.month(of: june, withYear: true, in: language) == withYear)
  }

  @Test func aLanguageTheFileLacksFallsBackToTheSource() throws {
    let dates = try Self.bundledFile()
    let date = try day("2026-12-01")
    #expect(dates.string(date, in: Language(rawValue: "fr")) == dates.string(date, in: .source))
    #expect(dates.weekdayNames(in: Language(rawValue: "fr")).count == 7)
  }

  @Test(
    arguments: [
      // A patch of the file, and the start of the one problem it must cause.
      (
        #""months": {"zh-Hans": "1 2 3 4 5 6 7 8 9 10 11 12", "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov", "ja": "1 2 3 4 5 6 7 8 9 10 11 12", "ko": "1 2 3 4 5 6 7 8 9 10 11 12"}"#,
        "dates.json: months.en: 11 names; write the twelve months"
      ),
      (
        #""weekdays": {"zh-Hans": "周日 周一 周二 周三 周四 周五 周六", "en": "Sun Mon Tue Wed Thu Fri", "ja": "日 月 火 水 木 金 土", "ko": "일 월 화 수 목 금 토"}"#,
        "dates.json: weekdays.en: 6 names; write the seven weekdays"
      ),
      (
        #""date": {"zh-Hans": "{year}年{month}月{day}日", "en": "{month} {year}", "ja": "{year}年{month}月{day}日", "ko": "{year}년 {month}월 {day}일"}"#,
        "dates.json: date.en: missing placeholder {day}"
      ),
      (
        #""date": {"zh-Hans": "{year}年{month}月{day}日", "en": "{month} {day}, {year} {weekday}", "ja": "{year}年{month}月{day}日", "ko": "{year}년 {month}월 {day}일"}"#,
        "dates.json: date.en: unknown placeholder {weekday}"
      ),
      (
        #""dateTime": {"zh-Hans": "{date} {time}", "en": "{date}", "ja": "{date} {time}", "ko": "{date} {time}"}"#,
        "dates.json: dateTime.en: missing placeholder {time}"
      ),
      (
        #""range": {"sameMonth": {"zh-Hans": "{year}年{month}月{day}日至{endDay}日", "en": "{month} {day}, {year} – {endDay}, {year}", "ja": "{year}年{month}月{day}日〜{endDay}日", "ko": "{year}년 {month}월 {day}일~{endDay}일"}, "sameYear": {"zh-Hans": "{year}年{month}月{day}日至{endMonth}月{endDay}日", "en": "{month} {day} – {endMonth} {endDay}, {year}", "ja": "{year}年{month}月{day}日〜{endMonth}月{endDay}日", "ko": "{year}년 {month}월 {day}일~{endMonth}월 {endDay}일"}, "otherYear": {"zh-Hans": "{year}年{month}月{day}日至{endYear}年{endMonth}月{endDay}日", "en": "{month} {day}, {year} – {endMonth} {endDay}, {endYear}", "ja": "{year}年{month}月{day}日〜{endYear}年{endMonth}月{endDay}日", "ko": "{year}년 {month}월 {day}일~{endYear}년 {endMonth}월 {endDay}일"}}"#,
        "dates.json: range.sameMonth.en: {year} appears more than once"
      ),
    ])
  func aBrokenFileNamesWhatToWrite(entry: String, problem: String) throws {
    let key = String(entry.prefix { $0 != ":" })
    let original = try String(
      contentsOf: Fixtures.contentDirectory.appendingPathComponent("dates.json"), encoding: .utf8)
    // Replace the whole entry of that key with the patched one.
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(key):") }),
      let end = lines[start...].firstIndex(where: { $0.hasPrefix("  }") })
    else {
      Issue.record("no \(key) in dates.json")
      return
    }
    let comma = lines[end].hasSuffix(",") ? "," : ""
    let patched = (lines[..<start] + ["  " + entry + comma] + lines[(end + 1)...])
      .joined(separator: "\n")
    var report = ContentReport(file: DateTexts.fileName)
    let parsed = DateTexts.read(Data(patched.utf8), report: &report)
    #expect(parsed == nil)
    let found = report.problems.map(\.description)
    #expect(found.count == 1 && found[0].hasPrefix(problem), "\(found)")
  }

  @Test func chineseAndJapaneseMayShareTheTemplateButNotOtherTexts() throws {
    // The template repeats across languages on purpose; the same is a
    // missed translation anywhere else.
    var report = ContentReport(file: "x.json")
    let text = LocalizedText(forms: [
      .simplifiedChinese: .init(other: "{year}年{month}月{day}日"),
      .english: .init(other: "{month} {day}, {year}"),
      .japanese: .init(other: "{year}年{month}月{day}日"),
      .korean: .init(other: "{year}년 {month}월 {day}일"),
    ])
    report.check(
      text, at: "date", placeholders: ["year", "month", "day"], mayRepeatAcrossLanguages: true)
    #expect(report.problems.isEmpty)
    report.check(text, at: "date", placeholders: ["year", "month", "day"])
    #expect(report.problems.map(\.path) == ["date.ja"])
  }
}
