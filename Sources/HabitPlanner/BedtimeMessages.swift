import Foundation
import HabitCalendar
import HabitRequests
import HabitToolkit

/// The bedtime reminder texts, as loaded from `Content/messages.json`: a
/// notification title per level, exactly 15 messages per level, and the
/// title and body of a test notification.
///
///     {"titles": [{"level": 1, "text": {...}}, ...],
///      "messages": [{"id": "l1-dim-lights", "level": 1, "text": {...}}, ...],
///      "test": {"title": {...}, "body": {...}}}
///
/// A message id never changes once published and is never reused for a
/// different message: front ends and statistics refer to it.
public struct BedtimeMessages: Sendable, ContentPart {
  /// One reminder message.
  public struct Message: Hashable, Sendable {
    /// The stable id, such as `l1-dim-lights`.
    public let id: String
    /// The level, 1 (soft) to 5 (insistent).
    public let level: Int
    /// The text.
    public let text: LocalizedText
  }

  /// The number of messages each level has.
  public static let messagesPerLevel = 15

  /// The file's name in a content directory.
  public static let fileName = "messages.json"

  /// The notification title of each level; index 0 is level 1.
  public let titles: [LocalizedText]
  /// The messages of each level, in file order; index 0 is level 1.
  public let levels: [[Message]]
  /// A test notification's title and body: they say it is a test, true at
  /// any hour, whatever level the night is at.
  public let test: (title: LocalizedText, body: LocalizedText)

  /// The languages of the texts, source first.
  ///
  /// Loading checks that every text has the same ones (language parity).
  public var languages: [Language] { titles.first?.languages ?? Language.required }

  /// Every message, level by level.
  public var all: [Message] { levels.flatMap { $0 } }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> BedtimeMessages? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    let titles = readTitles(root, report: &report)
    let levels = readMessages(root, report: &report)
    let test = readTest(root, report: &report)
    guard report.problems.count == before, let test else { return nil }
    return BedtimeMessages(titles: titles.compactMap { $0 }, levels: levels, test: test)
  }

  /// `test`: a title and a body, checked as a notification's.
  ///
  /// - Returns: The two texts; `nil` where one is missing or has a problem.
  private static func readTest(
    _ root: ContentNode, report: inout ContentReport
  ) -> (title: LocalizedText, body: LocalizedText)? {
    guard let test = report.required(root, "test") else { return nil }
    var texts: [LocalizedText] = []
    let limits = [("title", LockScreen.maximumTitleLength), ("body", LockScreen.maximumBodyLength)]
    for (key, limits) in limits {
      guard let text = report.text(report.required(test, key)) else { continue }
      let path = test.path(key)
      report.check(text, at: path)
      report.checkLength(text, at: path, limits: limits)
      MessageClaims.check(text, at: path, report: &report)
      texts.append(text)
    }
    guard texts.count == 2 else { return nil }
    return (texts[0], texts[1])
  }

  /// `titles`: one per level, each checked as a notification title.
  ///
  /// - Returns: The title of each level; `nil` where it is missing or has a
  ///   problem.
  private static func readTitles(
    _ root: ContentNode, report: inout ContentReport
  ) -> [LocalizedText?] {
    var titles = [LocalizedText?](repeating: nil, count: PlannerRules.levelCount)
    for entry in report.elements(report.required(root, "titles")) ?? [] {
      let text = report.text(report.required(entry, "text"))
      guard let level = level(of: entry, report: &report), let text else { continue }
      if titles[level - 1] != nil {
        report.add(entry.path("level"), "a second title for level \(level)")
      }
      let path = entry.path("text")
      report.check(text, at: path)
      report.checkLength(text, at: path, limits: LockScreen.maximumTitleLength)
      MessageClaims.check(text, at: path, report: &report)
      titles[level - 1] = text
    }
    for level in 1...PlannerRules.levelCount where titles[level - 1] == nil {
      report.add("titles", "missing the title of level \(level)")
    }
    return titles
  }

  /// `messages`: unique, valid, unretired ids, each text checked as a
  /// notification body, exactly ``messagesPerLevel`` per level.
  ///
  /// - Returns: The messages of each level, in file order.
  private static func readMessages(
    _ root: ContentNode, report: inout ContentReport
  ) -> [[Message]] {
    let entries = report.elements(report.required(root, "messages")) ?? []
    let ids = entries.map { report.string(report.required($0, "id")) }
    report.checkUnique(ids, at: "messages")
    var levels = [[Message]](repeating: [], count: PlannerRules.levelCount)
    for (entry, id) in zip(entries, ids) {
      if let id, !isValidID(id) {
        report.add(
          entry.path("id"), "\(DisplayText.quoted(id)) is not a valid id; use a-z, 0-9 and -")
      }
      if let id, retiredIDs.contains(id) {
        report.add(
          entry.path("id"),
          "\(DisplayText.quoted(id)) is retired (it named a message that was removed); give a new message a new id"
        )
      }
      let text = report.text(report.required(entry, "text"))
      guard let level = level(of: entry, report: &report), let id, let text else { continue }
      let path = entry.path("text")
      report.check(text, at: path)
      report.checkLength(text, at: path, limits: LockScreen.maximumBodyLength)
      MessageClaims.check(text, at: path, report: &report)
      levels[level - 1].append(Message(id: id, level: level, text: text))
    }
    for level in 1...PlannerRules.levelCount where levels[level - 1].count != messagesPerLevel {
      report.add(
        "messages",
        "level \(level) has \(levels[level - 1].count) messages; each level needs exactly \(messagesPerLevel)"
      )
    }
    return levels
  }

  /// An entry's `level`, 1 to ``PlannerRules/levelCount``.
  private static func level(of entry: ContentNode, report: inout ContentReport) -> Int? {
    guard let level = report.integer(report.required(entry, "level")) else { return nil }
    guard (1...PlannerRules.levelCount).contains(level) else {
      report.add(entry.path("level"), "must be 1-\(PlannerRules.levelCount), found \(level)")
      return nil
    }
    return level
  }

  /// Ids of messages that were removed: never used again, since front
  /// ends and statistics may still hold them.
  public static let retiredIDs: Set<String> = ["l4-last-gentle-call", "l5-good-night-really"]

  private static func isValidID(_ id: String) -> Bool {
    !id.isEmpty
      && id.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      }
  }
}
