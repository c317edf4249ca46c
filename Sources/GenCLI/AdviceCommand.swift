import Foundation
import HabitRules

/// `gen advice`: one glance of next-action advice.
///
/// The advice reads the wall time of `--now` (else now) in `--tz`: late at
/// night it defers what is open to after sleep.
///
/// With `--plan FILE` or `--sessions FILE`, today's target comes from a
/// weekly plan (the file's, else the content default), the sessions done
/// today from the sessions file (else `--done`), and the JSON gains
/// `remainingToday` (HabitRules.docc/AdviceAndQuotes.md, "Plan targets").
struct AdviceCommand: GenCommand {
  static let name = "advice"
  static let summary = "next-action advice from the streak and today's plan"

  var common = CommonOptions()
  /// `--streak`; with `--sessions` it may be left out (the sessions give it).
  var streak: Int?
  var planned = 0
  var done: Int?
  var taskDone = false
  var plan: String?
  var sessions: String?
  var now: Date?
  var timeZone: NamedZone?
  var rolloverTime: WallTime?

  static var options: [Option<AdviceCommand>] {
    let count = OptionValues.count(in: 0...Int.max)
    let expected = "a whole number 0 or more"
    return [
      Option.value(
        "--streak", "N", expected: expected, \.streak,
        help: { _ in "current streak in days (required without --sessions)" }, parse: count),
      .value(
        "--planned", "N", expected: expected, \.planned, help: { _ in "segments planned today" },
        parse: count),
      .value(
        "--done", "N", expected: expected, \.done, help: { _ in "segments completed today" },
        parse: count),
      .flag("--task-done", \.taskDone) { _ in "the current task is complete" },
      .value(
        "--plan", "FILE", expected: "a file", \.plan,
        help: { _ in
          "weekly plan {\"targets\": [7 integers, Sunday first]}, or - for standard input"
        },
        parse: { $0 }),
      .value(
        "--sessions", "FILE", expected: "a file", \.sessions,
        help: { _ in "focus sessions (as gen review reads them): today's are the ones done" },
        parse: { $0 }),
      .now(\.now),
      .timeZone(\.timeZone),
      .rollover(\.rolloverTime),
    ]
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let templates = try common.part(AdviceTemplates.self)
    let (language, note) = common.language(among: templates.languages)
    // Late at night the sentence about today defers to after sleep
    // (AdviceAndQuotes.md, "Late at night").
    let time = NamedZone.calendar(timeZone, environment).wallTime(of: now ?? environment.now)
    guard plan != nil || sessions != nil else {
      guard let streak else {
        throw .usage("gen advice needs --streak N (the current streak in days)")
      }
      let advice = templates.advice(
        streakDays: streak, planned: planned, completed: done ?? 0,
        taskCompleted: taskDone, language: language, at: time)
      let text = common.json ? try JSONOutput.encode(advice) : AdviceText.text(advice)
      return CommandOutput(text, note: note)
    }
    let today = try planned(templates, in: environment)
    let advice = templates.advice(
      streakDays: today.streak, planned: today.plan.target(on: today.day), completed: today.done,
      taskCompleted: taskDone, language: language, at: time)
    let notes = [today.note, note].compactMap { $0 }
    guard common.json else { return CommandOutput(AdviceText.text(advice), notes: notes) }
    let report = PlannedAdvice(
      advice: advice, day: today.day, target: today.plan.target(on: today.day), done: today.done,
      remainingToday: today.plan.remaining(on: today.day, done: today.done))
    return CommandOutput(try JSONOutput.encode(report), notes: notes)
  }

  /// Today by the plan: the plan, the logical day, the sessions done on it
  /// and the streak (from `--streak`, else the sessions' days).
  private func planned(
    _ templates: AdviceTemplates, in environment: Environment
  ) throws(CLIError) -> (plan: WeeklyPlan, day: CivilDate, done: Int, streak: Int, note: String?) {
    if planned != 0 { throw .usage("--planned: the plan gives today's target; leave it out") }
    var weekly = templates.defaultPlan
    if let plan {
      let data = try environment.read(fileOption: "--plan", path: plan)
      do throws(InputError) {
        weekly = try WeeklyPlan.plan(fromJSON: data)
      } catch {
        throw fileError("--plan", plan, error, whole: "plan")
      }
    }
    let calendar = NamedZone.calendar(timeZone, environment)
    let rollover = rolloverTime.map(DayRollover.init(at:)) ?? .midnight
    let moment = now ?? environment.now
    let today = calendar.logicalDay(of: moment, rollover: rollover)
    guard let sessions else {
      guard let streak else {
        throw .usage("gen advice needs --streak N (the current streak in days)")
      }
      return (weekly, today, done ?? 0, streak, nil)
    }
    if done != nil { throw .usage("--done: the sessions give today's count; leave it out") }
    let read = try readSessions(sessions, in: environment)
    let ended = read.records.filter { $0.end <= moment }
    let days = calendar.logicalDays(of: ended.map(\.start.date), rollover: rollover)
    let summary = StreakSummary(completedDays: days, today: today, calendar: calendar)
    return (weekly, today, days.count { $0 == today }, streak ?? summary.current, read.note)
  }
}

/// `gen advice --plan|--sessions --json`: the advice, then today's day,
/// target, sessions done and `remainingToday`.
struct PlannedAdvice: Encodable {
  let advice: Advice
  let day: CivilDate
  let target: Int
  let done: Int
  let remainingToday: Int

  private enum CodingKeys: String, CodingKey {
    case day, target, done, remainingToday
  }

  func encode(to encoder: any Encoder) throws {
    try advice.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(day, forKey: .day)
    try container.encode(target, forKey: .target)
    try container.encode(done, forKey: .done)
    try container.encode(remainingToday, forKey: .remainingToday)
  }
}
