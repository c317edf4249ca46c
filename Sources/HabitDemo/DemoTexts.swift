import Foundation
import HabitCalendar
import HabitReminders
import HabitRequests
import HabitToolkit

/// The texts of demo data (`demo.json`): the line a table prints above
/// output made from demo records, and the titles of the demo reminder
/// rules (`gen demo reminders`).
public struct DemoTexts: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "demo.json"

  /// One demo reminder: its id (the rule's id is `demo-` and this) and
  /// its title.
  public struct Reminder: Hashable, Sendable {
    /// The id, unique in the file; `demo-<id>` is a valid rule id.
    public let id: String
    /// The title in every language.
    public let title: LocalizedText
  }

  /// The line shown above a table that counts demo records.
  ///
  /// In English: "Sample data: these records aren't yours. They go away
  /// once you add one of your own."
  public let notice: LocalizedText
  /// The demo reminders, in order: the first is daily in the morning,
  /// the second weekly in the afternoon, the third daily at night, the
  /// fourth once in the next days, then the pattern repeats.
  public let reminders: [Reminder]

  /// What a demo rule's id starts with.
  public static let idPrefix = "demo-"

  /// The languages of the texts, source first.
  public var languages: [Language] { notice.languages }

  /// Reads and checks the file, recording every problem in `report`.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - report: Where the problems go.
  /// - Returns: The texts, or `nil` when the file has problems.
  public static func read(_ data: Data, report: inout ContentReport) -> DemoTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    let notice = report.text(report.required(root, "notice"))
    if let notice {
      report.check(notice, at: "notice")
      report.checkLength(notice, at: "notice", limits: LockScreen.maximumBodyLength)
    }
    var reminders: [Reminder] = []
    let entries = report.elements(report.required(root, "reminders")) ?? []
    if entries.isEmpty {
      report.add("reminders", "empty; list at least one demo reminder")
    }
    var ids: [String?] = []
    for entry in entries {
      let id = report.string(report.required(entry, "id"))
      let title = report.text(report.required(entry, "title"))
      ids.append(id)
      if let title {
        report.check(title, at: entry.path("title"))
        report.checkLength(title, at: entry.path("title"), limits: LockScreen.maximumTitleLength)
      }
      if let id {
        do {
          _ = try RecurringReminder(
            id: idPrefix + id, title: "-", time: WallTime(uncheckedMinutes: 0),
            recurrence: .daily)
        } catch {
          report.add(
            entry.path("id"),
            "\(idPrefix)\(DisplayText.escaped(id)) is not a rule id: \(error.message)")
        }
      }
      if let id, let title { reminders.append(Reminder(id: id, title: title)) }
    }
    report.checkUnique(ids, at: "reminders")
    guard report.problems.count == before, let notice else { return nil }
    return DemoTexts(notice: notice, reminders: reminders)
  }
}
