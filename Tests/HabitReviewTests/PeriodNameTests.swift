import HabitCalendar
import HabitRules
import Testing

@testable import HabitReview

/// How the review names its days: a whole calendar month as the month, any
/// other days as a range.
@Suite struct PeriodNameTests {
  @Test(arguments: [
    ("2026-11-01", "2026-11-30", "Nov 2026", "2026年11月"),
    ("2028-02-01", "2028-02-29", "Feb 2028", "2028年2月"),
    ("2026-12-01", "2026-12-31", "Dec 2026", "2026年12月"),
    // Not a whole month: from its first day, up to a day before its last.
    ("2026-12-01", "2026-12-02", "Dec 1–2, 2026", "2026年12月1日〜2日"),
    ("2027-02-01", "2027-02-27", "Feb 1–27, 2027", "2027年2月1日〜27日"),
    ("2026-11-02", "2026-11-30", "Nov 2–30, 2026", "2026年11月2日〜30日"),
    ("2026-11-01", "2026-12-31", "Nov 1 – Dec 31, 2026", "2026年11月1日〜12月31日"),
    ("2026-11-01", "2026-11-01", "Nov 1, 2026", "2026年11月1日"),
  ])
  func periodName(start: String, end: String, english: String, japanese: String) throws {
    let content = try HabitContent.bundled()
    let first = try #require(CivilDate(start))
    let last = try #require(CivilDate(end))
    for (language, expected) in [(Language.english, english), (.japanese, japanese)] {
      #expect(
        ReviewTexts.periodName(from: first, to: last, dates: content.dates, in: language)
          == expected)
    }
  }
}
