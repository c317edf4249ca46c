import Foundation
import HabitRules

/// The bedtime plan's options, one group shared by `gen plan` and `gen
/// sync`: each default declared once, here, and printed by help from here.
struct PlanOptions {
  /// `--window S-E`; `nil` for the content's default window.
  var window: NightWindow?
  /// `--frequency`.
  var frequency = BedtimeSettings.Frequency.normal
  /// `--intensity`.
  var intensity = BedtimeSettings.Intensity.normal
  /// `--seed`: the installation's seed.
  var seed: UInt64 = 0
  /// `--nights`; `nil` for the content's horizon.
  var nights: Int?
  /// `--completed`: nights already checked in.
  var completed: [CivilDate] = []
  /// `--test-pending`: test notifications already pending.
  var testPending = 0

  /// The most nights `--nights` plans.
  static let maximumNights = 31

  /// The group's rows of a command's option table.
  static func options<Command>(_ group: WritableKeyPath<Command, PlanOptions>) -> [Option<Command>]
  {
    [
      Option.custom(
        "--window", "S-E", group.appending(path: \.window),
        help: { _ in "night window HH:MM-HH:MM" }, parse: OptionValues.window
      ).defaulting { content in "default \(content.planner.defaultWindow)" },
      .choice("--frequency", "F", group.appending(path: \.frequency)),
      .choice("--intensity", "I", group.appending(path: \.intensity)),
      .seed(group.appending(path: \.seed)),
      Option.value(
        "--nights", "K", expected: "a whole number 1-\(maximumNights)",
        group.appending(path: \.nights),
        help: { _ in "nights to plan from tonight, 1-\(maximumNights)" },
        parse: OptionValues.count(in: 1...maximumNights)
      ).defaulting { content in "default \(content.planner.horizonNights)" },
      .custom(
        "--completed", "D1,D2", group.appending(path: \.completed),
        help: { _ in "nights already completed (YYYY-MM-DD)" },
        parse: OptionValues.days("--completed")),
      // The range depends on the content, so it is checked in `settings`.
      .value(
        "--test-pending", "P", expected: "a whole number 0 or more",
        group.appending(path: \.testPending),
        help: { content in "test notifications already pending, 0-\(content.planner.maxTestPending)"
        },
        parse: OptionValues.count(in: 0...Int.max)),
    ]
  }

  /// The planner these options ask for.
  ///
  /// - Throws: A usage error when `--test-pending` is above the content's
  ///   reserve.
  func planner(
    calendar: CivilCalendar, rules: PlannerRules, messages: BedtimeMessages, language: Language
  ) throws(CLIError) -> BedtimePlanner {
    if testPending > rules.maxTestPending {
      throw .usage(
        "invalid --test-pending value \"\(testPending)\": expected a whole number 0-\(rules.maxTestPending)"
      )
    }
    return BedtimePlanner(
      settings: BedtimeSettings(
        window: window ?? rules.defaultWindow, frequency: frequency, intensity: intensity,
        seed: seed),
      calendar: calendar, rules: rules, messages: messages, language: language)
  }
}
