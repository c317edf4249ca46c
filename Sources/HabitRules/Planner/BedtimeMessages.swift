import Foundation

/// The bedtime reminder texts, as loaded from `Content/messages.json`: a
/// notification title per level and exactly 15 messages per level.
///
///     {"titles": [{"level": 1, "text": {...}}, ...],
///      "messages": [{"id": "l1-dim-lights", "level": 1, "text": {...}}, ...]}
///
/// A message id never changes once published and is never reused for a
/// different message: front ends and statistics refer to it.
public struct BedtimeMessages: Sendable {
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
  /// Lock screens show about two lines: the longest body, in characters.
  public static let maximumBodyLength: [Language: Int] = [.simplifiedChinese: 40, .english: 110]
  /// The longest title, in characters.
  public static let maximumTitleLength: [Language: Int] = [.simplifiedChinese: 12, .english: 30]

  static let fileName = "messages.json"

  /// The notification title of each level; index 0 is level 1.
  public let titles: [LocalizedText]
  /// The messages of each level, in file order; index 0 is level 1.
  public let levels: [[Message]]

  /// Every message, level by level.
  public var all: [Message] { levels.flatMap { $0 } }

  private struct File: Decodable {
    struct Title: Decodable {
      let level: Int
      let text: LocalizedText
    }
    struct Entry: Decodable {
      let id: String
      let level: Int
      let text: LocalizedText
    }
    let titles: [Title]
    let messages: [Entry]
  }

  /// Decodes and checks the file, recording every problem in `report`.
  static func load(_ data: Data, report: inout ContentReport) -> BedtimeMessages? {
    guard let file = report.decode(File.self, from: data) else { return nil }
    let before = report.problems.count
    let levelRange = 1...PlannerRules.levelCount
    var titles = [LocalizedText?](repeating: nil, count: PlannerRules.levelCount)
    for (index, title) in file.titles.enumerated() {
      let path = "titles[\(index)]"
      guard levelRange.contains(title.level) else {
        report.add("\(path).level", "must be 1-\(PlannerRules.levelCount), found \(title.level)")
        continue
      }
      if titles[title.level - 1] != nil {
        report.add("\(path).level", "a second title for level \(title.level)")
      }
      report.check(title.text, at: "\(path).text")
      report.checkLength(title.text, at: "\(path).text", limits: maximumTitleLength)
      titles[title.level - 1] = title.text
    }
    for level in levelRange where titles[level - 1] == nil {
      report.add("titles", "missing the title of level \(level)")
    }

    report.checkUnique(file.messages.map(\.id), at: "messages")
    var levels = [[Message]](repeating: [], count: PlannerRules.levelCount)
    for (index, entry) in file.messages.enumerated() {
      let path = "messages[\(index)]"
      if !isValidID(entry.id) {
        report.add("\(path).id", "\"\(entry.id)\" is not a valid id; use a-z, 0-9 and -")
      }
      guard levelRange.contains(entry.level) else {
        report.add("\(path).level", "must be 1-\(PlannerRules.levelCount), found \(entry.level)")
        continue
      }
      report.check(entry.text, at: "\(path).text")
      report.checkLength(entry.text, at: "\(path).text", limits: maximumBodyLength)
      levels[entry.level - 1].append(Message(id: entry.id, level: entry.level, text: entry.text))
    }
    for level in levelRange where levels[level - 1].count != messagesPerLevel {
      report.add(
        "messages",
        "level \(level) has \(levels[level - 1].count) messages; each level needs exactly \(messagesPerLevel)"
      )
    }
    guard report.problems.count == before else { return nil }
    return BedtimeMessages(titles: titles.compactMap { $0 }, levels: levels)
  }

  private static func isValidID(_ id: String) -> Bool {
    !id.isEmpty
      && id.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      }
  }
}
