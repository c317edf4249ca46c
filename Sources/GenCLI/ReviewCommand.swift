import Foundation
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
    let review: PeriodReview
    do throws(InputError) {
      review = try PeriodReview(
        sessions: real.records, period: period, day: date, now: moment,
        calendar: ReviewCalendar(
          calendar, rollover: rolloverTime.map(DayRollover.init(at:)) ?? .midnight,
          weekStart: weekStart),
        rules: ReviewRules(texts, rules, expeditions, badges))
    } catch {
      throw .review(error)
    }
    let (language, note) = common.language(among: texts.languages)
    let report = ReviewReport(review: review, texts: texts, dates: dates, language: language)
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
    if common.json { return CommandOutput(try JSONOutput.encode(report), notes: notes) }
    let table = ReviewTable(
      texts: texts, dates: dates, words: try common.tableWords(in: language), language: language)
    return CommandOutput(
      try markingDemo(table.text(report), demo: review.demo, common), notes: notes)
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
  /// `--week-start` for its `weekStart`, `--date` for a day after today.
  static func review(_ error: InputError) -> CLIError {
    .usage("\(error.field == "weekStart" ? "--week-start" : "--date"): \(error.message)")
  }
}
