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
