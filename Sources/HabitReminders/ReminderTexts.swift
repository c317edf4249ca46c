import Foundation
import HabitCalendar
import HabitRequests
import HabitToolkit

/// The texts and numbers reminders of a person's own take from content
/// (`reminders.json`): the body shown when a rule's note is empty, and the
/// times a front end offers when a person makes a rule.
///
/// A rule's title and note are the person's data, shown as written and
/// never translated; only these are content.
public struct ReminderTexts: Sendable, ContentPart {
  /// A time a front end offers in its time picker, with its name.
  public struct TimePreset: Hashable, Sendable {
    /// The time on the clock.
    public let time: WallTime
    /// Its name ("Morning").
    public let label: LocalizedText
  }

  /// The file this part is read from.
  public static let fileName = "reminders.json"

  /// The body for a rule with an empty note ("It's time to do it.").
  public let defaultBody: LocalizedText
  /// The times offered when a person makes a rule (08:00, 12:00, 18:00,
  /// 22:00), ascending.
  public let timePresets: [TimePreset]

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
    let presets = timePresets(report.required(root, "timePresets"), report: &report)
    guard report.problems.count == before, let presets else { return nil }
    return ReminderTexts(defaultBody: body, timePresets: presets)
  }

  /// The presets, each a time and a checked label, ascending and distinct.
  private static func timePresets(
    _ node: ContentNode?, report: inout ContentReport
  ) -> [TimePreset]? {
    guard let elements = report.elements(node) else { return nil }
    var presets: [TimePreset] = []
    for (index, element) in elements.enumerated() {
      let path = "timePresets[\(index)]"
      guard let time = report.wallTime(report.required(element, "time")),
        let label = report.text(report.required(element, "label"))
      else { continue }
      report.check(label, at: "\(path).label")
      if let last = presets.last, last.time >= time {
        report.add(path + ".time", "\(time) is not after \(last.time); list the times ascending")
      }
      presets.append(TimePreset(time: time, label: label))
    }
    if presets.isEmpty, elements.isEmpty {
      report.add("timePresets", "empty; list at least one time a person can pick")
    }
    return presets
  }
}
