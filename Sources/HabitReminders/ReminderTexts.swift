import Foundation
import HabitRequests
import HabitToolkit

/// The texts reminders of a person's own take from content
/// (`reminders.json`): the body shown when a rule's note is empty.
///
/// A rule's title and note are the person's data, shown as written and
/// never translated; only this default is content.
public struct ReminderTexts: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "reminders.json"

  /// The body for a rule with an empty note ("It's time to do it.").
  public let defaultBody: LocalizedText

  /// The languages of the texts, source first.
  public var languages: [Language] { defaultBody.languages }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> ReminderTexts? {
    guard let root = report.parse(data) else { return nil }
    guard let body = report.text(report.required(root, "defaultBody")) else { return nil }
    let before = report.problems.count
    report.check(body, at: "defaultBody")
    // It lands on a lock screen like a bedtime message.
    report.checkLength(body, at: "defaultBody", limits: LockScreen.maximumBodyLength)
    return report.problems.count == before ? ReminderTexts(defaultBody: body) : nil
  }
}
