import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

@Suite struct ReviewCommandTests {
  /// Sessions in London in December (+00:00).
  ///
  /// The week of Monday Nov 30; now is
  /// Thursday Dec 3, 20:00. `p` is in the week before; `a` crosses
  /// midnight (it belongs to Nov 30, its start); `d` starts at 01:00 on
  /// Dec 2 (Dec 1 with a 04:00 rollover); `c` ends at 20:30, after now.
  static func sessions(previousMinutes: Int = 60) -> String {
    """
    [{"id": "p", "start": "2026-11-24T10:00:00+00:00", "minutes": \(previousMinutes)},
     {"id": "a", "start": "2026-11-30T23:50:00+00:00", "minutes": 30},
     {"id": "b", "start": "2026-12-01T09:00:00+00:00", "minutes": 30},
     {"id": "d", "start": "2026-12-02T01:00:00+00:00", "minutes": 20},
     {"id": "c", "start": "2026-12-03T19:30:00+00:00", "minutes": 60}]
    """
  }
  static let arguments = [
    "review", "--sessions", "-", "--now", "2026-12-03T20:00:00+00:00", "--tz", "Europe/London",
  ]

  /// Section 8's fields, worked out by hand from the bundled content.
  ///
  /// The week: a, b, d (c ends after now): 80 minutes, 3 sessions, 2 deep
  /// (a, b). By end, b is the third session: it completes Suzhou's
  /// sessions mission (20 XP, 50 miles) and so the chapter (100 XP, 300
  /// miles); p completed the minutes and deep missions the week before.
  /// XP 80 + 3 x 5 + 2 x 10 + 20 + 100 = 235; miles 800 + 50 + 300 = 1150.
  /// Best day: Nov 30 and Dec 1 have 30 minutes each, the earlier wins.
  /// Peak band: night (a at 23:50 and d at 01:00, 50) over morning (30).
  /// Streak: Nov 30, Dec 1, Dec 2 done, Dec 3 still open: 3.
  /// The week before: p alone, 60 minutes; XP 60 + 5 + 10 + 2 x 20 = 115;
  /// miles 600 + 80 + 100 = 780; streak 0 at Nov 29.
  @Test func jsonShape() throws {
    let outcome = runGen(Self.arguments + ["--json", "--locale", "en"], stdin: Self.sessions())
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(
      outcome.standardError == "gen: note: 1 session ends after --now and is not counted yet\n")
    let json = try jsonObject(outcome)
    let expected: [String: Any] = [
      "start": "2026-11-30", "end": "2026-12-06", "sessions": 3, "focusMinutes": 80,
      "deepFocusCount": 2, "activeDays": 3, "bestDay": "2026-11-30", "bestDayMinutes": 30,
      "peakBand": "night", "miles": 1150, "xp": 235, "streak": 3, "period": "week",
      "timeZone": "Europe/London", "weekStart": 2, "rollover": "00:00", "today": "2026-12-03",
      "language": "en",
      "shareText":
        "Nov 30 – Dec 3, 2026: you focused for 80 minutes. You completed 3 sessions and focused best at night. Your passport gained 1,150 miles.",
    ]
    for (key, value) in expected {
      #expect("\(json[key] ?? "missing")" == "\(value)", "\(key)")
    }
    #expect(json["running"] as? Bool == true)
    #expect(json["demo"] as? Bool == false)
    let strength = try #require(json["strength"] as? Double)
    #expect(strength > 0 && strength < 1)
    let previous = try #require(json["previous"] as? [String: Any])
    let before: [String: Any] = [
      "start": "2026-11-23", "end": "2026-11-29", "sessions": 1, "focusMinutes": 60,
      "deepFocusCount": 1, "activeDays": 1, "bestDay": "2026-11-24", "bestDayMinutes": 60,
      "peakBand": "morning", "miles": 780, "xp": 115, "streak": 0,
    ]
    for (key, value) in before {
      #expect("\(previous[key] ?? "missing")" == "\(value)", "previous.\(key)")
    }
    let days = try #require(json["days"] as? [[String: Any]])
    #expect(days.map { "\($0["day"] ?? "")" }.first == "2026-11-30")
    #expect(days.map { $0["focusMinutes"] as? Int ?? -1 } == [30, 30, 20, 0, 0, 0, 0])
    #expect(days.map { $0["sessions"] as? Int ?? -1 } == [1, 1, 1, 0, 0, 0, 0])
  }

  /// The table's rows, label and the two periods, split at runs of spaces.
  static func rows(_ table: String) -> [[String]] {
    table.split(separator: "\n").map { line in
      line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
  }

  /// The columns say "this week" only while the week runs: a past week or
  /// month is "that week", in every language.
  @Test(
    arguments: [
      ("en", "week", "2026-12-01", ["This week", "Last week"]),
      ("en", "week", "2026-11-17", ["That week", "The week before"]),
      ("en", "month", "2026-12-02", ["This month", "Last month"]),
      ("en", "month", "2026-11-02", ["That month", "The month before"]),
      ("zh-Hans", "week", "2026-12-01", ["本周", "上周"]),
      ("ko", "week", "2026-12-01", ["이번 주", "지난주"]),
      ("ko", "week", "2026-11-24", ["그 주", "그 전 주"]),
      ("ja", "week", "2026-11-24", ["その週", "その前の週"]),
      ("ko", "month", "2026-12-02", ["이번 달", "지난달"]),
      ("ko", "month", "2026-11-02", ["그달", "그 전 달"]),
      ("zh-Hans", "month", "2026-11-02", ["那个月", "再前一个月"]),
    ])
  func pastPeriodColumns(locale: String, period: String, date: String, columns: [String]) {
    let outcome = runGen(
      Self.arguments + ["--locale", locale, "--period", period, "--date", date],
      stdin: Self.sessions())
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(Self.rows(outcome.standardOutput).contains(columns), "\(outcome.standardOutput)")
  }

  /// With a 04:00 rollover, d (01:00 on Dec 2) belongs to Dec 1: Dec 1
  /// has 50 minutes and is the best day; Dec 2 has none, so the streak at
  /// today (Dec 3, open) is 0.
  @Test func rolloverMovesANightSessionToTheDayBefore() throws {
    let outcome = runGen(
      Self.arguments + ["--rollover", "04:00", "--locale", "en"], stdin: Self.sessions())
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let rows = Self.rows(outcome.standardOutput)
    #expect(rows.first == ["Week in review: Nov 30 – Dec 6, 2026"])
    #expect(rows.contains(["Figures so far, through Dec 3, 2026"]))
    #expect(rows.contains(["This week", "Last week"]))
    #expect(rows.contains(["Sessions", "3", "1"]))
    #expect(rows.contains(["Focus minutes", "80", "60"]))
    #expect(rows.contains(["Active days", "2", "1"]))
    #expect(rows.contains(["Best day", "Dec 1, 2026 (50 min)", "Nov 24, 2026 (60 min)"]))
    #expect(rows.contains(["Peak time", "night", "morning"]))
    #expect(rows.contains(["Streak at the end", "0", "0"]))
    #expect(rows.contains(["Mon Nov 30, 2026", "30", "#"]))
    #expect(rows.contains(["Tue Dec 1, 2026", "50", "##"]))
    #expect(rows.contains(["Wed Dec 2, 2026", "0"]))
    #expect(rows.contains(["Thu Dec 3, 2026", "0"]))
    #expect(!outcome.standardOutput.contains("Dec 4, 2026"))
  }

  /// Midnight: the tie of Nov 30 and Dec 1 (30 minutes each) goes to the
  /// earlier day, and a session crossing midnight counts on its start's
  /// day; the table shows it.
  @Test func bestDayTieAndMidnight() throws {
    let outcome = runGen(Self.arguments + ["--locale", "en"], stdin: Self.sessions())
    let rows = Self.rows(outcome.standardOutput)
    #expect(rows.contains(["Best day", "Nov 30, 2026 (30 min)", "Nov 24, 2026 (60 min)"]))
    #expect(rows.contains(["Mon Nov 30, 2026", "30", "#"]))
    #expect(rows.contains(["Tue Dec 1, 2026", "30", "#"]))
    #expect(rows.contains(["Wed Dec 2, 2026", "20", "#"]))
    #expect(rows.contains(["Thu Dec 3, 2026", "0"]))
    #expect(rows.contains(["XP", "235", "115"]))
    #expect(rows.contains(["Miles", "1,150", "780"]))
  }

  /// A week behind the one before (80 minutes in 4 days of 7: 560 against
  /// 150 x 4 = 600, last week's share so far) gets
  /// the encouraging sentence at the end, in every language, after the
  /// week's own figures (issue #38: its sessions, peak band and miles); no
  /// sentence compares.
  @Test(arguments: [
    (
      "en",
      "Nov 30 – Dec 3, 2026: you focused for 80 minutes. You completed 3 sessions and focused best at night. Your passport gained 1,150 miles. Slower stretches are part of the trip; one short session next time keeps you moving."
    ),
    (
      "zh-Hans",
      "2026年11月30日至12月3日，你一共专注了 80 分钟。完成了 3 次专注，在深夜最投入。护照上又添了 1,150 里程。慢下来的日子也算数，下次来一段短短的专注就很好。"
    ),
    (
      "ja",
      "2026年11月30日〜12月3日に、80分集中しました。全部で3回、いちばんはかどったのは夜遅くの時間帯でした。パスポートに1,150マイルが加わりました。ペースがゆっくりな時もあります。短い集中を1回はさむだけで、流れは続きます。"
    ),
    (
      "ko",
      "2026년 11월 30일~12월 3일에 80분 집중했어요. 집중을 3회 마쳤고, 밤에 가장 잘 몰입했어요. 여권에 1,150마일이 더해졌어요. 천천히 갈 때도 있어요. 짧은 집중 한 번이면 흐름이 이어져요."
    ),
  ])
  func downWeek(locale: String, text: String) throws {
    let outcome = runGen(
      Self.arguments + ["--json", "--locale", locale], stdin: Self.sessions(previousMinutes: 150))
    let json = try jsonObject(outcome)
    #expect(json["shareText"] as? String == text)
    let table = runGen(
      Self.arguments + ["--locale", locale], stdin: Self.sessions(previousMinutes: 150))
    #expect(table.standardOutput.hasSuffix("  \(text)\n"))
  }

  /// A month: December so far, and November before it.
  @Test func month() throws {
    let outcome = runGen(
      Self.arguments + ["--period", "month", "--json"], stdin: Self.sessions())
    let json = try jsonObject(outcome)
    #expect(json["start"] as? String == "2026-12-01")
    #expect(json["end"] as? String == "2026-12-31")
    #expect(json["sessions"] as? Int == 2)  // b and d; a started on Nov 30
    let previous = try #require(json["previous"] as? [String: Any])
    #expect(previous["start"] as? String == "2026-11-01")
    #expect(previous["end"] as? String == "2026-11-30")
    #expect(previous["sessions"] as? Int == 2)  // p and a
    #expect((json["days"] as? [Any])?.count == 31)
  }

  /// A month is named as a month, not as a range of days ("Nov 1–30,
  /// 2026"): in the title, running or not, and in a past month's share text.
  @Test(arguments: [
    ("zh-Hans", "本月回顾：2026年12月", "本月回顾：2026年11月", "2026年11月，"),
    ("en", "Month in review: Dec 2026", "Month in review: Nov 2026", "Nov 2026: "),
    ("ja", "1か月のふりかえり：2026年12月", "1か月のふりかえり：2026年11月", "2026年11月に、"),
    ("ko", "한 달 돌아보기: 2026년 12월", "한 달 돌아보기: 2026년 11월", "2026년 11월에 "),
  ])
  func monthTitle(locale: String, running: String, past: String, share: String) {
    let now = runGen(
      Self.arguments + ["--period", "month", "--locale", locale], stdin: Self.sessions())
    #expect(now.standardOutput.hasPrefix(running + "\n"), "\(now.standardOutput)")
    let before = runGen(
      Self.arguments + ["--period", "month", "--date", "2026-11-02", "--locale", locale],
      stdin: Self.sessions())
    #expect(before.standardOutput.hasPrefix(past + "\n"), "\(before.standardOutput)")
    #expect(before.standardOutput.contains("  " + share), "\(before.standardOutput)")
  }

  /// A past week with `--date`: not running; a day after today is usage.
  @Test func date() throws {
    let past = runGen(
      Self.arguments + ["--date", "2026-11-25", "--json"], stdin: Self.sessions())
    let json = try jsonObject(past)
    #expect(json["start"] as? String == "2026-11-23")
    #expect(json["running"] as? Bool == false)
    #expect(json["sessions"] as? Int == 1)
    let future = runGen(Self.arguments + ["--date", "2026-12-04"], stdin: Self.sessions())
    #expect(future.exitCode == 64)
    #expect(
      future.standardError
        == "gen: --date: 2026-12-04 is after today (2026-12-03); a review covers a period that has begun\n"
    )
  }

  /// The demo rule (HabitRules.docc/Demo.md): one real session leaves every demo
  /// session out (a note says so, and the figures are the real ones'); a
  /// file of demo sessions only is reviewed and marked, the table first
  /// saying so.
  @Test(arguments: ["a", "b"])
  func aDemoSessionAmongRealOnesIsLeftOut(id: String) throws {
    let marked = Self.sessions().replacingOccurrences(
      of: #"{"id": "\#(id)","#, with: #"{"demo": true, "id": "\#(id)","#)
    #expect(marked.contains(#""demo": true"#))
    let withDemo = runGen(Self.arguments + ["--json"], stdin: marked)
    #expect(withDemo.exitCode == 0)
    #expect(
      withDemo.standardError.split(separator: "\n").contains(
        "gen: note: --sessions standard input: 1 demo record left out; the file has records of your own"
      ))
    let json = try jsonObject(withDemo)
    #expect(json["demo"] as? Bool == false)
    // The same figures as the file without that session.
    let sessions = try #require(
      JSONSerialization.jsonObject(with: Data(Self.sessions().utf8)) as? [[String: Any]])
    let without = try JSONSerialization.data(
      withJSONObject: sessions.filter { $0["id"] as? String != id })
    let real = try jsonObject(
      runGen(Self.arguments + ["--json"], stdin: String(decoding: without, as: UTF8.self)))
    #expect(json["sessions"] as? Int == real["sessions"] as? Int)
    #expect(json["focusMinutes"] as? Int == real["focusMinutes"] as? Int)
    #expect(json["xp"] as? Int == real["xp"] as? Int)
  }

  @Test func aFileOfDemoSessionsIsReviewedAndMarked() throws {
    let demo = Self.sessions().replacingOccurrences(
      of: #"{"id": "#, with: #"{"demo": true, "id": "#)
    let json = try jsonObject(runGen(Self.arguments + ["--json"], stdin: demo))
    let plain = try jsonObject(runGen(Self.arguments + ["--json"], stdin: Self.sessions()))
    #expect(json["demo"] as? Bool == true)
    #expect(json["sessions"] as? Int == plain["sessions"] as? Int)
    let table = runGen(Self.arguments + ["--locale", "en"], stdin: demo)
    let notice = try HabitContent.bundled().demo.notice.string(in: .english)
    #expect(table.standardOutput.hasPrefix(notice + "\n"))
  }

  @Test func badSessionIsOneLine() {
    let outcome = runGen(
      Self.arguments, stdin: #"[{"id": "x", "start": "2026-12-01T09:00:00+00:00", "minutes": 0}]"#)
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardError.hasPrefix("gen: --sessions"))
    #expect(outcome.standardError.contains("sessions[0] \"x\".minutes"))
    #expect(outcome.standardError.split(separator: "\n").count == 1)
  }
}
