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
  var authorization = Authorization.authorized
  var prefixes = OwnedPrefixes.standard
  var test: BedtimePlanner.TestDelay?
  var now: Date?
  var timeZone: NamedZone?
  /// `--done`, `--rollover`, `--week-start`.
  var done = DoneOptions()

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
          "include bedtime reminders (at most \(content.planner.queueLimit), tests included);"
            + " without it pending bedtime requests are left untouched"
        }),
      .value(
        "--limit", "N", expected: "a whole number 0-\(maximumLimit)", \.limit,
        help: { _ in "the OS limit of pending requests" },
        parse: OptionValues.count(in: 0...maximumLimit)),
      .choice("--authorization", "STATE", \.authorization),
      Option(
        name: "--denied", valueName: nil, help: { _ in "the same as --authorization denied" },
        apply: { options, _ in options.authorization = .denied }),
      Option(
        name: "--prefix", valueName: "SOURCE=PREFIX",
        help: { _ in
          "the ids a source owns, such as custom=kangkang.custom. (repeatable; default"
            + " bedtime=bedtime. custom=custom.)"
        },
        apply: { options, text throws(CLIError) in
          options.prefixes = try prefix(text ?? "", applyingTo: options.prefixes)
        }),
      .value(
        "--test", "SECONDS", expected: "10 or 30", \.test,
        help: { _ in
          "add a test notification 10 or 30 seconds from now, with the content's test text"
            + " (needs --bedtime)"
        },
        parse: { Int($0).flatMap(BedtimePlanner.TestDelay.init(rawValue:)) }),
      .now(\.now),
      .timeZone(\.timeZone),
    ] + PlanOptions.options(\.plan) + DoneOptions.options(\.done)
  }

  /// `--prefix SOURCE=PREFIX` applied to the prefixes so far.
  static func prefix(
    _ text: String, applyingTo prefixes: OwnedPrefixes
  ) throws(CLIError) -> OwnedPrefixes {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let usage = CLIError.usage(
      "invalid --prefix value \(quoted(text)): expected bedtime=PREFIX or custom=PREFIX,"
        + " PREFIX not empty")
    guard parts.count == 2, !parts[1].isEmpty,
      let source = NotificationRequest.Source(rawValue: String(parts[0]))
    else { throw usage }
    let value = String(parts[1])
    switch source {
    case .bedtime: return OwnedPrefixes(bedtime: value, custom: prefixes.custom)
    case .custom: return OwnedPrefixes(bedtime: prefixes.bedtime, custom: value)
    }
  }

  func validate() throws(CLIError) {
    if pending == "-", reminders == "-" {
      throw .usage("only one of --pending and --reminders can read standard input")
    }
    if done.done == "-", pending == "-" || reminders == "-" {
      throw .usage("only one of --pending, --reminders and --done can read standard input")
    }
    if test != nil, !bedtime { throw .usage("--test needs --bedtime: a test is a bedtime request") }
    if prefixes.bedtime.utf8.starts(with: prefixes.custom.utf8)
      || prefixes.custom.utf8.starts(with: prefixes.bedtime.utf8)
    {
      throw .usage(
        "--prefix: bedtime \(quoted(prefixes.bedtime)) and custom \(quoted(prefixes.custom))"
          + " overlap; one must not start the other")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let pendingRequests = try readPending(environment)
    let calendar = NamedZone.calendar(timeZone, environment)
    let moment = now ?? environment.now
    var notes: [String] = []
    var bedtimeRequests: [TimedRequest]?
    var bedtimeCap = NotificationBudget.defaultLimit
    var unlistedTests = 0
    if bedtime {
      let part = try bedtimePart(
        pending: pendingRequests, calendar: calendar, at: moment, notes: &notes)
      (bedtimeRequests, bedtimeCap, unlistedTests) = (part.requests, part.cap, part.unlistedTests)
    }
    var rules: [RecurringReminder] = []
    var body = ""
    if let reminders {
      (rules, body) = try personalRules(reminders, environment, notes: &notes)
    }
    let sync = NotificationSync(
      device: .init(
        pending: pendingRequests, authorization: authorization, prefixes: prefixes,
        unlistedPending: unlistedTests),
      bedtime: bedtimeRequests,
      rules: .init(rules, defaultBody: body, completions: try done.completions(environment)),
      after: moment,
      calendar: calendar, budget: NotificationBudget(limit: limit, bedtimeCap: bedtimeCap))
    if !sync.untouched.isEmpty {
      notes.append(
        "\(sync.untouched.count) pending bedtime "
          + (sync.untouched.count == 1 ? "request" : "requests") + " left untouched:"
          + " this sync does not include --bedtime")
    }
    if common.json { return CommandOutput(try JSONOutput.encode(sync), notes: notes) }
    let tables = try common.part(TableTexts.self)
    let (language, note) = common.language(among: tables.languages)
    if let note, !notes.contains(note) { notes.append(note) }
    let text = SyncTable.text(
      sync, now: moment, calendar: calendar, rules: rules,
      prefixes: prefixes, words: try common.tableWords(in: language))
    return CommandOutput(text, notes: notes)
  }

  /// The requests of `--pending`.
  private func readPending(_ environment: Environment) throws(CLIError) -> [PendingRequest] {
    let data = try environment.read(fileOption: "--pending", path: pending)
    do {
      return try PendingRequest.list(fromJSON: data)
    } catch {
      throw fileError("--pending", pending, error, whole: "pending")
    }
  }

  /// The bedtime requests of `--bedtime` (with a `--test` one), and the
  /// slots they may take: the planner's cap less the tests pending that
  /// `--pending` does not list (`--test-pending`).
  private func bedtimePart(
    pending: [PendingRequest], calendar: CivilCalendar, at moment: Date, notes: inout [String]
  ) throws(CLIError) -> (requests: [TimedRequest], cap: Int, unlistedTests: Int) {
    let (rules, messages) = try common.plannerContent()
    let (language, note) = common.language(among: messages.languages)
    notes += note.map { [$0] } ?? []
    let planner = try plan.planner(
      calendar: calendar, rules: rules, messages: messages, language: language)
    var tests = BedtimePlanner.pendingTests(in: pending)
    if let test {
      switch planner.testNotification(
        at: moment, delay: test, completed: Set(plan.completed), tests: tests)
      {
      case .success(let made): tests.append(made)
      case .failure(let refusal): throw .data("--test \(test.rawValue): \(refusal)")
      }
    }
    let requests = planner.requests(
      at: moment, completed: Set(plan.completed), tests: tests, nights: plan.nights,
      prefix: prefixes.bedtime)
    // `--test-pending` counts tests pending that the file does not list:
    // they hold slots of the budget and of the bedtime cap.
    let listed = requests.count {
      $0.request.id.utf8.starts(with: BedtimePlanner.testIDPrefix.utf8)
    }
    let unlistedTests = max(0, plan.testPending - listed)
    return (requests, rules.queueLimit - unlistedTests, unlistedTests)
  }

  /// The person's rules of `--reminders` (never demo ones) and the body of
  /// a rule without a note.
  private func personalRules(
    _ path: String, _ environment: Environment, notes: inout [String]
  ) throws(CLIError) -> (rules: [RecurringReminder], body: String) {
    let texts = try common.part(ReminderTexts.self)
    let (read, problems) = try readRules(path, environment)
    let counted = CountedRecords(read, isDemo: \.demo, option: "--reminders", path: path)
    if counted.usedDemo {
      throw .data(
        "--reminders \(inputName(path)): demo reminder rules (\"demo\": true) are never "
          + "scheduled; sync schedules a person's own rules only")
    }
    notes += problems + (counted.note.map { [$0] } ?? [])
    let (language, note) = common.language(among: texts.languages)
    if let note, !notes.contains(note) { notes.append(note) }
    return (counted.records, texts.defaultBody.string(in: language))
  }
}
