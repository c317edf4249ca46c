import Foundation
import HabitCalendar
import HabitPlanner
import HabitReminders
import HabitRules
import HabitToolkit
import Testing

@testable import HabitNotifications

/// Issue 23 in the library: revoke, the delivered count, authorization,
/// prefixes, and the sweep of the whole sync.
@Suite struct NotificationFindingsTests {
  static let checkIn = Date(timeIntervalSince1970: 1_800_000_000)

  // MARK: 11. Revoke

  @Test(
    arguments: [
      // seconds of foreground use after the check-in, revoked
      ([Double](), false),
      ([5], false),
      ([29.9], false),
      ([30], false),
      ([30.001], true),
      ([31], true),
      ([3_600], true),
      ([-100], false),
      ([-100, 10, 30], false),
      ([10, 45], true),
    ] as [([Double], Bool)])
  func revokedOnlyAfterTheGrace(use: [Double], revoked: Bool) {
    let moments = use.map { Self.checkIn.addingTimeInterval($0) }
    #expect(CheckInRevocation().revokes(checkIn: Self.checkIn, foregroundUse: moments) == revoked)
  }

  @Test func useAtOrAfterTheWatchEndsDoesNotCount() {
    let end = Self.checkIn.addingTimeInterval(600)
    let rule = CheckInRevocation()
    #expect(!rule.revokes(checkIn: Self.checkIn, foregroundUse: [end], until: end))
    #expect(
      rule.revokes(
        checkIn: Self.checkIn, foregroundUse: [end.addingTimeInterval(-1)], until: end))
    #expect(CheckInRevocation(grace: -5).grace == 0)
  }

  // MARK: 12. Delivered count

  @Test(
    arguments: [
      // delivered ids (seconds after the check-in moment), plannedAt offset, observed
      ([String](), nil, 0),
      (["bedtime.2026-10-01.1", "bedtime.2026-10-01.2"], nil, 2),
      (["bedtime.2026-10-01.1", "bedtime.2026-10-01.1"], nil, 1),
      (["bedtime.test.2026-10-01.1", "bedtime.2026-10-01.3"], nil, 1),
      (["bedtime.2026-09-30.1", "bedtime.2026-10-01.4", "custom.run.daily"], nil, 1),
      (["bedtime.2026-10-01.", "bedtime.2026-10-01.x", "bedtime.2026-10-01.12"], nil, 1),
      // Re-planned between the first delivery (100 s) and the second (200 s):
      // the first no longer counts.
      (["bedtime.2026-10-01.1", "bedtime.2026-10-01.2", "bedtime.2026-10-01.3"], 150.0, 2),
      (["bedtime.2026-10-01.1", "bedtime.2026-10-01.2", "bedtime.2026-10-01.3"], 300.0, 1),
    ] as [([String], Double?, Int)])
  func deliveredCountIsAnObservedLowerBound(ids: [String], plannedAt: Double?, observed: Int)
    throws
  {
    let night = try #require(CivilDate("2026-10-01"))
    // The n-th delivery 100 s after the one before.
    let delivered = ids.enumerated().map { index, id in
      (id: id, at: Self.checkIn.addingTimeInterval(Double(index + 1) * 100))
    }
    let count = DeliveredCount(
      night: night, delivered: delivered,
      plannedAt: plannedAt.map { Self.checkIn.addingTimeInterval($0) })
    #expect(count == DeliveredCount(night: night, observedForTesting: observed))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(count)
    #expect(
      String(decoding: json, as: UTF8.self) == #"{"night":"2026-10-01","observed":\#(observed)}"#)
  }

  // MARK: 7. Prefixes

  @Test(arguments: [
    ("bedtime.2026-10-01.1", NotificationRequest.Source?.some(.bedtime)),
    ("custom.a.daily", .custom),
    ("kangkang.custom.x.w2", nil),
    ("other", nil),
  ])
  func standardPrefixesOwn(id: String, source: NotificationRequest.Source?) {
    #expect(OwnedPrefixes.standard.source(of: id) == source)
  }

  @Test func longerPrefixWinsAndBytesCompare() {
    let prefixes = OwnedPrefixes(bedtime: "app.", custom: "app.custom.")
    #expect(prefixes.source(of: "app.custom.a.daily") == .custom)
    #expect(prefixes.source(of: "app.2026-10-01.1") == .bedtime)
    let accented = OwnedPrefixes(bedtime: "b.", custom: "caf\u{E9}.")
    #expect(accented.source(of: "cafe\u{301}.a.daily") == nil)
  }

  @Test func bedtimePrefixRenamesTheHorizon() throws {
    let planner = try NotificationSyncTests.planner()
    let now = try #require(ISO8601Moment.parse("2026-10-01T21:05:00+08:00"))
    let standard = planner.requests(at: now)
    let renamed = planner.requests(at: now, prefix: "kk.bedtime.")
    #expect(renamed.map(\.request.id) == standard.map { "kk." + $0.request.id })
    #expect(renamed.map(\.firstFire) == standard.map(\.firstFire))
  }

  // MARK: 8. Authorization

  @Test(arguments: Authorization.allCases)
  func authorizationSchedulesOnlyWhenAllowed(state: Authorization) throws {
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: "UTC")))
    let now = NotificationSyncTests.base
    let rules = [
      try RecurringReminder(
        id: "run", title: "Run", time: try #require(WallTime(hour: 7, minute: 0)),
        recurrence: .daily),
      try RecurringReminder(
        id: "past", title: "Past", time: try #require(WallTime(hour: 7, minute: 0)),
        recurrence: .once(try #require(CivilDate("2020-01-01")))),
      try RecurringReminder(
        id: "off", title: "Off", time: try #require(WallTime(hour: 7, minute: 0)),
        recurrence: .daily,
        enabled: false),
    ]
    let bedtime = [
      NotificationSyncTests.timed(NotificationSyncTests.dated("bedtime.2027-01-15.1", 60))
    ]
    let pending = [
      PendingRequest(id: "custom.gone.daily", trigger: nil, title: nil, body: nil),
      PendingRequest(id: "com.other", trigger: nil, title: nil, body: nil),
    ]
    let sync = NotificationSync(
      device: .init(pending: pending, authorization: state), bedtime: bedtime,
      rules: .init(rules, defaultBody: "B"), after: now, calendar: calendar,
      budget: NotificationBudget(limit: 2, bedtimeCap: 60))
    #expect(sync.remove == ["custom.gone.daily"] && sync.foreign == ["com.other"])
    switch state {
    case .authorized, .provisional, .ephemeral:
      #expect(state.schedules)
      #expect(sync.add.map(\.id) == ["custom.run.daily"])
      #expect(sync.leftOut == NotificationSync.LeftOut(bedtime: 1, custom: 0))
      #expect(sync.refreshBy?.date == now.addingTimeInterval(3_600))
      #expect(sync.blocked.isEmpty)
    case .notDetermined, .denied:
      #expect(!state.schedules)
      #expect(sync.add.isEmpty && sync.scheduled == 0)
      #expect(sync.leftOut == nil && sync.refreshBy == nil)
      #expect(
        sync.blocked == [
          NotificationSync.Blocked(source: .bedtime, rule: nil),
          NotificationSync.Blocked(source: .custom, rule: "run"),
        ])
    }
  }

  // MARK: 1-2. The budget with dated rules

  @Test func datedRuleWithNoSlotIsLeftOutWithItsMoment() throws {
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: "UTC")))
    let now = NotificationSyncTests.base
    let trip = try RecurringReminder(
      id: "trip", title: "Trip", time: try #require(WallTime(hour: 9, minute: 0)),
      recurrence: .once(calendar.civilDate(of: now).adding(days: 3)))
    for limit in [0, 2] {
      let foreign = [
        PendingRequest(id: "com.a", trigger: nil, title: nil, body: nil),
        PendingRequest(id: "com.b", trigger: nil, title: nil, body: nil),
      ]
      let sync = NotificationSync(
        device: .init(pending: foreign, authorization: .authorized),
        bedtime: nil, rules: .init([trip], defaultBody: "B"), after: now, calendar: calendar,
        budget: NotificationBudget(limit: limit, bedtimeCap: 60))
      #expect(
        sync.scheduled == 0 && sync.leftOut == NotificationSync.LeftOut(bedtime: 0, custom: 1))
      #expect(
        sync.refreshBy?.date
          == calendar.moment(
            of: try #require(WallTime(hour: 9, minute: 0)),
            on: calendar.civilDate(of: now).adding(days: 3)))
      #expect(sync.unscheduledRules == ["trip"])
    }
  }

  // MARK: The sweep

  static let content: HabitContent? = try? HabitContent.bundled()
  static let zones = [
    "UTC", "Asia/Shanghai", "America/New_York", "Europe/London", "Australia/Lord_Howe",
    "Pacific/Apia", "America/St_Johns", "Asia/Kathmandu",
  ]

  /// Random settings, zones, seeds, moments, limits, foreign sets and rule
  /// sets, against an oracle that offers every dated rule `available + 1`
  /// occurrences and shares the slots greedily.
  @Test(arguments: 0..<240)
  func syncProperties(seed: Int) throws {
    let content = try #require(Self.content)
    var random = SplitMix64(state: UInt64(seed) &* 0x9E37_79B9 &+ 7)
    let zone = Self.zones[random.next(in: 0...(Self.zones.count - 1))]
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: zone)))
    let now = Date(timeIntervalSince1970: 1_780_000_000 + Double(random.next(in: 0...40_000_000)))
    let frequencies = BedtimeSettings.Frequency.allCases
    let planner = BedtimePlanner(
      settings: BedtimeSettings(
        frequency: frequencies[random.next(in: 0...(frequencies.count - 1))],
        seed: UInt64(random.next(in: 0...1_000_000))),
      calendar: calendar, content: content, language: .english)
    let withBedtime = random.next(in: 0...3) > 0
    let bedtime = withBedtime ? planner.requests(at: now, nights: random.next(in: 1...8)) : nil
    var rules: [RecurringReminder] = []
    for index in 0..<random.next(in: 0...14) {
      let time = try #require(
        WallTime(hour: random.next(in: 0...23), minute: random.next(in: 0...59)))
      let recurrence: RecurringReminder.Recurrence
      var monthEnd = RecurringReminder.MonthEnd.skip
      switch random.next(in: 0...5) {
      case 0: recurrence = .daily
      case 1:
        recurrence = .weekly(
          weekdays: (1...7).filter { _ in random.next(in: 0...1) == 0 } + [random.next(in: 1...7)])
      case 2:
        recurrence = .monthly(day: random.next(in: 27...31))
        monthEnd = .lastDay
      case 3:
        recurrence = .yearly(month: 2, day: 29)
        monthEnd = random.next(in: 0...1) == 0 ? .lastDay : .skip
      default:
        recurrence = .once(calendar.civilDate(of: now).adding(days: random.next(in: -3...40)))
      }
      rules.append(
        try RecurringReminder(
          id: "r\(index)", title: "R\(index)", time: time, recurrence: recurrence,
          enabled: random.next(in: 0...9) > 0, monthEnd: monthEnd))
    }
    let budget = NotificationBudget(
      limit: random.next(in: 0...80), bedtimeCap: random.next(in: 0...60))
    // Foreign requests, some in two spellings, some with triggers; an old
    // copy of some desired requests; owned leftovers.
    var pending: [PendingRequest] = []
    for index in 0..<random.next(in: 0...12) {
      let spelling = [NotificationSyncTests.cafe.0, NotificationSyncTests.cafe.1, "K", "\u{212A}"][
        index % 4]
      pending.append(
        PendingRequest(
          id: "other.\(spelling).\(index / 4)",
          trigger: index % 3 == 0 ? .date(calendar.zoned(now)) : nil, title: "x\(index)", body: nil)
      )
    }
    let body = "Body"
    let allRequests =
      (bedtime ?? [])
      + rules.flatMap {
        $0.timedRequests(after: now, count: 3, calendar: calendar, defaultBody: body)
      }
    for timed in allRequests where random.next(in: 0...3) == 0 {
      let request = timed.request
      pending.append(
        random.next(in: 0...2) == 0
          ? PendingRequest(
            id: request.id, trigger: request.trigger, title: "old", body: request.body)
          : PendingRequest(request))
    }
    for index in 0..<random.next(in: 0...4) {
      pending.append(
        PendingRequest(id: "custom.gone\(index).daily", trigger: nil, title: nil, body: nil))
      pending.append(
        PendingRequest(id: "bedtime.2020-01-01.\(index)", trigger: nil, title: nil, body: nil))
    }
    let sync = NotificationSync(
      device: .init(pending: pending, authorization: .authorized), bedtime: bedtime,
      rules: .init(rules, defaultBody: body), after: now, calendar: calendar, budget: budget)

    // The oracle.
    func owner(_ id: String) -> NotificationRequest.Source? {
      if id.utf8.starts(with: "bedtime.".utf8) { return .bedtime }
      if id.utf8.starts(with: "custom.".utf8) { return .custom }
      return nil
    }
    let foreignCount = Set(
      pending.map { Array($0.id.utf8) }.filter {
        let id = String(decoding: $0, as: UTF8.self)
        return owner(id) == nil || (owner(id) == .bedtime && bedtime == nil)
      }
    ).count
    let available = max(0, budget.limit - foreignCount)
    var offered = bedtime ?? []
    for rule in rules {
      offered += rule.timedRequests(
        after: now, count: available + 1, calendar: calendar, defaultBody: body)
    }
    let sorted = offered.sorted { a, b in
      if a.repeats != b.repeats { return a.repeats }
      if a.firstFire != b.firstFire { return a.firstFire < b.firstFire }
      return Array(a.request.id.utf8).lexicographicallyPrecedes(Array(b.request.id.utf8))
    }
    var chosen: [TimedRequest] = []
    var left: [TimedRequest] = []
    for timed in sorted {
      let bedtimeCount = chosen.filter { $0.request.source == .bedtime }.count
      if chosen.count < available,
        timed.request.source != .bedtime || bedtimeCount < budget.bedtimeCap
      {
        chosen.append(timed)
      } else {
        left.append(timed)
      }
    }
    let scheduledIDs = (sync.add.map(\.id) + sync.keep).map { Array($0.utf8) }
    #expect(Set(scheduledIDs) == Set(chosen.map { Array($0.request.id.utf8) }))
    #expect(scheduledIDs.count == chosen.count)
    // Left out: every bedtime request not scheduled, every repeating custom
    // one, and one per dated rule with an occurrence left out.
    let leftBedtime = left.filter { $0.request.source == .bedtime }.count
    let leftRepeating = left.filter { $0.request.source == .custom && $0.repeats }.count
    let leftDatedRules = Set(
      left.filter { $0.request.source == .custom && !$0.repeats }.map {
        $0.request.id.split(separator: ".")[1]
      }
    ).count
    #expect(
      sync.leftOut
        == NotificationSync.LeftOut(bedtime: leftBedtime, custom: leftRepeating + leftDatedRules))
    #expect(sync.refreshBy?.date == left.map(\.firstFire).min())
    // What is pending after applying never exceeds the limit (unless the
    // foreign requests alone do).
    let removed = Set(sync.remove.map { Array($0.utf8) })
    let after =
      pending.filter { !removed.contains(Array($0.id.utf8)) } + sync.add.map(PendingRequest.init)
    let distinct = Set(after.map { Array($0.id.utf8) }).count
    #expect(distinct <= max(budget.limit, foreignCount))
    #expect(
      distinct == after.count || pending.count != Set(pending.map { Array($0.id.utf8) }).count)
    // Foreign (and untouched) requests are the same, byte for byte.
    let untouchedBefore = pending.filter {
      owner($0.id) == nil || (owner($0.id) == .bedtime && bedtime == nil)
    }
    let untouchedAfter = after.filter {
      owner($0.id) == nil || (owner($0.id) == .bedtime && bedtime == nil)
    }
    #expect(untouchedAfter.count == untouchedBefore.count)
    for (a, b) in zip(untouchedBefore, untouchedAfter) {
      #expect(a.id.utf8.elementsEqual(b.id.utf8) && a.trigger == b.trigger)
      #expect(a.title.map { Array($0.utf8) } == b.title.map { Array($0.utf8) })
    }
    // Syncing again is empty.
    let again = NotificationSync(
      device: .init(pending: after, authorization: .authorized), bedtime: bedtime,
      rules: .init(rules, defaultBody: body), after: now, calendar: calendar, budget: budget)
    #expect(again.add.isEmpty && again.remove.isEmpty)
    #expect(again.keep.count == chosen.count)
  }
}

extension DeliveredCount {
  /// A count as expected, to compare whole values.
  init(night: CivilDate, observedForTesting observed: Int) {
    self = DeliveredCount(
      night: night,
      delivered: (0..<observed).map { (id: "bedtime.\(night).\($0 + 1)", at: .distantFuture) })
  }
}
