import Foundation
import HabitRules

extension Benchmark {
  /// The whole sync a front end runs on launch: 8 nights of bedtime
  /// requests plus 20 rules, one budget, and the diff against 64 pending.
  ///
  /// The target is the plain code's: 100 us, and 20x the baseline.
  ///
  /// Against the straightforward version: each rule's first firings from
  /// Foundation's `Calendar.nextDate` (the next 60 of a dated rule, as many
  /// as there are slots), one sort of every request, and the diff through a
  /// `Set<String>` and a `[String: PendingRequest]` of the pending ids.
  static let sync = Benchmark(
    name: "sync",
    operation: "sync: 8 nights of bedtime + 20 rules against 64 pending (per sync)",
    unit: .microseconds,
    operationsPerRun: 200,
    targetMedian: 100,
    targetRatio: 20,
    run: {
      for _ in 0..<200 { blackHole(SyncWorkload.sync()) }
    },
    baseline: {
      for _ in 0..<200 { blackHole(SyncWorkload.foundationSync()) }
    }
  )
}

extension Benchmark {
  /// The library path `gen sync` caps at 256 rules: 10,000 dated rules
  /// (monthly on the 31st, the last day in shorter months) sharing a limit
  /// of 1,000 with 8 nights of bedtime, one sync per run.
  static let syncManyRules = Benchmark(
    name: "sync.manyRules",
    operation: "sync: 10,000 dated rules, limit 1,000 (per sync)",
    unit: .milliseconds,
    operationsPerRun: 1,
    targetMedian: 1000,
    targetRatio: nil,
    targetPeakMemoryMB: 100,
    run: { blackHole(SyncWorkload.manyRulesSync()) },
    baseline: nil
  )
}

enum SyncWorkload {
  /// 10,000 rules that each need dated requests, one occurrence at a time.
  static let manyRules: [RecurringReminder] = (0..<10_000).compactMap { index in
    try? RecurringReminder(
      id: "m\(index)", title: "Rule \(index)",
      time: WallTime(hour: index % 24, minute: (index * 7) % 60) ?? .midnight,
      recurrence: .monthly(day: 31), monthEnd: .lastDay)
  }

  static func manyRulesSync() -> NotificationSync {
    NotificationSync(
      device: .init(pending: pending, authorization: .authorized),
      bedtime: planner.requests(at: now), rules: .init(manyRules, defaultBody: "Time"),
      after: now, calendar: ReminderWorkload.calendar,
      budget: NotificationBudget(limit: 1000, bedtimeCap: planner.rules.queueLimit))
  }

  static let now = ReminderWorkload.now
  static let planner: BedtimePlanner = {
    guard let content = PlannerWorkload.content else { fatalError("bundled content does not load") }
    return BedtimePlanner(
      settings: BedtimeSettings(seed: 9), calendar: ReminderWorkload.calendar, content: content,
      language: .english)
  }()
  static let rules = Array(ReminderWorkload.rules.prefix(20))
  static let budget = NotificationBudget(bedtimeCap: planner.rules.queueLimit)

  /// What the OS reports: the last sync's requests, a few of them outdated,
  /// and 4 foreign ones; 64 in all.
  static let pending: [PendingRequest] = {
    let sync = NotificationSync(
      device: .init(pending: [], authorization: .authorized), bedtime: planner.requests(at: now),
      rules: .init(rules, defaultBody: "Time"), after: now, calendar: ReminderWorkload.calendar,
      budget: budget)
    let owned = sync.add.prefix(60).enumerated().map { index, request in
      index % 10 == 0
        ? PendingRequest(id: request.id, trigger: request.trigger, title: "old", body: request.body)
        : PendingRequest(request)
    }
    let foreign = (0..<4).map {
      PendingRequest(id: "com.other.\($0)", trigger: nil, title: nil, body: nil)
    }
    return owned + foreign
  }()

  static func sync() -> NotificationSync {
    NotificationSync(
      device: .init(pending: pending, authorization: .authorized),
      bedtime: planner.requests(at: now), rules: .init(rules, defaultBody: "Time"), after: now,
      calendar: ReminderWorkload.calendar, budget: budget)
  }

  /// The same sync written the straightforward way.
  static func foundationSync() -> (add: [String], remove: [String], keep: [String]) {
    let calendar = ReminderWorkload.foundationCalendar
    var desired = planner.requests(at: now)
    for (rule, matches) in zip(rules, ReminderWorkload.foundationMatches.prefix(20)) {
      let body = rule.note.isEmpty ? "Time" : rule.note
      if rule.repeats {
        for match in matches {
          guard
            let first = calendar.nextDate(
              after: now, matching: match, matchingPolicy: .strict)
          else { continue }
          let suffix =
            match.weekday.map { "w\($0)" }
            ?? (match.month != nil ? "yearly" : match.day != nil ? "monthly" : "daily")
          let trigger = NotificationRequest.Trigger.calendar(
            .init(
              hour: match.hour ?? 0, minute: match.minute ?? 0, weekday: match.weekday,
              day: match.day, month: match.month))
          desired.append(
            TimedRequest(
              request: NotificationRequest(
                id: "custom.\(rule.id).\(suffix)", source: .custom, trigger: trigger,
                title: rule.title, body: body),
              firstFire: first))
        }
      } else {
        var after = now
        for _ in 0..<60 {
          guard
            let next = calendar.nextDate(
              after: after, matching: matches[0], matchingPolicy: .strict)
          else { break }
          let day = calendar.dateComponents([.year, .month, .day], from: next)
          let id = String(
            format: "custom.%@.%04d-%02d-%02d", rule.id, day.year ?? 0, day.month ?? 0, day.day ?? 0
          )
          desired.append(
            TimedRequest(
              request: NotificationRequest(
                id: id, source: .custom,
                trigger: .date(
                  ISO8601Moment(next, secondsFromUTC: calendar.timeZone.secondsFromGMT(for: next))),
                title: rule.title, body: body),
              firstFire: next))
          after = next
        }
      }
    }
    desired.sort { a, b in
      if a.repeats != b.repeats { return a.repeats }
      if a.firstFire != b.firstFire { return a.firstFire < b.firstFire }
      return a.request.id < b.request.id
    }
    let foreign = Set(
      pending.map(\.id).filter { !$0.hasPrefix("bedtime.") && !$0.hasPrefix("custom.") })
    var scheduled: [NotificationRequest] = []
    var bedtime = 0
    for timed in desired where scheduled.count < budget.limit - foreign.count {
      if timed.request.source == .bedtime {
        guard bedtime < budget.bedtimeCap else { continue }
        bedtime += 1
      }
      scheduled.append(timed.request)
    }
    let pendingByID = Dictionary(pending.map { ($0.id, $0) }) { first, _ in first }
    let wanted = Set(scheduled.map(\.id))
    var add: [String] = []
    var keep: [String] = []
    var remove: [String] = []
    for request in scheduled {
      if let old = pendingByID[request.id], old.matches(request) {
        keep.append(request.id)
      } else {
        if pendingByID[request.id] != nil { remove.append(request.id) }
        add.append(request.id)
      }
    }
    for id in pendingByID.keys where !wanted.contains(id) && !foreign.contains(id) {
      remove.append(id)
    }
    return (add.sorted(), remove.sorted(), keep.sorted())
  }
}
