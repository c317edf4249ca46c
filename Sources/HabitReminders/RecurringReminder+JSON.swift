import Foundation
import HabitCalendar
import HabitToolkit

extension RecurringReminder {
  /// A person's stored rules as read: every rule that could be read, and
  /// one problem for each that could not, so that one damaged entry never
  /// costs the others.
  public struct StoredRules: Hashable, Sendable {
    /// A rule that could not be read.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
      /// The rule's position in the list.
      public let index: Int
      /// The rule's id, when it has a string one.
      public let id: String?
      /// What is wrong, naming the field: `reminders[2] "rent".repeat.day:
      /// 32 is not a day of the month; use 1-31`.
      public let error: InputError

      public var description: String { error.description }
    }

    /// The rules read, in list order.
    public let rules: [RecurringReminder]
    /// The rules that could not be read, in list order.
    public let problems: [Problem]
    /// The weekly rules whose stored weekdays were out of order or
    /// repeated (`[3, 2]`, `[2, 2]`): read as the set they name, each day
    /// once, ascending, and said here so that the app can store them so.
    public var normalized: [Problem] = []
  }

  /// The most rules one list holds (256): what `gen remind` lists and
  /// `gen sync` shares grows with the rules times the occurrences of each,
  /// so the list is bounded (256 rules of 366 occurrences each list in well
  /// under a second).
  public static let maximumRules = 256

  /// Reads a person's rules, as an app exports them and as `gen remind
  /// --reminders` reads them: a JSON array of rules in their stored shape,
  /// each read by the one `Codable` initializer.
  ///
  /// A rule with a problem (a wrong field, a failed check, an id already
  /// used by an earlier rule) is left out and reported; the others are
  /// read.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The rules read and one problem per rule that was not.
  /// - Throws: ``InputError`` only when the text is not JSON, not an
  ///   array, or holds more than ``maximumRules`` rules.
  /// - Complexity: O(*n*) in the size of the text.
  public static func rules(fromJSON data: Data) throws(InputError) -> StoredRules {
    let root = try JSONValue.parse(data, field: "reminders", shape: rulesShape)
    guard case .array(let items) = root else {
      throw InputError(
        field: "reminders", message: "expected a JSON array of reminders, found \(root.kind)")
    }
    var rules: [RecurringReminder] = []
    var problems: [StoredRules.Problem] = []
    var normalized: [StoredRules.Problem] = []
    var firstIndex: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      var id: String?
      if case .string(let text)? = item["id"] { id = text }
      let name =
        id.map { "reminders[\(index)] \(DisplayText.quoted($0, limit: maximumIDLength))" }
        ?? "reminders[\(index)]"
      do {
        let rule = try JSONValueDecoder.decode(RecurringReminder.self, from: item)
        if let first = firstIndex[rule.id] {
          throw InputError(
            field: "id",
            message: "duplicate id; reminders[\(first)] has it too, and each rule needs its own")
        }
        firstIndex[rule.id] = index
        rules.append(rule)
        if let note = weekdaysNote(item, rule, name) {
          normalized.append(StoredRules.Problem(index: index, id: id, error: note))
        }
      } catch let error as InputError {
        problems.append(
          StoredRules.Problem(
            index: index, id: id,
            error: InputError(field: "\(name).\(error.field)", message: error.message)))
      } catch {
        problems.append(
          StoredRules.Problem(index: index, id: id, error: InputError(error, in: name)))
      }
    }
    var stored = StoredRules(rules: rules, problems: problems)
    stored.normalized = normalized
    return stored
  }

  /// What was read of a weekly rule whose stored weekdays are not each
  /// once, ascending: `reminders[0] "run".repeat.weekdays: [3, 2] is read
  /// as [2, 3]; ...`, or `nil`.
  private static func weekdaysNote(
    _ item: JSONValue, _ rule: RecurringReminder, _ name: String
  ) -> InputError? {
    guard case .weekly(let weekdays) = rule.recurrence,
      case .array(let stored)? = item["repeat"]?["weekdays"]
    else { return nil }
    let numbers = stored.compactMap { value -> Int? in
      if case .number(let number) = value { return Int(exactly: number) }
      return nil
    }
    guard numbers != weekdays else { return nil }
    return InputError(
      field: "\(name).repeat.weekdays",
      message:
        "\(list(numbers)) is read as \(list(weekdays)); weekdays are a set, each day once, "
        + "ascending")
  }

  private static func list(_ days: [Int]) -> String {
    "[" + days.map(String.init).joined(separator: ", ") + "]"
  }
}

/// A list of rules: an array of at most ``RecurringReminder/maximumRules``
/// entries, the next rejected as it starts (a bad entry is reported on its
/// own, so any kind of entry is read).
private let rulesShape: JSONValue.Shape = {
  var shape = JSONValue.Shape(
    root: .array, expected: "expected a JSON array of reminders",
    elements: [.object, .array, .string, .number, .bool, .null], elementExpected: "")
  shape.maximumElements = RecurringReminder.maximumRules
  shape.limitExplained =
    "a person's list holds at most \(RecurringReminder.maximumRules) rules, the limit"
  return shape
}()
