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
    let day = try #require(CivilDate("2026-11-01"))
    let figures = PeriodFigures(
      start: day, end: day.adding(days: 29), sessions: 0, focusMinutes: 0, deepFocusCount: 0,
      activeDays: 0, bestDay: nil, bestDayMinutes: 0, peakBand: nil, miles: 0, xp: 0, streak: 0,
      strength: 0)
    let review = PeriodReview(
      period: .month, timeZone: "UTC", weekStart: 2, rollover: DayRollover.midnight.wallTime,
      today: day, running: true, current: figures, days: [], previous: figures, demo: false)
    let dates = try DateTexts.load(from: .bundled)
    #expect(WeekCard(review, bandName: nil, dates: dates, language: .english) == nil)
  }
}
