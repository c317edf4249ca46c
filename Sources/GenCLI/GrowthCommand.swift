import Foundation
import GenSVG
import HabitRules
import HabitToolkit

/// `gen growth`: level, XP, title and miles from focus sessions, and the
/// expeditions' chapters and missions (HabitRules.docc/Growth.md).
struct GrowthCommand: GenCommand {
  static let name = "growth"
  static let summary = "level, XP, title and miles from focus sessions; expedition chapters"

  var common = CommonOptions()
  /// `--sessions` (required: the parser rejects a command line without it).
  var sessions = ""
  /// `--state`: state kept from an earlier run.
  var state: String?
  var now: Date?
  var timeZone: NamedZone?
  var svg = false

  static var options: [Option<GrowthCommand>] {
    [
      .sessions(\.sessions),
      Option.text(
        "--state", "FILE", \.state,
        help: { _ in
          "expedition state kept from an earlier run (its --json works): what it holds as "
            + "completed stays completed"
        }
      ).defaulting { _ in "default: none" },
      .now(\.now),
      .timeZone(\.timeZone),
      .svg(\.svg, help: "draw the passport page: a stamp per chapter, a standalone SVG"),
    ]
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
    if state == "-", sessions == "-" {
      throw .usage("--sessions and --state cannot both read standard input")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let source = try common.contentSource()
    let parts: (GrowthRules, Expeditions, BadgeCatalog)
    do throws(ContentError) {
      parts = try source.load(GrowthRules.self, Expeditions.self, BadgeCatalog.self)
    } catch {
      throw .data(error.description)
    }
    let (rules, expeditions, badges) = parts
    let real = try readSessions(sessions, in: environment)
    let moment = now ?? environment.now
    let counted = real.records.filter { $0.end <= moment }
    let earlier = try readState(environment)
    let calendar = NamedZone.calendar(timeZone, environment)
    let (language, note) = common.language(among: rules.languages)
    let report = GrowthReport(
      sessions: counted,
      content: GrowthContent(
        rules: rules, expeditions: expeditions, deepFocus: badges.builder.deepFocus),
      earlier: earlier, calendar: calendar,
      language: language)
    var notes = report.expeditions.retiredEntries.map { entry in
      "--state \(inputName(state ?? "")): kept \(quoted(entry)), which the content no longer has"
    }
    if let note = real.note { notes.append(note) }
    if let later = LaterRecords.note(
      real.records.count - counted.count, one: "session ends", many: "sessions end")
    {
      notes.append(later)
    }
    notes += Self.notes(report.adjustments, state: state)
    if let note { notes.append(note) }
    if common.json { return CommandOutput(try JSONOutput.encode(report), notes: notes) }
    if svg {
      let dates = try common.part(DateTexts.self)
      let words = PictureWords(
        texts: try common.part(PictureTexts.self), dates: dates, language: language)
      return CommandOutput(
        PassportPicture.svg(report, rules: rules, expeditions: expeditions, words: words),
        notes: notes)
    }
    let dates = try common.part(DateTexts.self)
    let start = report.lastSession.flatMap { last in counted.last { $0.id == last.id } }?.start
    let table = GrowthTable(
      rules: rules, expeditions: expeditions, language: language,
      lastSessionStart: start.map {
        dates.string(
          calendar.civilDate(of: $0.date), time: calendar.wallTime(of: $0.date), in: language)
      } ?? "")
    return CommandOutput(
      try markingDemo(table.text(report), demo: report.demo, common), notes: notes)
  }

  /// What the report left out or adjusted, one note each.
  static func notes(_ adjustments: GrowthAdjustments, state: String?) -> [String] {
    var notes: [String] = []
    if adjustments.ignoredDemoState {
      notes.append(
        "--state \(inputName(state ?? "")): demo state ignored; the sessions are your own")
    }
    if adjustments.droppedDemo > 0, !adjustments.ignoredDemoState, state != nil {
      notes.append(
        "--state \(inputName(state ?? "")): demo sessions left out; the kept state is your own")
    }
    let twice = adjustments.duplicates
    if twice > 0 {
      notes.append(
        twice == 1
          ? "1 session repeats another's start and minutes and counts once"
          : "\(twice) sessions repeat another's start and minutes and count once")
    }
    let overlapping = adjustments.overlapping
    if overlapping > 0 {
      notes.append(
        overlapping == 1
          ? "1 session overlaps another; their minutes count once"
          : "\(overlapping) sessions overlap others; their minutes count once")
    }
    return notes
  }

  /// The state of `--state FILE|-`, or `nil` without it.
  private func readState(_ environment: Environment) throws(CLIError) -> ExpeditionState? {
    guard let state else { return nil }
    let data = try environment.read(fileOption: "--state", path: state)
    let cap = ExpeditionState.maximumStoredBytes
    guard data.count <= cap else {
      throw .data(
        "--state \(inputName(state)): too large: more than \(cap) bytes (\(cap >> 20) MiB), "
          + "the limit for a kept state")
    }
    do throws(InputError) {
      let value = try JSONValue.parse(data, field: "state")
      do {
        return try JSONValueDecoder.decode(ExpeditionState.self, from: value)
      } catch {
        throw InputError(error, in: "state")
      }
    } catch {
      throw fileError("--state", state, error, whole: "state")
    }
  }
}
