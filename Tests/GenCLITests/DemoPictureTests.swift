import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// Every picture and card drawn from records says when the records were
/// demo data (HabitRules.docc/Demo.md, "Outputs are marked"): one text marked
/// `data-figure="demo"` holding the content's label in the chosen
/// language, and none when the records are the person's own.
@Suite struct DemoPictureTests {
  static let languages = ["zh-Hans", "en", "ja", "ko"]

  /// A command drawing from records on standard input, and those records
  /// with `{demo}` where the flag goes.
  struct Drawing: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let records: String
    /// The content file the label comes from: cards say it their way.
    let labelFile: String

    var testDescription: String { arguments.prefix(2).joined(separator: " ") }
  }

  static let window = ["--now", "2026-12-01T21:00:00+08:00", "--tz", "Asia/Shanghai"]
  static let sessions =
    #"[{"id": "s1", "start": "2026-11-30T20:00:00+08:00", "minutes": 30, "sceneId": "garden", "demo": {demo}}, "#
    + #"{"id": "s2", "start": "2026-12-01T19:30:00+08:00", "minutes": 15, "demo": {demo}}]"#

  static let drawings: [Drawing] = [
    Drawing(
      arguments: ["streak", "--records", "-"],
      records:
        #"[{"day": "2026-11-30", "at": "2026-11-30T22:10:00+08:00", "demo": {demo}}, "#
        + #"{"day": "2026-12-01", "at": "2026-12-01T20:40:00+08:00", "demo": {demo}}]"#,
      labelFile: "pictures.json"),
    Drawing(
      arguments: ["growth", "--sessions", "-"], records: sessions, labelFile: "pictures.json"),
    Drawing(
      arguments: ["goal", "wish", "--target", "100000", "--deposits", "-"],
      records:
        #"[{"at": "2026-11-30T19:00:00+08:00", "amount": 1234, "demo": {demo}}, "#
        + #"{"at": "2026-12-01T19:00:00+08:00", "amount": 2500, "demo": {demo}}]"#,
      labelFile: "pictures.json"),
    Drawing(
      arguments: ["card", "session", "--sessions", "-"], records: sessions, labelFile: "cards.json"),
    Drawing(
      arguments: ["card", "week", "--sessions", "-"], records: sessions, labelFile: "cards.json"),
    Drawing(
      arguments: ["card", "badge", "--badge", "distance", "--metrics", "-"],
      records: #"{"totalDistanceKilometers": 137.5, "demo": {demo}}"#, labelFile: "cards.json"),
  ]

  /// The label a content file holds, read from the bundled file itself.
  static func label(in file: String, key: String = "demo", language: String) throws -> String {
    let url = Fixtures.packageRoot.appendingPathComponent("Content/\(file)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let texts = try #require(root[key] as? [String: String])
    return try #require(texts[language])
  }

  /// The texts marked as the demo label.
  static func demoTexts(_ svg: String) throws -> [String] {
    try SVGElements.texts(svg).filter { $0.attributes["data-figure"] == "demo" }.map(\.text)
  }

  @Test(arguments: drawings, languages)
  func demoRecordsDrawTheLabelAndOwnRecordsNone(drawing: Drawing, language: String) throws {
    let arguments = drawing.arguments + Self.window + ["--locale", language, "--svg"]
    let demo = runGen(
      arguments, stdin: drawing.records.replacingOccurrences(of: "{demo}", with: "true"))
    #expect(demo.exitCode == 0, "stderr: \(demo.standardError)")
    PictureTests.expectStandalone(demo.standardOutput)
    let label = try Self.label(in: drawing.labelFile, language: language)
    #expect(try Self.demoTexts(demo.standardOutput) == [label])
    let own = runGen(
      arguments, stdin: drawing.records.replacingOccurrences(of: "{demo}", with: "false"))
    #expect(own.exitCode == 0, "stderr: \(own.standardError)")
    #expect(try Self.demoTexts(own.standardOutput).isEmpty)
    #expect(!own.standardOutput.contains(label))
  }

  /// A picture (not a card) keeps its own drawing whole: the demo one is
  /// the same elements moved down under the label's strip, and as wide as
  /// the label needs.
  @Test(arguments: drawings.filter { $0.labelFile == "pictures.json" })
  func theDemoStripMovesThePictureDown(drawing: Drawing) throws {
    let arguments = drawing.arguments + Self.window + ["--locale", "en", "--svg"]
    let demo = runGen(
      arguments, stdin: drawing.records.replacingOccurrences(of: "{demo}", with: "true")
    )
    .standardOutput
    let own = runGen(
      arguments, stdin: drawing.records.replacingOccurrences(of: "{demo}", with: "false")
    )
    .standardOutput
    let demoRoot = try #require(try SVGElements.parse(demo).first)
    let ownRoot = try #require(try SVGElements.parse(own).first)
    let height = { (root: (name: String, attributes: [String: String])) in
      Double(root.attributes["height"] ?? "") ?? -1
    }
    #expect(height(demoRoot) == height(ownRoot) + 40)
    #expect(demo.contains("<g transform=\"translate(0 40)\">"))
    // Every line of the picture is there, two spaces further in.
    let ownBody = own.split(separator: "\n").dropFirst(3).filter {
      !$0.contains("<rect width=\"100%\"") && $0 != "</svg>" && !$0.contains("<defs>")
        && !$0.contains("</defs>") && !$0.hasPrefix("    <")
    }
    for line in ownBody {
      #expect(demo.contains("\n  " + line + "\n"), "\(line)")
    }
  }

  /// Hostile label text is escaped like every text.
  @Test func theLabelIsEscaped() throws {
    let directory = try Fixtures.patchedContent([
      .replace(
        "pictures.json", text: "\"Sample data · gone once you add your own\"",
        bytes: Array(#""Sample <&\"> data""#.utf8))
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let drawing = Self.drawings[0]
    let outcome = runGen(
      drawing.arguments + Self.window + ["--locale", "en", "--svg", "--content", directory.path],
      stdin: drawing.records.replacingOccurrences(of: "{demo}", with: "true"))
    #expect(outcome.exitCode == 0, "stderr: \(outcome.standardError)")
    #expect(!outcome.standardOutput.contains("<&\">"))
    #expect(try Self.demoTexts(outcome.standardOutput) == ["Sample <&\"> data"])
  }
}

/// The badge card's table says it is demo data as the other cards' tables
/// do: the notice of `demo.json` first, and nothing for real metrics.
@Suite struct DemoBadgeCardTableTests {
  @Test(arguments: [true, false])
  func theTableStartsWithTheNoticeOnlyForDemoMetrics(demo: Bool) throws {
    let notice = try DemoPictureTests.label(in: "demo.json", key: "notice", language: "en")
    let outcome = runGen(
      ["card", "badge", "--badge", "distance", "--metrics", "-", "--locale", "en"]
        + DemoPictureTests.window,
      stdin: #"{"totalDistanceKilometers": 137.5, "demo": \#(demo)}"#)
    #expect(outcome.exitCode == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput.hasPrefix(notice + "\n") == demo)
    #expect(outcome.standardOutput.contains(notice) == demo)
  }
}
