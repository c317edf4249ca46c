import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitStreaks

/// Check-ins carry `"demo": true` through both readers: the records reader
/// on the tape and the `Codable` shape.
@Suite struct DemoCheckInTests {
  static let shanghai = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)

  @Test func recordsReaderReadsTheFlagOfEveryObjectForm() throws {
    let data = try Data(contentsOf: Fixtures.url("records/checkins-demo.json"))
    let checkIns = try CheckIn.records(
      fromJSON: data, calendar: Self.shanghai, rollover: .midnight)
    #expect(
      checkIns.map(\.day.description) == [
        "2026-09-29", "2026-09-30", "2026-10-01", "2026-10-01", "2026-10-01",
      ])
    #expect(checkIns.map(\.demo) == [true, true, true, false, false])
  }

  @Test func codableReadsTheFlagAndVersion1HasNone() throws {
    let demo = try JSONDecoder().decode(
      [CheckIn].self,
      from: Data(#"[{"day": "2026-09-29", "demo": true}, {"day": "2026-09-30"}]"#.utf8))
    #expect(demo.map(\.demo) == [true, false])
    let version1 = try JSONDecoder().decode(
      [CheckIn].self, from: Data(contentsOf: Fixtures.url("records/checkins-v1.json")))
    #expect(version1.allSatisfy { !$0.demo })
  }

  /// A real check-in encodes the version-1 shape; a demo one adds the flag.
  @Test func onlyDemoCheckInsWriteTheFlag() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let real = CheckIn(day: try day("2026-10-01"))
    let demo = CheckIn(day: try day("2026-10-01"), demo: true)
    #expect(String(decoding: try encoder.encode(real), as: UTF8.self) == #"{"day":"2026-10-01"}"#)
    #expect(
      String(decoding: try encoder.encode(demo), as: UTF8.self)
        == #"{"day":"2026-10-01","demo":true}"#)
  }

  @Test(arguments: [
    (
      #"[{"day": "2026-10-01", "demo": "yes"}]"#,
      "records[0].demo: expected true or false, found a string"
    ),
    (
      #"[{"night": "2026-10-01", "at": "2026-10-01T23:00:00+08:00", "demo": 1}]"#,
      "records[0].demo: expected true or false, found a number"
    ),
  ])
  func aFlagThatIsNotABooleanIsAnError(json: String, message: String) {
    let error = #expect(throws: InputError.self) {
      try CheckIn.records(fromJSON: Data(json.utf8), calendar: Self.shanghai, rollover: .midnight)
    }
    #expect(error?.description == message)
  }
}
