import Testing

@testable import GenCLI

/// Issue #24: `gen remind` says why a one-time reminder has no occurrence,
/// in the chosen language: a date the zone skipped is not "in the past",
/// and a time the clocks jump over rings later, and the table says when.
@Suite struct RemindSkippedDateTests {
  /// Pacific/Apia skipped 2011-12-30 (it moved west of the date line); on
  /// 2011-06-01 that date was in the future.
  static let apia = [
    "remind", "--reminders", "-", "--now", "2011-06-01T00:00:00-10:00", "--tz", "Pacific/Apia",
  ]
  static let skipped =
    #"[{"id": "a", "title": "Apia", "time": "09:00", "repeat": {"kind": "once", "date": "2011-12-30"}}, "#
    + #"{"id": "c", "title": "Past", "time": "09:00", "repeat": {"kind": "once", "date": "2011-01-24"}}]"#

  @Test(arguments: [
    (
      "en",
      "  next      none: Pacific/Apia skips the date Dec 30, 2011, so this one-time reminder never rings",
      "  next      none (a one-time date in the past)"
    ),
    (
      "ja",
      "  次回            なし：Pacific/Apiaの暦には2011年12月30日がないため、この1回だけのリマインダーは鳴りません",
      "  次回            なし（1回だけの日時はもう過ぎています）"
    ),
    (
      "ko", "  다음       없음: Pacific/Apia 달력에 없는 날짜(2011년 12월 30일)라서 한 번만 울리는 알림이 울리지 않음",
      "  다음       없음(한 번만 울리는 날짜가 이미 지남)"
    ),
    (
      "zh-Hans", "  下次      没有：Pacific/Apia 的日历跳过了 2011年12月30日 这一天，所以这条一次性提醒不会响",
      "  下次      没有（这个一次性日期已经过去）"
    ),
  ])
  func aSkippedDateIsNotInThePast(locale: String, skipped: String, past: String) {
    let outcome = runGen(Self.apia + ["--locale", locale], stdin: Self.skipped)
    #expect(outcome.exitCode == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix(String(skipped.prefix(12))) } == [skipped, past])
  }

  @Test(arguments: [
    (
      "en",
      "            America/New_York has no 02:30 on Mar 14, 2027 (the clocks jump forward), so it rings at 03:30"
    ),
    (
      "ja",
      "                  America/New_Yorkでは2027年3月14日の02:30が時計の切り替えで飛ばされるため、03:30に通知します"
    ),
    (
      "ko",
      "             America/New_York에서는 2027년 3월 14일에 시계가 앞당겨져 02:30 시각이 없어서 03:30에 울려요"
    ),
  ])
  func aTimeInAGapSaysWhenItRings(locale: String, line: String) {
    let rules =
      #"[{"id": "b", "title": "Gap", "time": "02:30", "repeat": {"kind": "once", "date": "2027-03-14"}}]"#
    let outcome = runGen(
      [
        "remind", "--reminders", "-", "--now", "2027-03-13T00:00:00-05:00", "--tz",
        "America/New_York", "--locale", locale,
      ], stdin: rules)
    #expect(outcome.exitCode == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains(line), "\(outcome.standardOutput)")
    #expect(!outcome.standardOutput.contains("none") && !outcome.standardOutput.contains("なし"))
  }

  /// Issue #38: a one-time date past the calendar's last day names that
  /// day as people read it, not as ISO 8601 inside the sentence.
  @Test(arguments: [
    ("en", "  next      none: no occurrence before Dec 29, 9999, the last date the calendar holds"),
    ("ja", "  次回            なし：扱える最後の日付である9999年12月29日までに次回がありません"),
    ("ko", "  다음       없음: 달력이 다루는 마지막 날짜인 9999년 12월 29일까지 다음 회차 없음"),
  ])
  func aDateBeyondTheCalendarNamesItsLastDay(locale: String, line: String) {
    let rules =
      #"[{"id": "f", "title": "Far", "time": "09:00", "repeat": {"kind": "once", "date": "9999-12-30"}}]"#
    let outcome = runGen(
      [
        "remind", "--reminders", "-", "--now", "2026-12-01T21:00:00+08:00", "--tz",
        "Asia/Shanghai", "--locale", locale,
      ], stdin: rules)
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardOutput.split(separator: "\n").contains { $0 == line },
      "\(outcome.standardOutput)")
  }

  /// English counts of 1 in the tables: one form, never "1 check-ins".
  @Test(arguments: [
    (
      [
        "streak", "--records", "-", "--now", "2026-11-23T20:00:00Z", "--tz", "UTC", "--locale",
        "en",
      ], #"["2026-11-23T10:00:00Z", "2026-11-25T10:00:00Z"]"#,
      "  ignored         1 check-in dated after today"
    ),
    (
      [
        "sync", "--pending", "-", "--limit", "1", "--bedtime", "--nights", "1", "--now",
        "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai", "--locale", "en",
      ], "[]", "1 of 1 slot used after applying"
    ),
    (
      [
        "goal", "program", "--program", "calm-start", "--records", "-", "--now",
        "2026-12-01T21:00:00+08:00", "--tz", "UTC", "--locale", "en",
      ], #"[{"programId": "gone", "day": 1, "at": "2026-11-30T21:00:00+08:00"}]"#,
      #"  unknown   "gone": 1 record, content no longer has it"#
    ),
  ])
  func oneReadsAsOne(arguments: [String], stdin: String, line: String) {
    let outcome = runGen(arguments, stdin: stdin)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains(line), "\(outcome.standardOutput)")
  }

  @Test func oneUntouchedRequestIsOneRequest() {
    let pending =
      #"[{"id": "bedtime.2026-10-01.1", "trigger": {"kind": "date", "at": "2026-10-01T22:00:00+08:00"}, "#
      + #""title": "t", "body": "b"}]"#
    let outcome = runGen(
      ["sync", "--pending", "-", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai"],
      stdin: pending)
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardError
        == "gen: note: 1 pending bedtime request left untouched: this sync does not include --bedtime\n"
    )
  }
}
