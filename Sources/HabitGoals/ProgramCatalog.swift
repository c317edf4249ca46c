import Foundation
import HabitToolkit

/// The programs of `programs.json`: multi-day courses with a session per
/// day in every language.
///
///     {"programs": [{"id": "calm-start", "oneNewDayPerLogicalDay": true,
///       "title": {text}, "days": [{"title": {text}, "description": {text},
///       "pattern": "box", "cycles": 5}]}]}
///
/// Each day runs a pattern (`"pattern"`, an id of `breathing.json`, or
/// `"phases"`, a custom pattern's lengths) for a length (`"cycles"` or
/// `"minutes"`), ``ProgramBreathing``.
public struct ProgramCatalog: Sendable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "programs.json"
  /// The most days a program has.
  public static let maximumDays = 366

  /// The programs in file order.
  public let programs: [Program]

  /// The languages of the texts, source first.
  public var languages: [Language] { programs.first?.title.languages ?? [] }

  /// The program with an id, if content has it.
  public func program(id: String) -> Program? { programs.first { $0.id == id } }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> ProgramCatalog? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    guard let items = report.elements(report.required(root, "programs")) else { return nil }
    if items.isEmpty { report.add("programs", "empty; list at least one program") }
    var programs: [Program] = []
    var ids: [String?] = []
    for item in items {
      let id = report.string(report.required(item, "id"))
      ids.append(id)
      if let id, id.isEmpty || id.utf8.count > 64 {
        report.add(item.path("id"), "use 1-64 characters")
      }
      let title = report.text(report.required(item, "title"))
      if let title { report.check(title, at: item.path("title")) }
      var one = true
      if let flag = report.optional(item, "oneNewDayPerLogicalDay") {
        if case .bool(let value) = flag.value {
          one = value
        } else {
          report.add(flag.path, "wrong type: expected true or false, found \(flag.value.kind)")
        }
      }
      let dayNodes = report.elements(report.required(item, "days")) ?? []
      if dayNodes.isEmpty || dayNodes.count > maximumDays {
        report.add(item.path("days"), "\(dayNodes.count) days; a program has 1-\(maximumDays)")
      }
      var days: [Program.Day] = []
      for node in dayNodes {
        let dayTitle = report.text(report.required(node, "title"))
        let description = report.text(report.required(node, "description"))
        if let dayTitle { report.check(dayTitle, at: node.path("title")) }
        if let description { report.check(description, at: node.path("description")) }
        let breathing = report.breathing(of: node)
        if let dayTitle, let description, let breathing {
          days.append(Program.Day(title: dayTitle, description: description, breathing: breathing))
        }
      }
      if let id, let title {
        programs.append(Program(id: id, title: title, days: days, oneNewDayPerLogicalDay: one))
      }
    }
    report.checkUnique(ids, at: "programs")
    return report.problems.count == before ? ProgramCatalog(programs: programs) : nil
  }
}
