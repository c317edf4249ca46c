import Foundation
import HabitCalendar
import Testing

@testable import HabitReview

@Suite struct StoredShapeTests {
  /// The JSON of a review, written by hand: the current figures at the top
  /// level, `previous` with the same keys; it decodes and encodes back to
  /// the same keys and values.
  @Test func reviewReadsAndWritesItsShape() throws {
    let json = """
      {"start": "2026-11-30", "end": "2026-12-06", "sessions": 3, "focusMinutes": 95,
       "deepFocusCount": 1, "activeDays": 2, "bestDay": "2026-12-01", "bestDayMinutes": 60,
       "peakBand": "evening", "miles": 950, "xp": 130, "streak": 2, "strength": 0.25,
       "period": "week", "timeZone": "Europe/London", "weekStart": 2, "rollover": "04:00",
       "today": "2026-12-02", "running": true,
       "days": [{"day": "2026-11-30", "sessions": 1, "focusMinutes": 35}],
       "previous": {"start": "2026-11-23", "end": "2026-11-29", "sessions": 0,
         "focusMinutes": 0, "deepFocusCount": 0, "activeDays": 0, "bestDay": null,
         "bestDayMinutes": 0, "peakBand": null, "miles": 0, "xp": 0, "streak": 0,
         "strength": 0},
       "demo": false}
      """
    let review = try JSONDecoder().decode(PeriodReview.self, from: Data(json.utf8))
    let day = { (text: String) in try #require(CivilDate(text)) }
    #expect(review.period == .week)
    #expect(review.current.start == (try day("2026-11-30")))
    #expect(review.current.bestDay == (try day("2026-12-01")))
    #expect(review.current.peakBand == "evening")
    #expect(review.previous.bestDay == nil)
    #expect(review.previous.peakBand == nil)
    #expect(review.rollover == (try #require(WallTime("04:00"))))
    #expect(review.days == [ReviewDay(day: try day("2026-11-30"), sessions: 1, focusMinutes: 35)])
    #expect(review.heatmap.count == 7 && review.heatmap.joined().allSatisfy { $0 == 0 })

    let written = try JSONEncoder().encode(review)
    // Figures written before the check-in counts read them as 0, and are
    // written with them from then on.
    #expect(review.current.moodChecks == 0 && review.current.endedCalmer == 0)
    #expect(review.previous.moodChecks == 0 && review.previous.endedCalmer == 0)
    let withMoods = json.replacingOccurrences(
      of: #""strength": 0.25,"#, with: #""strength": 0.25, "moodChecks": 0, "endedCalmer": 0,"#
    ).replacingOccurrences(
      of: #""strength": 0}"#, with: #""strength": 0, "moodChecks": 0, "endedCalmer": 0}"#)
    #expect(withMoods.components(separatedBy: "moodChecks").count == 3)
    let original = try JSONSerialization.jsonObject(with: Data(withMoods.utf8)) as? NSDictionary
    let again = try JSONSerialization.jsonObject(with: written) as? NSDictionary
    #expect(again == original)
    #expect(try JSONDecoder().decode(PeriodReview.self, from: written) == review)
  }

  /// A range's report written by hand, with `from`, `to` and the heatmap:
  /// it decodes, and encodes back to the same keys and values; the
  /// version-1 week above has no heatmap and decodes to zeros.
  @Test func rangeReportWithHeatmapReadsAndWritesItsShape() throws {
    var rows = [[Int]](repeating: [Int](repeating: 0, count: 24), count: 7)
    rows[2][9] = 60
    let heatmap = String(decoding: try JSONEncoder().encode(rows), as: UTF8.self)
    let json = """
      {"start": "2026-11-16", "end": "2026-11-18", "sessions": 1, "focusMinutes": 60,
       "deepFocusCount": 1, "activeDays": 1, "bestDay": "2026-11-18", "bestDayMinutes": 60,
       "peakBand": "morning", "miles": 600, "xp": 80, "streak": 1, "strength": 0.05,
       "moodChecks": 0, "endedCalmer": 0, "period": "range", "timeZone": "UTC", "weekStart": 2, "rollover": "00:00",
       "today": "2026-12-02", "running": false, "from": "2026-11-16", "to": "2026-11-18",
       "days": [{"day": "2026-11-18", "sessions": 1, "focusMinutes": 60}],
       "previous": {"start": "2026-11-13", "end": "2026-11-15", "sessions": 0,
         "focusMinutes": 0, "deepFocusCount": 0, "activeDays": 0, "bestDay": null,
         "bestDayMinutes": 0, "peakBand": null, "miles": 0, "xp": 0, "streak": 0,
         "strength": 0, "moodChecks": 0, "endedCalmer": 0},
       "demo": false, "shareText": "One hour.", "language": "en", "heatmap": \(heatmap)}
      """
    let report = try JSONDecoder().decode(ReviewReport.self, from: Data(json.utf8))
    #expect(report.review.period == .range)
    #expect(report.includesHeatmap)
    #expect(report.review.heatmap == rows)
    let written = try JSONEncoder().encode(report)
    let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
    let again = try JSONSerialization.jsonObject(with: written) as? NSDictionary
    #expect(again == original)
    // A heatmap of another shape is refused.
    let wrong = json.replacingOccurrences(of: heatmap, with: "[[1, 2]]")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ReviewReport.self, from: Data(wrong.utf8))
    }
  }
}
