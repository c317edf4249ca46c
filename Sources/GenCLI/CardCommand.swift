import Foundation
import GenSVG
import HabitRules
import HabitToolkit

/// `gen card session`: the share card of one focus session
/// (HabitRules.docc/ReviewAndCards.md): the latest session that ended by `--now`, or `--session ID`.
struct CardSessionCommand: CardCommand {
  static let name = "card session"
  static let summary = "a focus session's share card: minutes, soundscape, miles, level title"

  var common = CommonOptions()
  /// `--sessions` (required).
  var sessions = ""
  /// `--session`: one session by id instead of the latest.
  var session: String?
  var now: Date?
  var timeZone: NamedZone?
  var rolloverTime: WallTime?
  var svg = false
  /// `--task`: the name of the task the session was for.
  var task: String?

  /// The longest task name, in characters.
  static let maximumTaskLength = 100

  static var options: [Option<CardSessionCommand>] {
    [
      .sessions(\.sessions, readAs: "growth"),
      Option.text(
        "--session", "ID", \.session,
        help: { _ in "the session to share, by id; it must have ended by --now" }
      ).defaulting { _ in "default: the latest session that ended by --now" },
      Option.text(
        "--task", "NAME", \.task,
        help: { _ in "the task the session was for, shown under the soundscape" }),
    ] + momentOptions + [.rollover(\.rolloverTime), svgOption]
  }

  /// The task name to show: trimmed, 1-100 characters, one line.
  private func taskName() throws(CLIError) -> String? {
    guard let task else { return nil }
    let trimmed = task.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.count <= Self.maximumTaskLength else {
      throw .usage(
        "--task: a task name needs 1-\(Self.maximumTaskLength) characters, found \(trimmed.count)")
    }
    guard !trimmed.unicodeScalars.contains(where: DisplayText.isControl) else {
      throw .usage("--task \(quoted(trimmed)): a task name is one line, without control characters")
    }
    return trimmed
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let source = try common.contentSource()
    let parts: (GrowthRules, Expeditions, BadgeCatalog, CardTexts, DateTexts)
    do throws(ContentError) {
      parts = try source.load(
        GrowthRules.self, Expeditions.self, BadgeCatalog.self, CardTexts.self, DateTexts.self)
    } catch {
      throw .data(lines: error.problems.map(\.description))
    }
    let (rules, expeditions, badges, texts, dates) = parts
    let task = try taskName()
    let (chosen, earlier, sessionsNote) = try chosenAndEarlier(in: environment)
    let calendar = NamedZone.calendar(timeZone, environment)
    let (language, languageNote) = common.language(among: texts.languages)
    let notes = [sessionsNote, languageNote].compactMap { $0 }
    let report = GrowthReport(
      sessions: earlier,
      content: GrowthContent(
        rules: rules, expeditions: expeditions, deepFocus: badges.builder.deepFocus),
      calendar: calendar, language: language)
    let day = calendar.logicalDay(
      of: chosen.start.date, rollover: rolloverTime.map(DayRollover.init(at:)) ?? .midnight)
    guard
      let card = SessionCard(
        session: chosen, day: day, report: report, texts: texts, language: language,
        task: task)
    else {
      throw .data("--sessions \(inputName(sessions)): growth did not end with the chosen session")
    }
    return try output(card, texts: texts, dates: dates, language: language, notes: notes) {
      CardTable.session(card, start: calendar.wallTime(of: card.start.date), words: $0)
    }
  }

  /// The session to share, and growth's sessions as they stood right after
  /// it: those that end before it, or with it and earlier in the file
  /// (growth's order); with the note on demo sessions left out.
  ///
  /// The whole list is released before growth is derived, and kept as it
  /// is when every session counts (the chosen one ended last, the usual
  /// case): a copy of a million sessions took `gen card session` over its
  /// 300 MB (docs/benchmarks.md).
  private func chosenAndEarlier(in environment: Environment) throws(CLIError)
    -> (chosen: FocusSession, earlier: [FocusSession], note: String?)
  {
    let real = try readSessions(sessions, in: environment)
    let all = real.records
    let chosen = try choose(all, endedBy: now ?? environment.now)
    let end = all[chosen].end
    let counts = { (index: Int) in (all[index].end, index) <= (end, chosen) }
    let earlier = all.indices.allSatisfy(counts) ? all : all.indices.filter(counts).map { all[$0] }
    return (all[chosen], earlier, real.note)
  }

  /// The index of the session to share: `--session`, or the latest that
  /// ended by `moment` (the last in the file among those ending together).
  private func choose(_ all: [FocusSession], endedBy moment: Date) throws(CLIError) -> Int {
    if let session {
      guard let index = all.firstIndex(where: { $0.id == session }) else {
        let suggestion = closestMatch(to: session, among: all.map(\.id))
        throw .usage(
          "unknown --session \(quoted(session)): --sessions \(inputName(sessions)) "
            + "has no such id\(didYouMean(suggestion))")
      }
      guard all[index].end <= moment else {
        let end = ISO8601Moment(all[index].end, secondsFromUTC: all[index].start.secondsFromUTC)
        throw .usage(
          "--session \(quoted(session)) ends at \(end), after --now; it has not ended yet")
      }
      return index
    }
    let ended = all.indices.filter { all[$0].end <= moment }
    guard let latest = ended.max(by: { (all[$0].end, $0) < (all[$1].end, $1) }) else {
      throw .data(
        "--sessions \(inputName(sessions)): no session ended by --now; nothing to share yet")
    }
    return latest
  }
}

/// `gen card badge`: the share card of a badge's tier (HabitRules.docc/ReviewAndCards.md).
struct CardBadgeCommand: CardCommand {
  static let name = "card badge"
  static let summary = "a badge's share card: its name, the tier reached and the day"

  var common = CommonOptions()
  /// `--metrics` (required).
  var metrics = ""
  /// `--badge` (required).
  var badge = ""
  var previous: String?
  var on: CivilDate?
  var now: Date?
  var timeZone: NamedZone?
  var svg = false

  static var options: [Option<CardBadgeCommand>] {
    [
      Option.text(
        "--metrics", "FILE", \.metrics,
        help: { _ in "JSON object of metric name to number (as gen badges reads it), or -" }
      ).required("or - for standard input"),
      Option.text(
        "--badge", "ID", \.badge,
        help: { content in
          "the badge: " + content.badges.badges.map(\.id).joined(separator: ", ")
        }
      ).required("a badge id from badges.json"),
      Option.text(
        "--previous", "FILE", \.previous,
        help: { _ in
          "earlier metrics: the card says whether the tier is newly earned since then"
        }
      ).defaulting { _ in "default: none" },
      Option.value(
        "--on", "D", expected: "a day YYYY-MM-DD", \.on,
        help: { _ in "the day the tier was earned" }, parse: CivilDate.init
      ).defaulting { _ in "default: the day of --now in --tz" },
    ] + momentOptions + [svgOption]
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
    if metrics == "-", previous == "-" {
      throw .usage("--metrics and --previous cannot both read standard input")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let source = try common.contentSource()
    let parts: (BadgeCatalog, CardTexts, DateTexts)
    do throws(ContentError) {
      parts = try source.load(BadgeCatalog.self, CardTexts.self, DateTexts.self)
    } catch {
      throw .data(lines: error.problems.map(\.description))
    }
    let (catalog, texts, dates) = parts
    let ids = catalog.badges.map(\.id)
    guard ids.contains(badge) else {
      throw .usage(
        "unknown --badge \(quoted(badge))\(didYouMean(closestMatch(to: badge, among: ids)))"
          + " (see gen card badge --help)")
    }
    let current = try environment.metrics(fileOption: "--metrics", path: metrics, catalog: catalog)
    let earlier = try previous.map { path throws(CLIError) in
      try environment.metrics(fileOption: "--previous", path: path, catalog: catalog)
    }
    let (language, note) = common.language(among: texts.languages)
    let report = catalog.localized(
      catalog.evaluate(current, previous: earlier), language: language)
    let day =
      on ?? NamedZone.calendar(timeZone, environment).logicalDay(of: now ?? environment.now)
    guard let status = report.badges.first(where: { $0.status.id == badge }),
      let card = BadgeCard(
        status, earnedOn: day,
        newlyEarned: earlier.flatMap { earlier in
          earlier.demo || current.demo ? nil : report.newlyEarned.contains(badge)
        },
        demo: report.demo)
    else {
      throw .data(
        "--metrics \(inputName(metrics)): badge \(quoted(badge)) has no tier yet; nothing to share")
    }
    let track = catalog.tracks.first { $0.id == card.track }?.name.string(in: language)
    return try output(
      card, texts: texts, dates: dates, language: language,
      notes: [previousDemoNote(earlier, current: current, path: previous), note].compactMap { $0 }
    ) { CardTable.badge(card, track: track ?? card.track, words: $0) }
  }
}

/// `gen card week`: the share card of a week's review (HabitRules.docc/ReviewAndCards.md):
/// the week containing `--now`, or `--date`.
struct CardWeekCommand: CardCommand {
  static let name = "card week"
  static let summary = "a week's share card: a strip of its days, totals, best day, peak band"

  var common = CommonOptions()
  /// `--sessions` (required).
  var sessions = ""
  var date: CivilDate?
  var now: Date?
  var timeZone: NamedZone?
  var weekStart = StreakPolicy.standard.weekStart
  var rolloverTime: WallTime?
  var svg = false

  static var options: [Option<CardWeekCommand>] {
    [
      .sessions(\.sessions, readAs: "review"),
      Option.value(
        "--date", "D", expected: "a day YYYY-MM-DD", \.date,
        help: { _ in "a day of the week to share, today or earlier" }, parse: CivilDate.init
      ).defaulting { _ in "default: today, the logical day of --now" },
    ] + momentOptions + [
      Option.weekStart(\.weekStart).defaulting { _ in "default \(Self().weekStart), Monday" },
      .rollover(\.rolloverTime), svgOption,
    ]
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let source = try common.contentSource()
    let parts: (ReviewTexts, GrowthRules, Expeditions, BadgeCatalog, CardTexts, DateTexts)
    do throws(ContentError) {
      parts = try source.load(
        ReviewTexts.self, GrowthRules.self, Expeditions.self, BadgeCatalog.self, CardTexts.self,
        DateTexts.self)
    } catch {
      throw .data(lines: error.problems.map(\.description))
    }
    let (review, rules, expeditions, badges, texts, dates) = parts
    let real = try readSessions(sessions, in: environment)
    let all = real.records
    let week: PeriodReview
    do throws(InputError) {
      week = try PeriodReview(
        sessions: all, period: .week, day: date, now: now ?? environment.now,
        calendar: ReviewCalendar(
          NamedZone.calendar(timeZone, environment),
          rollover: rolloverTime.map(DayRollover.init(at:)) ?? .midnight, weekStart: weekStart),
        rules: ReviewRules(review, rules, expeditions, badges))
    } catch {
      throw .review(error)
    }
    let (language, languageNote) = common.language(among: texts.languages)
    let notes = [real.note, languageNote].compactMap { $0 }
    let band = review.bands.first { $0.id == week.current.peakBand }?.name.string(in: language)
    guard let card = WeekCard(week, bandName: band, dates: dates, language: language) else {
      throw .data("the review is not of a week")
    }
    return try output(card, texts: texts, dates: dates, language: language, notes: notes) {
      CardTable.week(card, words: $0)
    }
  }
}

/// A `gen card` command: the moment and zone options, `--svg`, and one
/// way to print a card.
protocol CardCommand: GenCommand {
  var now: Date? { get set }
  var timeZone: NamedZone? { get set }
  /// `--svg`: the card's picture instead of its table.
  var svg: Bool { get set }
}

extension CardCommand {
  /// `--now` and `--tz`.
  static var momentOptions: [Option<Self>] { [.now(\.now), .timeZone(\.timeZone)] }

  /// `--svg`.
  static var svgOption: Option<Self> {
    .svg(\.svg, help: "draw the card: 1080 x 1350, a standalone SVG")
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
  }

  /// A card as `--json`, as `--svg`, or as its table in the language
  /// (marked when it shows demo data).
  ///
  /// - Parameters:
  ///   - card: The card.
  ///   - texts: The cards' words.
  ///   - dates: How the language writes days.
  ///   - language: The language of the card.
  ///   - notes: The notes to print.
  ///   - table: The card's table, from the tables' words.
  /// - Returns: The output.
  /// - Throws: A data error when a content file the output reads has
  ///   problems.
  func output(
    _ card: some ShareCard, texts: CardTexts, dates: DateTexts, language: Language,
    notes: [String], table: (TableWords) -> String
  ) throws(CLIError) -> CommandOutput {
    if common.json { return CommandOutput(try JSONOutput.encode(card), notes: notes) }
    if svg {
      return CommandOutput(card.svg(texts: texts, dates: dates, language: language), notes: notes)
    }
    let text = table(try common.tableWords(in: language))
    return CommandOutput(try markingDemo(text, demo: card.demo, common), notes: notes)
  }
}

/// What every share card has: its JSON, its picture, and whether it shows
/// demo data.
protocol ShareCard: Encodable {
  var demo: Bool { get }
  func svg(texts: CardTexts, dates: DateTexts, language: Language) -> String
}

extension SessionCard: ShareCard {}
extension BadgeCard: ShareCard {}
extension WeekCard: ShareCard {}
