import HabitRules
import HabitToolkit

/// What a picture is written in: the pictures' words (`pictures.json`),
/// how the language writes days and weekdays (`dates.json`), and the
/// language.
package struct PictureWords: Sendable {
  /// The pictures' words.
  package let texts: PictureTexts
  /// How the language writes days and weekdays.
  package let dates: DateTexts
  /// The language of the picture.
  package let language: Language

  /// Words in a language.
  ///
  /// - Parameters:
  ///   - texts: The pictures' words.
  ///   - dates: How the language writes days and weekdays.
  ///   - language: The language of the picture.
  package init(texts: PictureTexts, dates: DateTexts, language: Language) {
    self.texts = texts
    self.dates = dates
    self.language = language
  }

  /// A text of `pictures.json` in the language, filled in
  /// (``PictureTexts/string(_:in:_:count:)``).
  func callAsFunction(
    _ key: PictureTexts.Key, _ values: KeyValuePairs<String, String> = [:], count: Int? = nil
  ) -> String {
    texts.string(key, in: language, values, count: count)
  }

  /// A day as the language writes it.
  func day(_ date: CivilDate) -> String { dates.string(date, in: language) }

  /// A day's weekday as the language writes it.
  func weekday(_ date: CivilDate) -> String { dates.weekday(date, in: language) }

  /// A day with its weekday as every screen writes it (`dayWithWeekday`,
  /// the tables' `common.day`, which `PictureWordsTests` holds it to):
  /// `2026年11月30日（月）`, `2026년 11월 30일(월)`, `Mon Nov 30, 2026`.
  package func dayWithWeekday(_ date: CivilDate) -> String {
    self(.dayWithWeekday, ["date": day(date), "weekday": weekday(date)])
  }

  /// A moment as every screen writes it, its day with the weekday and its
  /// wall time (`dayTime`, the tables' `common.dayTime`, which
  /// `PictureWordsTests` holds it to): `2026年12月1日（火）01:30`,
  /// `2026년 12월 1일(화) 01:30`, `Tue Dec 1, 2026, 01:30`.
  package func dayTime(_ date: CivilDate, _ time: WallTime) -> String {
    self(.dayTime, ["day": dayWithWeekday(date), "time": time.description])
  }

  /// A range of wall times as every screen writes it (`timeRange`, the
  /// tables' `common.timeRange`, which `PictureWordsTests` holds it to):
  /// `20:30–04:00`, `20:30〜04:00`.
  package func timeRange(_ start: WallTime, _ end: WallTime) -> String {
    self(.timeRange, ["start": start.description, "end": end.description])
  }

  /// A bedtime level as the language writes it (`level`, the plan table's
  /// `plan.level`, which `PictureWordsTests` holds it to): `Lv1`, `1级`,
  /// `1단계`, `L1`.
  package func level(_ level: Int) -> String { self(.level, ["level": String(level)]) }

  /// A range of days, each part written once
  /// (``DateTexts/range(from:to:in:)``): `2026年11月23日〜29日`.
  func range(from start: CivilDate, to end: CivilDate) -> String {
    dates.range(from: start, to: end, in: language)
  }
}
