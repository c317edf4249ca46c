import Foundation
import HabitCalendar
import HabitTestSupport
import Testing

@testable import HabitReminders

/// A person's own reminders: rules, occurrences, requests.
@Suite struct RecurringReminderTests {
  /// One rule from its JSON, as an app stores it.
  static func rule(_ json: String) throws -> RecurringReminder {
    let stored = try RecurringReminder.rules(fromJSON: Data("[\(json)]".utf8))
    #expect(stored.problems.isEmpty, "\(stored.problems)")
    return try #require(stored.rules.first)
  }

  static func calendar(_ zone: String) throws -> CivilCalendar {
    CivilCalendar(timeZone: try #require(TimeZone(identifier: zone)))
  }

  // MARK: - Validation

  @Test(arguments: [
    // one rule's JSON, the error
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "weekly", "weekdays": []}}"#,
      #"reminders[0] "a".repeat.weekdays: empty; list at least one day, 1 = Sunday ... 7 = Saturday"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "weekly", "weekdays": [0]}}"#,
      #"reminders[0] "a".repeat.weekdays: 0 is not a weekday; use 1 = Sunday ... 7 = Saturday"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "monthly", "day": 0}}"#,
      #"reminders[0] "a".repeat.day: 0 is not a day of the month; use 1-31"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "monthly", "day": 32}}"#,
      #"reminders[0] "a".repeat.day: 32 is not a day of the month; use 1-31"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "yearly", "month": 4, "day": 31}}"#,
      #"reminders[0] "a".repeat.day: 31 is not a day of month 4; use 1-30"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "yearly", "month": 13, "day": 1}}"#,
      #"reminders[0] "a".repeat.month: 13 is not a month; use 1-12"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "9:00", "repeat": {"kind": "daily"}}"#,
      #"reminders[0] "a".time: invalid time "9:00"; expected HH:MM, 00:00-23:59"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "24:00", "repeat": {"kind": "daily"}}"#,
      #"reminders[0] "a".time: invalid time "24:00"; expected HH:MM, 00:00-23:59"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "hourly"}}"#,
      #"reminders[0] "a".repeat.kind: unknown kind "hourly"; use "daily", "weekly", "monthly", "yearly", "once""#
    ),
    (
      #"{"id": "a", "title": " ", "time": "09:00", "repeat": {"kind": "daily"}}"#,
      #"reminders[0] "a".title: empty; a reminder needs a title to show"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "once", "date": "2027-02-29"}}"#,
      #"reminders[0] "a".repeat.date: invalid date "2027-02-29"; expected an existing date as YYYY-MM-DD"#
    ),
    (
      #"{"id": "a.b", "title": "T", "time": "09:00", "repeat": {"kind": "daily"}}"#,
      #"reminders[0] "a.b".id: use 1-64 ASCII letters, digits, "-" and "_""#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "daily"}, "monthEnd": "last"}"#,
      #"reminders[0] "a".monthEnd: unknown value "last"; use "skip" or "lastDay""#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "monthly", "day": 1.5}}"#,
      #"reminders[0] "a".repeat.day: expected a whole number, found 1.5"#
    ),
    (
      #"{"title": "T", "time": "09:00", "repeat": {"kind": "daily"}}"#,
      #"reminders[0].id: missing"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00"}, {"id": "a", "title": "U", "time": "10:00", "repeat": {"kind": "daily"}}"#,
      #"reminders[0] "a".repeat: missing"#
    ),
    (
      #"{"id": "a", "title": "T", "time": "09:00", "repeat": {"kind": "daily"}}, {"id": "a", "title": "U", "time": "10:00", "repeat": {"kind": "daily"}}"#,
      #"reminders[1] "a".id: duplicate id; reminders[0] has it too, and each rule needs its own"#
    ),
    ("7", "reminders: expected a JSON array of reminders, found a number"),
  ])
  func badRulesNameTheRuleAndField(json: String, message: String) throws {
    guard json != "7" else {
      let error = #expect(throws: InputError.self) {
        try RecurringReminder.rules(fromJSON: Data(json.utf8))
      }
      #expect(error?.description == message)
      return
    }
    let stored = try RecurringReminder.rules(fromJSON: Data("[\(json)]".utf8))
    #expect(stored.problems.map(\.description) == [message])
  }

  /// One damaged entry of a stored list costs nothing else;
  /// each bad rule is one problem with its index, id and field.
  @Test func oneBadRuleLosesNothingElse() throws {
    let json = #"""
      [{"id": "run", "title": "Run", "time": "07:30", "repeat": {"kind": "daily"}},
       {"id": "rent", "title": "Rent", "time": "09:00", "repeat": {"kind": "monthly", "day": 32}},
       "not a rule",
       {"id": "gym", "title": "Gym", "time": "18:00", "note": null, "enabled": null,
        "repeat": {"kind": "weekly", "weekdays": [6, 2, 2]}},
       {"id": "run", "title": "Run again", "time": "08:00", "repeat": {"kind": "daily"}}]
      """#
    let stored = try RecurringReminder.rules(fromJSON: Data(json.utf8))
    #expect(stored.rules.map(\.id) == ["run", "gym"])
    let gym = try #require(stored.rules.last)
    #expect(gym.recurrence == .weekly(weekdays: [2, 6]))
    #expect(gym.note == "" && gym.enabled && gym.monthEnd == .skip)
    #expect(stored.problems.map(\.index) == [1, 2, 4])
    #expect(stored.problems.map(\.id) == ["rent", nil, "run"])
    #expect(
      stored.problems.map(\.description) == [
        #"reminders[1] "rent".repeat.day: 32 is not a day of the month; use 1-31"#,
        "reminders[2]: expected an object, found a string",
        #"reminders[4] "run".id: duplicate id; reminders[0] has it too, and each rule needs its own"#,
      ])
  }

  /// The initializer and JSON decoding run the same checks.
  @Test func initializerAndDecoderNameTheRule() throws {
    let nine = try #require(WallTime("09:00"))
    let error = #expect(throws: InputError.self) {
      try RecurringReminder(
        id: "rent", title: "Pay rent", time: nine, recurrence: .monthly(day: 32))
    }
    #expect(
      error?.description == #"reminder "rent".repeat.day: 32 is not a day of the month; use 1-31"#)
    let json =
      #"{"id": "rent", "title": "Pay rent", "time": "09:00", "repeat": {"kind": "yearly", "month": 4, "day": 31}}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RecurringReminder.self, from: Data(json.utf8))
    }
  }

  // MARK: - Occurrences

  /// Worked by hand from the rules in HabitRules.docc/Reminders.md and the zones'
  /// published changes.
  @Test(
    arguments: [
      // rule's repeat and monthEnd, time, zone, now, the next occurrences
      (
        #""repeat": {"kind": "monthly", "day": 31}, "monthEnd": "skip""#, "09:00", "UTC",
        "2027-01-31T10:00:00Z",
        ["2027-03-31T09:00:00Z", "2027-05-31T09:00:00Z", "2027-07-31T09:00:00Z"]
      ),
      (
        #""repeat": {"kind": "monthly", "day": 31}, "monthEnd": "lastDay""#, "09:00", "UTC",
        "2027-01-31T10:00:00Z",
        ["2027-02-28T09:00:00Z", "2027-03-31T09:00:00Z", "2027-04-30T09:00:00Z"]
      ),
      (
        #""repeat": {"kind": "monthly", "day": 30}, "monthEnd": "lastDay""#, "09:00", "UTC",
        "2028-01-30T10:00:00Z",
        ["2028-02-29T09:00:00Z", "2028-03-30T09:00:00Z", "2028-04-30T09:00:00Z"]
      ),
      (
        #""repeat": {"kind": "yearly", "month": 2, "day": 29}, "monthEnd": "skip""#, "08:00", "UTC",
        "2026-01-01T00:00:00Z",
        ["2028-02-29T08:00:00Z", "2032-02-29T08:00:00Z", "2036-02-29T08:00:00Z"]
      ),
      (
        #""repeat": {"kind": "yearly", "month": 2, "day": 29}, "monthEnd": "lastDay""#, "08:00",
        "UTC",
        "2026-01-01T00:00:00Z",
        ["2026-02-28T08:00:00Z", "2027-02-28T08:00:00Z", "2028-02-29T08:00:00Z"]
      ),
      (
        #""repeat": {"kind": "yearly", "month": 2, "day": 29}, "monthEnd": "skip""#, "08:00", "UTC",
        "2096-03-01T00:00:00Z",
        ["2104-02-29T08:00:00Z", "2108-02-29T08:00:00Z", "2112-02-29T08:00:00Z"]
      ),
      // New York springs forward at 02:00 on 2027-03-14: 02:30 is 03:30 EDT.
      (
        #""repeat": {"kind": "daily"}"#, "02:30", "America/New_York", "2027-03-13T12:00:00-05:00",
        ["2027-03-14T03:30:00-04:00", "2027-03-15T02:30:00-04:00", "2027-03-16T02:30:00-04:00"]
      ),
      // ... and falls back at 02:00 on 2026-11-01: 01:30 is the first, EDT.
      (
        #""repeat": {"kind": "daily"}"#, "01:30", "America/New_York", "2026-10-31T12:00:00-04:00",
        ["2026-11-01T01:30:00-04:00", "2026-11-02T01:30:00-05:00", "2026-11-03T01:30:00-05:00"]
      ),
      // Strictly after now: the first 01:30 itself is not next; nor is the second 01:30.
      (
        #""repeat": {"kind": "daily"}"#, "01:30", "America/New_York", "2026-11-01T01:30:00-04:00",
        ["2026-11-02T01:30:00-05:00", "2026-11-03T01:30:00-05:00", "2026-11-04T01:30:00-05:00"]
      ),
      // Apia skipped 2011-12-30: no occurrence that day.
      (
        #""repeat": {"kind": "daily"}"#, "09:00", "Pacific/Apia", "2011-12-29T10:00:00-10:00",
        ["2011-12-31T09:00:00+14:00", "2012-01-01T09:00:00+14:00", "2012-01-02T09:00:00+14:00"]
      ),
      (
        #""repeat": {"kind": "once", "date": "2011-12-30"}"#, "09:00", "Pacific/Apia",
        "2011-12-01T00:00:00-10:00", []
      ),
      (
        #""repeat": {"kind": "monthly", "day": 30}"#, "09:00", "Pacific/Apia",
        "2011-12-01T00:00:00-10:00",
        ["2012-01-30T09:00:00+14:00", "2012-03-30T09:00:00+14:00", "2012-04-30T09:00:00+13:00"]
      ),
      // Weekly: 1 = Sunday. 2026-11-30 is a Monday.
      (
        #""repeat": {"kind": "weekly", "weekdays": [1, 7]}"#, "10:00", "UTC",
        "2026-11-30T00:00:00Z",
        ["2026-12-05T10:00:00Z", "2026-12-06T10:00:00Z", "2026-12-12T10:00:00Z"]
      ),
      (
        #""repeat": {"kind": "once", "date": "2026-12-24"}"#, "18:00", "Asia/Tokyo",
        "2026-12-24T17:59:00+09:00", ["2026-12-24T18:00:00+09:00"]
      ),
      (
        #""repeat": {"kind": "once", "date": "2026-12-24"}"#, "18:00", "Asia/Tokyo",
        "2026-12-24T18:00:00+09:00", []
      ),
      (
        #""repeat": {"kind": "daily"}, "enabled": false"#, "18:00", "UTC", "2026-12-24T18:00:00Z",
        []
      ),
    ] as [(String, String, String, String, [String])])
  func occurrencesFollowTheRules(
    repeatAndMonthEnd: String, time: String, zone: String, now: String, expected: [String]
  ) throws {
    let rule = try Self.rule(
      #"{"id": "r", "title": "T", "time": "\#(time)", \#(repeatAndMonthEnd)}"#)
    let calendar = try Self.calendar(zone)
    let moment = try #require(ISO8601Moment.parse(now))
    let next = rule.occurrences(after: moment, count: 3, calendar: calendar).map(calendar.iso8601)
    #expect(next == expected)
  }

  struct Vectors: Decodable {
    struct Case: Decodable {
      let zone: String
      let now: String
      let next: [[String]]
    }

    let count: Int
    let rules: [RecurringReminder]
    let cases: [Case]
  }

  /// Every rule kind x month-end rule x DST gap and repeat x skipped date,
  /// in six zones around their changes, against the Python port
  /// (Tests/port/reminders_reference.py, zoneinfo as the oracle).
  @Test func occurrencesMatchThePythonPort() throws {
    let data = try Data(
      contentsOf: Fixtures.url("reminder-vectors.json"))
    let vectors = try JSONDecoder().decode(Vectors.self, from: data)
    #expect(vectors.rules.count * vectors.cases.count > 3_000)
    var mismatches: [String] = []
    for testCase in vectors.cases {
      let calendar = try Self.calendar(testCase.zone)
      let now = try #require(ISO8601Moment.parse(testCase.now))
      for (rule, expected) in zip(vectors.rules, testCase.next) {
        let next = rule.occurrences(after: now, count: vectors.count, calendar: calendar)
          .map(calendar.iso8601)
        if next != expected {
          mismatches.append("\(testCase.zone) \(testCase.now) \(rule.id): \(next) != \(expected)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  // MARK: - Requests

  @Test(
    arguments: [
      // rule's repeat and monthEnd, the request ids, their trigger JSON (sorted keys)
      (
        #""repeat": {"kind": "daily"}"#, ["custom.r.daily"],
        [#"{"hour":20,"kind":"calendar","minute":5,"repeats":true}"#]
      ),
      (
        #""repeat": {"kind": "weekly", "weekdays": [2, 6]}"#, ["custom.r.w2", "custom.r.w6"],
        [
          #"{"hour":20,"kind":"calendar","minute":5,"repeats":true,"weekday":2}"#,
          #"{"hour":20,"kind":"calendar","minute":5,"repeats":true,"weekday":6}"#,
        ]
      ),
      (
        #""repeat": {"kind": "monthly", "day": 31}"#, ["custom.r.monthly"],
        [#"{"day":31,"hour":20,"kind":"calendar","minute":5,"repeats":true}"#]
      ),
      (
        #""repeat": {"kind": "monthly", "day": 28}, "monthEnd": "lastDay""#, ["custom.r.monthly"],
        [#"{"day":28,"hour":20,"kind":"calendar","minute":5,"repeats":true}"#]
      ),
      (
        #""repeat": {"kind": "yearly", "month": 2, "day": 29}"#, ["custom.r.yearly"],
        [#"{"day":29,"hour":20,"kind":"calendar","minute":5,"month":2,"repeats":true}"#]
      ),
      (
        #""repeat": {"kind": "yearly", "month": 12, "day": 31}, "monthEnd": "lastDay""#,
        ["custom.r.yearly"],
        [#"{"day":31,"hour":20,"kind":"calendar","minute":5,"month":12,"repeats":true}"#]
      ),
      (
        #""repeat": {"kind": "monthly", "day": 29}, "monthEnd": "lastDay""#,
        ["custom.r.2027-01-29", "custom.r.2027-02-28"],
        [
          #"{"at":"2027-01-29T20:05:00+08:00","kind":"date"}"#,
          #"{"at":"2027-02-28T20:05:00+08:00","kind":"date"}"#,
        ]
      ),
      (
        #""repeat": {"kind": "yearly", "month": 2, "day": 29}, "monthEnd": "lastDay""#,
        ["custom.r.2027-02-28", "custom.r.2028-02-29"],
        [
          #"{"at":"2027-02-28T20:05:00+08:00","kind":"date"}"#,
          #"{"at":"2028-02-29T20:05:00+08:00","kind":"date"}"#,
        ]
      ),
      (
        #""repeat": {"kind": "once", "date": "2027-01-01"}"#, ["custom.r.2027-01-01"],
        [#"{"at":"2027-01-01T20:05:00+08:00","kind":"date"}"#]
      ),
      (#""repeat": {"kind": "once", "date": "2026-01-01"}"#, [], []),
      (#""repeat": {"kind": "daily"}, "enabled": false"#, [], []),
    ] as [(String, [String], [String])])
  func requestsExpressTheRule(repeatAndMonthEnd: String, ids: [String], triggers: [String]) throws {
    let rule = try Self.rule(
      #"{"id": "r", "title": "Stretch", "time": "20:05", \#(repeatAndMonthEnd)}"#)
    let calendar = try Self.calendar("Asia/Shanghai")
    let now = try #require(ISO8601Moment.parse("2027-01-01T00:00:00+08:00"))
    let requests = rule.requests(after: now, count: 2, calendar: calendar, defaultBody: "Default")
    #expect(requests.map(\.id) == ids)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = try requests.map {
      String(decoding: try encoder.encode($0.trigger), as: UTF8.self)
    }
    #expect(encoded == triggers)
    #expect(
      requests.allSatisfy { $0.title == "Stretch" && $0.body == "Default" && $0.source == .custom })
    for request in requests {
      #expect(rule.owns(requestID: request.id))
    }
  }

  @Test func noteIsTheBodyAsWritten() throws {
    let rule = try Self.rule(
      #"{"id": "r", "title": "Rent", "note": "Transfer to 6221 ✓", "time": "09:00", "repeat": {"kind": "daily"}}"#
    )
    let requests = rule.requests(
      after: Date(timeIntervalSince1970: 0), count: 1, calendar: try Self.calendar("UTC"),
      defaultBody: "Default")
    #expect(requests.map(\.body) == ["Transfer to 6221 ✓"])
  }

  /// Every id a rule may own, whatever its kind was, and nothing of another
  /// rule's: a front end cancels these when the rule changes.
  @Test(arguments: [
    ("custom.rent.daily", true), ("custom.rent.w1", true), ("custom.rent.w7", true),
    ("custom.rent.monthly", true), ("custom.rent.yearly", true), ("custom.rent.2027-02-28", true),
    ("custom.rent.w8", false), ("custom.rent.w0", false), ("custom.rent.2027-02-30", false),
    ("custom.rent", false), ("custom.rent.", false), ("custom.rent2.daily", false),
    ("custom.ren.daily", false), ("bedtime.rent.daily", false), ("custom.rent.daily.x", false),
  ])
  func ownsEveryIDItMayHaveMade(requestID: String, owned: Bool) throws {
    let rule = try Self.rule(
      #"{"id": "rent", "title": "T", "time": "09:00", "repeat": {"kind": "once", "date": "2027-01-01"}}"#
    )
    #expect(rule.owns(requestID: requestID) == owned)
  }

  // MARK: - Stored shape

  /// Version 1 as apps stored it: stays in the tests forever.
  static let versionOne = #"""
    {"id": "rent", "title": "Pay rent", "note": "", "time": "09:00",
     "repeat": {"kind": "monthly", "day": 31}, "enabled": true, "monthEnd": "lastDay"}
    """#

  @Test func versionOneDecodesAndRoundTrips() throws {
    let rule = try JSONDecoder().decode(RecurringReminder.self, from: Data(Self.versionOne.utf8))
    #expect(rule.id == "rent" && rule.title == "Pay rent" && rule.note.isEmpty)
    #expect(rule.time == WallTime("09:00") && rule.recurrence == .monthly(day: 31))
    #expect(rule.enabled && rule.monthEnd == .lastDay)
    let again = try JSONDecoder().decode(
      RecurringReminder.self, from: try JSONEncoder().encode(rule))
    #expect(again == rule)
  }

  @Test func leftOutFieldsTakeTheirDefaults() throws {
    let json =
      #"{"id": "a", "title": "T", "time": "07:00", "repeat": {"kind": "weekly", "weekdays": [2]}}"#
    let decoded = try JSONDecoder().decode(RecurringReminder.self, from: Data(json.utf8))
    let read = try Self.rule(json)
    for rule in [decoded, read] {
      #expect(rule.note.isEmpty && rule.enabled && rule.monthEnd == .skip)
    }
    #expect(decoded == read)
  }
}
