import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import HabitDemo

/// `demo.json`: the bundled file loads, and each broken case reports its
/// whole problem list.
@Suite struct DemoTextsTests {
  @Test func bundledTextsLoad() throws {
    let texts = try DemoTexts.load(from: .bundled)
    #expect(texts.languages == Language.required)
    #expect(texts.reminders.map(\.id) == ["water", "stretch", "read", "call"])
  }

  static let broken: [(patch: ContentPatch, problems: [String])] = [
    // (the patch, every problem it gives)
    (
      .set("demo.json", "reminders[1].id", json: #""water""#),
      [#"demo.json: reminders[1].id: duplicate id "water" (first at reminders[0])"#]
    ),
    (
      .set("demo.json", "reminders[0].id", json: #""a b""#),
      [
        "demo.json: reminders[0].id: demo-a b is not a rule id: use 1-64 ASCII letters, digits, \"-\" and \"_\""
      ]
    ),
    (
      .set("demo.json", "reminders", json: "[]"),
      ["demo.json: reminders: empty; list at least one demo reminder"]
    ),
    (
      .remove("demo.json", "notice.ko"),
      ["demo.json: notice.ko: missing; every text needs zh-Hans, en, ja and ko"]
    ),
  ]

  @Test(arguments: 0..<broken.count)
  func brokenTextsReportEveryProblem(index: Int) throws {
    let (patch, problems) = Self.broken[index]
    let directory = try Fixtures.patchedContent([patch])
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = #expect(throws: ContentError.self) {
      try DemoTexts.load(from: ContentSource.directory(directory))
    }
    #expect(error?.problems.map(\.description) == problems)
  }
}
