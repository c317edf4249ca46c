import Foundation
import HabitCalendar
import HabitPlanner
import HabitReminders
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitNotifications

/// One budget for every source, and the diff against what is pending.
@Suite struct NotificationSyncTests {
  static let base = Date(timeIntervalSince1970: 1_800_000_000)

  /// A dated request `minutes` after `base`.
  static func dated(
    _ id: String, _ minutes: Int, title: String = "T", body: String = "B"
  ) -> NotificationRequest {
    NotificationRequest(
      id: id, source: id.hasPrefix("bedtime.") ? .bedtime : .custom,
      trigger: .date(
        ISO8601Moment(base.addingTimeInterval(Double(minutes) * 60), secondsFromUTC: 0)),
      title: title, body: body)
  }

  static func timed(_ request: NotificationRequest) -> TimedRequest {
    guard case .date(let at) = request.trigger else {
      return TimedRequest(request: request, firstFire: base.addingTimeInterval(86_400))
    }
    return TimedRequest(request: request, firstFire: at.date)
  }

  static let daily = NotificationRequest(
    id: "custom.run.daily", source: .custom,
    trigger: .calendar(.init(hour: 20, minute: 0)), title: "Run", body: "B")

  // MARK: - Reconciliation

  struct ReconcileCase: Sendable, CustomTestStringConvertible {
    let name: String
    let pending: [PendingRequest]
    let desired: [NotificationRequest]
    let authorized: Bool
    let add: [String]
    let remove: [String]
    let keep: [String]
    let foreign: [String]
    var testDescription: String { name }
  }

  /// The cases of the Moku design's reconciliation list.
  static let reconcileCases: [ReconcileCase] = [
    .init(
      name: "missing", pending: [], desired: [dated("bedtime.2026-10-01.1", 5)], authorized: true,
      add: ["bedtime.2026-10-01.1"], remove: [], keep: [], foreign: []),
    .init(
      name: "unchanged", pending: [PendingRequest(dated("custom.a.2027-01-01", 5))],
      desired: [dated("custom.a.2027-01-01", 5)], authorized: true,
      add: [], remove: [], keep: ["custom.a.2027-01-01"], foreign: []),
    .init(
      name: "same instant written in another offset",
      pending: [
        PendingRequest(
          id: "custom.a.2027-01-01",
          trigger: .date(ISO8601Moment(base.addingTimeInterval(300), secondsFromUTC: 28_800)),
          title: "T", body: "B")
      ],
      desired: [dated("custom.a.2027-01-01", 5)], authorized: true,
      add: [], remove: [], keep: ["custom.a.2027-01-01"], foreign: []),
    .init(
      name: "title changed",
      pending: [PendingRequest(dated("custom.a.2027-01-01", 5, title: "Old"))],
      desired: [dated("custom.a.2027-01-01", 5)], authorized: true,
      add: ["custom.a.2027-01-01"], remove: ["custom.a.2027-01-01"], keep: [], foreign: []),
    .init(
      name: "body changed", pending: [PendingRequest(dated("custom.a.2027-01-01", 5, body: "Old"))],
      desired: [dated("custom.a.2027-01-01", 5)], authorized: true,
      add: ["custom.a.2027-01-01"], remove: ["custom.a.2027-01-01"], keep: [], foreign: []),
    .init(
      name: "trigger changed", pending: [PendingRequest(dated("bedtime.2026-10-01.1", 6))],
      desired: [dated("bedtime.2026-10-01.1", 5)], authorized: true,
      add: ["bedtime.2026-10-01.1"], remove: ["bedtime.2026-10-01.1"], keep: [], foreign: []),
    .init(
      name: "unknown trigger",
      pending: [PendingRequest(id: "custom.run.daily", trigger: nil, title: "Run", body: "B")],
      desired: [daily], authorized: true,
      add: ["custom.run.daily"], remove: ["custom.run.daily"], keep: [], foreign: []),
    .init(
      name: "obsolete", pending: [PendingRequest(dated("custom.gone.daily", 5))], desired: [],
      authorized: true, add: [], remove: ["custom.gone.daily"], keep: [], foreign: []),
    .init(
      name: "foreign",
      pending: [PendingRequest(id: "com.other.ping", trigger: nil, title: nil, body: nil)],
      desired: [], authorized: true, add: [], remove: [], keep: [], foreign: ["com.other.ping"]),
    .init(
      name: "denied",
      pending: [
        PendingRequest(dated("custom.a.2027-01-01", 5)),
        PendingRequest(id: "com.other.ping", trigger: nil, title: nil, body: nil),
      ],
      desired: [dated("custom.a.2027-01-01", 5), dated("bedtime.2026-10-01.1", 6)],
      authorized: false,
      add: [], remove: ["custom.a.2027-01-01"], keep: [], foreign: ["com.other.ping"]),
    .init(
      name: "authorized again after denied", pending: [],
      desired: [dated("custom.a.2027-01-01", 5), dated("bedtime.2026-10-01.1", 6)],
      authorized: true,
      add: ["bedtime.2026-10-01.1", "custom.a.2027-01-01"], remove: [], keep: [], foreign: []),
    .init(
      name: "duplicate pending id",
      pending: [
        PendingRequest(dated("custom.a.2027-01-01", 5)),
        PendingRequest(dated("custom.a.2027-01-01", 5)),
      ],
      desired: [dated("custom.a.2027-01-01", 5)], authorized: true,
      add: ["custom.a.2027-01-01"], remove: ["custom.a.2027-01-01"], keep: [], foreign: []),
    .init(
      name: "duplicate desired id: the first counts",
      pending: [], desired: [dated("custom.a.2027-01-01", 5), dated("custom.a.2027-01-01", 9)],
      authorized: true, add: ["custom.a.2027-01-01"], remove: [], keep: [], foreign: []),
  ]

  static let cafe = ("caf\u{E9}", "cafe\u{301}")

  /// The states issue 23 found: triggers that fire differently, ids and
  /// texts equal only after Unicode folding.
  static let byteCases: [ReconcileCase] = [
    .init(
      name: "pending calendar trigger not repeating (decoded as none)",
      pending: [PendingRequest(id: "custom.d0.daily", trigger: nil, title: "Run", body: "B")],
      desired: [daily.renamed("custom.d0.daily")], authorized: true,
      add: ["custom.d0.daily"], remove: ["custom.d0.daily"], keep: [], foreign: []),
    .init(
      name: "calendar trigger with another field",
      pending: [
        PendingRequest(
          id: "custom.run.daily", trigger: .calendar(.init(hour: 20, minute: 0, day: 1)),
          title: "Run", body: "B")
      ],
      desired: [daily], authorized: true,
      add: ["custom.run.daily"], remove: ["custom.run.daily"], keep: [], foreign: []),
    .init(
      name: "foreign ids in both spellings are two",
      pending: [
        PendingRequest(id: "other.\(cafe.0)", trigger: nil, title: nil, body: nil),
        PendingRequest(id: "other.\(cafe.1)", trigger: nil, title: nil, body: nil),
      ],
      desired: [], authorized: true, add: [], remove: [], keep: [],
      foreign: ["other.\(cafe.1)", "other.\(cafe.0)"]),
    .init(
      name: "owned ids in both spellings, denied: both go",
      pending: [
        PendingRequest(id: "bedtime.\(cafe.0)", trigger: nil, title: nil, body: nil),
        PendingRequest(id: "bedtime.\(cafe.1)", trigger: nil, title: nil, body: nil),
      ],
      desired: [], authorized: false, add: [], remove: ["bedtime.\(cafe.1)", "bedtime.\(cafe.0)"],
      keep: [], foreign: []),
    .init(
      name: "Kelvin sign and K are two ids",
      pending: [PendingRequest(id: "custom.\u{212A}.daily", trigger: nil, title: nil, body: nil)],
      desired: [daily.renamed("custom.K.daily")], authorized: true,
      add: ["custom.K.daily"], remove: ["custom.\u{212A}.daily"], keep: [], foreign: []),
    .init(
      name: "title equal only after folding",
      pending: [PendingRequest(daily.retitled(cafe.1))],
      desired: [daily.retitled(cafe.0)], authorized: true,
      add: ["custom.run.daily"], remove: ["custom.run.daily"], keep: [], foreign: []),
    .init(
      name: "missing title",
      pending: [PendingRequest(id: daily.id, trigger: daily.trigger, title: nil, body: "B")],
      desired: [daily], authorized: true,
      add: ["custom.run.daily"], remove: ["custom.run.daily"], keep: [], foreign: []),
  ]

  @Test(arguments: reconcileCases + byteCases)
  func reconciles(_ testCase: ReconcileCase) {
    let diff = Reconciliation(
      pending: testCase.pending, desired: testCase.desired, authorized: testCase.authorized)
    func bytes(_ ids: [String]) -> [[UInt8]] { ids.map { Array($0.utf8) } }
    #expect(bytes(diff.add.map(\.id)) == bytes(testCase.add))
    #expect(bytes(diff.remove) == bytes(testCase.remove))
    #expect(bytes(diff.keep) == bytes(testCase.keep))
    #expect(bytes(diff.foreign) == bytes(testCase.foreign))
    // Applying it and reconciling again changes nothing.
    let again = Reconciliation(
      pending: diff.applied(to: testCase.pending), desired: testCase.desired,
      authorized: testCase.authorized)
    #expect(again.add.isEmpty && again.remove.isEmpty)
  }

  // MARK: - Budget

  @Test func tightBudgetKeepsRepeatingThenNearest() {
    let requests = [
      Self.dated("custom.a.2027-01-03", 30), Self.dated("bedtime.2026-10-01.2", 20),
      Self.dated("bedtime.2026-10-01.1", 10), Self.daily, Self.dated("custom.b.2027-01-01", 20),
    ].map(Self.timed)
    let allocation = NotificationBudget(limit: 5, bedtimeCap: 60).allocate(
      requests, foreignPending: 2)
    #expect(allocation.available == 3)
    // The repeating request, then 10 min, then the tie at 20 min by id.
    #expect(
      allocation.scheduled.map(\.id) == [
        "custom.run.daily", "bedtime.2026-10-01.1", "bedtime.2026-10-01.2",
      ])
    #expect(allocation.leftOut == [.custom: 2])
    #expect(allocation.refreshBy == Self.base.addingTimeInterval(20 * 60))
  }

  @Test func bedtimeCapLeavesRoomForOthers() {
    let bedtime = (1...5).map { Self.dated("bedtime.2026-10-01.\($0)", $0) }
    let allocation = NotificationBudget(limit: 64, bedtimeCap: 3).allocate(
      (bedtime + [Self.dated("custom.a.2027-01-01", 60)]).map(Self.timed), foreignPending: 0)
    #expect(
      allocation.scheduled.map(\.id) == [
        "bedtime.2026-10-01.1", "bedtime.2026-10-01.2", "bedtime.2026-10-01.3",
        "custom.a.2027-01-01",
      ])
    #expect(allocation.leftOut == [.bedtime: 2])
    #expect(allocation.refreshBy == Self.base.addingTimeInterval(4 * 60))
  }

  @Test func nothingLeftOutMeansNoRefresh() {
    let allocation = NotificationBudget(bedtimeCap: 60).allocate(
      [Self.timed(Self.daily)], foreignPending: 100)
    #expect(allocation.available == 0 && allocation.scheduled.isEmpty)
    #expect(allocation.leftOut == [.custom: 1])
    let roomy = NotificationBudget(bedtimeCap: 60).allocate(
      [Self.timed(Self.daily)], foreignPending: 0)
    #expect(roomy.refreshBy == nil && roomy.leftOut.isEmpty)
  }

  /// Random sources and pending sets: the limit and the cap hold, nothing
  /// left out is nearer than what is scheduled (but for the bedtime cap),
  /// reconciling twice is idempotent, foreign ids are never touched, and
  /// without authorization exactly the owned requests go.
  @Test(arguments: 0..<200)
  func budgetAndReconcileProperties(seed: Int) {
    var random = SplitMix64(state: UInt64(seed))
    var desired: [TimedRequest] = []
    for index in 0..<random.next(in: 0...90) {
      let minutes = random.next(in: 1...20_000)
      switch random.next(in: 0...5) {
      case 0:
        desired.append(
          TimedRequest(
            request: NotificationRequest(
              id: "custom.r\(index).daily", source: .custom,
              trigger: .calendar(.init(hour: index % 24, minute: 0)), title: "R", body: "B"),
            firstFire: Self.base.addingTimeInterval(Double(minutes) * 60)))
      case 1, 2: desired.append(Self.timed(Self.dated("custom.d\(index).2027-01-01", minutes)))
      default: desired.append(Self.timed(Self.dated("bedtime.2026-10-01.\(index)", minutes)))
      }
    }
    let budget = NotificationBudget(
      limit: random.next(in: 0...70), bedtimeCap: random.next(in: 0...60))
    var pending: [PendingRequest] = []
    for timed in desired where random.next(in: 0...2) == 0 {
      pending.append(PendingRequest(timed.request))
    }
    for index in 0..<random.next(in: 0...10) {
      pending.append(
        PendingRequest(Self.dated("custom.old\(index).2026-01-01", index, title: "Old")))
      pending.append(PendingRequest(id: "com.other.\(index)", trigger: nil, title: nil, body: nil))
    }
    let foreignCount = pending.filter { $0.id.hasPrefix("com.") }.count
    let allocation = budget.allocate(desired, foreignPending: foreignCount)
    let scheduled = allocation.scheduled
    #expect(scheduled.count <= max(0, budget.limit - foreignCount))
    let bedtimeScheduled = scheduled.filter { $0.source == .bedtime }.count
    #expect(bedtimeScheduled <= budget.bedtimeCap)
    let chosen = Set(scheduled.map(\.id))
    let left = desired.filter { !chosen.contains($0.request.id) }
    let datedScheduled = desired.filter { chosen.contains($0.request.id) && !$0.repeats }
    for out in left where !(out.request.source == .bedtime && bedtimeScheduled == budget.bedtimeCap)
    {
      for kept in datedScheduled {
        #expect(
          (out.firstFire, out.request.id) > (kept.firstFire, kept.request.id),
          "\(out.request.id) left out before \(kept.request.id)")
      }
      if out.repeats { #expect(datedScheduled.isEmpty) }
    }
    #expect(allocation.leftOut.values.reduce(0, +) == left.count)
    #expect(allocation.refreshBy == left.map(\.firstFire).min())

    let diff = Reconciliation(pending: pending, desired: scheduled, authorized: true)
    let after = diff.applied(to: pending)
    #expect(Set(after.map(\.id)).subtracting(diff.foreign) == chosen)
    #expect(after.filter { $0.id.hasPrefix("com.") }.count == foreignCount)
    #expect(!diff.remove.contains { $0.hasPrefix("com.") })
    let again = Reconciliation(pending: after, desired: scheduled, authorized: true)
    #expect(again.add.isEmpty && again.remove.isEmpty && again.keep == chosen.sorted())

    let denied = Reconciliation(pending: pending, desired: scheduled, authorized: false)
    #expect(denied.add.isEmpty)
    #expect(denied.remove == Set(pending.map(\.id).filter { !$0.hasPrefix("com.") }).sorted())
  }

  // MARK: - The bedtime night's life cycle

  static func planner() throws -> BedtimePlanner {
    let content = try HabitContent.bundled()
    return BedtimePlanner(
      settings: BedtimeSettings(seed: 3),
      calendar: CivilCalendar(timeZone: try #require(TimeZone(identifier: "Asia/Shanghai"))),
      content: content, language: .english)
  }

  @Test func testNotificationsFillTheReserveThenRefuse() throws {
    let planner = try Self.planner()
    let now = try #require(ISO8601Moment.parse("2026-10-01T21:00:00+08:00"))
    var tests: [TimedRequest] = []
    for number in 1...planner.rules.maxTestPending {
      let test = try planner.testNotification(at: now, delay: .tenSeconds, tests: tests).get()
      #expect(test.request.id == "bedtime.test.2026-10-01.\(number)")
      #expect(test.firstFire == now.addingTimeInterval(10))
      #expect(test.request.source == .bedtime && !test.request.title.isEmpty)
      tests.append(test)
    }
    let full = planner.testNotification(at: now, delay: .thirtySeconds, tests: tests)
    #expect(full == .failure(.reserveFull(planner.rules.maxTestPending)))
    // Once they have fired, the reserve is free again, and numbers go on.
    let later = now.addingTimeInterval(60)
    let next = try planner.testNotification(at: later, delay: .thirtySeconds, tests: tests).get()
    #expect(next.request.id == "bedtime.test.2026-10-01.5")
    #expect(next.firstFire == later.addingTimeInterval(30))
    let tonight = try #require(CivilDate("2026-10-01"))
    let done = planner.testNotification(at: now, delay: .tenSeconds, completed: [tonight])
    #expect(done == .failure(.tonightDone(tonight)))
    #expect("\(TestRefusal.tonightDone(tonight))".contains("already done"))
  }

  /// A test of another night neither numbers tonight's tests nor outlives
  /// its night's check-in.
  @Test func testsBelongToTheirNight() throws {
    let planner = try Self.planner()
    let yesterdayAt = try #require(ISO8601Moment.parse("2026-09-30T21:00:00+08:00"))
    let yesterday = try planner.testNotification(at: yesterdayAt, delay: .tenSeconds).get()
    #expect(yesterday.request.id == "bedtime.test.2026-09-30.1")
    let now = try #require(ISO8601Moment.parse("2026-10-01T21:00:00+08:00"))
    let earlier = TimedRequest(
      request: yesterday.request, firstFire: yesterdayAt.addingTimeInterval(10))
    let renamed = NotificationRequest(
      id: "bedtime.test.2026-09-30.7", source: .bedtime, trigger: yesterday.request.trigger,
      title: "", body: "")
    let tonight = try planner.testNotification(
      at: now, delay: .tenSeconds,
      tests: [earlier, TimedRequest(request: renamed, firstFire: earlier.firstFire)]
    ).get()
    #expect(tonight.request.id == "bedtime.test.2026-10-01.1")
    // A live test of a night checked in is dropped; one of another night stays.
    let live = TimedRequest(request: tonight.request, firstFire: now.addingTimeInterval(600))
    let night = try #require(CivilDate("2026-10-01"))
    #expect(!planner.requests(at: now, completed: [night], tests: [live]).contains(live))
    #expect(planner.requests(at: now, completed: [night.previous], tests: [live]).contains(live))
  }

  @Test func checkInRemovesTheNightAndRevokingBringsItBack() throws {
    let planner = try Self.planner()
    let now = try #require(ISO8601Moment.parse("2026-10-01T22:00:00+08:00"))
    let tonight = try #require(CivilDate("2026-10-01"))
    let test = try planner.testNotification(at: now, delay: .tenSeconds).get()
    let before = planner.requests(at: now, tests: [test])
    // The whole horizon still ahead, and the test: the budget applies the cap.
    let ahead = planner.plans(from: tonight, count: planner.rules.horizonNights)
      .flatMap(\.reminders).filter { $0.at > now }
    #expect(before.map(\.request.id) == ahead.map(\.id) + [test.request.id])
    #expect(before.contains { $0.request.id == test.request.id })
    let tonightIDs = before.map(\.request.id).filter {
      $0.hasPrefix("bedtime.2026-10-01.") || $0.hasPrefix("bedtime.test.2026-10-01.")
    }
    #expect(tonightIDs.count > 1)
    let after = planner.requestsAfterCheckIn(night: tonight, at: now, tests: [test])
    #expect(!after.contains { tonightIDs.contains($0.request.id) })
    let revoked = planner.requestsAfterRevokingCheckIn(
      night: tonight, at: now.addingTimeInterval(30), completed: [tonight], tests: [])
    let back = revoked.map(\.request.id).filter { $0.hasPrefix("bedtime.2026-10-01.") }
    let future = planner.plan(for: tonight).reminders.filter { $0.at > now.addingTimeInterval(30) }
    #expect(back == future.map(\.id))
  }
}

extension NotificationRequest {
  /// The same request under another id.
  func renamed(_ id: String) -> NotificationRequest {
    NotificationRequest(id: id, source: source, trigger: trigger, title: title, body: body)
  }

  /// The same request with another title.
  func retitled(_ title: String) -> NotificationRequest {
    NotificationRequest(id: id, source: source, trigger: trigger, title: title, body: body)
  }
}
