import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

/// `gen streak` with the habit strength (HabitRules.docc/Streaks.md): the table's
/// line, `"strength"` in `--json`, the calendar's column and the picture's
/// line and marks.
@Suite struct StreakStrengthCommandTests {
  /// 20 done days, 2026-11-01 to 11-20.
  static let twentyDays =
    "["
    + (1...20).map { "{\"day\": \"2026-11-\(String(format: "%02d", $0))\"}" }
    .joined(separator: ",") + "]"
  /// Today is 11-21, open.
  static let arguments = [
    "streak", "--records", "-", "--now", "2026-11-21T20:00:00Z", "--tz", "UTC",
  ]
  /// Loop's value after 20 done days from zero: 1 - 0.5^(20/13).
  static let afterTwentyDays = 0.655747

  @Test func theTableSaysTheStrengthAsAPercentage() {
    let outcome = runGen(Self.arguments + ["--locale", "en"], stdin: Self.twentyDays)
    #expect(outcome.exitCode == 0)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.contains("  strength        66%"))
    #expect(!outcome.standardOutput.contains("why it holds"))
  }

  /// The two lines in each language, labels padded to the table's widest.
  @Test(arguments: [
    (
      "en", "  strength        66%",
      "  why it holds    Nov 21, 2026 is a rest day, so your habit strength holds at 66%."
    ),
    ("zh-Hans", "  习惯强度  66%", "  为何保持  2026年11月21日是休息日，习惯强度停在 66%，不会往下掉。"),
    (
      "ja", "  習慣の強さ        66%",
      "  続いている理由    2026年11月21日はお休みの日なので、習慣の強さは66%のままです。"
    ),
    (
      "ko", "  습관 강도           66%",
      "  강도가 유지된 이유  쉬는 날(2026년 11월 21일)이라서 습관 강도는 66% 그대로예요."
    ),
  ])
  func aRestTodaySaysTheStrengthHolds(locale: String, strength: String, holds: String) {
    let outcome = runGen(
      Self.arguments + ["--rest", "2026-11-21", "--locale", locale], stdin: Self.twentyDays)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.contains(strength[...]), "\(outcome.standardOutput)")
    #expect(lines.contains(holds[...]))
  }

  @Test func jsonHasTheStrengthInTheSummaryAndOnEveryDay() throws {
    let plain = try jsonObject(runGen(Self.arguments + ["--json"], stdin: Self.twentyDays))
    let strength = try #require(plain["strength"] as? Double)
    #expect(abs(strength - Self.afterTwentyDays) <= 1e-6)
    let explained = try jsonObject(
      runGen(
        Self.arguments + ["--json", "--explain", "--rest", "2026-11-10"], stdin: Self.twentyDays))
    let ledger = try #require(explained["ledger"] as? [[String: Any]])
    #expect(ledger.count == 21)
    let strengths = ledger.compactMap { $0["strength"] as? Double }
    #expect(strengths.count == 21)
    // The rest day 11-10 has a check-in: done, so nothing holds; today does.
    #expect(strengths[20] == strengths[19])
    #expect(explained["strength"] as? Double == strengths.last)
    #expect(zip(strengths, strengths.dropFirst()).dropLast().allSatisfy { $0 < $1 })
  }

  @Test func theJSONIsTheLibrarysStreakReport() throws {
    let outcome = runGen(
      StreakCommandTests.novemberArguments + ["--json", "--explain", "--freezes", "2/2"],
      stdin: StreakCommandTests.novemberRecords())
    let report = try JSONDecoder().decode(
      StreakReport.self, from: Data(outcome.standardOutput.utf8))
    let policy = try StreakPolicy(freezes: FreezePolicy("2/2"))
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: "Asia/Shanghai")))
    let checkIns = StreakCommandTests.november.enumerated().filter { $0.element == "x" }.map {
      CheckIn(day: CivilDate(year: 2026, month: 11, day: $0.offset + 1) ?? .earliest)
    }
    let ledger = StreakLedger(
      checkIns: checkIns, today: CivilDate(year: 2026, month: 11, day: 30) ?? .earliest,
      calendar: calendar, policy: policy)
    #expect(report == StreakReport(ledger, policy: policy))
  }

  @Test func theCalendarShowsTheStrengthAfterEachWeek() {
    let outcome = runGen(
      Self.arguments + ["--explain", "--locale", "en", "--week-start", "1"],
      stdin: Self.twentyDays)
    let lines = outcome.standardOutput.split(separator: "\n")
    let start = lines.firstIndex { $0.hasPrefix("week of") } ?? lines.endIndex
    #expect(lines[start] == "week of       Su Mo Tu We Th Fr Sa  streak  strength")
    // 1 - 0.5^(n/13) after 7, 14 and 20 done days; today holds the 20th's.
    #expect(lines[start + 1] == "Nov 1, 2026    x  x  x  x  x  x  x  7       31%")
    #expect(lines[start + 2] == "Nov 8, 2026    x  x  x  x  x  x  x  14      53%")
    #expect(lines[start + 3] == "Nov 15, 2026   x  x  x  x  x  x  o  20      66%")
  }

  @Test(arguments: [[], ["--freezes", "2/2"], ["--goal", "weekly:3", "--week-start", "1"]])
  func pictureCellsCarryTheLedgersStrength(policy: [String]) throws {
    let arguments =
      StreakCommandTests.novemberArguments + ["--locale", "en", "--rest", "2026-11-14"] + policy
    let picture = runGen(arguments + ["--svg"], stdin: StreakCommandTests.novemberRecords())
    #expect(picture.exitCode == 0)
    let elements = try SVGElements.parse(picture.standardOutput)
    let cells = elements.compactMap { element in
      element.attributes["data-strength"].flatMap(Double.init)
    }
    let json = try jsonObject(
      runGen(arguments + ["--json", "--explain"], stdin: StreakCommandTests.novemberRecords()))
    let ledger = try #require(json["ledger"] as? [[String: Any]])
    // JSONSerialization may read the last digit differently: compare closely.
    let strengths = ledger.map { $0["strength"] as? Double ?? -1 }
    #expect(cells.count == strengths.count)
    #expect(zip(cells, strengths).allSatisfy { abs($0 - $1) <= 1e-12 })
    let line = try #require(elements.first { $0.name == "polyline" })
    #expect(line.attributes["points"]?.split(separator: " ").count == ledger.count)
    let percent = Int(((json["strength"] as? Double ?? -1) * 100).rounded())
    #expect(picture.standardOutput.contains(">Habit strength \(percent)%<"))
    // A cell names its day once: the status and the strength's line, not
    // the held sentence that names the day again.
    #expect(picture.standardOutput.contains("<title>Nov 14, 2026 · rest day · "))
    #expect(!picture.standardOutput.contains("is a rest day"))
  }

  /// A cell's streak is labelled as one (「連続5日」, "5-day streak").
  ///
  /// Never a bare 「5日」 after a date, which reads as the 5th; a day
  /// without a streak has no length. The frozen 11-06 holds the five days
  /// before it.
  @Test(arguments: [
    ("ja", "<title>2026年11月6日・フリーズ使用・連続5日・習慣の強さ ", "<title>2026年11月14日・チェックインなし・習慣の強さ "),
    (
      "en", "<title>Nov 6, 2026 · frozen · 5-day streak · Habit strength ",
      "<title>Nov 14, 2026 · not done · Habit strength "
    ),
    (
      "ko", "<title>2026년 11월 6일 · 프리즈 사용 · 연속 5일 · 습관 강도 ",
      "<title>2026년 11월 14일 · 체크인 없음 · 습관 강도 "
    ),
    ("zh-Hans", "<title>2026年11月6日 · 冻结 · 连续 5 天 · 习惯强度 ", "<title>2026年11月14日 · 没打卡 · 习惯强度 "),
  ])
  func aFrozenCellSaysItsStreak(locale: String, frozen: String, missed: String) {
    let picture = runGen(
      StreakCommandTests.novemberArguments + ["--locale", locale, "--svg", "--freezes", "2/2"],
      stdin: StreakCommandTests.novemberRecords())
    #expect(picture.standardOutput.contains(frozen), "\(picture.standardOutput)")
    #expect(picture.standardOutput.contains(missed))
  }
}
