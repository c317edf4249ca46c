import Foundation
import HabitRules

/// `gen sync`: one notification budget for bedtime reminders and a person's
/// own reminders, and the diff to apply to what the OS has pending.
struct SyncCommand: GenCommand {
  static let name = "sync"
  static let summary = "share the notification budget and diff it against what is pending"

  var common = CommonOptions()
  /// `--pending` (required: the parser rejects a command line without it).
  var pending = ""
  var reminders: String?
  var bedtime = false
  var plan = PlanOptions()
  var limit = NotificationBudget.defaultLimit
  var denied = false
  var now: Date?
  var timeZone: NamedZone?

  /// The largest `--limit`.
  static let maximumLimit = 1_000

  static var options: [Option<SyncCommand>] {
    [
      Option.text(
        "--pending", "FILE", \.pending,
        help: { _ in
          "JSON array of pending requests {\"id\", \"trigger\", \"title\", \"body\"}, or -"
        }
      ).required("or - for standard input"),
      .text(
        "--reminders", "FILE", \.reminders,
        help: { _ in "JSON array of a person's reminder rules, or -" }),
      .flag(
        "--bedtime", \.bedtime,
        help: { content in
          "include bedtime reminders (at most \(content.planner.queueLimit), tests included)"
        }),
      .value(
        "--limit", "N", expected: "a whole number 0-\(maximumLimit)", \.limit,
        help: { _ in "the OS limit of pending requests" },
        parse: OptionValues.count(in: 0...maximumLimit)),
      .flag(
        "--denied", \.denied,
        help: { _ in "notifications are not authorized: remove every owned request" }),
      .now(\.now),
      .timeZone(\.timeZone),
    ] + PlanOptions.options(\.plan)
  }

  func validate() throws(CLIError) {
    if pending == "-", reminders == "-" {
      throw .usage("only one of --pending and --reminders can read standard input")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let pendingPath = pending
    let pendingData = try environment.read(fileOption: "--pending", path: pendingPath)
    let pendingRequests: [PendingRequest]
    do {
      pendingRequests = try PendingRequest.list(fromJSON: pendingData)
    } catch {
      throw fileError("--pending", pendingPath, error, whole: "pending")
    }
    let calendar = NamedZone.calendar(timeZone, environment)
    let moment = now ?? environment.now
    var notes: [String] = []
    var desired: [TimedRequest] = []
    var bedtimeCap = NotificationBudget.defaultLimit
    if bedtime {
      let (rules, messages) = try common.plannerContent()
      let (language, note) = common.language(among: messages.languages)
      notes += note.map { [$0] } ?? []
      let planner = try plan.planner(
        calendar: calendar, rules: rules, messages: messages, language: language)
      bedtimeCap = rules.queueLimit
      desired += planner.requests(
        at: moment, completed: Set(plan.completed),
        tests: BedtimePlanner.pendingTests(in: pendingRequests), nights: plan.nights,
        otherTests: plan.testPending)
    }
    let budget = NotificationBudget(limit: limit, bedtimeCap: bedtimeCap)
    if let reminders {
      // A dated rule can use at most every slot there is.
      let foreign = Set(pendingRequests.map(\.id)).filter { !Reconciliation.owns($0) }
      desired += try customRequests(
        path: reminders, environment: environment, calendar: calendar, now: moment,
        count: max(0, budget.limit - foreign.count), notes: &notes)
    }
    let sync = NotificationSync(
      pending: pendingRequests, desired: desired, budget: budget, authorized: !denied,
      calendar: calendar)
    let text =
      common.json
      ? try JSONOutput.encode(sync)
      : SyncTable.text(sync, zone: calendar.zoneName, now: moment, calendar: calendar)
    return CommandOutput(text, notes: notes)
  }

  /// The rules' requests with their first moments, `count` dated ones each.
  private func customRequests(
    path: String, environment: Environment, calendar: CivilCalendar, now: Date, count: Int,
    notes: inout [String]
  ) throws(CLIError) -> [TimedRequest] {
    let texts = try common.part(ReminderTexts.self)
    let (rules, problems) = try readRules(path, environment)
    notes += problems
    let (language, note) = common.language(among: texts.languages)
    if let note, !notes.contains(note) { notes.append(note) }
    let body = texts.defaultBody.string(in: language)
    return rules.flatMap {
      $0.timedRequests(after: now, count: count, calendar: calendar, defaultBody: body)
    }
  }
}
