import HabitRules

/// `gen advice`: one glance of next-action advice.
struct AdviceCommand: GenCommand {
  static let name = "advice"
  static let summary = "next-action advice from the streak and today's plan"

  var common = CommonOptions()
  var streak: Int?
  var planned: Int?
  var done: Int?
  var taskDone = false

  static var options: [Option<AdviceCommand>] {
    let count = OptionValues.count(in: 0...Int.max)
    let expected = "a whole number 0 or more"
    return [
      .value(
        "--streak", "N", expected: expected, \.streak,
        help: { _ in
          "current streak in days (required)"
        }, parse: count),
      .value(
        "--planned", "N", expected: expected, \.planned,
        help: { _ in
          "segments planned today (default 0)"
        }, parse: count),
      .value(
        "--done", "N", expected: expected, \.done,
        help: { _ in
          "segments completed today (default 0)"
        }, parse: count),
      .flag("--task-done", \.taskDone) { _ in "the current task is complete" },
    ]
  }

  func validate() throws(CLIError) {
    guard streak != nil else {
      throw .usage("gen advice needs --streak N (the current streak in days)")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let templates = try common.part(AdviceTemplates.self)
    let (language, note) = common.language(among: templates.languages)
    let advice = templates.advice(
      streakDays: streak ?? 0, planned: planned ?? 0, completed: done ?? 0,
      taskCompleted: taskDone, language: language)
    let text = common.json ? try JSONOutput.encode(advice) : AdviceText.text(advice)
    return CommandOutput(text, note: note)
  }
}
