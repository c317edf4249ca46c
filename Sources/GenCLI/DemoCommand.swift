import Foundation
import HabitRules
import HabitToolkit

/// Which kind a `gen demo` subcommand writes.
protocol DemoKindTag: Sendable {
  static var kind: DemoData.Kind { get }
}

/// `gen demo focus`.
enum DemoFocus: DemoKindTag { static let kind = DemoData.Kind.focus }
/// `gen demo sleep`.
enum DemoSleep: DemoKindTag { static let kind = DemoData.Kind.sleep }
/// `gen demo savings`.
enum DemoSavings: DemoKindTag { static let kind = DemoData.Kind.savings }
/// `gen demo footprint`.
enum DemoFootprint: DemoKindTag { static let kind = DemoData.Kind.footprint }
/// `gen demo reminders`.
enum DemoReminders: DemoKindTag { static let kind = DemoData.Kind.reminders }

/// `gen demo KIND`: demo records in the input shape of the kind's command,
/// every record with `"demo": true` (HabitRules.docc/Demo.md).
///
/// `--now`, `--tz` and `--seed` are required: the records are a function
/// of them (and of `--days`), never of the clock or the system zone.
struct DemoCommand<Tag: DemoKindTag>: GenCommand {
  static var name: String { "demo \(Tag.kind.rawValue)" }
  static var summary: String {
    switch Tag.kind {
    case .focus: "focus sessions for gen growth --sessions"
    case .sleep: "bedtime check-ins for gen streak --records"
    case .savings: "deposits for gen goal wish --deposits"
    case .footprint: "walks as activity events for gen badges --events"
    case .reminders: "reminder rules for gen remind --reminders (gen sync refuses them)"
    }
  }

  var common = CommonOptions()
  var now: Date?
  var timeZone: NamedZone?
  var seed: UInt64 = 0
  var days = DemoData.defaultDays

  private static var daysExpected: String {
    "a whole number of days \(DemoData.dayRange.lowerBound)-\(DemoData.dayRange.upperBound)"
  }

  static var options: [Option<DemoCommand>] {
    [
      Option.now(\.now).required("the records end at it"),
      Option.timeZone(\.timeZone).required("the records fall on its days and clock"),
      Option.seed(\.seed).required("another seed gives other records"),
      .value(
        "--days", "D", expected: daysExpected, \.days,
        help: { _ in
          Tag.kind == .reminders
            ? "the window in days, \(daysExpected); rules have no history, so it is not used"
            : "how far back the records go, in days of 24 hours: \(daysExpected)"
        }, parse: OptionValues.count(in: DemoData.dayRange)),
    ]
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let demo: DemoData
    do {
      demo = try DemoData(
        now: now ?? environment.now, calendar: NamedZone.calendar(timeZone, environment),
        seed: seed, days: days)
    } catch {
      throw .usage("invalid --\(error.field) value: \(error.message)")
    }
    switch Tag.kind {
    case .focus:
      let chapters = try common.part(Expeditions.self).chapters
      var scenes: [String] = []
      for chapter in chapters where !scenes.contains(chapter.sceneId) {
        scenes.append(chapter.sceneId)
      }
      return CommandOutput(try JSONOutput.encode(demo.focusSessions(sceneIds: scenes)))
    case .sleep:
      return CommandOutput(
        try JSONOutput.encode(DemoMoments.checkIns(demo.sleepCheckIns(), in: demo.calendar)))
    case .savings:
      return CommandOutput(
        try JSONOutput.encode(DemoMoments.deposits(demo.deposits(), in: demo.calendar)))
    case .footprint:
      return CommandOutput(
        try JSONOutput.encode(DemoMoments.events(demo.footprintEvents(), in: demo.calendar)))
    case .reminders:
      let texts = try common.part(DemoTexts.self)
      let (language, note) = common.language(among: texts.languages)
      return CommandOutput(
        try JSONOutput.encode(demo.reminders(texts: texts, language: language)), note: note)
    }
  }
}
