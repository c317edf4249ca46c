import Foundation
import HabitRules

/// `gen remind`: a person's own reminders, with their next occurrences and
/// the notification requests a front end hands the OS.
struct RemindCommand: GenCommand {
  static let name = "remind"
  static let summary = "list a person's own reminders: next times and notification requests"

  var common = CommonOptions()
  var reminders: String?
  var now: Date?
  var timeZone: NamedZone?
  var count: Int?

  /// The most occurrences `--count` asks for: a year of a daily rule.
  static let maximumCount = 366
  /// Occurrences per rule without `--count`.
  static let defaultCount = 5

  static var options: [Option<RemindCommand>] {
    [
      .text(
        "--reminders", "FILE", \.reminders,
        help: { _ in "JSON array of reminder rules, or - for standard input (required)" }),
      .now(\.now),
      .timeZone(\.timeZone),
      .value(
        "--count", "K", expected: "a whole number 1-\(maximumCount)", \.count,
        help: { _ in
          "next occurrences per rule, and dated requests, 1-\(maximumCount) (default \(defaultCount))"
        }, parse: OptionValues.count(in: 1...maximumCount)),
    ]
  }

  func validate() throws(CLIError) {
    guard reminders != nil else {
      throw .usage("gen remind needs --reminders FILE (or - for standard input)")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let texts = try common.part(ReminderTexts.load)
    let rules = try readRules(reminders ?? "-", environment)
    let calendar = NamedZone.calendar(timeZone, environment)
    let moment = now ?? environment.now
    let (language, note) = common.language(among: texts.languages)
    let report = RemindReport(
      timeZone: calendar.zoneName,
      reminders: rules.map { rule in
        RemindReport.Entry(
          rule: rule,
          next: rule.occurrences(
            after: moment, count: count ?? Self.defaultCount, calendar: calendar
          )
          .map(calendar.zoned),
          requests: rule.requests(
            after: moment, count: count ?? Self.defaultCount, calendar: calendar,
            defaultBody: texts.defaultBody.string(in: language)))
      })
    let text =
      common.json
      ? try JSONOutput.encode(report)
      : RemindTable.text(report, now: moment, calendar: calendar)
    return CommandOutput(text, note: note)
  }
}

/// The rules of `--reminders FILE|-`.
///
/// - Throws: A data error naming the option, the file, the rule and the field.
func readRules(_ path: String, _ environment: Environment) throws(CLIError) -> [RecurringReminder] {
  let data = try environment.read(fileOption: "--reminders", path: path)
  do {
    return try RecurringReminder.rules(fromJSON: data)
  } catch {
    throw fileError("--reminders", path, error, whole: "reminders")
  }
}

/// What `gen remind` prints: per rule, its next moments and its requests.
struct RemindReport: Encodable {
  struct Entry: Encodable {
    let rule: RecurringReminder
    let next: [ISO8601Moment]
    let requests: [NotificationRequest]

    private enum CodingKeys: String, CodingKey {
      case id, next, requests
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rule.id, forKey: .id)
      try container.encode(next, forKey: .next)
      try container.encode(requests, forKey: .requests)
    }
  }

  let timeZone: String
  let reminders: [Entry]
}
