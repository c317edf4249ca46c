import Foundation
import HabitCalendar
import HabitReminders
import HabitRequests
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitNotifications

/// A sync with completions against the sync's invariants: nothing
/// scheduled inside a done period, the repeating trigger back after it,
/// `refreshBy` no later than that moment, idempotent after applying the
/// diff.
@Suite struct DoneSyncTests {
  static func rules() throws -> [RecurringReminder] {
    let specs: [(String, RecurringReminder.Recurrence, RecurringReminder.DoneCovers, String)] = [
      ("daily", .daily, .day, "20:00"),
      ("early", .daily, .day, "00:30"),
      ("gym", .weekly(weekdays: [2, 4, 6]), .week, "07:30"),
      ("rent", .monthly(day: 1), .month, "09:00"),
      ("tax", .yearly(month: 12, day: 15), .year, "09:00"),
    ]
    return try specs.map { id, recurrence, covers, time in
      var rule = try RecurringReminder(
        id: id, title: id, time: try #require(WallTime(time)), recurrence: recurrence)
      rule.doneCovers = covers
      return rule
    }
  }

  static func sync(
    _ rules: [RecurringReminder], pending: [PendingRequest], at now: Date, calendar: CivilCalendar,
    completions: ReminderCompletions, limit: Int = 64
  ) -> NotificationSync {
    NotificationSync(
      device: .init(pending: pending, authorization: .authorized), bedtime: nil,
      rules: .init(rules, defaultBody: "B", completions: completions), after: now,
      calendar: calendar, budget: NotificationBudget(limit: limit, bedtimeCap: 60))
  }

  /// The pending list once a sync's diff is applied.
  static func applied(_ sync: NotificationSync, to pending: [PendingRequest]) -> [PendingRequest] {
    pending.filter { !sync.remove.contains($0.id) } + sync.add.map(PendingRequest.init)
  }

  static let zones = ["America/New_York", "Europe/London", "Pacific/Apia", "Asia/Kolkata"]

  /// Every rule done on the logical day of `now`, at noon of each 11th day
  /// across 2000-2035 in four zones.
  @Test(arguments: zones)
  func invariantsHold(zoneName: String) throws {
    let calendar = CivilCalendar(timeZone: try zone(zoneName), coveringYears: 2000...2035)
    let rules = try Self.rules()
    var failures: [String] = []
    var checked = 0
    var date = try day("2000-01-03")
    let last = try day("2035-12-20")
    while date < last {
      defer { date = date.adding(days: 11) }
      guard calendar.contains(date) else { continue }
      let now = calendar.moment(of: try #require(WallTime("12:00")), on: date)
      let today = calendar.logicalDay(of: now)
      let done = ReminderCompletions(rules.map { .init(reminder: $0.id, day: today) })
      let first = Self.sync(rules, pending: [], at: now, calendar: calendar, completions: done)
      checked += 1
      // Nothing inside a done period: every dated request fires on a day
      // no completion covers; a repeating one only for a rule that is open.
      for request in first.add {
        guard let rule = rules.first(where: { $0.owns(requestID: request.id) }) else {
          failures.append("\(date): \(request.id) owned by no rule")
          continue
        }
        switch request.trigger {
        case .date(let at):
          if done.isDone(rule, at: at.date, calendar: calendar) {
            failures.append("\(date): \(request.id) inside a done period")
          }
        case .calendar:
          if rule.doneState(after: now, calendar: calendar, completions: done) != .open {
            failures.append("\(date): \(request.id) repeats though the next one is done")
          }
        }
      }
      // refreshBy no later than each fallback's moment; the trigger back
      // from a sync at that moment.
      var pending = Self.applied(first, to: [])
      for rule in rules {
        guard
          case .fallback(let until) = rule.doneState(
            after: now, calendar: calendar, completions: done)
        else { continue }
        if let refresh = first.refreshBy?.date, refresh <= until {
        } else {
          failures.append(
            "\(date): refreshBy \(String(describing: first.refreshBy)) after \(rule.id)'s \(until)")
        }
        if rule.doneState(after: until, calendar: calendar, completions: done) != .open {
          failures.append("\(date): \(rule.id) not open again at \(until)")
        }
        let later = Self.sync(
          rules, pending: pending, at: until, calendar: calendar, completions: done)
        if !later.add.contains(where: { $0.id.hasPrefix("custom.\(rule.id).") && $0.repeatsForever }
        ) {
          failures.append("\(date): \(rule.id)'s repeating trigger not back at \(until)")
        }
      }
      // Idempotent once applied.
      let again = Self.sync(rules, pending: pending, at: now, calendar: calendar, completions: done)
      if !again.add.isEmpty || !again.remove.isEmpty {
        failures.append(
          "\(date): not idempotent: add \(again.add.map(\.id)) remove \(again.remove)")
      }
      pending = []
    }
    #expect(checked > 1000)
    #expect(failures.isEmpty, "\(failures.prefix(10))")
  }

  /// Every zone the system knows, at three seeded noons of 2000-2035 each:
  /// the same invariants as ``invariantsHold(zoneName:)``.
  @Test func invariantsHoldInEveryZone() throws {
    let rules = try Self.rules()
    var failures: [String] = []
    var generator = SplitMix64(state: 40)
    var checked = 0
    for name in TimeZone.knownTimeZoneIdentifiers {
      guard let timeZone = TimeZone(identifier: name) else { continue }
      let calendar = CivilCalendar(timeZone: timeZone, coveringYears: 2000...2035)
      for _ in 0..<3 {
        let date = try day("2000-01-01").adding(days: Int(generator.next() % 13_149))
        guard calendar.contains(date) else { continue }
        let now = calendar.moment(of: try #require(WallTime("12:00")), on: date)
        let done = ReminderCompletions(
          rules.map { .init(reminder: $0.id, day: calendar.logicalDay(of: now)) })
        let first = Self.sync(rules, pending: [], at: now, calendar: calendar, completions: done)
        checked += 1
        for request in first.add {
          if case .date(let at) = request.trigger,
            let rule = rules.first(where: { $0.owns(requestID: request.id) }),
            done.isDone(rule, at: at.date, calendar: calendar)
          {
            failures.append("\(name) \(date): \(request.id) inside a done period")
          }
        }
        for rule in rules {
          guard
            case .fallback(let until) = rule.doneState(
              after: now, calendar: calendar, completions: done)
          else { continue }
          if (first.refreshBy?.date ?? .distantFuture) > until {
            failures.append("\(name) \(date): refreshBy after \(rule.id)'s return")
          }
        }
        let pending = Self.applied(first, to: [])
        let again = Self.sync(
          rules, pending: pending, at: now, calendar: calendar, completions: done)
        if !again.add.isEmpty || !again.remove.isEmpty {
          failures.append("\(name) \(date): not idempotent")
        }
      }
    }
    #expect(checked > 900)
    #expect(failures.isEmpty, "\(failures.prefix(10))")
  }

  /// A repeating request pending for a rule now done is removed by the diff.
  @Test func pendingRepeatingRequestOfADoneRuleIsRemoved() throws {
    let calendar = CivilCalendar(timeZone: try zone("Asia/Shanghai"))
    let rules = try Self.rules().filter { $0.id == "daily" }
    let now = try moment("2026-12-02T10:00:00+08:00")
    let before = Self.sync(rules, pending: [], at: now, calendar: calendar, completions: .none)
    #expect(before.add.map(\.id) == ["custom.daily.daily"])
    let pending = Self.applied(before, to: [])
    let done = ReminderCompletions([.init(reminder: "daily", day: try day("2026-12-02"))])
    let after = Self.sync(rules, pending: pending, at: now, calendar: calendar, completions: done)
    #expect(after.remove == ["custom.daily.daily"])
    #expect(after.add.map(\.id) == ["custom.daily.2026-12-03"])
    #expect(after.refreshBy?.description == "2026-12-03T20:00:00+08:00")
    // Without completions the sync is what it was.
    #expect(
      Self.sync(rules, pending: [], at: now, calendar: calendar, completions: .none) == before)
  }

  /// The closing note's worst case: 64 slots, 20 daily rules all done
  /// today before today's occurrences: each rule is one dated request
  /// (tomorrow's), the same 20 slots its repeating request took; when the
  /// budget is short, the rules that lose are listed, never silently.
  @Test func worstCaseBudget() throws {
    let calendar = CivilCalendar(timeZone: try zone("Asia/Shanghai"))
    let now = try moment("2026-12-02T08:00:00+08:00")
    let rules = try (0..<20).map { index in
      var rule = try RecurringReminder(
        id: "r\(index)", title: "R", time: try #require(WallTime("09:\(10 + index)")),
        recurrence: .daily)
      rule.doneCovers = .day
      return rule
    }
    let today = try day("2026-12-02")
    let done = ReminderCompletions(rules.map { .init(reminder: $0.id, day: today) })
    let alone = Self.sync(rules, pending: [], at: now, calendar: calendar, completions: done)
    #expect(alone.scheduled == 20 && alone.leftOut?.custom == 0)
    #expect(alone.add.allSatisfy { if case .date = $0.trigger { true } else { false } })
    #expect(alone.refreshBy?.description == "2026-12-03T09:10:00+08:00")
    // 50 foreign requests pending: 14 slots for 20 rules; the last 6 lose.
    let foreign = (0..<50).map {
      PendingRequest(id: "other.\($0)", trigger: nil, title: nil, body: nil)
    }
    let short = Self.sync(rules, pending: foreign, at: now, calendar: calendar, completions: done)
    #expect(short.scheduled == 14)
    #expect(short.leftOut?.custom == 6)
    #expect(short.unscheduledRules == (14..<20).map { "r\($0)" })
    #expect(short.refreshBy?.description == "2026-12-03T09:10:00+08:00")
  }
}

extension NotificationRequest {
  /// Whether the request is a repeating calendar trigger.
  fileprivate var repeatsForever: Bool {
    if case .calendar = trigger { true } else { false }
  }
}
