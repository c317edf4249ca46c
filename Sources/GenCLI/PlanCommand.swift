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
  var plan = PlanOptions()
  var svg = false

  static var options: [Option<PlanCommand>] {
    [.now(\.now), .timeZone(\.timeZone)] + PlanOptions.options(\.plan) + [
      .svg(\.svg, help: "draw the nights on the window's time axis: a standalone SVG, not a table")
    ]
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let (rules, messages) = try common.plannerContent()
    let calendar = NamedZone.calendar(timeZone, environment)
    let (language, note) = common.language(among: messages.languages)
    let planner = try plan.planner(
      calendar: calendar, rules: rules, messages: messages, language: language)
    let schedule = planner.schedule(
      at: now ?? environment.now, completed: Set(plan.completed),
      testPending: plan.testPending, nights: plan.nights)
    if svg {
      let levelNames = messages.titles.map { $0.string(in: language) }
      let words = PictureWords(
        texts: try common.part(PictureTexts.self), dates: try common.part(DateTexts.self),
        language: language)
      let picture = PlanPicture.svg(
        schedule, calendar: calendar, levelNames: levelNames, words: words)
      return CommandOutput(picture, note: note)
    }
    let text =
      common.json
      ? try JSONOutput.encode(schedule)
      : PlanTable(
        schedule: schedule, calendar: calendar,
        words: try common.tableWords(in: language)
      ).text
    return CommandOutput(text, note: note)
  }
}
