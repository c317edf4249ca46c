import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenSVG

@Suite struct CardTextsTests {
  static let texts = Result { try CardTexts.load(from: .bundled) }

  @Test func everySceneOfTheExpeditionsHasAName() throws {
    let texts = try Self.texts.get()
    let expeditions = try Expeditions.load(from: .bundled)
    let missing = Set(expeditions.chapters.map(\.sceneId)).subtracting(texts.sceneIDs)
    #expect(missing.isEmpty, "no name in cards.json for \(missing.sorted())")
    for language in Language.required {
      for id in texts.sceneIDs {
        #expect(texts.scene(id, in: language)?.isEmpty == false, "\(id) \(language)")
      }
    }
  }

  @Test(arguments: [
    // key, count, English text
    (CardTexts.Key.minutes, 1, "1 minute"),
    (.weekMinutes, 1_234, "1,234 minutes"),
    (.sessions, 1, "1 session"),
    (.activeDays, 1, "1 active day"),
    (.activeDays, 0, "0 active days"),
    (.deepFocusCount, 1, "1 deep-focus session"),
    (.miles, 1, "1 mile"),
    (.milesEarned, 12_500, "12,500 miles flown"),
  ])
  func englishCountsReadAtOneAndMany(key: CardTexts.Key, count: Int, text: String) throws {
    #expect(try Self.texts.get().counted(key, count, in: .english) == text)
  }

  @Test func aMonthsReviewMakesNoWeekCard() throws {
    let now = try #require(ISO8601Moment.parse("2026-11-01T12:00:00Z"))
    let utc = CivilCalendar(timeZone: .gmt, zoneName: "UTC")
    let review = try HabitContent.bundled().review(
      of: [], period: .month, now: now, calendar: ReviewCalendar(utc)
    ).review
    let dates = try DateTexts.load(from: .bundled)
    #expect(WeekCard(review, bandName: nil, dates: dates, language: .english) == nil)
  }
}
