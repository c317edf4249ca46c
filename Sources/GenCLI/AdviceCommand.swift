import Foundation
import HabitRules

extension Command {
  /// `gen advice`: one glance of next-action advice.
  static let advice = Command(
    name: "advice",
    summary: "next-action advice from the streak and today's plan",
    options: [
      .value("--streak", "N", "current streak in days (required)"),
      .value("--planned", "N", "segments planned today (default 0)"),
      .value("--done", "N", "segments completed today (default 0)"),
      .flag("--task-done", "the current task is complete"),
    ]
  ) { context throws(CLIError) in
    func count(_ option: String) throws(CLIError) -> Int? {
      try context.arguments.value(option, expected: "a whole number 0 or more") { text in
        Int(text).flatMap { $0 >= 0 ? $0 : nil }
      }
    }
    guard let streak = try count("--streak") else {
      throw .usage("gen advice needs --streak N (the current streak in days)")
    }
    let planned = try count("--planned") ?? 0
    let done = try count("--done") ?? 0
    let content = try context.content()
    let advice: Advice
    do throws(Advice.InputError) {
      advice = try content.advice.advice(
        streakDays: streak, planned: planned, completed: done,
        taskCompleted: context.arguments.has("--task-done"), language: context.language)
    } catch {
      throw .usage(error.description)
    }
    if context.wantsJSON { return try JSONOutput.encode(advice) }
    return advice.text + "\n"
  }
}
