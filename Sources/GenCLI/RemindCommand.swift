import Foundation
import HabitRules

/// `gen remind`: a person's own reminders, with their next occurrences and
/// the notification requests a front end hands the OS.
struct RemindCommand: GenCommand {
  static let name = "remind"
  static let summary = "list a person's own reminders: next times and notification requests"

  var common = CommonOptions()
  /// `--reminders` (required: the parser rejects a command line without it).
  var reminders = ""
  var now: Date?
  var timeZone: NamedZone?
  /// `--count`: occurrences, and dated requests, per rule.
  var count = 5
  /// `--done`, `--rollover`, `--week-start`.
  var done = DoneOptions()

  /// The most occurrences `--count` asks for: a year of a daily rule.
  static let maximumCount = 366

  static var options: [Option<RemindCommand>] {
    [
      Option.text(
        "--reminders", "FILE", \.reminders,
        help: { _ in "JSON array of reminder rules, or - for standard input" }
      ).required("or - for standard input"),
      .now(\.now),
      .timeZone(\.timeZone),
      .value(
        "--count", "K", expected: "a whole number 1-\(maximumCount)", \.count,
        help: { _ in "next occurrences per rule, and dated requests, 1-\(maximumCount)" },
        parse: OptionValues.count(in: 1...maximumCount)),
    ] + DoneOptions.options(\.done)
  }

  func validate() throws(CLIError) {
    if reminders == "-", done.done == "-" {
      throw .usage("only one of --reminders and --done can read standard input")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let texts = try common.part(ReminderTexts.self)
    let (read, problems) = try readRules(reminders, environment)
    let counted = CountedRecords(read, isDemo: \.demo, option: "--reminders", path: reminders)
    let rules = counted.records
    let calendar = NamedZone.calendar(timeZone, environment)
    let moment = now ?? environment.now
    let (language, note) = common.language(among: texts.languages)
    let completions = try done.completions(environment)
    let schedule = ReminderSchedule(
      rules: rules, after: moment, count: count, calendar: calendar,
      defaultBody: texts.defaultBody.string(in: language), completions: completions)
    let text =
      common.json
      ? try JSONOutput.encode(schedule)
      : try markingDemo(
        RemindTable.text(
          schedule, rules: rules, now: moment, calendar: calendar,
          words: try common.tableWords(in: language), completions: completions),
        demo: schedule.demo, common)
    // A rule a completion covers for good lists fewer for that reason.
    let calendarEnd = calendarEndNote(schedule, rules: rules.filter { !completions.affects($0) })
    return CommandOutput(
      text, notes: problems + [counted.note, calendarEnd, note].compactMap { $0 })
  }

  /// A note when repeating rules list fewer than `--count` occurrences:
  /// only the calendar's end (9999-12-29T00:00Z) stops one early.
  private func calendarEndNote(_ schedule: ReminderSchedule, rules: [RecurringReminder]) -> String?
  {
    let repeating = Dictionary(
      rules.map { ($0.id, $0.enabled && $0.recurrence.kind != .once) },
      uniquingKeysWith: { $0 || $1 })
    let short = schedule.reminders.filter { repeating[$0.id] == true && $0.next.count < count }
    guard let first = short.first else { return nil }
    let who = short.count == 1 ? "rule \(quoted(first.id)) lists" : "\(short.count) rules list"
    return "\(who) fewer than \(count) occurrences: the calendar ends at "
      + "\(ISO8601Moment(CivilCalendar.latestMoment, secondsFromUTC: 0)), and no occurrence repeats it"
  }
}

/// The rules of `--reminders FILE|-` that could be read, and one note per
/// rule that could not (it is left out; the others are still scheduled).
///
/// - Throws: A data error naming the option, the file, the rule and the
///   field when the file is not a JSON array, or when it lists rules and
///   none could be read.
func readRules(
  _ path: String, _ environment: Environment
) throws(CLIError) -> (rules: [RecurringReminder], notes: [String]) {
  let data = try environment.read(fileOption: "--reminders", path: path)
  let stored: RecurringReminder.StoredRules
  do {
    stored = try RecurringReminder.rules(fromJSON: data)
  } catch {
    throw fileError("--reminders", path, error, whole: "reminders")
  }
  // One note per rule, in list order: left out, or its weekdays read as a set.
  let notes =
    (stored.problems.map { ($0.index, "\($0.error); left out, the other rules still count") }
    + stored.normalized.map { ($0.index, "\($0.error)") })
    .sorted { $0.0 < $1.0 }
    .map { "--reminders \(inputName(path)): \($0.1)" }
  if stored.rules.isEmpty, let first = stored.problems.first {
    let more = stored.problems.count > 1 ? " (and \(stored.problems.count - 1) more)" : ""
    throw .data("--reminders \(inputName(path)): \(first.error)\(more)")
  }
  return (stored.rules, notes)
}
