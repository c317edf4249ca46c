import Foundation
import HabitCalendar
import HabitToolkit

extension RecurringReminder {
  /// Reads a person's rules, as an app exports them and as `gen remind
  /// --reminders` reads them: a JSON array of rules in their stored shape.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The rules, in file order.
  /// - Throws: ``InputError`` for the first problem, naming the rule by
  ///   position and id and the field: `reminders[2] "rent".repeat.day: 32
  ///   is not a day of the month; use 1-31`. Ids must be unique.
  /// - Complexity: O(*n*) in the size of the text.
  public static func rules(fromJSON data: Data) throws(InputError) -> [RecurringReminder] {
    let root = try JSONValue.parse(data, field: "reminders")
    guard case .array(let items) = root else {
      throw InputError(
        field: "reminders", message: "expected a JSON array of reminders, found \(root.kind)")
    }
    var rules: [RecurringReminder] = []
    var firstIndex: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let reader = RuleReader(item: item, index: index)
      let rule = try reader.rule()
      if let first = firstIndex[rule.id] {
        throw InputError(
          field: "\(reader.name).id",
          message: "duplicate id; reminders[\(first)] has it too, and each rule needs its own")
      }
      firstIndex[rule.id] = index
      rules.append(rule)
    }
    return rules
  }
}

/// Reads one rule from JSON, naming it in errors by position and id.
private struct RuleReader {
  let item: JSONValue
  let index: Int

  /// `reminders[2] "rent"`, or `reminders[2]` before the id is known.
  var name: String {
    if case .string(let id)? = item["id"] {
      return "reminders[\(index)] \"\(id.prefix(RecurringReminder.maximumIDLength))\""
    }
    return "reminders[\(index)]"
  }

  func rule() throws(InputError) -> RecurringReminder {
    guard case .object = item else {
      throw InputError(field: name, message: "expected a reminder object, found \(item.kind)")
    }
    let timeText = try string("time", in: item, example: "\"20:00\"")
    guard let time = WallTime(timeText) else {
      throw InputError(
        field: "\(name).time", message: "invalid time \"\(timeText)\"; expected HH:MM, 00:00-23:59")
    }
    let monthEnd: RecurringReminder.MonthEnd
    switch item["monthEnd"] {
    case nil: monthEnd = .skip
    case .string(let text)?:
      guard let value = RecurringReminder.MonthEnd(rawValue: text) else {
        throw InputError(
          field: "\(name).monthEnd",
          message: "unknown value \"\(text)\"; use \"skip\" or \"lastDay\"")
      }
      monthEnd = value
    case let other?:
      throw InputError(
        field: "\(name).monthEnd", message: "expected \"skip\" or \"lastDay\", found \(other.kind)")
    }
    let enabled: Bool
    switch item["enabled"] {
    case nil: enabled = true
    case .bool(let value)?: enabled = value
    case let other?:
      throw InputError(
        field: "\(name).enabled", message: "expected true or false, found \(other.kind)")
    }
    return try RecurringReminder(
      id: try string("id", in: item, example: "\"rent\""),
      title: try string("title", in: item, example: "\"Pay rent\""),
      note: item["note"] == nil ? "" : try string("note", in: item, example: "\"\""),
      time: time, recurrence: try recurrence(), enabled: enabled, monthEnd: monthEnd,
      namedInErrors: name)
  }

  private func recurrence() throws(InputError) -> RecurringReminder.Recurrence {
    guard let value = item["repeat"] else {
      throw InputError(
        field: "\(name).repeat", message: "missing; expected such as {\"kind\": \"daily\"}")
    }
    guard case .object = value else {
      throw InputError(
        field: "\(name).repeat",
        message: "expected an object such as {\"kind\": \"daily\"}, found \(value.kind)")
    }
    let kind = try string("kind", in: value, at: "repeat.kind", example: "\"daily\"")
    switch kind {
    case "daily": return .daily
    case "weekly":
      guard case .array(let days)? = value["weekdays"] else {
        throw InputError(
          field: "\(name).repeat.weekdays",
          message: "expected an array such as [2, 4, 6], 1 = Sunday")
      }
      var weekdays: [Int] = []
      for (position, day) in days.enumerated() {
        weekdays.append(try integer(day, at: "repeat.weekdays[\(position)]"))
      }
      return .weekly(weekdays: weekdays)
    case "monthly":
      return .monthly(day: try integer(value["day"], at: "repeat.day"))
    case "yearly":
      return .yearly(
        month: try integer(value["month"], at: "repeat.month"),
        day: try integer(value["day"], at: "repeat.day"))
    case "once":
      let text = try string("date", in: value, at: "repeat.date", example: "\"2026-12-24\"")
      guard let date = CivilDate(text) else {
        throw InputError(
          field: "\(name).repeat.date",
          message: "no such date \"\(text)\"; expected an existing date as YYYY-MM-DD")
      }
      return .once(date)
    default:
      throw InputError(field: "\(name).repeat.kind", message: RecurringReminder.unknownKind(kind))
    }
  }

  private func string(
    _ key: String, in object: JSONValue, at path: String? = nil, example: String
  ) throws(InputError) -> String {
    guard let value = object[key] else {
      throw InputError(
        field: "\(name).\(path ?? key)", message: "missing; expected a string such as \(example)")
    }
    guard case .string(let text) = value else {
      throw InputError(
        field: "\(name).\(path ?? key)",
        message: "expected a string such as \(example), found \(value.kind)")
    }
    return text
  }

  private func integer(_ value: JSONValue?, at path: String) throws(InputError) -> Int {
    guard case .number(let number)? = value, let integer = Int(exactly: number) else {
      throw InputError(
        field: "\(name).\(path)",
        message: value == nil
          ? "missing; expected a whole number"
          : "expected a whole number, found \(value.map(describe) ?? "")")
    }
    return integer
  }

  private func describe(_ value: JSONValue) -> String {
    if case .number(let number) = value { return "\(number)" }
    return value.kind
  }
}
