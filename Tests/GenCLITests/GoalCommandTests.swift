import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// `gen goal wish|dca|program`: outputs, pictures, and one line for every
/// bad input.
@Suite struct GoalCommandTests {
  static let deposits = """
    [{"at": "2026-10-07T20:00:00+08:00", "amount": 6000},
     {"at": "2026-10-09T20:00:00+08:00", "amount": 4000},
     {"at": "2026-10-10T09:00:00+08:00", "amount": -500}]
    """
  static let wish = [
    "goal", "wish", "--target", "10000", "--deposits", "-", "--now",
    "2026-10-10T12:00:00+08:00", "--tz", "Asia/Shanghai",
  ]

  static func json(_ outcome: CLI.Outcome) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
  }

  /// Section 8's fields, with the hand-worked withdrawal case.
  @Test func wishJSON() throws {
    let outcome = runGen(Self.wish + ["--json"], stdin: Self.deposits)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try Self.json(outcome)
    #expect(json["saved"] as? Int == 9_500)
    #expect(json["remaining"] as? Int == 500)
    #expect(json["progress"] as? Double == 0.95)
    #expect(json["windowDays"] as? Int == 4)
    #expect(json["windowSum"] as? Int == 9_500)
    #expect(json["daysToGo"] as? Int == 1)
    #expect(json["reachedOn"] as? String == "2026-10-11")
    #expect(json["reached"] as? Bool == false)
  }

  @Test func paceZeroIsNullInJSON() throws {
    let outcome = runGen(
      Self.wish + ["--json"], stdin: #"[{"at": "2026-08-01T12:00:00+08:00", "amount": 100}]"#)
    let json = try Self.json(outcome)
    #expect(json["daysToGo"] is NSNull)
    #expect(json["reachedOn"] is NSNull)
  }

  /// Before the first deposit there is no pace to tell, in any language
  /// (not "0 over the last 0 days"), and the days to go say what gives a
  /// date, not that the window saved nothing.
  @Test(
    arguments: [
      (
        "en", "  pace        no deposits yet",
        "  days to go  a date shows once you make your first deposit"
      ),
      ("ja", "  ペース    まだ入金がありません", "  達成まで  最初の入金をすると、達成日がわかります"),
      ("ko", "  속도       아직 모은 금액이 없어요", "  남은 기간  첫 입금을 하면 달성일을 알 수 있어요"),
      ("zh-Hans", "  速度  还没有存款记录", "  还需  存下第一笔后，就能算出达成日期"),
    ])
  func noDepositsYet(locale: String, pace: String, daysToGo: String) {
    let outcome = runGen(Self.wish + ["--locale", locale], stdin: "[]")
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let lines = pace + "\n" + daysToGo + "\n"
    #expect(outcome.standardOutput.hasSuffix(lines), "\(outcome.standardOutput)")
  }

  /// Deposits all older than the window: the window saved nothing, and
  /// the table and the picture say so in one wording, naming the window.
  @Test(
    arguments: [
      ("en", "  days to go  ", "no date yet: nothing saved in the last 30 days"),
      ("ja", "  達成まで  ", "直近30日間の入金がないため、見込みを出せません"),
      ("ko", "  남은 기간  ", "지금은 달성일을 알 수 없어요: 최근 30일 동안 모은 금액이 없어요"),
      ("zh-Hans", "  还需  ", "还算不出日期：最近 30 天没有存钱"),
    ])
  func depositsOlderThanTheWindow(locale: String, label: String, reason: String) throws {
    let deposits = #"[{"at": "2025-06-02T12:00:00+08:00", "amount": 100}]"#
    let outcome = runGen(Self.wish + ["--locale", locale], stdin: deposits)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.hasSuffix(label + reason + "\n"), "\(outcome.standardOutput)")
    let picture = runGen(Self.wish + ["--locale", locale, "--svg"], stdin: deposits)
    let texts = try SVGElements.texts(picture.standardOutput).map(\.text)
    #expect(texts.contains { $0.lowercased() == reason }, "\(texts)")
  }

  @Test func wishTableSaysAReachedTarget() {
    let deposits = #"[{"at": "2026-10-07T20:00:00+08:00", "amount": 10000}]"#
    let outcome = runGen(Self.wish + ["--locale", "en"], stdin: deposits)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput.contains("  reached     the target is reached"))
    #expect(runGen(Self.wish, stdin: deposits).standardOutput.contains("  达成  目标已达成"))
  }

  @Test func dcaJSONHasTheRule() throws {
    let outcome = runGen([
      "goal", "dca", "--amount", "10000", "--every", "week:5", "--rate", "1200", "--years", "1",
      "--start", "2026-10-01", "--json",
    ])
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try Self.json(outcome)
    #expect(json["deposited"] as? Int == 530_000)
    #expect(json["interest"] as? Int == 35_706)
    #expect(json["balance"] as? Int == 565_706)
    let rules = try #require(json["rules"] as? [[String: Any]])
    #expect(rules.count == 1)
    let recurrence = try #require(rules.first?["repeat"] as? [String: Any])
    #expect(recurrence["kind"] as? String == "weekly")
    #expect(recurrence["weekdays"] as? [Int] == [5])
  }

  /// The plan's rule goes straight into `gen remind`: it nudges on deposit days.
  @Test func theRuleSchedulesLikeAnyReminder() throws {
    let plan = runGen([
      "goal", "dca", "--amount", "100", "--every", "month:31", "--month-end", "lastDay",
      "--years", "1", "--start", "2027-01-01", "--json",
    ])
    let rules = try #require(try Self.json(plan)["rules"] as? [Any])
    let text = String(decoding: try JSONSerialization.data(withJSONObject: rules), as: UTF8.self)
    let remind = runGen(
      [
        "remind", "--reminders", "-", "--now", "2027-01-15T12:00:00Z", "--tz", "UTC", "--count",
        "2", "--json",
      ], stdin: text)
    #expect(remind.exitCode == 0, "\(remind.standardError)")
    #expect(remind.standardOutput.contains("2027-01-31T09:00:00Z"))
    #expect(remind.standardOutput.contains("2027-02-28T09:00:00Z"))
  }

  @Test func programJSONAndUnknownPrograms() throws {
    let records = """
      [{"programId": "calm-start", "day": 1, "at": "2026-10-01T21:00:00+08:00"},
       {"programId": "calm-start", "day": 2, "at": "2026-10-01T22:00:00+08:00"},
       {"programId": "old-course", "day": 4, "at": "2026-10-01T22:00:00+08:00"}]
      """
    let outcome = runGen(
      [
        "goal", "program", "--program", "calm-start", "--records", "-", "--now",
        "2026-10-01T23:00:00+08:00", "--tz", "Asia/Shanghai", "--json",
      ], stdin: records)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try Self.json(outcome)
    #expect(json["completedDays"] as? [Int] == [1])
    #expect(json["nextDay"] as? Int == 2)
    #expect(json["waiting"] as? [Int] == [2])
    #expect(json["availableToday"] as? Bool == false)
    #expect((json["days"] as? [Any])?.count == 7)
    let unknown = try #require(json["unknownPrograms"] as? [[String: Any]])
    #expect(unknown.first?["programId"] as? String == "old-course")
    #expect(
      outcome.standardError
        == "gen: note: --records standard input: 1 record of program \"old-course\", which "
        + "content no longer has; reported, not counted\n")
  }

  /// Bad inputs: exit 64 (usage) or 65 (data) with one line naming the field.
  @Test(
    arguments: [
      (["goal", "wish", "--target", "-5", "--deposits", "-"], "[]", 64, "--target"),
      (["goal", "wish", "--target", "0", "--deposits", "-"], "[]", 64, "--target"),
      (
        ["goal", "wish", "--target", "100", "--deposits", "-"],
        #"[{"at": "2026-10-01T20:00:00+08:00", "amount": "5"}]"#, 65, "deposits[0].amount"
      ),
      (
        ["goal", "wish", "--target", "100", "--deposits", "-"],
        #"[{"at": "2026-10-01T20:00:00+08:00", "amount": 0}]"#, 65, "deposits[0]"
      ),
      (
        [
          "goal", "dca", "--amount", "100", "--every", "week:1", "--rate", "2001", "--years", "1",
          "--start", "2026-01-01",
        ], "", 64, "--rate"
      ),
      (
        [
          "goal", "dca", "--amount", "100", "--every", "week:1", "--rate", "-1", "--years", "1",
          "--start", "2026-01-01",
        ], "", 64, "--rate"
      ),
      (
        [
          "goal", "dca", "--amount", "100", "--every", "month:32", "--years", "1", "--start",
          "2026-01-01",
        ], "", 64, "--every"
      ),
      (
        [
          "goal", "dca", "--amount", "100", "--every", "week:8", "--years", "1", "--start",
          "2026-01-01",
        ], "", 64, "--every"
      ),
      (
        [
          "goal", "dca", "--amount", "100", "--every", "week:1", "--years", "51", "--start",
          "2026-01-01",
        ], "", 64, "--years"
      ),
      (
        [
          "goal", "dca", "--amount", "100", "--every", "week:1", "--years", "1", "--start",
          "2026-02-30",
        ], "", 64, "--start"
      ),
      (["goal", "program", "--program", "calm-strat", "--records", "-"], "[]", 64, "--program"),
      (
        ["goal", "program", "--program", "calm-start", "--records", "-"],
        #"[{"programId": "calm-start", "day": 0, "at": "2026-10-01T21:00:00+08:00"}]"#, 65,
        "records[0]"
      ),
      (["goal", "savings"], "", 64, "goal"),
    ] as [([String], String, Int32, String)])
  func badInputs(arguments: [String], stdin: String, code: Int32, field: String) {
    let outcome = runGen(arguments, stdin: stdin)
    #expect(outcome.exitCode == code, "\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    let lines = outcome.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(outcome.standardError)")
    #expect(outcome.standardError.contains(field), "\(outcome.standardError)")
  }

  /// `gen goal --help` names each kind; `gen goal` alone is a usage error.
  @Test func groupHelp() {
    let help = runGen(["goal", "--help"])
    #expect(help.exitCode == 0)
    for kind in ["gen goal wish ", "gen goal dca ", "gen goal program "] {
      #expect(help.standardOutput.contains(kind))
    }
    let bare = runGen(["goal"])
    #expect(bare.exitCode == 64)
    #expect(bare.standardError == "gen: gen goal needs wish|dca|program (see gen goal --help)\n")
    #expect(
      runGen(["goal", "dca", "--help"]).standardOutput.contains(
        "(default from tables.json dca.dcaTitle, in the chosen language)"))
  }

  /// The pictures: well-formed SVG with the documented marks.
  @Test func pictures() throws {
    let jar = runGen(Self.wish + ["--svg"], stdin: Self.deposits)
    let fill = try SVGElements.parse(jar.standardOutput).first {
      $0.attributes["data-saved"] != nil
    }
    #expect(fill?.attributes["data-saved"] == "9500")
    #expect(fill?.attributes["data-reached-on"] == "2026-10-11")
    // 9,500 of 10,000: 95% on the jar, no space before the sign in any language.
    for language in ["en", "ja", "ko", "zh-Hans"] {
      let picture = runGen(Self.wish + ["--svg", "--locale", language], stdin: Self.deposits)
      let texts = try SVGElements.texts(picture.standardOutput).map(\.text)
      #expect(texts.contains("95%") && !texts.contains("95 %"), "\(language): \(texts)")
    }
    let balance = runGen([
      "goal", "dca", "--amount", "5000", "--every", "week:2", "--rate", "400", "--years", "40",
      "--start", "2026-01-05", "--svg",
    ])
    let years = try SVGElements.parse(balance.standardOutput).filter {
      $0.attributes["data-year"] != nil
    }
    #expect(years.count == 40)
    #expect(years.last?.attributes["data-balance"] == "25776892")  // the Python port's vector
  }
}
