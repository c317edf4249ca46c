import Foundation
import HabitCalendar
import HabitToolkit

extension CheckIn {
  /// Reads a list of check-in records, as an app exports them and as
  /// `gen streak --records` reads them.
  ///
  /// The JSON is an array whose items are either a moment string
  /// (`"2026-10-02T00:30:00+08:00"`: its logical day follows `rollover` in
  /// `calendar`, as a new check-in's would) or a stored check-in
  /// `{"day": "YYYY-MM-DD", "at": moment}` (its day is kept; `at` may be
  /// missing or `null`; other fields are ignored), or a check-in from a
  /// reminder that names its night `{"night": "YYYY-MM-DD", "at": moment}`:
  /// it counts for that night only when ``forNight(_:at:calendar:rollover:graceMinutes:)``
  /// records it, and a stale one is left out. An object may carry
  /// `"demo": true` (demo data; missing or `null` is `false`); a moment
  /// string is never demo.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - calendar: The calendar of the zone in force, for moment strings.
  ///   - rollover: The day rollover in force, for moment strings.
  ///   - graceMinutes: The grace for yesterday, for night check-ins
  ///     (default 0).
  /// - Returns: The check-ins, in file order, without stale night check-ins.
  /// - Throws: ``InputError`` naming the first bad item by its JSON path
  ///   (`records[3].day`) and what would be valid.
  /// - Complexity: O(*n*) in the size of the text.
  public static func records(
    fromJSON data: Data, calendar: CivilCalendar, rollover: DayRollover, graceMinutes: Int = 0
  ) throws(InputError) -> [CheckIn] {
    var checkIns: [CheckIn] = []
    try JSONValue.forEachElement(of: data, field: "records", shape: recordsShape) {
      (index, item) throws(InputError) in
      // Named only for an error: a file holds up to millions of records.
      var path: String { "records[\(index)]" }
      switch item {
      case .string(let text):
        guard let moment = ISO8601Moment.parse(text) else {
          throw InputError(field: path, message: invalidMoment(text))
        }
        checkIns.append(CheckIn(at: moment, calendar: calendar, rollover: rollover))
      case .object where item["night"] != nil && item["day"] == nil:
        let night = try day(item["night"], at: "\(path).night")
        guard case .string(let text)? = item["at"], let at = ISO8601Moment.parse(text) else {
          throw InputError(
            field: "\(path).at",
            message: "a night check-in needs the moment it happened; \(momentExpected)")
        }
        let demo = try flag(item["demo"], at: "\(path).demo")
        let action = forNight(
          night, at: at, calendar: calendar, rollover: rollover, graceMinutes: graceMinutes)
        if case .recorded(var checkIn) = action {
          checkIn.demo = demo
          checkIns.append(checkIn)
        }
      case .object:
        let day = try day(item["day"], at: "\(path).day")
        let demo = try flag(item["demo"], at: "\(path).demo")
        switch item["at"] {
        case nil, .null?:
          checkIns.append(CheckIn(day: day, demo: demo))
        case .string(let text)?:
          guard let at = ISO8601Moment.parse(text) else {
            throw InputError(field: "\(path).at", message: invalidMoment(text))
          }
          checkIns.append(CheckIn(day: day, at: at, demo: demo))
        case let other?:
          throw InputError(
            field: "\(path).at", message: "expected a moment string, found \(other.kind)")
        }
      default:
        throw InputError(
          field: path,
          message:
            "expected a moment string, {\"day\": \"YYYY-MM-DD\", \"at\": moment} or {\"night\": \"YYYY-MM-DD\", \"at\": moment}, found \(item.kind)"
        )
      }
    }
    return checkIns
  }

  private static func day(_ value: JSONValue?, at path: String) throws(InputError) -> CivilDate {
    guard case .string(let text)? = value else {
      throw InputError(field: path, message: "missing; expected \"YYYY-MM-DD\"")
    }
    guard let day = CivilDate(text) else {
      throw InputError(
        field: path, message: "invalid day \(DisplayText.quoted(text)); expected YYYY-MM-DD")
    }
    return day
  }

  /// The `demo` flag of an object: `false` when missing or `null`.
  private static func flag(_ value: JSONValue?, at path: String) throws(InputError) -> Bool {
    switch value {
    case nil, .null?: return false
    case .bool(let flag)?: return flag
    case let other?:
      throw InputError(field: path, message: "expected true or false, found \(other.kind)")
    }
  }

  private static let momentExpected =
    "expected ISO 8601 with an offset, such as 2026-10-02T00:30:00+08:00"

  private static func invalidMoment(_ text: String) -> String {
    "invalid moment \(DisplayText.quoted(text)); \(momentExpected)"
  }
}

/// A records file: an array of moment strings and objects; any other
/// element is rejected as it starts.
private let recordsShape = JSONValue.Shape(
  root: .array, expected: "expected a JSON array of check-ins", elements: [.string, .object],
  elementExpected:
    "expected a moment string, {\"day\": \"YYYY-MM-DD\", \"at\": moment} or {\"night\": \"YYYY-MM-DD\", \"at\": moment}"
)
