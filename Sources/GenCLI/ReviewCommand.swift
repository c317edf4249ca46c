import Foundation
import GenSVG
import HabitRules
import HabitToolkit

/// `gen review`: the review of a week or a month of focus sessions, the
/// period before beside it, and the share text (HabitRules.docc/ReviewAndCards.md).
struct ReviewCommand: GenCommand {
  static let name = "review"
  static let summary = "review a week or a month of focus sessions, with a share text"

  var common = CommonOptions()
  /// `--sessions` (required: the parser rejects a command line without it).
  var sessions = ""
  var period = ReviewPeriod.week
  var date: CivilDate?
  var now: Date?
  var timeZone: NamedZone?
  var weekStart = StreakPolicy.standard.weekStart
  var rolloverTime: WallTime?
  var from: CivilDate?
  var to: CivilDate?
  var heatmap = false
  var svg = false

  static var options: [Option<ReviewCommand>] {
    [
      .sessions(\.sessions),
      .choice("--period", "P", \.period),
      Option.value(
        "--date", "D", expected: "a day YYYY-MM-DD", \.date,
        help: { _ in "a day of the period to review, today or earlier" }, parse: CivilDate.init
      ).defaulting { _ in "default: today" },
      .now(\.now),
      .timeZone(\.timeZone),
      Option.weekStart(\.weekStart).defaulting { _ in "default \(Self().weekStart), Monday" },
      .rollover(\.rolloverTime),
      Option.value(
        "--from", "D", expected: "a day YYYY-MM-DD", \.from,
        help: { _ in "review any range: its first logical day (with --to)" }, parse: CivilDate.init),
      Option.value(
        "--to", "D", expected: "a day YYYY-MM-DD", \.to,
        help: { _ in "the range's last logical day, inclusive, up to 366 days in all" },
        parse: CivilDate.init),
      .flag("--heatmap", \.heatmap) { _ in
        "add the focus minutes per weekday and hour (JSON \"heatmap\")"
      },
      .svg(\.svg, help: "with --heatmap: draw the weekday x hour grid as a standalone SVG"),
    ]
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let source = try common.contentSource()
    let parts: (ReviewTexts, GrowthRules, Expeditions, BadgeCatalog, DateTexts)
    do throws(ContentError) {
      parts = try source.load(
        ReviewTexts.self, GrowthRules.self, Expeditions.self, BadgeCatalog.self, DateTexts.self)
    } catch {
      throw .data(error.description)
    }
    let (texts, rules, expeditions, badges, dates) = parts
    let real = try readSessions(sessions, in: environment)
    let moment = now ?? environment.now
    let calendar = NamedZone.calendar(timeZone, environment)
    let review = try makeReview(
      real.records, now: moment,
      calendar: ReviewCalendar(
        calendar, rollover: rolloverTime.map(DayRollover.init(at:)) ?? .midnight,
        weekStart: weekStart),
      rules: ReviewRules(texts, rules, expeditions, badges))
    let (language, note) = common.language(among: texts.languages)
    let report = ReviewReport(
      review: review, texts: texts, dates: dates, language: language, heatmap: heatmap)
    var notes = real.note.map { [$0] } ?? []
    let ended = real.records.filter { $0.end <= moment }
    if let later = LaterRecords.note(
      real.records.count - ended.count, one: "session ends", many: "sessions end")
    {
      notes.append(later)
    }
    let once = SessionOverlaps.resolve(
      starts: ended.map { $0.start.date.timeIntervalSinceReferenceDate },
      minutes: ended.map(\.minutes))
    notes += GrowthCommand.notes(
      GrowthAdjustments(
        duplicates: once.duplicates, overlapping: once.overlapping, droppedDemo: 0,
        ignoredDemoState: false), state: nil)
    if let note { notes.append(note) }
    if svg {
      let words = PictureWords(
        texts: try common.part(PictureTexts.self), dates: dates, language: language)
      return CommandOutput(HeatmapPicture.svg(review, words: words), notes: notes)
    }
    if common.json { return CommandOutput(try JSONOutput.encode(report), notes: notes) }
    let table = ReviewTable(
      texts: texts, dates: dates, words: try common.tableWords(in: language), language: language)
    return CommandOutput(
      try markingDemo(table.text(report), demo: review.demo, common), notes: notes)
  }
}

extension ReviewCommand {
  /// The review the options ask for: a range with `--from` and `--to`,
  /// else the week or month of `--date`.
  private func makeReview(
    _ sessions: [FocusSession], now: Date, calendar: ReviewCalendar, rules: ReviewRules
  ) throws(CLIError) -> PeriodReview {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
    if svg, !heatmap { throw .usage("--svg draws the heatmap: give it with --heatmap") }
    if (from == nil) != (to == nil) {
      throw .usage("\(from == nil ? "--to" : "--from"): a range needs both --from D and --to D")
    }
    if from != nil, date != nil {
      throw .usage("--date: give a day or --from and --to, not both")
    }
    if from == nil, period == .range {
      throw .usage("--period range: give the range's days with --from D --to D")
    }
    do throws(InputError) {
      if let from, let to {
        return try PeriodReview(
          sessions: sessions, from: from, to: to, now: now, calendar: calendar, rules: rules)
      }
      return try PeriodReview(
        sessions: sessions, period: period, day: date, now: now, calendar: calendar, rules: rules)
    } catch {
      throw .review(error)
    }
  }
}

extension ReviewRules {
  /// The rules a review counts by, from the content files `gen review`
  /// and `gen card week` load.
  init(
    _ texts: ReviewTexts, _ growth: GrowthRules, _ expeditions: Expeditions,
    _ badges: BadgeCatalog
  ) {
    self.init(
      bands: texts.bands,
      growth: GrowthContent(
        rules: growth, expeditions: expeditions, deepFocus: badges.builder.deepFocus))
  }
}

extension CLIError {
  /// A review's refusal as a usage error naming the option:
  /// `--week-start` for its `weekStart`, `--from` and `--to` for a range's
  /// days, `--date` for a day after today.
  static func review(_ error: InputError) -> CLIError {
    let option =
      switch error.field {
      case "weekStart": "--week-start"
      case "from", "to": "--" + error.field
      default: "--date"
      }
    return .usage("\(option): \(error.message)")
  }
}
