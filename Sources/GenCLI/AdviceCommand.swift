import HabitRules

/// `gen advice`: one glance of next-action advice.
struct AdviceCommand: GenCommand {
  static let name = "advice"
  static let summary = "next-action advice from the streak and today's plan"

  var common = CommonOptions()
  /// `--streak` (required: the parser rejects a command line without it).
  var streak = 0
  var planned = 0
  var done = 0
  var taskDone = false

  static var options: [Option<AdviceCommand>] {
    let count = OptionValues.count(in: 0...Int.max)
    let expected = "a whole number 0 or more"
    return [
      Option.value(
        "--streak", "N", expected: expected, \.streak, help: { _ in "current streak in days" },
        parse: count
      ).required("the current streak in days"),
      .value(
        "--planned", "N", expected: expected, \.planned, help: { _ in "segments planned today" },
        parse: count),
      .value(
        "--done", "N", expected: expected, \.done, help: { _ in "segments completed today" },
        parse: count),
      .flag("--task-done", \.taskDone) { _ in "the current task is complete" },
    ]
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let templates = try common.part(AdviceTemplates.self)
    let (language, note) = common.language(among: templates.languages)
    let advice = templates.advice(
      streakDays: streak, planned: planned, completed: done,
      taskCompleted: taskDone, language: language)
    let text = common.json ? try JSONOutput.encode(advice) : AdviceText.text(advice)
    return CommandOutput(text, note: note)
  }
}
