import Foundation
import GenSVG
import HabitRules

/// `gen streak`: the streak summary of stored check-ins, and with
/// `--explain` the day ledger that says why a streak ended.
struct StreakCommand: GenCommand {
  static let name = "streak"
  static let summary = "summarize a streak from stored check-ins, and explain it"

  var common = CommonOptions()
  /// `--records` (required: the parser rejects a command line without it).
  var records = ""
  var now: Date?
  var timeZone: NamedZone?
  var window: NightWindow?
  var rolloverTime: WallTime?
  var rest: [CivilDate] = []
  var goal = StreakPolicy.standard.goal
  var weekStart = StreakPolicy.standard.weekStart
  var freezes: FreezePolicy?
  var grace = StreakPolicy.standard.graceMinutes
  var explain = false
  var svg = false
  /// `--longest-ever N`: the stored floor of the longest streak.
  var longestEver: Int?
  /// `--reset`: what clearing all history would delete.
  var reset = false
  /// `--pending FILE`: the pending requests a reset removes.
  var pending: String?

  static var options: [Option<StreakCommand>] {
    [
      Option.text(
        "--records", "FILE", \.records,
        help: { _ in "JSON array of check-ins, or - for standard input" }
      ).required("or - for standard input"),
      .now(\.now),
      .timeZone(\.timeZone),
      Option.custom(
        "--window", "S-E", \.window,
        help: { content in
          "the day rolls over at the end of this night window, such as "
            + "\(content.planner.defaultWindow)"
        }, parse: OptionValues.window
      ).defaulting { _ in "default: no window; see --rollover" },
      .rollover(\.rolloverTime),
      .custom(
        "--rest", "D1,D2", \.rest,
        help: { _ in
          "rest days (YYYY-MM-DD), which bridge a streak"
        }, parse: OptionValues.days("--rest")),
      Option.custom(
        "--goal", "GOAL", \.goal,
        help: { _ in
          "daily, weekly:X (X of 1-7 days a week) or monthly:X (X of 1-31 days a month)"
        }, parse: OptionValues.libraryValue("--goal", StreakGoal.init)
      ).defaulting { _ in "default \(Self().goal)" },
      Option.value(
        "--week-start", "D", expected: weekStartExpected, \.weekStart,
        help: { _ in "the weekday weeks start on, 1 = Sunday ... 7 = Saturday" },
        parse: OptionValues.count(in: StreakPolicy.weekdays)
      ).defaulting { _ in "default \(Self().weekStart), Monday" },
      Option.custom(
        "--freezes", "N/M", \.freezes,
        help: { _ in
          "daily goal: freeze up to N missed days a month, at most M in a row "
            + "(N and M \(FreezePolicy.allowed.lowerBound)-\(FreezePolicy.allowed.upperBound))"
        }, parse: OptionValues.libraryValue("--freezes", FreezePolicy.init)
      ).defaulting { _ in "default none" },
      .value(
        "--grace", "MIN", expected: graceExpected, \.grace,
        help: { _ in
          "minutes after the rollover in which a {\"night\", \"at\"} record still completes "
            + "the night before, \(graceExpected)"
        }, parse: OptionValues.count(in: StreakPolicy.graceRange)),
      .flag(
        "--explain", \.explain,
        help: { _ in
          "add the day ledger: a \"ledger\" array in --json, a calendar of weeks in the table"
        }),
      .svg(\.svg, help: "draw the day ledger as a calendar heatmap: a standalone SVG, not a table"),
      Option.value(
        "--longest-ever", "N", expected: "a whole number 0-\(Self.longestEverMaximum)",
        \.longestEver,
        help: { _ in
          "the longest streak ever, as stored: longest is at least N, and longestEver is "
            + "the floor to store next"
        }, parse: OptionValues.count(in: 0...Self.longestEverMaximum)
      ).defaulting { _ in "default none" },
      .flag(
        "--reset", \.reset,
        help: { _ in
          "show what clearing all history deletes (check-ins, the longest streak, owned "
            + "pending requests) and the confirmation to ask first; deletes nothing"
        }),
      Option.text(
        "--pending", "FILE", \.pending,
        help: { _ in
          "with --reset: the pending requests (as gen sync reads them); owned ones are removed"
        }
      ).defaulting { _ in "default: none" },
    ]
  }

  /// The largest `--longest-ever`: a streak of about 27,000 years.
  static let longestEverMaximum = 10_000_000

  private static let weekStartExpected =
    "a weekday \(StreakPolicy.weekdays.lowerBound)-\(StreakPolicy.weekdays.upperBound) "
    + "(1 = Sunday, 2 = Monday ... 7 = Saturday)"
  private static let graceExpected =
    "\(StreakPolicy.graceRange.lowerBound)-\(StreakPolicy.graceRange.upperBound) minutes"

  func validate() throws(CLIError) {
    if window != nil, rolloverTime != nil {
      throw .usage("give --window or --rollover, not both")
    }
    _ = try policy()
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
    if pending != nil, !reset { throw .usage("--pending goes with --reset") }
    if reset, explain || svg {
      throw .usage("--reset shows what a reset deletes; drop --explain and --svg")
    }
    if pending == "-", records == "-" {
      throw .usage("--records and --pending cannot both read standard input")
    }
  }

  /// `--window`'s rollover, `--rollover`, or midnight.
  var rollover: DayRollover {
    window?.rollover ?? rolloverTime.map(DayRollover.init(at:)) ?? .midnight
  }

  /// The policy of `--goal`, `--week-start`, `--freezes` and `--grace`.
  func policy() throws(CLIError) -> StreakPolicy {
    do {
      return try StreakPolicy(
        goal: goal, weekStart: weekStart, freezes: freezes, graceMinutes: grace)
    } catch {
      throw .usage("--freezes \(freezes.map(\.description) ?? ""): \(error.message)")
    }
  }

  /// The check-ins of `--records`.
  private func readCheckIns(
    _ environment: Environment, calendar: CivilCalendar, policy: StreakPolicy
  ) throws(CLIError) -> [CheckIn] {
    let data = try environment.read(fileOption: "--records", path: records)
    do {
      return try CheckIn.records(
        fromJSON: data, calendar: calendar, rollover: rollover,
        graceMinutes: policy.graceMinutes)
    } catch {
      throw fileError("--records", records, error, whole: "records")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let calendar = NamedZone.calendar(timeZone, environment)
    let policy = try policy()
    let read = try readCheckIns(environment, calendar: calendar, policy: policy)
    let counted = CountedRecords(read, isDemo: \.demo, option: "--records", path: records)
    let moment = now ?? environment.now
    let today = calendar.logicalDay(of: moment, rollover: rollover)
    // A check-in after now counts nowhere: one later today is left out
    // here, one of a later day is what the summary's futureRecords counts.
    let checkIns = counted.records.filter { $0.day > today || ($0.at ?? .distantPast) <= moment }
    let later = LaterRecords.note(
      counted.records.count { $0.day > today || ($0.at ?? .distantPast) > moment },
      one: "check-in is", many: "check-ins are")
    // The day ledger only when it is shown: a summary alone keeps no days.
    let ledger =
      explain || svg
      ? StreakLedger(
        checkIns: checkIns, restDays: rest, today: today, calendar: calendar,
        policy: policy)
      : nil
    let summary =
      (ledger?.summary
      ?? StreakSummary(
        checkIns: checkIns, restDays: rest, today: today, calendar: calendar,
        policy: policy)).keepingLongest(ever: longestEver ?? 0)
    if reset {
      return try resetOutput(
        read, summary: summary, policy: policy, environment,
        notes: [counted.note, later].compactMap { $0 })
    }
    let unlisted = ledger.map(\.unlistedDays).flatMap { $0 > 0 ? $0 : nil }.map {
      "the ledger lists the last \(StreakLedger.maximumDays) days; the \($0) before them count but are not listed"
    }
    if common.json {
      let report = StreakReport(
        summary: summary, policy: policy, ledger: ledger?.days, demo: counted.usedDemo)
      return CommandOutput(
        try JSONOutput.encode(report), notes: [counted.note, later, unlisted].compactMap { $0 })
    }
    let texts = try common.part(StreakTexts.self)
    let dates = try common.part(DateTexts.self)
    let (language, languageNote) = common.language(among: texts.languages)
    let notes = [counted.note, later, languageNote, unlisted].compactMap { $0 }
    if svg, let ledger {
      return CommandOutput(
        StreakPicture.svg(
          ledger, policy: policy, texts: texts,
          words: PictureWords(
            texts: try common.part(PictureTexts.self), dates: dates, language: language),
          demo: counted.usedDemo), notes: notes)
    }
    let words = try common.tableWords(in: language)
    let table = StreakTable(texts: texts, dates: dates, words: words, policy: policy)
    var text = table.summary(summary, zone: calendar.zoneName, rollover: rollover)
    if let ledger { text += "\n" + table.calendar(ledger.days) }
    return CommandOutput(try markingDemo(text, demo: counted.usedDemo, common), notes: notes)
  }
}
