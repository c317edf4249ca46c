import HabitRules
import HabitToolkit

/// The readable tables of `gen goal wish|dca|program`.
///
/// Amounts are minor units, grouped by thousands (`1,250,000`): the library
/// knows no currency.
enum GoalTable {
  static func wish(_ progress: WishProgress, zone: String) -> String {
    let percent = Int((progress.progress * 100).rounded(.down))
    var lines = [
      "Wish goal in \(zone), today \(dayName(progress.today))",
      "  saved       \(formatForReading(progress.saved)) of \(formatForReading(progress.target)) (\(percent) %)",
      "  remaining   \(formatForReading(progress.remaining))",
    ]
    if progress.reached {
      lines.append("  reached     the target is reached")
    } else {
      lines.append(
        "  pace        \(formatForReading(progress.windowSum)) over the last \(progress.windowDays) "
          + (progress.windowDays == 1 ? "day" : "days"))
      if let days = progress.daysToGo {
        let when = progress.reachedOn.map { "reached on \(dayName($0))" } ?? "after 9999-12-31"
        lines.append("  days to go  \(days), \(when)")
      } else {
        lines.append("  days to go  none at this pace: nothing was saved in the window")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func dca(_ projection: DepositProjection, plan: DepositPlan) -> String {
    var lines = [
      "Regular deposit of \(formatForReading(plan.amount)) \(plan.schedule) from \(dayName(plan.start)), "
        + "\(plan.rateBasisPoints) bp a year, \(plan.years) "
        + (plan.years == 1 ? "year" : "years"),
      "  deposited  \(formatForReading(projection.deposited)) in \(projection.deposits) deposits",
      "  interest   \(formatForReading(projection.interest))",
      "  balance    \(formatForReading(projection.balance)) on \(dayName(projection.end))",
      "",
      "  year  end         deposited        interest         balance",
    ]
    for year in projection.years {
      lines.append(
        "  "
          + [
            pad(year.year, width: 4), year.end.description, pad(year.deposited, width: 15),
            pad(year.interest, width: 15), pad(year.balance, width: 15),
          ].joined(separator: "  "))
    }
    for rule in projection.rules {
      lines.append("")
      lines.append("  reminder  \(rule.id)  \(quoted(rule.title))  \(RemindTable.describe(rule))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func program(_ report: ProgramReport) -> String {
    let progress = report.progress
    var lines = [
      "\(progress.title) (\(progress.programId)): \(progress.completedDays.count) of "
        + "\(progress.days.count) days done"
    ]
    if let next = progress.nextDay {
      lines.append(
        "  next day  \(next)" + (progress.availableToday ? "" : ", tomorrow (one new day a day)"))
    } else {
      lines.append("  finished")
    }
    for day in progress.days {
      let mark = day.completed ? "x" : " "
      let on = day.completedOn.map { "  \($0)" } ?? ""
      lines.append("  [\(mark)] \(pad(day.day, width: 2))  \(day.title): \(day.description)\(on)")
    }
    if !progress.waiting.isEmpty {
      lines.append("  waiting   days \(progress.waiting.map(String.init).joined(separator: ", "))")
    }
    if !progress.beyondProgram.isEmpty {
      lines.append(
        "  beyond    days \(progress.beyondProgram.map(String.init).joined(separator: ", ")) "
          + "(the program no longer has them)")
    }
    for gone in report.unknownPrograms {
      lines.append(
        "  unknown   \(quoted(gone.programId)): \(gone.records) \(gone.records == 1 ? "record" : "records"), content no longer has it"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ value: Int, width: Int) -> String {
    let text = formatForReading(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
