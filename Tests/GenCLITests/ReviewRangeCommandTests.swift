import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

/// `gen review --from D --to D [--heatmap [--svg]]`.
@Suite struct ReviewRangeCommandTests {
  /// Sessions in New York around the 2026-11-01 change (EDT to EST):
  /// `a` Friday Oct 30 09:00 (25 min), `b` Sunday Nov 1 01:30 EDT for 60
  /// minutes (to 01:30 EST: the repeated hour, 60 minutes at 01), `c`
  /// Monday Nov 2 23:50 for 20 minutes (10 at 23 on Monday, 10 at 00 on
  /// Tuesday), `p` Oct 20, in the range before.
  static let sessions = """
    [{"id": "p", "start": "2026-10-20T10:00:00-04:00", "minutes": 45},
     {"id": "a", "start": "2026-10-30T09:00:00-04:00", "minutes": 25},
     {"id": "b", "start": "2026-11-01T01:30:00-04:00", "minutes": 60},
     {"id": "c", "start": "2026-11-02T23:50:00-05:00", "minutes": 20}]
    """
  static let arguments = [
    "review", "--sessions", "-", "--now", "2026-11-05T12:00:00-05:00", "--tz", "America/New_York",
    "--from", "2026-10-28", "--to", "2026-11-03",
  ]

  @Test func rangeJSONWithTheHeatmap() throws {
    let outcome = runGen(Self.arguments + ["--heatmap", "--json"], stdin: Self.sessions)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    #expect(json["period"] as? String == "range")
    #expect(json["from"] as? String == "2026-10-28")
    #expect(json["to"] as? String == "2026-11-03")
    #expect(json["sessions"] as? Int == 3)
    #expect(json["focusMinutes"] as? Int == 105)
    #expect((json["days"] as? [Any])?.count == 7)
    let previous = try #require(json["previous"] as? [String: Any])
    #expect(previous["start"] as? String == "2026-10-21")
    #expect(previous["end"] as? String == "2026-10-27")
    #expect(previous["sessions"] as? Int == 0)  // Oct 20 is a day earlier still
    let heatmap = try #require(json["heatmap"] as? [[Int]])
    #expect(heatmap.count == 7 && heatmap.allSatisfy { $0.count == 24 })
    // Rows from Monday (the default week start): Fri = 4, Sun = 6, Mon = 0, Tue = 1.
    var expected = [[Int]](repeating: [Int](repeating: 0, count: 24), count: 7)
    expected[4][9] = 25
    expected[6][1] = 60
    expected[0][23] = 10
    expected[1][0] = 10
    #expect(heatmap == expected)
  }

  @Test func withoutHeatmapThereIsNone() throws {
    let json = try jsonObject(runGen(Self.arguments + ["--json"], stdin: Self.sessions))
    #expect(json["heatmap"] == nil)
    #expect(json["from"] as? String == "2026-10-28")
  }

  /// The range's table names it and its columns.
  @Test func table() {
    let outcome = runGen(Self.arguments + ["--locale", "en"], stdin: Self.sessions)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput.hasPrefix("Days in review: Oct 28 – Nov 3, 2026\n"))
    #expect(outcome.standardOutput.contains("Selected days"))
    #expect(outcome.standardOutput.contains("Previous days"))
  }

  /// A range of one day has the singular title and columns, in every
  /// language.
  @Test(arguments: [
    ("zh-Hans", "这一天的回顾：2026年11月3日", "这一天", "前一天"),
    ("en", "Day in review: Nov 3, 2026", "Selected day", "Day before"),
    ("ja", "1日のふりかえり：2026年11月3日", "この日", "前日"),
    ("ko", "하루 돌아보기: 2026년 11월 3일", "이날", "전날"),
  ])
  func oneDay(locale: String, title: String, day: String, before: String) {
    let arguments = Self.arguments.map { $0 == "2026-10-28" ? "2026-11-03" : $0 }
    let outcome = runGen(arguments + ["--locale", locale], stdin: Self.sessions)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.hasPrefix(title + "\n"), "\(outcome.standardOutput)")
    #expect(outcome.standardOutput.contains(day) && outcome.standardOutput.contains(before))
  }

  /// `--heatmap` without `--json` or `--svg` adds a line per weekday with
  /// the hours that have minutes.
  @Test func heatmapTable() {
    let outcome = runGen(Self.arguments + ["--heatmap", "--locale", "en"], stdin: Self.sessions)
    #expect(outcome.exitCode == 0)
    let expected = """
      Focus minutes by weekday and hour
        Mon  23:00 10
        Tue  00:00 10
        Wed  -
        Thu  -
        Fri  09:00 25
        Sat  -
        Sun  01:00 60
      """
    #expect(outcome.standardOutput.contains(expected))
  }

  @Test(arguments: ["en", "zh-Hans", "ja", "ko"])
  func heatmapPicture(locale: String) throws {
    let outcome = runGen(
      Self.arguments + ["--heatmap", "--svg", "--locale", locale, "--week-start", "1"],
      stdin: Self.sessions)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    PictureTests.expectStandalone(outcome.standardOutput)
    let cells = try SVGElements.parse(outcome.standardOutput).filter {
      $0.attributes["data-weekday"] != nil
    }
    #expect(cells.count == 168)
    // Week from Sunday: the first row is weekday 1.
    #expect(cells.first?.attributes["data-weekday"] == "1")
    #expect(cells.first?.attributes["data-hour"] == "0")
    let drawn = cells.compactMap { cell -> String? in
      guard let minutes = cell.attributes["data-minutes"], minutes != "0" else { return nil }
      return
        "\(cell.attributes["data-weekday"] ?? "")/\(cell.attributes["data-hour"] ?? "")/\(minutes)"
    }
    // Friday 09, Sunday 01, Monday 23, Tuesday 00.
    #expect(Set(drawn) == ["6/9/25", "1/1/60", "2/23/10", "3/0/10"])
    let texts = try SVGElements.texts(outcome.standardOutput).map(\.text)
    let content = try HabitContent.bundled()
    let language = try #require(Language(rawValue: locale))
    let names = content.dates.weekdayNames(in: language)
    #expect(texts.contains(names[0]) && texts.contains(names[6]))
    // The legend: an empty swatch and the levels up to the busiest cell.
    let legend = try SVGElements.parse(outcome.standardOutput).compactMap {
      $0.attributes["data-legend"]
    }
    #expect(legend.first == "0")
    #expect(legend.last == "60")
  }

  /// Issue #38: a cell's tooltip names its weekday and its hour.
  ///
  /// From start to end, not "from 09:00": a cell adds up every such hour
  /// of the period. Written by hand for each language.
  @Test(arguments: [
    // locale, Friday 09:00, Monday 23:00
    ("en", "Fri 09:00–10:00, 25 minutes", "Mon 23:00–24:00, 10 minutes"),
    ("ja", "金 09:00〜10:00、25分", "月 23:00〜24:00、10分"),
    ("ko", "금 09:00~10:00, 25분", "월 23:00~24:00, 10분"),
    ("zh-Hans", "周五 09:00–10:00，25 分钟", "周一 23:00–24:00，10 分钟"),
  ])
  func heatmapCellTooltips(locale: String, friday: String, monday: String) throws {
    let outcome = runGen(
      Self.arguments + ["--heatmap", "--svg", "--locale", locale], stdin: Self.sessions)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let titles = try SVGElements.titles(outcome.standardOutput)
    #expect(titles.contains(friday) && titles.contains(monday), "\(titles.suffix(200).prefix(3))")
  }

  @Test(arguments: [
    (["--from", "2026-10-28"], "gen: --from: a range needs both --from D and --to D\n"),
    (["--to", "2026-10-28"], "gen: --to: a range needs both --from D and --to D\n"),
    (
      ["--from", "2026-10-28", "--to", "2026-10-27"],
      "gen: --to: 2026-10-27 is before from (2026-10-28); use 2026-10-28 or later\n"
    ),
    (
      ["--from", "2025-11-01", "--to", "2026-11-02"],
      "gen: --to: 2025-11-01 to 2026-11-02 is 367 days; a range covers 1-366 days "
        + "(to 2026-11-01 at most)\n"
    ),
    (
      ["--from", "2026-11-06", "--to", "2026-11-07"],
      "gen: --from: 2026-11-06 is after today (2026-11-05); a review covers a range that has begun\n"
    ),
    (["--period", "range"], "gen: --period range: give the range's days with --from D --to D\n"),
    (
      ["--from", "2026-10-28", "--to", "2026-11-03", "--date", "2026-11-01"],
      "gen: --date: give a day or --from and --to, not both\n"
    ),
    (["--svg"], "gen: --svg draws the heatmap: give it with --heatmap\n"),
  ])
  func refusalsAreOneLineExit64(extra: [String], message: String) {
    let base = Array(Self.arguments.prefix(7))
    let outcome = runGen(base + extra, stdin: Self.sessions)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == message)
  }
}
