import Foundation
import HabitRules

extension Command {
  /// `gen streak`: the streak summary of stored check-ins.
  static let streak = Command(
    name: "streak",
    summary: "summarize a streak from stored check-ins",
    options: [
      .value("--records", "FILE", "JSON array of check-ins, or - for standard input (required)"),
      .now, .timeZone, .window,
      .value("--rollover", "HH:MM", "the day starts at this wall time (default 00:00)"),
      .value("--rest", "D1,D2", "rest days (YYYY-MM-DD), which bridge a streak"),
    ]
  ) { context throws(CLIError) in
    guard let path = context.arguments["--records"] else {
      throw .usage("gen streak needs --records FILE (or - for standard input)")
    }
    let now = try context.now()
    let timeZone = try context.timeZone()
    let rollover = try StreakInput.rollover(context)
    let restDays = try context.days("--rest")
    let data = try context.read(fileOption: "--records", path: path)
    let calendar = CivilCalendar(timeZone: timeZone)
    let checkIns = try StreakInput.checkIns(
      from: data, path: path, calendar: calendar, rollover: rollover)
    let today = calendar.logicalDay(of: now, rollover: rollover)
    let summary = StreakSummary(
      checkIns: checkIns, restDays: restDays, today: today, calendar: calendar)
    if context.wantsJSON { return try JSONOutput.encode(summary) }
    return StreakInput.table(summary, zone: timeZone.identifier, rollover: rollover)
  }
}

/// Reading `gen streak`'s inputs and writing its table.
enum StreakInput {
  /// `--window` (its rollover) or `--rollover`, not both; midnight otherwise.
  static func rollover(_ context: CommandContext) throws(CLIError) -> DayRollover {
    let window = try context.window()
    let wallTime = try context.arguments.value(
      "--rollover", expected: "a wall time HH:MM, such as 04:00", WallTime.init)
    switch (window, wallTime) {
    case (.some, .some): throw .usage("give --window or --rollover, not both")
    case (.some(let window), nil): return window.rollover
    case (nil, .some(let wallTime)): return DayRollover(at: wallTime)
    case (nil, nil): return .midnight
    }
  }

  /// Items are a moment string (its day follows the current rule) or an
  /// object `{"day": "YYYY-MM-DD", "at": moment}` with the stored day.
  static func checkIns(
    from data: Data, path: String, calendar: CivilCalendar, rollover: DayRollover
  ) throws(CLIError) -> [CheckIn] {
    let name = path == "-" ? "standard input" : path
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw .data("--records \(name): not valid JSON")
    }
    guard let items = json as? [Any] else {
      throw .data("--records \(name): expected a JSON array of check-ins")
    }
    var checkIns: [CheckIn] = []
    checkIns.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if let text = item as? String {
        guard let moment = ISO8601Moment.parse(text) else {
          throw .data(
            "--records \(name): [\(index)]: invalid moment \"\(text)\"; expected ISO 8601 with offset"
          )
        }
        checkIns.append(CheckIn(at: moment, calendar: calendar, rollover: rollover))
      } else if let object = item as? [String: Any] {
        checkIns.append(try record(object, at: "--records \(name): [\(index)]"))
      } else {
        throw .data(
          "--records \(name): [\(index)]: expected a moment string or {\"day\": \"YYYY-MM-DD\", \"at\": moment}"
        )
      }
    }
    return checkIns
  }

  private static func record(_ object: [String: Any], at location: String) throws(CLIError)
    -> CheckIn
  {
    guard let dayText = object["day"] as? String else {
      throw .data("\(location).day: missing; expected \"YYYY-MM-DD\"")
    }
    guard let day = CivilDate(dayText) else {
      throw .data("\(location).day: invalid day \"\(dayText)\"; expected YYYY-MM-DD")
    }
    guard let atValue = object["at"], !(atValue is NSNull) else { return CheckIn(day: day) }
    guard let atText = atValue as? String, let at = ISO8601Moment.parse(atText) else {
      throw .data("\(location).at: invalid moment; expected ISO 8601 with offset")
    }
    return CheckIn(day: day, at: at)
  }

  static func table(_ summary: StreakSummary, zone: String, rollover: DayRollover) -> String {
    func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
    let todayState =
      summary.todayDone
      ? "done"
      : summary.todayIsRest
        ? "rest day" : summary.atRisk ? "not done yet (streak at risk)" : "not done yet"
    var lines = [
      "Streak on \(summary.today) (\(zone), new day at \(rollover.wallTime))",
      "  current         \(days(summary.current))",
      "  longest         \(days(summary.longest))",
      "  today           \(todayState)",
      "  last completed  \(summary.lastCompleted?.description ?? "never")",
    ]
    if summary.futureRecords > 0 {
      lines.append("  ignored         \(summary.futureRecords) check-ins dated after today")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
