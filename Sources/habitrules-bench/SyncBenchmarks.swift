import Foundation
import HabitRules

extension Benchmark {
  /// The whole sync a front end runs on launch: 8 nights of bedtime
  /// requests plus 20 rules, one budget, and the diff against 64 pending.
  static let sync = Benchmark(
    name: "sync",
    operation: "sync: 8 nights of bedtime + 20 rules against 64 pending (per sync)",
    unit: .microseconds,
    operationsPerRun: 200,
    targetMedian: 50,
    targetRatio: nil,
    run: {
      for _ in 0..<200 { blackHole(SyncWorkload.sync()) }
    },
    baseline: nil
  )
}

enum SyncWorkload {
  static let now = ReminderWorkload.now
  static let planner: BedtimePlanner = {
    guard let content = PlannerWorkload.content else { fatalError("bundled content does not load") }
    return BedtimePlanner(
      settings: BedtimeSettings(seed: 9), calendar: ReminderWorkload.calendar, content: content,
      language: .english)
  }()
  static let rules = Array(ReminderWorkload.rules.prefix(20))

  /// What the OS reports: the last sync's requests, a few of them outdated,
  /// and 4 foreign ones; 64 in all.
  static let pending: [PendingRequest] = {
    let desired = desiredRequests().map(\.request)
    let owned = desired.prefix(60).enumerated().map { index, request in
      index % 10 == 0
        ? PendingRequest(id: request.id, trigger: request.trigger, title: "old", body: request.body)
        : PendingRequest(request)
    }
    let foreign = (0..<4).map {
      PendingRequest(id: "com.other.\($0)", trigger: nil, title: nil, body: nil)
    }
    return owned + foreign
  }()

  static func desiredRequests() -> [TimedRequest] {
    planner.requests(at: now)
      + rules.flatMap {
        $0.timedRequests(
          after: now, count: 60, calendar: ReminderWorkload.calendar, defaultBody: "Time")
      }
  }

  static func sync() -> Reconciliation {
    let allocation = NotificationBudget(bedtimeCap: planner.rules.queueLimit).allocate(
      desiredRequests(), foreignPending: 4)
    return Reconciliation(pending: pending, desired: allocation.scheduled, authorized: true)
  }
}
