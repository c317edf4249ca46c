import Foundation
import GenSVG
import HabitRules
import HabitToolkit

/// `gen goal wish`: a savings target's progress, pace and ETA from deposits.
struct GoalWishCommand: GenCommand {
  static let name = "goal wish"
  static let summary = "a savings target: saved, remaining, pace and the day it is reached"

  var common = CommonOptions()
  /// `--target` (required).
  var target = 0
  /// `--deposits` (required).
  var deposits = ""
  var now: Date?
  var timeZone: NamedZone?
  var rolloverTime: WallTime?
  var svg = false

  private static let targetExpected = "a whole number of minor units 1-\(Deposit.maximumAmount)"

  static var options: [Option<GoalWishCommand>] {
    [
      Option.value(
        "--target", "N", expected: targetExpected, \.target,
        help: { _ in "the amount to reach, in minor units (cents), 1-\(Deposit.maximumAmount)" },
        parse: OptionValues.count(in: 1...Deposit.maximumAmount)
      ).required("minor units, such as 120000 for 1,200.00"),
      Option.text(
        "--deposits", "FILE", \.deposits,
        help: { _ in
          "JSON array of {\"at\", \"amount\"} deposits (withdrawals negative), or - for standard input"
        }
      ).required("or - for standard input"),
      .now(\.now),
      .timeZone(\.timeZone),
      .rollover(\.rolloverTime),
      .svg(\.svg, help: "draw a jar filling toward the target, with the ETA: a standalone SVG"),
    ]
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let data = try environment.read(fileOption: "--deposits", path: deposits)
    let read: [Deposit]
    do {
      read = try Deposit.list(fromJSON: data)
    } catch {
      throw fileError("--deposits", deposits, error, whole: "deposits")
    }
    let counted = CountedRecords(read, isDemo: \.demo, option: "--deposits", path: deposits)
    let goal: WishGoal
    do {
      goal = try WishGoal(target: target)
    } catch {
      throw .usage("invalid --target value \(target): \(error.message)")
    }
    let calendar = NamedZone.calendar(timeZone, environment)
    let rollover = rolloverTime.map(DayRollover.init(at:)) ?? .midnight
    let moment = now ?? environment.now
    let today = calendar.logicalDay(of: moment, rollover: rollover)
    let made = counted.records.filter { $0.at <= moment }
    let later = LaterRecords.note(
      counted.records.count - made.count, one: "deposit is dated", many: "deposits are dated")
    let progress = goal.progress(of: made, today: today, calendar: calendar, rollover: rollover)
    if common.json {
      return CommandOutput(
        try JSONOutput.encode(progress), notes: [counted.note, later].compactMap { $0 })
    }
    if svg {
      let (words, note) = try common.pictureWords()
      return CommandOutput(
        GoalPicture.jar(progress, words: words),
        notes: [counted.note, later, note].compactMap { $0 })
    }
    let tables = try common.part(TableTexts.self)
    let (language, note) = common.language(among: tables.languages)
    return CommandOutput(
      try markingDemo(
        GoalTable.wish(
          progress, zone: calendar.zoneName, words: try common.tableWords(in: language)),
        demo: progress.demo, common),
      notes: [counted.note, later, note].compactMap { $0 })
  }
}

/// `gen goal dca`: a regular deposit's schedule as a reminder rule and its
/// projected balance.
struct GoalDCACommand: GenCommand {
  static let name = "goal dca"
  static let summary = "a regular deposit: its reminder rule and the projected balance by year"

  var common = CommonOptions()
  /// `--amount` (required).
  var amount = 0
  /// `--every` (required).
  var every: DepositSchedule = .weekly(weekday: 2)
  var monthEnd = RecurringReminder.MonthEnd.skip
  var rate = 0
  /// `--years` (required).
  var years = 0
  /// `--start` (required).
  var start = CivilDate(daysSinceEpoch: 0)
  var time = DepositPlan.defaultTime
  var id = "dca"
  /// `--title`; without it, `dca.dcaTitle` of `tables.json` in the chosen language.
  var title: String?
  var svg = false

  private static let amountExpected =
    "a whole number of minor units 1-\(DepositPlan.maximumAmount)"
  private static let rateExpected =
    "basis points 0-\(DepositPlan.maximumRateBasisPoints) (400 = 4 % a year)"
  private static let yearsExpected = "a whole number of years 1-\(DepositPlan.maximumYears)"

  static var options: [Option<GoalDCACommand>] {
    [
      Option.value(
        "--amount", "N", expected: amountExpected, \.amount,
        help: { _ in "minor units per deposit, 1-\(DepositPlan.maximumAmount)" },
        parse: OptionValues.count(in: 1...DepositPlan.maximumAmount)
      ).required("minor units, such as 5000 for 50.00"),
      Option.custom(
        "--every", "week:W|month:D", \.every,
        help: { _ in "week:W (weekday 1-7, 1 = Sunday) or month:D (day 1-31)" },
        parse: OptionValues.libraryValue("--every") { text throws(InputError) in
          try DepositSchedule(parsing: text)
        }
      ).required("such as week:2 or month:31"),
      .choice("--month-end", "RULE", \.monthEnd),
      .value(
        "--rate", "BP", expected: rateExpected, \.rate,
        help: { _ in "annual interest rate, \(rateExpected)" },
        parse: OptionValues.count(in: 0...DepositPlan.maximumRateBasisPoints)),
      Option.value(
        "--years", "Y", expected: yearsExpected, \.years,
        help: { _ in "how many years the plan runs, 1-\(DepositPlan.maximumYears)" },
        parse: OptionValues.count(in: 1...DepositPlan.maximumYears)
      ).required("1-\(DepositPlan.maximumYears)"),
      Option.value(
        "--start", "D", expected: "a day YYYY-MM-DD", \.start,
        help: { _ in "the first day deposits count from; its month is month 1" },
        parse: CivilDate.init
      ).required("YYYY-MM-DD"),
      .value(
        "--time", "HH:MM", expected: "a wall time HH:MM", \.time,
        help: { _ in "the wall time of the deposit reminders" }, parse: WallTime.init),
      Option.text("--id", "ID", \.id, help: { _ in "the reminder rule's id" })
        .defaulting { _ in "default \(Self().id)" },
      Option.text("--title", "TEXT", \.title, help: { _ in "the reminder rule's title" })
        .defaulting { _ in "default from tables.json dca.dcaTitle, in the chosen language" },
      .svg(\.svg, help: "draw the projected balance by year, deposits and interest apart"),
    ]
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    var schedule = every
    if case .monthly(let day, _) = every { schedule = .monthly(day: day, monthEnd: monthEnd) }
    let plan: DepositPlan
    let rule: RecurringReminder
    let tables = try common.part(TableTexts.self)
    let (language, note) = common.language(among: tables.languages)
    let words = try common.tableWords(in: language)
    let title = title ?? words(.dcaTitle)
    do {
      plan = try DepositPlan(
        amount: amount, schedule: schedule, rateBasisPoints: rate, years: years, start: start,
        time: time)
      rule = try plan.reminder(id: id, title: title)
    } catch {
      throw .usage(
        "invalid --\(error.field.split(separator: ".").last ?? "") value: \(error.message)")
    }
    let projection = plan.projection(rules: [rule])
    if common.json { return CommandOutput(try JSONOutput.encode(projection)) }
    if svg {
      let (pictureWords, note) = try common.pictureWords()
      let picture = GoalPicture.balance(
        projection, plan: plan, words: pictureWords,
        schedule: GoalTable.schedule(plan.schedule, words))
      return CommandOutput(picture, note: note)
    }
    return CommandOutput(
      GoalTable.dca(projection, plan: plan, words: words), note: note)
  }
}

/// `gen goal program`: progress through a multi-day program from session
/// records.
struct GoalProgramCommand: GenCommand {
  static let name = "goal program"
  static let summary = "a multi-day program: completed days and the next day"

  var common = CommonOptions()
  /// `--program` (required).
  var program = ""
  /// `--records` (required).
  var records = ""
  var now: Date?
  var timeZone: NamedZone?
  var rolloverTime: WallTime?

  static var options: [Option<GoalProgramCommand>] {
    [
      Option.text(
        "--program", "ID", \.program,
        help: { content in
          "the program: " + content.programs.programs.map(\.id).joined(separator: ", ")
        }
      ).required("a program id from programs.json"),
      Option.text(
        "--records", "FILE", \.records,
        help: { _ in
          "JSON array of {\"programId\", \"day\", \"at\"} sessions, or - for standard input"
        }
      ).required("or - for standard input"),
      .now(\.now),
      .timeZone(\.timeZone),
      .rollover(\.rolloverTime),
    ]
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let catalog = try common.part(ProgramCatalog.self)
    let data = try environment.read(fileOption: "--records", path: records)
    let read: [ProgramSession]
    do {
      read = try ProgramSession.list(fromJSON: data)
    } catch {
      throw fileError("--records", records, error, whole: "records")
    }
    let counted = CountedRecords(read, isDemo: \.demo, option: "--records", path: records)
    let moment = now ?? environment.now
    let sessions = counted.records.filter { $0.at <= moment }
    let later = LaterRecords.note(
      counted.records.count - sessions.count, one: "record is dated", many: "records are dated")
    let unknown = catalog.unknownPrograms(in: sessions)
    guard let found = catalog.program(id: program) else {
      if let gone = unknown.first(where: { $0.programId == program }) {
        throw .data(
          "--program \(quoted(program)): content no longer has this program; "
            + "\(gone.records) \(gone.records == 1 ? "record" : "records") of days \(gone.days.map(String.init).joined(separator: ", "))"
        )
      }
      let ids = catalog.programs.map(\.id)
      throw .usage(
        "unknown --program \(quoted(program))"
          + didYouMean(closestMatch(to: program, among: ids))
          + " (programs: \(ids.joined(separator: ", ")))")
    }
    let (language, note) = common.language(among: catalog.languages)
    let calendar = NamedZone.calendar(timeZone, environment)
    let rollover = rolloverTime.map(DayRollover.init(at:)) ?? .midnight
    let today = calendar.logicalDay(of: moment, rollover: rollover)
    let report = ProgramReport(
      progress: found.progress(
        of: sessions, today: today, calendar: calendar, rollover: rollover, language: language),
      unknownPrograms: unknown, demo: counted.usedDemo)
    let notes =
      [counted.note, later].compactMap { $0 }
      + unknown.map { gone in
        "--records \(inputName(records)): \(gone.records) \(gone.records == 1 ? "record" : "records") of program "
          + "\(quoted(gone.programId)), which content no longer has; reported, not counted"
      } + (note.map { [$0] } ?? [])
    if common.json { return CommandOutput(try JSONOutput.encode(report), notes: notes) }
    let words = try common.tableWords(in: language)
    let patterns = try common.part(BreathingContent.self).patterns
    let names = Dictionary(
      patterns.map { ($0.id, $0.name?.string(in: language) ?? $0.id) },
      uniquingKeysWith: { a, _ in a })
    return CommandOutput(
      try markingDemo(
        GoalTable.program(report, words: words, patternNames: names), demo: report.demo, common),
      notes: notes)
  }
}
