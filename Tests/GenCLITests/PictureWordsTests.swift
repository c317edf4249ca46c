import Foundation
import GenSVG
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import GenCLI

/// Issue 38: the pictures write levels, days, an empty jar and ranges as
/// each language does, like the tables beside them.
///
/// The expected texts are written by hand.
@Suite struct PictureWordsTests {
  /// The `<text>` contents of a picture, checking it is well-formed.
  static func texts(_ outcome: CLI.Outcome) throws -> [String] {
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    PictureTests.expectStandalone(outcome.standardOutput)
    return try SVGElements.texts(outcome.standardOutput).map(\.text)
  }

  /// The `<title>` texts of a picture, in document order.
  static func titles(_ svg: String) -> [String] {
    svg.components(separatedBy: "<title>").dropFirst().map { String($0.prefix { $0 != "<" }) }
  }

  /// A plan at 01:30 on Tuesday, Dec 1: its first night is Monday's.
  static let plan = [
    "plan", "--now", "2026-12-01T01:30:00+08:00", "--tz", "Asia/Shanghai", "--svg",
  ]

  @Test(arguments: [
    // locale, the first night's row, level 1 and level 5 as the plan table writes them
    ("zh-Hans", "2026年11月30日 周一", "1级", "5级"),
    ("en", "Mon Nov 30, 2026", "L1", "L5"),
    ("ja", "2026年11月30日（月）", "Lv1", "Lv5"),
    ("ko", "2026년 11월 30일(월)", "1단계", "5단계"),
  ])
  func planWritesNightsAndLevelsInTheLanguage(
    locale: String, night: String, first: String, last: String
  ) throws {
    let outcome = runGen(Self.plan + ["--locale", locale])
    let texts = try Self.texts(outcome)
    // The first night's row: Monday, Nov 30.
    #expect(texts.contains(night), "\(texts)")
    // The legend names each level as the table does: `Lv1 のんびり…`.
    let legend = texts.filter { $0.hasPrefix(first + " ") || $0.hasPrefix(last + " ") }
    #expect(legend.count == 2, "\(texts)")
    if locale != "en" { #expect(!texts.contains { $0.hasPrefix("L1 ") }, "\(texts)") }
    // Each mark's title: its time, its level, its title and message.
    let marks = Self.titles(outcome.standardOutput).filter { $0.contains(" | ") }
    #expect(!marks.isEmpty)
    #expect(marks.contains { $0.dropFirst(6).hasPrefix(first + " ") }, "\(marks)")
    #expect(marks.contains { $0.dropFirst(6).hasPrefix(last + " ") }, "\(marks)")
    if locale != "en" { #expect(!marks.contains { $0.contains(" L1 ") }, "\(marks)") }
  }

  /// The pictures' `level` and `dayWithWeekday` (`pictures.json`) repeat
  /// the tables' `plan.level` and `common.day` (`tables.json`): in every
  /// language a picture writes a level and a day as the table beside it
  /// does, so the two cannot drift apart.
  @Test func picturesWriteLevelsAndDaysAsTheTablesDo() throws {
    let (pictures, tables, dates) = try ContentSource.bundled.load(
      PictureTexts.self, TableTexts.self, DateTexts.self)
    #expect(pictures.languages == tables.languages)
    for language in tables.languages {
      let picture = PictureWords(texts: pictures, dates: dates, language: language)
      let table = tables.words(in: language, dates: dates)
      // A week, Sunday Nov 29 to Saturday Dec 5, so every weekday's name.
      for offset in 0..<7 {
        let day = try #require(CivilDate(year: 2026, month: 11, day: 29)).adding(days: offset)
        #expect(picture.dayWithWeekday(day) == table.dateWithWeekday(day), "\(language)")
      }
      for level in 1...5 {
        #expect(picture.level(level) == table(.level, ["level": "\(level)"]), "\(language)")
      }
      let day = try #require(CivilDate(year: 2026, month: 12, day: 1))
      let time = try #require(WallTime(hour: 1, minute: 30))
      let moment = table(.dayTime, ["day": table.dateWithWeekday(day), "time": "01:30"])
      #expect(picture.dayTime(day, time) == moment, "\(language)")
      let end = try #require(WallTime(hour: 4, minute: 0))
      #expect(picture.timeRange(time, end) == table.timeRange(time, end), "\(language)")
    }
  }

  /// The plan picture's now line writes the moment as the plan table does,
  /// weekday included.
  @Test(arguments: [
    ("zh-Hans", "现在是 2026年12月1日 周二 01:30"),
    ("en", "Now Tue Dec 1, 2026, 01:30"),
    ("ja", "現在 2026年12月1日（火）01:30"),
    ("ko", "지금: 2026년 12월 1일(화) 01:30"),
  ])
  func planSaysNowAsTheTableDoes(locale: String, now: String) throws {
    let texts = try Self.texts(runGen(Self.plan + ["--locale", locale]))
    #expect(texts.dropFirst().first == now, "\(texts)")
  }

  /// `goal wish --svg` at 10:00 on Dec 2.
  static func jar(_ deposits: String, locale: String) throws -> [String] {
    try texts(
      runGen(
        [
          "goal", "wish", "--target", "1000", "--deposits", "-", "--now",
          "2026-12-02T10:00:00+08:00", "--tz", "Asia/Shanghai", "--svg", "--locale", locale,
        ], stdin: deposits))
  }

  /// Before the first deposit the jar says there is none, not "0 over 0
  /// days" or "nothing saved in the last 1 day".
  @Test(arguments: [
    (
      "zh-Hans", "存下第一笔后，就能算出达成日期",
      "速度：还没有存款记录 · 还差 1,000 · 今天 2026年12月2日"
    ),
    (
      "en", "A date shows once you make your first deposit",
      "Pace: no deposits yet · remaining 1,000 · today Dec 2, 2026"
    ),
    ("ja", "最初の入金をすると、達成日がわかります", "ペース：まだ入金がありません・残り1,000・今日 2026年12月2日"),
    ("ko", "첫 입금을 하면 달성일을 알 수 있어요", "속도: 아직 모은 금액이 없어요 · 남은 금액 1,000 · 오늘 2026년 12월 2일"),
  ])
  func anEmptyJarSaysThereIsNoDepositYet(locale: String, eta: String, footer: String) throws {
    let texts = try Self.jar("[]", locale: locale)
    #expect(texts.count == 4, "\(texts)")
    #expect(texts.dropFirst().first == eta)
    #expect(texts.last == footer)
    // A deposit after today does not count yet: still none.
    let later = try Self.jar(
      #"[{"at": "2026-12-05T09:00:00+08:00", "amount": 100}]"#, locale: locale)
    #expect(later.dropFirst().first == eta)
    #expect(later.last == footer)
  }

  /// One deposit today is a pace over 1 day; deposits only long ago keep
  /// the window's 30 days.
  @Test(arguments: [
    (
      "en", #"[{"at": "2026-12-02T09:00:00+08:00", "amount": 100}]"#,
      "At this pace: Fri Dec 11, 2026 (9 days to go)",
      "Pace: 100 over the last day · remaining 900 · today Dec 2, 2026"
    ),
    (
      "ja", #"[{"at": "2026-12-02T09:00:00+08:00", "amount": 100}]"#,
      "このペースなら、あと9日で2026年12月11日（金）に達成",
      "ペース：直近1日間で100・残り900・今日 2026年12月2日"
    ),
    (
      "ko", #"[{"at": "2026-12-02T09:00:00+08:00", "amount": 100}]"#,
      "이 속도라면 2026년 12월 11일(금), 9일 남음",
      "속도: 최근 하루 동안 100 · 남은 금액 900 · 오늘 2026년 12월 2일"
    ),
    (
      "en", #"[{"at": "2025-06-02T09:00:00+08:00", "amount": 100}]"#,
      "No date yet: nothing saved in the last 30 days",
      "Pace: 0 over the last 30 days · remaining 900 · today Dec 2, 2026"
    ),
    (
      "ko", #"[{"at": "2025-06-02T09:00:00+08:00", "amount": 100}]"#,
      "지금은 달성일을 알 수 없어요: 최근 30일 동안 모은 금액이 없어요", "속도: 최근 30일 동안 0 · 남은 금액 900 · 오늘 2026년 12월 2일"
    ),
  ])
  func aJarWithDepositsGivesItsPace(
    locale: String, deposits: String, eta: String, footer: String
  ) throws {
    let texts = try Self.jar(deposits, locale: locale)
    #expect(texts.dropFirst().first == eta)
    #expect(texts.last == footer)
  }

  /// A Korean picture sets a bracket tight against its word (`알림(…)`,
  /// `모음(10%)`, `1년차(…까지)`), and keeps the space after a sentence: a
  /// cancelled reminder's message and a blocked quote end in one.
  @Test func koreanPicturesSetBracketsAsKoreanDoes() throws {
    let plan = runGen(
      Self.plan + ["--locale", "ko", "--nights", "2", "--completed", "2026-11-30"])
    #expect(try Self.texts(plan).first == "Asia/Shanghai 기준 취침 알림(20:30~04:00)")
    let cancelled = Self.titles(plan.standardOutput).filter { $0.hasSuffix("(취소됨)") }
    #expect(!cancelled.isEmpty)
    // Each message ends in a mark or an emoji, then the space.
    #expect(cancelled.allSatisfy { $0.hasSuffix(" (취소됨)") }, "\(cancelled)")
    #expect(cancelled.contains { $0.hasSuffix("요. (취소됨)") }, "\(cancelled)")
    let jar = try Self.jar(#"[{"at": "2026-12-02T09:00:00+08:00", "amount": 100}]"#, locale: "ko")
    #expect(jar.first == "1,000 중 100 모음(10%)")
    let balance = runGen([
      "goal", "dca", "--amount", "50000", "--every", "month:1", "--years", "1", "--start",
      "2026-12-01", "--svg", "--locale", "ko",
    ])
    #expect(
      Self.titles(balance.standardOutput).contains(
        "1년차(2027년 11월 30일까지): 입금액 600,000, 이자 0, 잔액 600,000"),
      "\(Self.titles(balance.standardOutput))")
    let grid = runGen(["quote", "--list", "--svg", "--locale", "ko"])
    #expect(
      Self.titles(grid.standardOutput).contains(
        "차단됨: 버블티를 가끔 참는 일은 나를 아끼는 방법이에요. "
          + "(좋아하는 걸 참는 건 참는 일이지, 나를 아끼는 일이라고 하기는 어색해요)"))
  }

  /// The heatmap's title writes its range as every screen does
  /// (`dates.json` `range`): the year once within a year, both years
  /// across a year's end, and a running week up to today.
  @Test(arguments: [
    (
      ["--from", "2026-11-16", "--to", "2026-11-30"],
      [
        "每周几、每个钟点的专注分钟：2026年11月16日至30日", "Focus minutes by weekday and hour: Nov 16–30, 2026",
        "曜日と時間ごとの集中（分）：2026年11月16日〜30日", "요일·시간별 집중 시간(분): 2026년 11월 16일~30일",
      ]
    ),
    (
      ["--from", "2026-11-20", "--to", "2026-12-03"],
      [
        "每周几、每个钟点的专注分钟：2026年11月20日至12月3日",
        "Focus minutes by weekday and hour: Nov 20 – Dec 3, 2026",
        "曜日と時間ごとの集中（分）：2026年11月20日〜12月3日", "요일·시간별 집중 시간(분): 2026년 11월 20일~12월 3일",
      ]
    ),
    (
      ["--from", "2026-12-28", "--to", "2027-01-03"],
      [
        "每周几、每个钟点的专注分钟：2026年12月28日至2027年1月3日",
        "Focus minutes by weekday and hour: Dec 28, 2026 – Jan 3, 2027",
        "曜日と時間ごとの集中（分）：2026年12月28日〜2027年1月3日", "요일·시간별 집중 시간(분): 2026년 12월 28일~2027년 1월 3일",
      ]
    ),
    (
      ["--from", "2027-01-05", "--to", "2027-01-05"],
      [
        "每周几、每个钟点的专注分钟：2027年1月5日", "Focus minutes by weekday and hour: Jan 5, 2027",
        "曜日と時間ごとの集中（分）：2027年1月5日", "요일·시간별 집중 시간(분): 2027년 1월 5일",
      ]
    ),
    (
      ["--period", "week"],
      [
        "每周几、每个钟点的专注分钟：2027年1月4日至5日", "Focus minutes by weekday and hour: Jan 4–5, 2027",
        "曜日と時間ごとの集中（分）：2027年1月4日〜5日", "요일·시간별 집중 시간(분): 2027년 1월 4일~5일",
      ]
    ),
  ])
  func heatmapTitleWritesTheRangeOnce(range: [String], titles: [String]) throws {
    for (locale, expected) in zip(["zh-Hans", "en", "ja", "ko"], titles) {
      let outcome = runGen(
        [
          "review", "--sessions", "-", "--heatmap", "--svg", "--locale", locale, "--now",
          "2027-01-05T10:00:00+08:00", "--tz", "Asia/Shanghai",
        ] + range, stdin: "[]")
      let texts = try Self.texts(outcome)
      #expect(texts.first == expected, "\(locale)")
      #expect(Self.titles(outcome.standardOutput).first == expected, "\(locale)")
    }
  }

  /// A picture-words file without its keys is one problem that names them,
  /// not a line per key (a run's error stays a few lines).
  @Test func aFileWithoutItsKeysIsOneProblem() {
    var report = ContentReport(file: "pictures.json")
    #expect(PictureTexts.read(Data("{}".utf8), report: &report) == nil)
    #expect(report.problems.count == 1)
    let message = report.problems.first?.description ?? ""
    #expect(message.hasPrefix("pictures.json: missing "), "\(message)")
    #expect(message.contains("planTitle, now,") && message.contains(" goal"), "\(message)")
    var one = ContentReport(file: "pictures.json")
    _ = PictureTexts.read(Self.picturesWithout("heatmapCell"), report: &one)
    #expect(one.problems.map(\.description) == ["pictures.json: heatmapCell: missing"])
  }

  /// The bundled pictures.json without one top-level key.
  static func picturesWithout(_ key: String) -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Content/pictures.json").standardized
    guard let data = try? Data(contentsOf: url),
      var object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return Data() }
    object[key] = nil
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }
}
