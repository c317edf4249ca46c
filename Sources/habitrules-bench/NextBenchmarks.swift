import Foundation
import HabitRules

extension Benchmark {
  /// What a widget asks on each refresh: the next 48 hours' moments with
  /// 20 rules and the bedtime planner (its reminders, its window).
  ///
  /// The target: 50 us, and 20x a Foundation `Calendar` walk (each day
  /// start, window bound and midnight from `date(bySettingHour:...)`, each
  /// rule's occurrences from `nextDate(after:matching:)`, the same bedtime
  /// requests, one sort).
  static let nextMoments = Benchmark(
    name: "next.moments",
    operation: "next moments: 48 h, 20 rules + bedtime (per call)",
    unit: .microseconds,
    operationsPerRun: 200,
    targetMedian: 50,
    targetRatio: 20,
    run: {
      for _ in 0..<200 { blackHole(NextWorkload.moments()) }
    },
    baseline: {
      for _ in 0..<200 { blackHole(NextWorkload.foundationMoments()) }
    }
  )

  /// The sync with every rule done today.
  ///
  /// The same budget and diff, each
  /// rule now one dated request until tomorrow. Keeps sync's targets.
  static let syncDone = Benchmark(
    name: "sync.done",
    operation: "sync: 8 nights of bedtime + 20 rules all done today (per sync)",
    unit: .microseconds,
    operationsPerRun: 200,
    targetMedian: 100,
    targetRatio: 20,
    run: {
      for _ in 0..<200 { blackHole(NextWorkload.doneSync()) }
    },
    baseline: {
      for _ in 0..<200 { blackHole(SyncWorkload.foundationSync()) }
    }
  )
}

enum NextWorkload {
  static let calendar = ReminderWorkload.calendar
  static let now = ReminderWorkload.now
  static let planner = SyncWorkload.planner
  static let window = planner.settings.window

  /// The 20 rules of ``SyncWorkload``, each completion covering its day.
  static let rules: [RecurringReminder] = SyncWorkload.rules.map { rule in
    var rule = rule
    rule.doneCovers = .day
    return rule
  }

  static let completions = ReminderCompletions(
    rules.map { .init(reminder: $0.id, day: calendar.logicalDay(of: now)) })

  static let sources: NextMoments.Sources = {
    var sources = NextMoments.Sources()
    sources.window = window
    sources.rollover = window.rollover
    sources.bedtime = planner
    sources.rules = SyncWorkload.rules
    return sources
  }()

  static func moments() -> [Moment] {
    NextMoments.moments(after: now, hours: 48, calendar: calendar, sources: sources)
  }

  static func doneSync() -> NotificationSync {
    NotificationSync(
      device: .init(pending: SyncWorkload.pending, authorization: .authorized),
      bedtime: planner.requests(at: now),
      rules: .init(rules, defaultBody: "Time", completions: completions), after: now,
      calendar: calendar, budget: SyncWorkload.budget)
  }

  /// The same moments by a walk with Foundation's `Calendar`: instants and
  /// kinds, sorted.
  static func foundationMoments() -> [(Date, String)] {
    let calendar = ReminderWorkload.foundationCalendar
    let end = now.addingTimeInterval(48 * 3600)
    var moments: [(Date, String)] = []
    let rollover = window.rollover.wallTime
    var day = calendar.startOfDay(for: now)
    for _ in 0..<4 {
      let midnight = day
      if midnight > now, midnight <= end { moments.append((midnight, "quoteChanges")) }
      let bounds: [(WallTime, String)] = [
        (rollover, "dayStarts"), (window.start, "windowOpens"), (window.end, "windowCloses"),
      ]
      for (time, kind) in bounds {
        if let at = calendar.date(
          bySettingHour: time.hour, minute: time.minute, second: 0, of: midnight),
          at > now, at <= end
        {
          moments.append((at, kind))
          if kind == "dayStarts", calendar.component(.weekday, from: at) == 2 {
            moments.append((at, "weekStarts"))
          }
          if kind == "dayStarts", calendar.component(.day, from: at) == 1 {
            moments.append((at, "monthStarts"))
          }
        }
      }
      guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
      day = next
    }
    for timed in planner.requests(at: now, nights: 4) where timed.firstFire <= end {
      moments.append((timed.firstFire, timed.request.id))
    }
    for matches in ReminderWorkload.foundationMatches.prefix(20) {
      for match in matches {
        var after = now
        while let next = calendar.nextDate(after: after, matching: match, matchingPolicy: .strict),
          next <= end
        {
          moments.append((next, "reminder"))
          after = next
        }
      }
    }
    moments.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    return moments
  }
}
