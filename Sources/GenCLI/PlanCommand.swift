import Foundation
import HabitRules

extension Command {
  /// `gen plan`: tonight's bedtime reminders and the notification queue.
  static let plan = Command(
    name: "plan",
    summary: "plan bedtime reminders for the coming nights and the notification queue",
    options: [
      .now, .timeZone, .window,
      .value("--frequency", "F", "low, normal or high (default normal)"),
      .value("--intensity", "I", "gentle, normal or crazy (default normal)"),
      .seed,
      .value("--nights", "K", "nights to plan from tonight, 1-31 (default 8)"),
      .value("--completed", "D1,D2", "nights already completed (YYYY-MM-DD)"),
      .value("--test-pending", "P", "test notifications already pending, 0-4 (default 0)"),
    ]
  ) { context throws(CLIError) in
    let content = try context.plannerContent()
    let rules = content.rules
    let settings = BedtimeSettings(
      window: try context.window() ?? rules.defaultWindow,
      frequency: try context.arguments.value(
        "--frequency", expected: "low, normal or high", BedtimeSettings.Frequency.init)
        ?? .normal,
      intensity: try context.arguments.value(
        "--intensity", expected: "gentle, normal or crazy", BedtimeSettings.Intensity.init)
        ?? .normal,
      seed: try context.seed())
    let nights =
      try context.arguments.value("--nights", expected: "a whole number 1-31") { text in
        Int(text).flatMap { (1...31).contains($0) ? $0 : nil }
      } ?? rules.horizonNights
    let maxTests = rules.maxTestPending
    let testPending =
      try context.arguments.value("--test-pending", expected: "a whole number 0-\(maxTests)") {
        text in Int(text).flatMap { (0...maxTests).contains($0) ? $0 : nil }
      } ?? 0
    let completed = Set(try context.days("--completed"))
    let now = try context.now()
    let timeZone = try context.timeZone()

    let calendar = CivilCalendar(timeZone: timeZone)
    let planner = BedtimePlanner(
      settings: settings, calendar: calendar, rules: rules, messages: content.messages,
      language: context.language)
    let plans = planner.plans(from: planner.night(of: now), count: nights)
    let queue = ReminderQueue(
      plans: plans, now: now, completed: completed, testPending: testPending,
      limit: rules.queueLimit, maxTestPending: maxTests)
    let report = PlanReport(
      timeZone: timeZone.identifier, now: now, settings: settings, plans: plans,
      completed: completed, queue: queue, calendar: calendar)
    return context.wantsJSON ? try JSONOutput.encode(report.json) : report.table
  }
}
