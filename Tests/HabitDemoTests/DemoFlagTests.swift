import Foundation
import HabitBadges
import HabitCalendar
import HabitGoals
import HabitGrowth
import HabitReminders
import HabitRules
import HabitStreaks
import Testing

/// Every record shape a command reads: its version-1 JSON (no `demo`)
/// decodes as not demo, `"demo": true` decodes as demo, and a real record
/// encodes without the key, so stored JSON keeps its version-1 shape.
@Suite struct DemoFlagTests {
  struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let version1: String
    /// Decodes one record and returns its flag and its JSON re-encoded.
    let decode: @Sendable (Data) throws -> (demo: Bool, encoded: Data)
    var testDescription: String { name }
  }

  static func shape<Record: Codable & Sendable>(
    _ name: String, _ type: Record.Type, _ version1: String, demo: KeyPath<Record, Bool> & Sendable
  ) -> Shape {
    Shape(name: name, version1: version1) { data in
      let record = try JSONDecoder().decode(Record.self, from: data)
      return (record[keyPath: demo], try JSONEncoder().encode(record))
    }
  }

  static let shapes: [Shape] = [
    shape(
      "session", FocusSession.self,
      #"{"id": "s1", "start": "2026-11-16T09:00:00+08:00", "minutes": 25}"#, demo: \.demo),
    shape("check-in", CheckIn.self, #"{"day": "2026-10-01"}"#, demo: \.demo),
    shape(
      "deposit", Deposit.self, #"{"at": "2026-10-01T20:42:00+08:00", "amount": 2500}"#,
      demo: \.demo),
    shape(
      "program session", ProgramSession.self,
      #"{"programId": "calm-start", "day": 3, "at": "2026-10-03T21:10:00+08:00"}"#, demo: \.demo),
    shape(
      "reminder rule", RecurringReminder.self,
      #"{"id": "water", "title": "Water", "time": "18:30", "repeat": {"kind": "daily"}}"#,
      demo: \.demo),
    shape(
      "activity event", ActivityEvent.self,
      #"{"at": "2026-11-30T07:40:00+08:00", "kind": "track", "quantity": 3.2}"#, demo: \.demo),
  ]

  @Test(arguments: shapes)
  func theFlagDefaultsToFalseAndOnlyDemoRecordsWriteIt(shape: Shape) throws {
    let real = try shape.decode(Data(shape.version1.utf8))
    #expect(!real.demo)
    #expect(!String(decoding: real.encoded, as: UTF8.self).contains("demo"))
    let flagged = String(shape.version1.dropLast()) + #", "demo": true}"#
    let demo = try shape.decode(Data(flagged.utf8))
    #expect(demo.demo)
    #expect(String(decoding: demo.encoded, as: UTF8.self).contains(#""demo":true"#))
    let explicit = String(shape.version1.dropLast()) + #", "demo": null}"#
    #expect(try !shape.decode(Data(explicit.utf8)).demo)
  }
}

/// Every output a command prints from records has `demo`: written always,
/// read back, and `false` for JSON stored before the field existed.
@Suite struct DemoOutputTests {
  struct Output: Sendable, CustomTestStringConvertible {
    let name: String
    /// The output's JSON made from records that are or are not demo.
    let json: @Sendable (_ demo: Bool) throws -> Data
    /// Decodes the output's JSON and returns its `demo`.
    let decode: @Sendable (Data) throws -> Bool
    var testDescription: String { name }
  }

  static let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
  static let now = Date(timeIntervalSince1970: 1_796_130_000)
  static let today = calendar.civilDate(of: now)

  static func output<Value: Codable>(
    _ name: String, _ type: Value.Type, demo: KeyPath<Value, Bool> & Sendable,
    make: @escaping @Sendable (Bool) throws -> Value
  ) -> Output {
    Output(
      name: name, json: { try JSONEncoder().encode(make($0)) },
      decode: { data in try JSONDecoder().decode(Value.self, from: data)[keyPath: demo] })
  }

  static let outputs: [Output] = [
    output("growth", GrowthReport.self, demo: \.demo) { demo in
      let content = try HabitContent.bundled()
      return GrowthReport(
        sessions: [
          try FocusSession(
            id: "s", start: calendar.zoned(now.addingTimeInterval(-3_600)), minutes: 30,
            demo: demo)
        ],
        content: GrowthContent(
          rules: content.growth, expeditions: content.expeditions,
          deepFocus: content.badges.builder.deepFocus), calendar: calendar)
    },
    output("streak", StreakReport.self, demo: \.demo) { demo in
      StreakReport(
        summary: StreakSummary(
          checkIns: [CheckIn(day: today, demo: demo)], today: today, calendar: calendar),
        policy: .standard, demo: demo)
    },
    output("wish", WishProgress.self, demo: \.demo) { demo in
      try WishGoal(target: 10_000).progress(
        of: [try Deposit(at: now, amount: 500, demo: demo)], today: today, calendar: calendar)
    },
    output("remind", ReminderSchedule.self, demo: \.demo) { demo in
      var rule = try RecurringReminder(
        id: "r", title: "R", time: WallTime(hour: 9, minute: 0) ?? .midnight, recurrence: .daily)
      rule.demo = demo
      return ReminderSchedule(
        rules: [rule], after: now, count: 2, calendar: calendar, defaultBody: "-")
    },
    output("program", ProgramReport.self, demo: \.demo) { demo in
      let catalog = try HabitContent.bundled().programs
      guard let program = catalog.programs.first else {
        throw InputError(field: "programs", message: "the bundled content has none")
      }
      let sessions = [try ProgramSession(programId: program.id, day: 1, at: now, demo: demo)]
      return ProgramReport(
        progress: program.progress(
          of: sessions, today: today, calendar: calendar, language: .english),
        unknownPrograms: [], demo: demo)
    },
    output("badges", LocalizedBadgeReport.self, demo: \.demo) { demo in
      let catalog = try HabitContent.bundled().badges
      var metrics = catalog.emptyMetrics
      metrics.demo = demo
      return catalog.localized(catalog.evaluate(metrics), language: .english)
    },
    output("badge report", BadgeReport.self, demo: \.demo) { demo in
      let catalog = try HabitContent.bundled().badges
      var metrics = catalog.emptyMetrics
      metrics.demo = demo
      return catalog.evaluate(metrics)
    },
  ]

  @Test(arguments: outputs)
  func demoIsWrittenReadAndDefaultsToFalse(output: Output) throws {
    #expect(try output.decode(output.json(true)))
    #expect(try !output.decode(output.json(false)))
    // The same JSON without the field, as stored before it existed.
    var object = try #require(
      try JSONSerialization.jsonObject(with: output.json(true)) as? [String: Any])
    #expect(object["demo"] as? Bool == true)
    object["demo"] = nil
    #expect(try !output.decode(JSONSerialization.data(withJSONObject: object)))
  }
}
