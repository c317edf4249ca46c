import Foundation
import GenSVG
import HabitRules
import HabitToolkit

/// The readable table of `gen sync` in the chosen language: what to add,
/// remove and keep, per source.
enum SyncTable {
  /// The table: the heading, what to add, remove and keep, then what
  /// blocks or does not fit.
  ///
  /// - Parameters:
  ///   - report: The sync.
  ///   - now: The moment of the sync.
  ///   - calendar: The zone in force (its name heads the table).
  ///   - rules: The person's rules, for the titles of theirs it names.
  ///   - prefixes: The ids each source owns.
  ///   - words: The table's words.
  /// - Returns: The table, ending in a newline.
  static func text(
    _ report: NotificationSync, now: Date, calendar: CivilCalendar, rules: [RecurringReminder],
    prefixes: OwnedPrefixes, words: TableWords
  ) -> String {
    var lines = diff(report, now: now, calendar: calendar, prefixes: prefixes, words: words)
    lines.append("")
    let titles = Dictionary(rules.map { ($0.id, $0.title) }) { first, _ in first }
    lines += outcome(
      report, calendar: calendar, named: { "\($0) \(words.quoted(titles[$0] ?? ""))" },
      words: words)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The heading, then what to add (in time order), remove and keep, per
  /// source, and the pending requests of others.
  private static func diff(
    _ report: NotificationSync, now: Date, calendar: CivilCalendar, prefixes: OwnedPrefixes,
    words: TableWords
  ) -> [String] {
    let slots =
      report.authorization.schedules
      ? words(
        .slotsUsed,
        ["scheduled": words.number(report.scheduled), "limit": words.number(report.limit)],
        count: report.limit)
      : words(report.authorization == .notDetermined ? .notDetermined : .denied)
    let label = words.labels([.add, .remove, .keep, .foreign], gap: 1)
    func line(_ key: TableTexts.Key, _ value: String) -> String { (label[key] ?? "") + value }
    var lines = [
      words(
        .syncHeading,
        [
          "zone": calendar.zoneName,
          "now": words.moment(now, calendar: calendar),
          "slots": slots, "foreign": words.number(report.foreign.count),
        ]),
      "",
      line(.add, count(report.add.map(\.id), prefixes, words)),
    ]
    lines += inTimeOrder(report.add).map { request in
      "  + \(request.id)  \(words.describe(request.trigger, calendar: calendar))  \(words.quoted(request.title))"
    }
    lines.append(line(.remove, count(report.remove, prefixes, words)))
    lines += report.remove.map { "  - \(DisplayText.escaped($0))" }
    lines.append(line(.keep, count(report.keep, prefixes, words)))
    lines.append(
      line(.foreign, words(.neverTouched, ["count": words.number(report.foreign.count)])))
    if !report.untouched.isEmpty {
      lines.append(
        words(
          .untouched, ["count": words.number(report.untouched.count)],
          count: report.untouched.count))
    }
    return lines
  }

  /// What blocks scheduling, or the rules that never fire and what did not
  /// fit the budget.
  private static func outcome(
    _ report: NotificationSync, calendar: CivilCalendar, named: (String) -> String,
    words: TableWords
  ) -> [String] {
    guard report.authorization.schedules else {
      return [
        report.blocked.isEmpty
          ? words(.nothingWanted)
          : words(
            .blocked,
            [
              "items": words.list(
                report.blocked.map { $0.rule.map(named) ?? words(.bedtimeReminders) })
            ])
      ]
    }
    var lines: [String] = []
    if !report.unscheduledRules.isEmpty {
      lines.append(
        words(.unscheduledRules, ["rules": words.list(report.unscheduledRules.map(named))]))
    }
    if let leftOut = report.leftOut, let refreshBy = report.refreshBy,
      leftOut.bedtime == 0, leftOut.custom == 0
    {
      // Only a done reminder's trigger coming back asks for the refresh.
      lines.append(
        words(
          .refreshDone,
          ["refreshBy": words.moment(refreshBy.date, calendar: calendar)]))
    } else if let leftOut = report.leftOut, let refreshBy = report.refreshBy {
      lines.append(
        words(
          .leftOut,
          [
            "bedtime": words.number(leftOut.bedtime), "custom": words.number(leftOut.custom),
            "refreshBy": words.moment(refreshBy.date, calendar: calendar),
          ]))
    } else if report.add.isEmpty, report.keep.isEmpty, report.unscheduledRules.isEmpty {
      // Nothing was wanted: no rule, no bedtime night ahead.
      lines.append(words(.nothingWanted))
    } else {
      lines.append(words(.nothingLeftOut))
    }
    return lines
  }

  /// Repeating requests first, by clock time, weekday, day and month;
  /// then dated ones by moment; ties by id.
  private static func inTimeOrder(_ requests: [NotificationRequest]) -> [NotificationRequest] {
    func key(_ request: NotificationRequest) -> (Int, Double, Int, Int) {
      switch request.trigger {
      case .calendar(let match):
        let when = Double(match.hour * 60 + match.minute)
        return (0, when, match.month ?? 0, match.day ?? match.weekday ?? 0)
      case .date(let moment):
        return (1, moment.date.timeIntervalSince1970, 0, 0)
      }
    }
    return requests.sorted { a, b in
      let (left, right) = (key(a), key(b))
      if left != right { return left < right }
      return a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
    }
  }

  /// `3 (bedtime 2, custom 1)`.
  private static func count(
    _ ids: [String], _ prefixes: OwnedPrefixes, _ words: TableWords
  ) -> String {
    let bedtime = ids.filter { prefixes.source(of: $0) == .bedtime }.count
    return words(
      .bySource,
      [
        "total": words.number(ids.count), "bedtime": words.number(bedtime),
        "custom": words.number(ids.count - bedtime),
      ])
  }
}
