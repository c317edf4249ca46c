import Foundation
import HabitRules
import HabitToolkit

/// The words of `gen`'s tables in every language (`tables.json`): labels,
/// headings, states and the phrases that say a rule or a count, so a table
/// reads in `--locale` as the pictures do (`pictures.json`).
///
/// Adding a word: a case here with its command's object (``Key/group``),
/// the placeholders it fills (and which of them is a count, so English gets
/// `one` and `other` forms), and an entry in that object of
/// `Content/tables.json` in every language. A table writes with
/// ``TableWords``, which fills a text in one language.
struct TableTexts: Sendable, ContentPart {
  /// The file this part is read from.
  static let fileName = "tables.json"

  /// A text of the file.
  enum Key: String, CaseIterable, Sendable {
    // Shared: a day with its weekday, a moment (a day and its time), a
    // list, a list of weekdays, a name in quotation marks.
    case day, dayTime, listSeparator, weekdaySeparator, quoted
    // Shared: the full weekday names a sentence reads, a range of times.
    case weekdayNames, timeRange
    // gen streak
    case streakHeading, goal, current, longest, strength, today, lastCompleted, never
    case freezesLeft, freezesLeftValue, ignored, ignoredValue, whyItHolds, whyItStopped
    case todayDone, todayDoneAtRisk, todayRest, todayRestAtRisk, todayAtRisk, todayOpen
    case ledger, calendarWeekdays, weekOf, streakColumn, strengthColumn
    // gen badges
    case inactive, nextAt, topTier, almostThere, newlyEarned, tierOf
    // gen plan
    case planHeading, frequencyLow, frequencyNormal, frequencyHigh
    case intensityGentle, intensityNormal, intensityCrazy
    case planNow, tonight, nightSkipped, nightCompleted, level
    case queue, queueReminders, queueTests, queueReaches, queueNothing, planLegend
    // gen remind (and the rules of gen goal dca)
    case remindHeading, noReminders, disabled, next, requests, body
    case nonePast, noneSkippedDay, noneBeyondCalendar, shiftedByGap, noneDone
    case requestsRepeating, requestsDated
    case ruleDaily, ruleWeekly, ruleMonthly, ruleMonthlyLastDay, ruleMonthlySkip
    case ruleYearly, ruleYearlyLeapLastDay, ruleYearlyLeapOnly, ruleOnce
    // A notification request's trigger (gen remind, gen sync)
    case triggerAt, repeatsDaily, repeatsWeekly, repeatsMonthly, repeatsYearly
    // gen sync
    case syncHeading, slotsUsed, notDetermined, denied, add, remove, keep, foreign
    case bySource, neverTouched, untouched, nothingWanted, blocked, bedtimeReminders
    case unscheduledRules, leftOut, nothingLeftOut, refreshDone
    // gen next
    case nextHeading, nothingNext, momentDayStarts, momentWindowOpens, momentWindowCloses
    case momentGraceEnds, momentWeekStarts, momentMonthStarts, momentQuoteChanges
    case momentFreezeReplenished, momentReminder, forDay
    // gen goal wish
    case wishHeading, saved, savedValue, remaining, reached, reachedValue, pace, paceValue
    case paceNone
    case daysToGo, daysToGoOn, daysToGoBeyond, daysToGoNone, daysToGoBeforeDeposit
    // gen goal dca
    case dcaHeading, everyWeekday, everyMonthDay, deposited, depositedValue, interest
    case balance, balanceValue, year, yearEnd, reminder
    case dcaTitle
    // gen goal program
    case programHeading, nextDay, dayNumber, nextDayTomorrow, finished, waiting, programDays
    case programDay, beyond, programDaysGone, unknown, unknownProgram
    // gen card session|week|badge
    case cardSession, cardMinutes, cardMinutesValue, cardMinutesDeep, cardScene, cardMiles, cardXP
    case cardTask
    case cardLevel, cardLevelValue, cardLevelUp
    case cardWeek, cardWeekSoFar, cardWeekMinutesValue, cardActiveDays, cardActiveDaysValue
    case cardBestDay, cardBestDayValue, cardPeakBand, cardDays
    case cardBadge, cardName, cardTier, cardTierValue, cardMeaning
    case cardNewly, cardNewlyYes, cardNewlyNo, cardNewlyUnknown
    // gen quote, gen validate
    case quoteCycle, quoteBlocked, quoteReason, validSummary, bundledContent
    // What each content file holds, in gen validate's summary
    case holdsPlanner, holdsMessages, holdsAdvice, holdsQuotes, holdsBadges, holdsReminders
    case holdsStreaks, holdsGrowth, holdsExpeditions, holdsPrograms, holdsDates, holdsDemo
    case holdsPictures, holdsTables, holdsReview, holdsCards
    // gen breathe, and what breathing.json holds in gen validate's summary
    case breatheHeading, breatheCustom, breatheInhale, breatheHold, breatheExhale
    case breatheHoldEmpty, breatheSeconds, breatheCycle, breatheDefault, holdsBreathing
    case breatheMinutes, breatheMinutesSeconds, breatheHours
    // What a program day runs, in gen goal program
    case programRunsCycles, programRunsMinutes

    /// The object of `tables.json` the text is in: one per command, and
    /// `common` and `rules` for the words several commands share.
    var group: String {
      switch self {
      case .day, .dayTime, .listSeparator, .weekdaySeparator, .quoted, .weekdayNames, .timeRange:
        "common"
      case .streakHeading, .goal, .current, .longest, .strength, .today, .lastCompleted, .never,
        .freezesLeft, .freezesLeftValue, .ignored, .ignoredValue, .whyItHolds, .whyItStopped,
        .todayDone, .todayDoneAtRisk, .todayRest, .todayRestAtRisk, .todayAtRisk, .todayOpen,
        .ledger, .calendarWeekdays, .weekOf, .streakColumn, .strengthColumn:
        "streak"
      case .inactive, .nextAt, .topTier, .almostThere, .newlyEarned, .tierOf:
        "badges"
      case .planHeading, .frequencyLow, .frequencyNormal, .frequencyHigh, .intensityGentle,
        .intensityNormal, .intensityCrazy, .planNow, .tonight, .nightSkipped, .nightCompleted,
        .level, .queue, .queueReminders, .queueTests, .queueReaches, .queueNothing, .planLegend:
        "plan"
      case .remindHeading, .noReminders, .disabled, .next, .requests, .body, .nonePast,
        .noneSkippedDay, .noneBeyondCalendar, .shiftedByGap, .requestsRepeating, .requestsDated,
        .noneDone:
        "remind"
      case .ruleDaily, .ruleWeekly, .ruleMonthly, .ruleMonthlyLastDay, .ruleMonthlySkip,
        .ruleYearly, .ruleYearlyLeapLastDay, .ruleYearlyLeapOnly, .ruleOnce, .triggerAt,
        .repeatsDaily, .repeatsWeekly, .repeatsMonthly, .repeatsYearly:
        "rules"
      case .syncHeading, .slotsUsed, .notDetermined, .denied, .add, .remove, .keep, .foreign,
        .bySource, .neverTouched, .untouched, .nothingWanted, .blocked, .bedtimeReminders,
        .unscheduledRules, .leftOut, .nothingLeftOut, .refreshDone:
        "sync"
      case .nextHeading, .nothingNext, .momentDayStarts, .momentWindowOpens, .momentWindowCloses,
        .momentGraceEnds, .momentWeekStarts, .momentMonthStarts, .momentQuoteChanges,
        .momentFreezeReplenished, .momentReminder, .forDay:
        "next"
      case .wishHeading, .saved, .savedValue, .remaining, .reached, .reachedValue, .pace,
        .paceValue, .paceNone, .daysToGo, .daysToGoOn, .daysToGoBeyond, .daysToGoNone,
        .daysToGoBeforeDeposit:
        "wish"
      case .dcaHeading, .everyWeekday, .everyMonthDay, .deposited, .depositedValue, .interest,
        .balance, .balanceValue, .year, .yearEnd, .reminder, .dcaTitle:
        "dca"
      case .programHeading, .nextDay, .dayNumber, .nextDayTomorrow, .finished, .waiting,
        .programDays, .programDay, .beyond, .programDaysGone, .unknown, .unknownProgram,
        .programRunsCycles, .programRunsMinutes:
        "program"
      case .cardTask: "card"
      case .cardSession, .cardMinutes, .cardMinutesValue, .cardMinutesDeep, .cardScene, .cardMiles,
        .cardXP, .cardLevel, .cardLevelValue, .cardLevelUp, .cardWeek, .cardWeekSoFar,
        .cardWeekMinutesValue, .cardActiveDays, .cardActiveDaysValue, .cardBestDay,
        .cardBestDayValue, .cardPeakBand, .cardDays, .cardBadge, .cardName, .cardTier,
        .cardTierValue, .cardMeaning, .cardNewly, .cardNewlyYes, .cardNewlyNo, .cardNewlyUnknown:
        "card"
      case .quoteCycle, .quoteBlocked, .quoteReason:
        "quote"
      case .validSummary, .bundledContent, .holdsPlanner, .holdsMessages, .holdsAdvice,
        .holdsQuotes, .holdsBadges, .holdsReminders, .holdsStreaks, .holdsGrowth, .holdsExpeditions,
        .holdsPrograms, .holdsDates, .holdsDemo, .holdsPictures, .holdsTables, .holdsReview,
        .holdsCards:
        "validate"
      case .breatheHeading, .breatheCustom, .breatheInhale, .breatheHold, .breatheExhale,
        .breatheHoldEmpty, .breatheSeconds, .breatheCycle, .breatheDefault, .holdsBreathing,
        .breatheMinutes, .breatheMinutesSeconds, .breatheHours:
        "breathe"
      }
    }

    /// The placeholders the text fills.
    var placeholders: Set<String> {
      switch self {
      case .day: ["date", "weekday"]
      case .dayTime: ["day", "time"]
      case .quoted: ["text"]
      case .streakHeading: ["time", "today", "zone"]
      case .freezesLeftValue: ["left", "perMonth"]
      case .ignoredValue, .queueReminders, .queueTests, .requestsRepeating, .requestsDated,
        .neverTouched, .untouched:
        ["count"]
      case .ledger: ["legend"]
      case .inactive: ["tier"]
      case .tierOf: ["name", "tier", "tierCount"]
      case .nextAt: ["threshold"]
      case .almostThere, .newlyEarned: ["badges"]
      case .planHeading: ["frequency", "intensity", "seed", "window", "zone"]
      case .planNow: ["night", "now"]
      case .tonight: ["night"]
      case .nightSkipped: ["zone"]
      case .level: ["level"]
      case .queue: ["limit", "reach", "reminders", "tests"]
      case .queueReaches: ["moment", "nights"]
      case .remindHeading: ["now", "zone"]
      case .noneSkippedDay: ["date", "zone"]
      case .noneBeyondCalendar: ["date"]
      case .shiftedByGap: ["date", "newTime", "time", "zone"]
      case .timeRange: ["end", "start"]
      case .forDay: ["day"]
      case .ruleDaily, .repeatsDaily: ["time"]
      case .ruleWeekly: ["time", "weekdays"]
      case .ruleMonthly, .ruleMonthlyLastDay, .ruleMonthlySkip, .ruleOnce, .triggerAt,
        .repeatsMonthly:
        ["day", "time"]
      case .ruleYearly, .ruleYearlyLeapLastDay, .ruleYearlyLeapOnly, .repeatsYearly:
        ["day", "month", "time"]
      case .repeatsWeekly: ["time", "weekday"]
      case .syncHeading: ["foreign", "now", "slots", "zone"]
      case .slotsUsed: ["limit", "scheduled"]
      case .bySource: ["bedtime", "custom", "total"]
      case .blocked: ["items"]
      case .unscheduledRules: ["rules"]
      case .leftOut: ["bedtime", "custom", "refreshBy"]
      case .refreshDone: ["refreshBy"]
      case .nextHeading: ["now", "zone"]
      case .wishHeading: ["today", "zone"]
      case .savedValue: ["percent", "saved", "target"]
      case .paceValue: ["days", "sum"]
      case .daysToGoOn, .daysToGoBeyond: ["day", "days"]
      case .daysToGoNone, .programDays, .programDaysGone: ["days"]
      case .dcaHeading: ["amount", "rate", "schedule", "start", "years"]
      case .everyWeekday: ["weekday"]
      case .everyMonthDay, .nextDayTomorrow, .dayNumber: ["day"]
      case .depositedValue: ["amount", "count"]
      case .balanceValue: ["amount", "day"]
      case .programHeading: ["done", "id", "title", "total"]
      case .unknownProgram: ["count", "program"]
      case .programDay: ["title", "description"]
      case .cardSession: ["day", "time"]
      case .cardMinutesValue, .cardMinutesDeep: ["minutes"]
      case .cardLevelValue: ["level", "title"]
      case .cardLevelUp: ["before", "level", "title"]
      case .cardWeek: ["range"]
      case .cardWeekSoFar: ["range"]
      case .cardWeekMinutesValue: ["count", "deep", "minutes"]
      case .cardActiveDaysValue: ["days"]
      case .cardBestDayValue: ["day", "minutes"]
      case .cardBadge: ["badge", "day", "track"]
      case .cardTierValue: ["name", "tier", "tierCount"]
      case .quoteCycle: ["cycle", "date", "position"]
      case .quoteReason: ["reason"]
      case .validSummary: ["count", "languages", "source"]
      case .holdsPlanner: ["window", "nights", "queue"]
      case .holdsMessages: ["messages", "levels", "titles"]
      case .holdsAdvice: ["count"]
      case .holdsQuotes: ["subjects", "predicates", "blocked", "cycle"]
      case .holdsBadges: ["badges", "tracks", "tiers", "metrics"]
      case .holdsStreaks: ["statuses"]
      case .holdsReview: ["bands"]
      case .holdsGrowth: ["levels", "titles", "miles"]
      case .holdsExpeditions: ["chapters", "missions"]
      case .holdsPrograms: ["count", "days"]
      case .breatheHeading: ["cycles", "id", "name", "total"]
      case .breatheSeconds: ["seconds"]
      case .breatheMinutes: ["minutes"]
      case .breatheMinutesSeconds: ["minutes", "seconds"]
      case .breatheHours: ["hours", "minutes", "seconds"]
      case .breatheCycle: ["cycle"]
      case .breatheDefault: ["cycles", "total"]
      case .holdsBreathing: ["moods", "patterns"]
      case .programRunsCycles: ["cycles", "pattern"]
      case .programRunsMinutes: ["minutes", "pattern"]
      default: []
      }
    }

    /// The placeholder that is a count, for the texts that say one: its
    /// English text has `one` and `other` forms.
    var count: String? {
      switch self {
      case .ignoredValue, .queueReminders, .queueTests, .requestsRepeating, .requestsDated,
        .depositedValue, .unknownProgram, .validSummary, .cardWeekMinutesValue, .untouched:
        "count"
      case .queue, .slotsUsed: "limit"
      case .queueReaches: "nights"
      case .paceValue, .daysToGoOn, .daysToGoBeyond, .daysToGoNone: "days"
      case .cardBestDayValue: "minutes"
      case .dcaHeading: "years"
      case .programHeading: "total"
      case .quoteCycle: "cycle"
      case .holdsQuotes: "blocked"
      case .breatheHeading, .breatheDefault: "cycles"
      case .holdsBreathing: "patterns"
      case .programRunsCycles: "cycles"
      case .programRunsMinutes: "minutes"
      default: nil
      }
    }
  }

  /// The texts whose value is a list of names separated by spaces, and
  /// how many names each holds.
  static let nameLists: [Key: Int] = [.calendarWeekdays: 7, .weekdayNames: 7]

  private let texts: [Key: LocalizedText]

  /// The languages of the texts, source first.
  var languages: [Language] { texts[.day]?.languages ?? Language.required }

  /// The words in one language.
  ///
  /// - Parameters:
  ///   - language: The language the table is written in.
  ///   - dates: How the language writes a date, and its weekday names
  ///     (`dates.json`).
  /// - Returns: The words.
  func words(in language: Language, dates: DateTexts) -> TableWords {
    TableWords(language: language, dates: dates) {
      [texts] key, count in
      texts[key]?.string(in: language, count: count) ?? ""
    }
  }

  static func read(_ data: Data, report: inout ContentReport) -> TableTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    var texts: [Key: LocalizedText] = [:]
    // Each group is looked up once: a missing group is one problem.
    var groups: [String: ContentNode?] = [:]
    for key in Key.allCases {
      if groups[key.group] == nil {
        groups[key.group] = .some(report.required(root, key.group))
      }
      guard let group = groups[key.group] ?? nil,
        let text = report.text(report.required(group, key.rawValue))
      else { continue }
      report.check(
        text, at: "\(key.group).\(key.rawValue)", placeholders: key.placeholders,
        counts: key.count.map { [$0] } ?? [])
      texts[key] = text
    }
    for (key, expected) in nameLists.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      for language in texts[key]?.languages ?? [] {
        let count = texts[key]?.string(in: language).split(separator: " ").count ?? 0
        if count != expected {
          report.add(
            "\(key.group).\(key.rawValue).\(language)",
            "\(count) names; write the \(expected) weekdays, Sunday first, separated by spaces")
        }
      }
    }
    return report.problems.count == before ? TableTexts(texts: texts) : nil
  }
}
