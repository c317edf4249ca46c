import Foundation
import HabitTestSupport
import Testing

/// The table of `gen card week` says what its picture says.
@Suite struct CardWeekTableTests {
  static let arguments = [
    "card", "week", "--sessions",
    Fixtures.packageRoot.appendingPathComponent("Examples/data/sessions.json").path, "--now",
    "2026-11-25T21:00:00+08:00", "--tz", "Asia/Shanghai",
  ]

  /// Wednesday of a running week: the heading is the picture's "so far"
  /// range, Monday to today, with no repeated date, and the days still to
  /// come are not listed as 0.
  @Test(
    arguments: [
      ("zh-Hans", "2026年11月23日至25日（中途小结）", ["周一", "周二", "周三"]),
      ("en", "Nov 23–25, 2026, so far", ["Mon", "Tue", "Wed"]),
      ("ja", "2026年11月23日〜25日（途中経過）", ["月", "火", "水"]),
      ("ko", "2026년 11월 23일~25일(중간 집계)", ["월", "화", "수"]),
    ])
  func aRunningWeekReadsAsItsPicture(language: String, heading: String, days: [String]) throws {
    let output = runGen(Self.arguments + ["--locale", language])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == heading)
    let strip = try #require(lines.last?.split(separator: " ").map(String.init))
    let named = strip.filter { Int($0.replacingOccurrences(of: ",", with: "")) == nil }
    #expect(Array(named.suffix(days.count)) == days)
    #expect(!strip.contains("木") && !strip.contains("Thu") && !strip.contains("목"))
    let picture = runGen(Self.arguments + ["--locale", language, "--svg"])
    #expect(try SVGElements.texts(picture.standardOutput).map(\.text).contains(heading))
  }

  /// One session: the minutes line reads the same way as for many.
  @Test func oneSessionReadsLikeMany() {
    let sessions =
      #"[{"id": "a", "start": "2026-11-24T08:00:00+08:00", "minutes": 1, "interrupted": true}]"#
    let output = runGen(
      [
        "card", "week", "--sessions", "-", "--now", "2026-11-25T21:00:00+08:00", "--tz",
        "Asia/Shanghai", "--locale", "en",
      ], stdin: sessions)
    #expect(output.standardOutput.contains("  minutes      1 min in 1 session, 0 in deep focus\n"))
  }
}
