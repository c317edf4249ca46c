import Foundation
import HabitRules

/// `gen next`: the next moments at which anything an app or a widget shows
/// changes, the first of them what WidgetKit's `.after(date)` takes.
struct NextCommand: GenCommand {
  static let name = "next"
  static let summary = "the next moments a widget must refresh at: day starts, window, reminders"

  var common = CommonOptions()
  var now: Date?
  var timeZone: NamedZone?
  /// `--hours`: the horizon.
  var hours = NextMoments.defaultHours
  /// `--reminders`: a person's rules.
  var reminders: String?
  /// `--bedtime`: the bedtime planner's reminders.
  var bedtime = false
  var plan = PlanOptions()
  /// `--done`, `--rollover`, `--week-start`.
  var done = DoneOptions()
  var freezes: FreezePolicy?
  var grace = StreakPolicy.standard.graceMinutes

  static var options: [Option<NextCommand>] {
    [
      .now(\.now),
      .timeZone(\.timeZone),
      .value(
        "--hours", "H", expected: "a whole number 1-\(NextMoments.maximumHours)", \.hours,
        help: { _ in "the horizon in hours, 1-\(NextMoments.maximumHours) (31 days)" },
        parse: OptionValues.count(in: 1...NextMoments.maximumHours)),
      .text(
        "--reminders", "FILE", \.reminders,
        help: { _ in "JSON array of a person's reminder rules, or -" }),
      .flag(
        "--bedtime", \.bedtime,
        help: { _ in "include the bedtime reminders (and the window without --window)" }),
      Option.custom(
        "--freezes", "N/M", \.freezes,
        help: { _ in "freezes are counted: add the month's freezeReplenished" },
        parse: OptionValues.libraryValue("--freezes", FreezePolicy.init)
      ).defaulting { _ in "default none" },
      .value(
        "--grace", "MIN", expected: "a whole number 0-720", \.grace,
        help: { _ in "minutes of grace after each day start, for graceEnds" },
        parse: OptionValues.count(in: StreakPolicy.graceRange)),
    ] + PlanOptions.options(\.plan) + DoneOptions.options(\.done)
  }

  func validate() throws(CLIError) {
    if reminders == "-", done.done == "-" {
      throw .usage("only one of --reminders and --done can read standard input")
    }
    // The plan's options that gen next has no use for.
    if plan.nights != nil {
      throw .usage("--nights does not apply to gen next: --hours sets how far it looks")
    }
    if plan.testPending != 0 {
      throw .usage("--test-pending does not apply to gen next: a test notification is no moment")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let calendar = NamedZone.calendar(timeZone, environment)
    let moment = now ?? environment.now
    var notes: [String] = []
    var sources = NextMoments.Sources()
    sources.weekStart = done.weekStart
    sources.graceMinutes = grace
    sources.freezes = freezes != nil
    if bedtime {
      let (rules, messages) = try common.plannerContent()
      let (language, note) = common.language(among: messages.languages)
      notes += note.map { [$0] } ?? []
      let planner = try plan.planner(
        calendar: calendar, rules: rules, messages: messages, language: language)
      sources.bedtime = planner
      sources.completedNights = Set(plan.completed)
      sources.window = planner.settings.window
    } else {
      sources.window = plan.window
    }
    sources.rollover =
      done.rolloverTime.map(DayRollover.init) ?? sources.window?.rollover ?? .midnight
    if let reminders {
      let (read, problems) = try readRules(reminders, environment)
      notes += problems
      sources.rules = read.filter { !$0.demo }
      sources.completions = try done.completions(environment, rollover: sources.rollover)
    }
    let moments = NextMoments.moments(
      after: moment, hours: hours, calendar: calendar, sources: sources)
    if common.json {
      return CommandOutput(try JSONOutput.encode(NextMomentsOutput(moments: moments)), notes: notes)
    }
    let (language, note) = common.language(among: try common.part(TableTexts.self).languages)
    if let note, !notes.contains(note) { notes.append(note) }
    let words = try common.tableWords(in: language)
    return CommandOutput(
      NextTable.text(moments, now: moment, calendar: calendar, words: words), notes: notes)
  }
}

/// `{"moments": [...]}`.
struct NextMomentsOutput: Encodable {
  let moments: [Moment]
}

/// The table of `gen next` in the chosen language: one line per moment,
/// its day and time as people read them, what changes, the logical day it
/// belongs to when that is not the moment's own date, and a reminder's
/// request id.
enum NextTable {
  static func text(
    _ moments: [Moment], now: Date, calendar: CivilCalendar, words: TableWords
  ) -> String {
    var lines = [
      words(
        .nextHeading, ["zone": calendar.zoneName, "now": words.moment(now, calendar: calendar)])
    ]
    if moments.isEmpty { lines.append("  " + words(.nothingNext)) }
    let locals = moments.map { words.moment($0.at.date, calendar: calendar) }
    let names = moments.map { words(key(of: $0.kind)) }
    func width(_ texts: [String]) -> Int { texts.map(displayWidth).max() ?? 0 }
    let widths = (width(locals), width(names), width(moments.compactMap(\.id)))
    for (moment, (local, name)) in zip(moments, zip(locals, names)) {
      // The day once a line: the logical day only when it is another date.
      let day =
        moment.day == calendar.civilDate(of: moment.at.date)
        ? "" : words(.forDay, ["day": words.dateWithWeekday(moment.day)])
      let id = widths.2 == 0 ? [] : [padded(moment.id ?? "", to: widths.2)]
      let columns = [padded(local, to: widths.0), padded(name, to: widths.1)] + id + [day]
      var line = "  " + columns.joined(separator: "  ")
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The words of a kind.
  static func key(of kind: Moment.Kind) -> TableTexts.Key {
    switch kind {
    case .dayStarts: .momentDayStarts
    case .windowOpens: .momentWindowOpens
    case .windowCloses: .momentWindowCloses
    case .graceEnds: .momentGraceEnds
    case .weekStarts: .momentWeekStarts
    case .monthStarts: .momentMonthStarts
    case .quoteChanges: .momentQuoteChanges
    case .freezeReplenished: .momentFreezeReplenished
    case .reminder: .momentReminder
    }
  }
}
