import Foundation
import HabitBadges
import HabitGoals
import HabitGrowth
import HabitReminders
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
