import Foundation
import HabitCalendar
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitReview

@Suite struct ReviewContentTests {
  static func load(_ patches: [ContentPatch]) throws -> Result<ReviewTexts, ContentError> {
    let directory = try Fixtures.patchedContent(patches)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try ContentSource.directory(directory)
    return Result { () throws(ContentError) in try ReviewTexts.load(from: source) }
  }

  /// The bundled bands: morning from 05:00, afternoon from 12:00, evening
  /// from 17:00, night from 22:00 (until 05:00).
  @Test func bundledBands() throws {
    let texts = try Self.load([]).get()
    #expect(texts.bands.map(\.id) == ["morning", "afternoon", "evening", "night"])
    #expect(texts.bands.map(\.from.description) == ["05:00", "12:00", "17:00", "22:00"])
    #expect(
      texts.bands.map { $0.name.string(in: .english) } == [
        "morning", "afternoon", "evening", "night",
      ])
  }

  /// Each broken file is reported with the file, the path and the problem.
  @Test(arguments: [
    (
      ContentPatch.set("review.json", "bands[2].from", json: #""11:00""#),
      "review.json: bands[2].from: 11:00 does not come after 12:00; bands start at ascending times"
    ),
    (
      .set("review.json", "bands[3].id", json: #""morning""#),
      #"review.json: bands[3].id: duplicate id "morning" (first at bands[0])"#
    ),
    (
      .set("review.json", "bands", json: "[]"),
      "review.json: bands: 0 bands; write 1-24"
    ),
    (
      .set("review.json", "share.minutes.en", json: #""{period}: {minutes} minutes.""#),
      #"review.json: share.minutes.en: {minutes} is a count, so the text needs plural forms: {"one": "… {minutes} …", "other": "… {minutes} …"}, even when they read the same"#
    ),
    (
      .set("review.json", "share.detail.ja", json: #""{band}でした。""#),
      "review.json: share.detail.ja: missing placeholder {sessions}"
    ),
    (
      .set("review.json", "share.down.ko", json: #""{minutes}분이 줄었어요.""#),
      "review.json: share.down.ko: unknown placeholder {minutes}; this text takes none"
    ),
    (
      .remove("review.json", "labels.soFar.ja"),
      "review.json: labels.soFar.ja: missing; every text needs zh-Hans, en, ja and ko"
    ),
  ])
  func brokenContent(patch: ContentPatch, problem: String) throws {
    let result = try Self.load([patch])
    guard case .failure(let error) = result else {
      Issue.record("\(patch) loaded")
      return
    }
    #expect(error.problems.map(\.description) == [problem])
  }
}
