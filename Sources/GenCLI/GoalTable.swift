import GenSVG
import HabitRules
import HabitToolkit

/// The readable tables of `gen goal wish|dca|program` in the chosen
/// language.
///
/// Amounts are minor units, grouped by thousands (`1,250,000`): the library
/// knows no currency.
enum GoalTable {
  static func wish(_ progress: WishProgress, zone: String, words: TableWords) -> String {
    let percent = Int((progress.progress * 100).rounded(.down))
    let label = words.labels([.saved, .remaining, .reached, .pace, .daysToGo])
    func line(_ key: TableTexts.Key, _ value: String) -> String {
      "  " + (label[key] ?? "") + value
    }
    var lines = [
      words(.wishHeading, ["zone": zone, "today": words.date(progress.today)]),
      line(
        .saved,
        words(
          .savedValue,
          [
            "saved": words.number(progress.saved), "target": words.number(progress.target),
            "percent": "\(percent)",
          ])),
      line(.remaining, words.number(progress.remaining)),
    ]
    if progress.reached {
      lines.append(line(.reached, words(.reachedValue)))
    } else {
      // Before the first deposit the window is 0 days long: say so, not
      // "0 over the last 0 days".
      let pace =
        progress.windowDays == 0
        ? words(.paceNone)
        : words(
          .paceValue,
          ["sum": words.number(progress.windowSum), "days": words.number(progress.windowDays)],
          count: progress.windowDays)
      lines.append(line(.pace, pace))
      if let days = progress.daysToGo {
        let text =
          progress.reachedOn.map {
            words(
              .daysToGoOn, ["days": words.number(days), "day": words.dateWithWeekday($0)],
              count: days)
          }
          ?? words(
            .daysToGoBeyond, ["days": words.number(days), "day": words.date(.latest)],
            count: days)
        lines.append(line(.daysToGo, text))
      } else {
        // No deposit yet is not a slow window: say what gives a date. A
        // window with nothing in it says how long it is, as the picture does.
        let days = progress.windowDays
        lines.append(
          line(
            .daysToGo,
            days == 0
              ? words(.daysToGoBeforeDeposit)
              : words(.daysToGoNone, ["days": words.number(days)], count: days)))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func dca(_ projection: DepositProjection, plan: DepositPlan, words: TableWords) -> String {
    let label = words.labels([.deposited, .interest, .balance])
    func line(_ key: TableTexts.Key, _ value: String) -> String {
      "  " + (label[key] ?? "") + value
    }
    // The year-end column is as wide as its widest date ("Nov 30, 2027",
    // 2027年11月30日) or its label.
    let ends = projection.years.map { words.date($0.end) }
    let endWidth = (ends + [words(.yearEnd)]).map(displayWidth).max() ?? 0
    var lines = [
      words(
        .dcaHeading,
        [
          "amount": words.number(plan.amount), "schedule": schedule(plan.schedule, words),
          "start": words.dateWithWeekday(plan.start),
          "rate": GoalPicture.percent(basisPoints: plan.rateBasisPoints),
          "years": words.number(plan.years),
        ], count: plan.years),
      line(
        .deposited,
        words(
          .depositedValue,
          [
            "amount": words.number(projection.deposited),
            "count": words.number(projection.deposits),
          ], count: projection.deposits)),
      line(.interest, words.number(projection.interest)),
      line(
        .balance,
        words(
          .balanceValue,
          [
            "amount": words.number(projection.balance),
            "day": words.dateWithWeekday(projection.end),
          ])),
      "",
      "  "
        + [
          padded(words(.year), to: 4), padded(words(.yearEnd), to: endWidth),
          padded(words(.deposited), to: 15), padded(words(.interest), to: 15),
          words(.balance),
        ].joined(separator: "  "),
    ]
    for (year, end) in zip(projection.years, ends) {
      lines.append(
        "  "
          + [
            pad(year.year, width: 4), padded(end, to: endWidth), pad(year.deposited, width: 15),
            pad(year.interest, width: 15), pad(year.balance, width: 15),
          ].joined(separator: "  "))
    }
    for rule in projection.rules {
      lines.append("")
      lines.append(
        "  \(words(.reminder))  \(rule.id)  \(words.quoted(rule.title))  \(words.describe(rule))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A deposit schedule as a phrase: "every Mon", "on day 31 of each month".
  static func schedule(_ schedule: DepositSchedule, _ words: TableWords) -> String {
    switch schedule {
    case .weekly(let weekday): words(.everyWeekday, ["weekday": words.weekdayName(weekday)])
    case .monthly(let day, _): words(.everyMonthDay, ["day": "\(day)"])
    }
  }

  static func program(
    _ report: ProgramReport, words: TableWords, patternNames: [String: String] = [:]
  ) -> String {
    let progress = report.progress
    let label = words.labels([.nextDay, .waiting, .beyond, .unknown])
    func line(_ key: TableTexts.Key, _ value: String) -> String {
      "  " + (label[key] ?? "") + value
    }
    var lines = [
      words(
        .programHeading,
        [
          "title": progress.title, "id": progress.programId,
          "done": words.number(progress.completedDays.count),
          "total": words.number(progress.days.count),
        ], count: progress.days.count)
    ]
    if let next = progress.nextDay {
      lines.append(
        line(
          .nextDay,
          progress.availableToday
            ? words(.dayNumber, ["day": "\(next)"])
            : words(.nextDayTomorrow, ["day": words(.dayNumber, ["day": "\(next)"])])))
    } else {
      lines.append("  " + words(.finished))
    }
    for day in progress.days {
      let mark = day.completed ? "x" : " "
      let on = day.completedOn.map { "  " + words.date($0) } ?? ""
      let text = words(.programDay, ["title": day.title, "description": day.description])
      lines.append(
        "  [\(mark)] \(pad(day.day, width: 2))  \(text)\(runs(day, words, patternNames))\(on)")
    }
    if !progress.waiting.isEmpty {
      lines.append(
        line(.waiting, words(.programDays, ["days": words.list(progress.waiting.map(String.init))]))
      )
    }
    if !progress.beyondProgram.isEmpty {
      lines.append(
        line(
          .beyond,
          words(
            .programDaysGone, ["days": words.list(progress.beyondProgram.map(String.init))])))
    }
    for gone in report.unknownPrograms {
      lines.append(
        line(
          .unknown,
          words(
            .unknownProgram,
            ["program": words.quoted(gone.programId), "count": words.number(gone.records)],
            count: gone.records)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ value: Int, width: Int) -> String {
    let text = formatForReading(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// What a program day runs, written after its text.
  ///
  /// ` (Box breathing, 5 cycles)`, a custom pattern by its lengths
  /// (` (4-6, 3 minutes)`), nothing for a day without a pattern. Chinese
  /// and Japanese texts bring their own full-width parentheses, so no
  /// space goes before them.
  private static func runs(
    _ day: ProgramProgress.Day, _ words: TableWords, _ names: [String: String]
  ) -> String {
    guard let id = day.pattern else { return "" }
    let pattern =
      id.hasPrefix("custom-") ? String(id.dropFirst("custom-".count)) : names[id] ?? id
    let gap = [Language.simplifiedChinese, .japanese].contains(words.language) ? "" : " "
    if let cycles = day.cycles {
      return gap
        + words(
          .programRunsCycles, ["pattern": pattern, "cycles": words.number(cycles)], count: cycles)
    }
    if let minutes = day.minutes {
      return gap
        + words(
          .programRunsMinutes, ["pattern": pattern, "minutes": words.number(minutes)],
          count: minutes)
    }
    return ""
  }
}
