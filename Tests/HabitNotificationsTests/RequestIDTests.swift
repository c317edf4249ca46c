import Foundation
import HabitCalendar
import HabitReminders
import HabitRequests
import HabitToolkit
import Testing

@testable import HabitNotifications

/// Ids compare one way everywhere: by their UTF-8 bytes, in a request's
/// `==` and hash, in the budget and in the diff; and an id is never cut.
@Suite struct RequestIDTests {
  /// Canonically equivalent ids spelled with different bytes, as the
  /// columns (precomposed, decomposed): `String ==` calls each pair equal.
  static let spellings: [(String, String)] = [
    ("custom.\u{E9}.daily", "custom.e\u{301}.daily"),
    ("custom.caf\u{E9}.w2", "custom.cafe\u{301}.w2"),
    ("bedtime.\u{212B}.1", "bedtime.A\u{30A}.1"),
  ]

  static func request(_ id: String) -> NotificationRequest {
    NotificationRequest(
      id: id, source: .custom, trigger: .calendar(.init(hour: 20, minute: 0)), title: "Run",
      body: "B")
  }

  @Test(arguments: spellings)
  func canonicallyEquivalentIDsAreTwoRequests(precomposed: String, decomposed: String) {
    #expect(precomposed == decomposed, "String == folds the two spellings")
    let (a, b) = (Self.request(precomposed), Self.request(decomposed))
    #expect(a != b)
    #expect(a == Self.request(precomposed) && a.hashValue == Self.request(precomposed).hashValue)
    #expect(Set([a, b]).count == 2)
    #expect([a: 1, b: 2].count == 2)
    #expect(Set([a, b, Self.request(precomposed)]).count == 2)
    // The diff agrees: the pending spelling goes, the desired one comes.
    let diff = Reconciliation(pending: [PendingRequest(a)], desired: [b], authorized: true)
    #expect(diff.add == [b] && diff.keep.isEmpty)
    #expect(diff.remove.map { Array($0.utf8) } == [Array(precomposed.utf8)])
    #expect(PendingRequest(a).matches(a) && !PendingRequest(a).matches(b))
  }

  /// The request the budget keeps on a tie of moments is the one whose id
  /// bytes sort first, whichever way `String <` orders them.
  @Test(arguments: spellings)
  func budgetBreaksTiesByBytes(precomposed: String, decomposed: String) {
    let at = Date(timeIntervalSince1970: 1_800_000_000)
    let requests = [precomposed, decomposed].map { id in
      TimedRequest(
        request: NotificationRequest(
          id: id, source: .custom, trigger: .date(ISO8601Moment(at, secondsFromUTC: 0)),
          title: "T", body: "B"),
        firstFire: at)
    }
    let allocation = NotificationBudget(limit: 1, bedtimeCap: 60).allocate(
      requests, foreignPending: 0)
    let first = [precomposed, decomposed].min { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    #expect(allocation.scheduled.map { Array($0.id.utf8) } == [Array((first ?? "").utf8)])
  }

  /// A long prefix and the longest rule id give ids of every byte, through
  /// the whole sync.
  @Test func longIDsAreWrittenWhole() throws {
    let prefix = String(repeating: "p", count: 500) + "."
    let ruleID = String(repeating: "r", count: RecurringReminder.maximumIDLength)
    let tripID = String(repeating: "t", count: RecurringReminder.maximumIDLength)
    let calendar = CivilCalendar(timeZone: try #require(TimeZone(identifier: "UTC")))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let rules = [
      try RecurringReminder(
        id: ruleID, title: "Run", time: try #require(WallTime(hour: 20, minute: 0)),
        recurrence: .daily),
      try RecurringReminder(
        id: tripID, title: "Trip", time: try #require(WallTime(hour: 9, minute: 0)),
        recurrence: .once(calendar.civilDate(of: now).adding(days: 3))),
    ]
    let sync = NotificationSync(
      device: .init(
        pending: [], authorization: .authorized,
        prefixes: OwnedPrefixes(bedtime: "bedtime.", custom: prefix)),
      bedtime: nil, rules: .init(rules, defaultBody: "B"), after: now, calendar: calendar,
      budget: NotificationBudget(bedtimeCap: 60))
    let date = calendar.civilDate(of: now).adding(days: 3).description
    #expect(
      Set(sync.add.map(\.id)) == [prefix + ruleID + ".daily", prefix + tripID + "." + date])
    #expect(sync.add.allSatisfy { $0.id.utf8.count > 500 + 64 })
  }
}
