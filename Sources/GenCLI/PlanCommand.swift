import Foundation
import GenSVG
import HabitRules

/// `gen plan`: the coming nights' bedtime reminders and the notification
/// queue, from `BedtimePlanner.schedule(at:completed:testPending:nights:)`.
struct PlanCommand: GenCommand {
  static let name = "plan"
  static let summary = "plan bedtime reminders for the coming nights and the notification queue"

  var common = CommonOptions()
  var now: Date?
  var timeZone: NamedZone?
  var window: NightWindow?
  var frequency: BedtimeSettings.Frequency?
  var intensity: BedtimeSettings.Intensity?
  var seed: UInt64?
  var nights: Int?
  var completed: [CivilDate]?
  var testPending: Int?
  var svg = false

  /// The most nights `--nights` plans.
  static let maximumNights = 31

  static var options: [Option<PlanCommand>] {
    [
      .now(\.now),
      .timeZone(\.timeZone),
      .window(\.window),
      .frequency(\.frequency),
      .intensity(\.intensity),
      .seed(\.seed),
      .value(
        "--nights", "K", expected: "a whole number 1-\(maximumNights)", \.nights,
        help: { content in
          "nights to plan from tonight, 1-\(maximumNights) (default \(content.planner.horizonNights))"
        }, parse: OptionValues.count(in: 1...maximumNights)),
      .completed(\.completed),
      // The range depends on the content, so it is checked in `run`.
      .value(
        "--test-pending", "P", expected: "a whole number 0 or more", \.testPending,
        help: { content in
          "test notifications already pending, 0-\(content.planner.maxTestPending) (default 0)"
        }, parse: OptionValues.count(in: 0...Int.max)),
      .svg(\.svg, help: "draw the nights on the window's time axis: a standalone SVG, not a table"),
    ]
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let (rules, messages) = try common.plannerContent()
    if let testPending, testPending > rules.maxTestPending {
      throw .usage(
        "invalid --test-pending value \"\(testPending)\": expected a whole number 0-\(rules.maxTestPending)"
      )
    }
    let settings = BedtimeSettings(
      window: window ?? rules.defaultWindow, frequency: frequency ?? .normal,
      intensity: intensity ?? .normal, seed: seed ?? 0)
    let calendar = NamedZone.calendar(timeZone, environment)
    let (language, note) = common.language(among: messages.languages)
    let planner = BedtimePlanner(
      settings: settings, calendar: calendar, rules: rules, messages: messages,
      language: language)
    let schedule = planner.schedule(
      at: now ?? environment.now, completed: Set(completed ?? []),
      testPending: testPending ?? 0, nights: nights)
    if svg {
      let levelNames = messages.titles.map { $0.string(in: language) }
      let picture = PlanPicture.svg(
        schedule, calendar: calendar, levelNames: levelNames,
        words: try common.part(PictureTexts.self),
        language: language)
      return CommandOutput(picture, note: note)
    }
    let text =
      common.json
      ? try JSONOutput.encode(schedule) : PlanTable(schedule: schedule, calendar: calendar).text
    return CommandOutput(text, note: note)
  }
}
