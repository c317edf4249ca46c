import Foundation
import HabitRules

/// The options of completions, one group shared by `gen remind` and `gen
/// sync`: `--done FILE`, and the day rollover and week start a
/// completion's period is read under.
struct DoneOptions {
  /// `--done FILE|-`; `nil` for no completions (the output is exactly as
  /// without the option).
  var done: String?
  /// `--rollover HH:MM`; `nil` for midnight.
  var rolloverTime: WallTime?
  /// `--week-start D`.
  var weekStart = StreakPolicy.standard.weekStart

  /// The group's rows of a command's option table.
  static func options<Command>(_ group: WritableKeyPath<Command, DoneOptions>) -> [Option<Command>]
  {
    [
      .text(
        "--done", "FILE", group.appending(path: \.done),
        help: { _ in
          "JSON array of completions {\"reminder\": \"<rule id>\", \"day\": \"YYYY-MM-DD\"}, or -"
        }),
      .rollover(group.appending(path: \.rolloverTime)),
      Option.weekStart(group.appending(path: \.weekStart)).defaulting { _ in
        "default \(StreakPolicy.standard.weekStart), Monday"
      },
    ]
  }

  /// The completions of `--done`, or ``ReminderCompletions/none`` without
  /// it.
  ///
  /// - Throws: A data error naming the option, the file, the entry and the
  ///   field.
  /// - Parameters:
  ///   - environment: The standard input.
  ///   - rollover: The rollover when `--rollover` is not given (midnight).
  /// - Returns: The completions.
  func completions(
    _ environment: Environment, rollover: DayRollover = .midnight
  ) throws(CLIError) -> ReminderCompletions {
    guard let done else { return .none }
    let data = try environment.read(fileOption: "--done", path: done)
    do {
      return ReminderCompletions(
        try ReminderCompletions.list(fromJSON: data),
        rollover: rolloverTime.map(DayRollover.init) ?? rollover, weekStart: weekStart)
    } catch {
      throw fileError("--done", done, error, whole: "done")
    }
  }
}
