import Foundation
import HabitRules
import HabitToolkit

/// The words of a table in one language (``TableTexts/words(in:dates:)``):
/// each text filled in, numbers grouped as the language writes them, days
/// as the language writes them (`dates.json`), lists joined the language's
/// way, and labels padded to one display width so the columns line up in
/// every language.
struct TableWords: Sendable {
  /// The language of every text.
  let language: Language
  /// How the language writes a date, and its weekday names.
  let dates: DateTexts
  /// A key's text for a count (its plural form), placeholders unfilled.
  let text: @Sendable (TableTexts.Key, Int?) -> String

  /// The short weekday names, Sunday first (`dates.json`).
  var weekdays: [String] { dates.weekdayNames(in: language) }

  /// A text filled in.
  ///
  /// - Parameters:
  ///   - key: Which text.
  ///   - values: The placeholders' values.
  ///   - count: The number a count text talks about (it picks the plural
  ///     form); `nil` for a text without a count.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the text.
  func callAsFunction(
    _ key: TableTexts.Key, _ values: KeyValuePairs<String, String> = [:], count: Int? = nil
  ) -> String {
    Placeholders.fill(text(key, count), with: values)
  }

  /// A whole number as the language writes it (`20,000`).
  func number(_ value: Int) -> String { formatForReading(value) }

  /// The short name of a weekday (1 is Sunday, 7 Saturday), or the number
  /// for a weekday outside that range: what a column or a list of days
  /// writes (`Mon`, `月`).
  func weekday(_ weekday: Int) -> String {
    weekdays.indices.contains(weekday - 1) ? weekdays[weekday - 1] : String(weekday)
  }

  /// The full name of a weekday (1 is Sunday, 7 Saturday) as a sentence
  /// reads it (`weekdayNames` in `tables.json`): `every Monday`,
  /// `毎週月曜日に`; the number for a weekday outside that range.
  func weekdayName(_ weekday: Int) -> String {
    let names = self(.weekdayNames).split(separator: " ").map(String.init)
    return names.indices.contains(weekday - 1) ? names[weekday - 1] : String(weekday)
  }

  /// A month as the language names it beside a day (`dates.json`):
  /// `Feb`, `2月`, `2월`; the number for a month outside 1-12.
  func month(_ month: Int) -> String {
    guard let first = CivilDate(year: 2000, month: month, day: 1) else { return String(month) }
    return dates.month(of: first, withYear: false, in: language)
  }

  /// A range of wall times as a table writes it (`timeRange` in
  /// `tables.json`): `20:30–04:00`, `20:30〜04:00`; `--json` keeps
  /// `20:30-04:00`.
  func timeRange(_ start: WallTime, _ end: WallTime) -> String {
    self(.timeRange, ["start": start.description, "end": end.description])
  }

  /// A night window as a table writes it: ``timeRange(_:_:)``.
  func window(_ window: NightWindow) -> String { timeRange(window.start, window.end) }

  /// A day as people read it (`dates.json`): `Nov 29, 2026`,
  /// `2026年11月29日`, `2026년 11월 29일`.
  func date(_ date: CivilDate) -> String { dates.string(date, in: language) }

  /// A day as people read it, with its weekday: `Sun Nov 29, 2026`,
  /// `2026年11月29日（日）`, `2026년 11월 29일(일)`.
  func dateWithWeekday(_ date: CivilDate) -> String {
    self(.day, ["date": self.date(date), "weekday": weekday(date.weekday)])
  }

  /// A moment as people read it, its day with the weekday and its wall
  /// time in the zone (`dayTime` in `tables.json`): `Tue Dec 1, 2026, 21:00`,
  /// `2026年12月1日（火）21:00`, `2026년 12월 1일(화) 21:00`.
  ///
  /// Every day a person reads in `gen remind`, `sync` and `next` is
  /// written so, the rows too; only the request ids and `--json` keep ISO
  /// 8601 (HabitRules.docc/Reminders.md).
  func moment(_ moment: Date, calendar: CivilCalendar) -> String {
    self(
      .dayTime,
      [
        "day": dateWithWeekday(calendar.civilDate(of: moment)),
        "time": calendar.wallTime(of: moment).description,
      ])
  }

  /// A range of days as people read it, each part once (`dates.json`):
  /// `Nov 23–29, 2026`, `2026年11月23日〜29日`.
  func range(from start: CivilDate, to end: CivilDate) -> String {
    dates.range(from: start, to: end, in: language)
  }

  /// A name or a text from an input in the language's quotation marks:
  /// `"Water the plants"`, `「Water the plants」`, `“Water the plants”`
  /// (`quoted` in `tables.json`), escaped to one line (``DisplayText``);
  /// inside ASCII quotes a `"` is escaped too.
  func quoted(_ text: some StringProtocol) -> String {
    let marks = self(.quoted)
    let inner =
      marks.contains("\"")
      ? String(DisplayText.quoted(text).dropFirst().dropLast()) : DisplayText.escaped(text)
    return Placeholders.fill(marks, with: ["text": inner])
  }

  /// Items joined the language's way: `a, b`, `a、b`.
  func list(_ items: [String]) -> String {
    items.joined(separator: self(.listSeparator))
  }

  /// Weekday names joined the language's way: `Mon, Wed`, `月、水`,
  /// `월·수` (Korean joins weekdays with a middle dot, other lists with a
  /// comma).
  func weekdayList(_ weekdays: [Int]) -> String {
    weekdays.map(weekday).joined(separator: self(.weekdaySeparator))
  }

  /// Labels padded to the widest of them plus `gap` columns, East Asian
  /// characters counting two: the label column of a table.
  func labels(_ keys: [TableTexts.Key], gap: Int = 2) -> [TableTexts.Key: String] {
    let texts = keys.map { ($0, self($0)) }
    let width = texts.map { displayWidth($0.1) }.max() ?? 0
    return Dictionary(uniqueKeysWithValues: texts.map { ($0.0, padded($0.1, to: width + gap)) })
  }
}

/// The columns a text takes in a terminal, East Asian characters counting
/// two.
func displayWidth(_ text: String) -> Int {
  text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
}

/// A text padded with spaces to a display width (nothing added when it is
/// already as wide).
func padded(_ text: String, to width: Int) -> String {
  text + String(repeating: " ", count: max(width - displayWidth(text), 0))
}
