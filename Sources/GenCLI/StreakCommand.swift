import Foundation
import HabitRules

/// `gen streak`: the streak summary of stored check-ins.
struct StreakCommand: GenCommand {
  static let name = "streak"
  static let summary = "summarize a streak from stored check-ins"

  var common = CommonOptions()
  var records: String?
  var now: Date?
  var timeZone: TimeZone?
  var window: NightWindow?
  var rolloverTime: WallTime?
  var rest: [CivilDate]?

  static var options: [Option<StreakCommand>] {
    [
      .text(
        "--records", "FILE", \.records,
        help: { _ in
          "JSON array of check-ins, or - for standard input (required)"
        }),
      .now(\.now),
      .timeZone(\.timeZone),
      .custom(
        "--window", "S-E", \.window,
        help: { content in
          "the day rolls over at the end of this night window, such as "
            + "\(content.planner.defaultWindow) (default: no window; see --rollover)"
        }, parse: OptionValues.window),
      .value(
        "--rollover", "HH:MM", expected: "a wall time HH:MM, such as 04:00", \.rolloverTime,
        help: { _ in "the day starts at this wall time (default \(DayRollover.midnight.wallTime))"
        },
        parse: WallTime.init),
      .custom(
        "--rest", "D1,D2", \.rest,
        help: { _ in
          "rest days (YYYY-MM-DD), which bridge a streak"
        }, parse: OptionValues.days("--rest")),
    ]
  }

  func validate() throws(CLIError) {
    guard records != nil else {
      throw .usage("gen streak needs --records FILE (or - for standard input)")
    }
    if window != nil, rolloverTime != nil {
      throw .usage("give --window or --rollover, not both")
    }
  }

  /// `--window`'s rollover, `--rollover`, or midnight.
  var rollover: DayRollover {
    window?.rollover ?? rolloverTime.map(DayRollover.init(at:)) ?? .midnight
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let path = records ?? "-"
    let zone = timeZone ?? environment.timeZone()
    let calendar = CivilCalendar(timeZone: zone)
    let data = try environment.read(fileOption: "--records", path: path)
    let checkIns: [CheckIn]
    do {
      checkIns = try CheckIn.records(fromJSON: data, calendar: calendar, rollover: rollover)
    } catch {
      throw fileError("--records", path, error, whole: "records")
    }
    let today = calendar.logicalDay(of: now ?? environment.now, rollover: rollover)
    let summary = StreakSummary(
      checkIns: checkIns, restDays: rest ?? [], today: today, calendar: calendar)
    if common.json { return CommandOutput(try JSONOutput.encode(summary)) }
    return CommandOutput(StreakTable.text(summary, zone: zone.identifier, rollover: rollover))
  }
}
