import Foundation
import HabitCalendar
import HabitToolkit

/// How people read a date in each language (`dates.json`): one date
/// template, the month names it fills in, and the weekday names.
///
/// Every share text, card, picture, table and sentence that shows a day to
/// a person writes it with ``string(_:in:)``, so a screen never mixes
/// formats: `2026年12月1日`, `Dec 1, 2026`, `2026년 12월 1일`; a day with its
/// time with ``string(_:time:in:)``. Machine output (JSON, data attributes,
/// request ids) keeps ISO 8601.
///
///     "date": {"en": "{month} {day}, {year}", "ja": "{year}年{month}月{day}日", ...},
///     "month": {"en": "{month}", "ja": "{month}月", ...},
///     "monthYear": {"en": "{month} {year}", "ja": "{year}年{month}月", ...},
///     "dateTime": {"en": "{date}, {time}", "ja": "{date} {time}", ...},
///     "months": {"en": "Jan Feb Mar ...", "ja": "1 2 3 ...", ...},
///     "weekdays": {"en": "Sun Mon Tue ...", "ja": "日 月 火 ...", ...}
public struct DateTexts: Sendable, Hashable, ContentPart {
  /// The file this part is read from.
  public static let fileName = "dates.json"

  /// The template, with `{year}`, `{month}` (a name from `months`) and
  /// `{day}` (the day of the month, no leading zero).
  private let template: LocalizedText
  /// A day and a time on the clock: `{date}` (``template``) and `{time}`
  /// (`HH:MM`).
  private let dateTime: LocalizedText
  /// A month alone (`{month}`): a label over a calendar's column.
  private let monthLabel: LocalizedText
  /// A month with its year (`{month}`, `{year}`).
  private let monthYearLabel: LocalizedText
  /// The twelve month names per language, January first.
  private let months: [Language: [String]]
  /// The seven weekday names per language, Sunday first.
  private let weekdays: [Language: [String]]
  /// The templates of a range of days, by how much of the two dates differs.
  private let ranges: [RangeShape: LocalizedText]

  /// How much of a range's last day differs from its first: the keys of
  /// `range` in `dates.json`, each with the placeholders it fills in.
  package enum RangeShape: String, CaseIterable, Sendable {
    /// The same month: "Nov 16–22, 2026", 「2026年11月16日〜22日」.
    case sameMonth
    /// The same year, another month: "Nov 30 – Dec 6, 2026".
    case sameYear
    /// Another year: "Dec 28, 2026 – Jan 3, 2027".
    case otherYear

    /// The placeholders its template fills in, each exactly once.
    package var placeholders: Set<String> {
      switch self {
      case .sameMonth: ["year", "month", "day", "endDay"]
      case .sameYear: ["year", "month", "day", "endMonth", "endDay"]
      case .otherYear: ["year", "month", "day", "endYear", "endMonth", "endDay"]
      }
    }
  }

  /// The languages of the texts, source first.
  public var languages: [Language] { template.languages }

  /// A day as people read it in a language: "Dec 1, 2026".
  ///
  /// - Parameters:
  ///   - date: The day.
  ///   - language: The language to write in (one the file lacks falls back
  ///     to ``Language/source``).
  /// - Returns: The date.
  /// - Complexity: O(*n*) in the length of the template.
  public func string(_ date: CivilDate, in language: Language) -> String {
    let parts = date.components
    let names = months[language] ?? months[.source] ?? []
    let month =
      names.indices.contains(parts.month - 1) ? names[parts.month - 1] : String(parts.month)
    return Placeholders.fill(
      template.string(in: language),
      with: ["year": String(parts.year), "month": month, "day": String(parts.day)])
  }

  /// A day and a time on its clock as people read them: "Nov 25, 2026,
  /// 19:00", `2026年11月25日 19:00`, `2026년 11월 25일 19:00`.
  ///
  /// - Parameters:
  ///   - date: The day.
  ///   - time: The time on the clock, 24-hour `HH:MM` as every language
  ///     here writes it.
  ///   - language: The language to write in.
  /// - Returns: The day and the time.
  /// - Complexity: O(*n*) in the length of the templates.
  public func string(_ date: CivilDate, time: WallTime, in language: Language) -> String {
    Placeholders.fill(
      dateTime.string(in: language),
      with: ["date": string(date, in: language), "time": time.description])
  }

  /// A month as a calendar labels it: "Jun", `6月`, `6월`; with its year
  /// "Jun 2026", `2026年6月`, `2026년 6월`.
  ///
  /// - Parameters:
  ///   - date: A day of the month.
  ///   - withYear: Whether the year is written too (a calendar's first
  ///     month, and each January).
  ///   - language: The language to write in.
  /// - Returns: The label.
  /// - Complexity: O(*n*) in the length of the template.
  public func month(of date: CivilDate, withYear: Bool, in language: Language) -> String {
    let parts = date.components
    return Placeholders.fill(
      (withYear ? monthYearLabel : monthLabel).string(in: language),
      with: ["month": monthName(parts.month, in: language), "year": String(parts.year)])
  }

  /// A range of days as people read it, each part written once: one day
  /// is ``string(_:in:)``; "Nov 16–22, 2026" in one month; "Nov 30 – Dec 6,
  /// 2026" in one year; both dates whole across a year's end
  /// (HabitRules.docc/ReviewAndCards.md).
  ///
  /// - Parameters:
  ///   - start: The first day.
  ///   - end: The last day; one before `start` is taken as `start`.
  ///   - language: The language to write in.
  /// - Returns: The range.
  /// - Complexity: O(*n*) in the length of the template.
  public func range(from start: CivilDate, to end: CivilDate, in language: Language) -> String {
    guard end > start else { return string(start, in: language) }
    let (first, last) = (start.components, end.components)
    let shape: RangeShape =
      first.year != last.year
      ? .otherYear : first.month != last.month ? .sameYear : .sameMonth
    guard let template = ranges[shape] else {
      return string(start, in: language) + " – " + string(end, in: language)
    }
    return Placeholders.fill(
      template.string(in: language),
      with: [
        "year": String(first.year), "month": monthName(first.month, in: language),
        "day": String(first.day), "endYear": String(last.year),
        "endMonth": monthName(last.month, in: language), "endDay": String(last.day),
      ])
  }

  private func monthName(_ month: Int, in language: Language) -> String {
    let names = months[language] ?? months[.source] ?? []
    return names.indices.contains(month - 1) ? names[month - 1] : String(month)
  }

  /// The seven short weekday names in a language, Sunday first.
  ///
  /// - Parameter language: The language to write in.
  /// - Returns: Seven names.
  /// - Complexity: O(1).
  public func weekdayNames(in language: Language) -> [String] {
    weekdays[language] ?? weekdays[.source] ?? Self.englishWeekdays
  }

  /// A day's short weekday name: "Tue".
  ///
  /// - Parameters:
  ///   - date: The day.
  ///   - language: The language to write in.
  /// - Returns: The name.
  /// - Complexity: O(1).
  public func weekday(_ date: CivilDate, in language: Language) -> String {
    let names = weekdayNames(in: language)
    return names[(date.weekday - 1) % names.count]
  }

  /// The weekdays' short English names, Sunday first: what machine-facing
  /// tables print.
  package static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> DateTexts? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    let template = report.text(report.required(root, "date"))
    if let template {
      // Chinese and Japanese write a date alike (2026年12月1日).
      report.check(
        template, at: "date", placeholders: ["year", "month", "day"], mayRepeatAcrossLanguages: true
      )
    }
    func names(_ key: String, count: Int, what: String) -> [Language: [String]] {
      guard let text = report.text(report.required(root, key)) else { return [:] }
      report.check(text, at: key)
      var names: [Language: [String]] = [:]
      for language in text.languages {
        let list = text.string(in: language).split(separator: " ").map(String.init)
        if list.count == count {
          names[language] = list
        } else {
          report.add(
            "\(key).\(language)", "\(list.count) names; write \(what), separated by spaces")
        }
      }
      return names
    }
    let months = names("months", count: 12, what: "the twelve months, January first")
    let weekdays = names("weekdays", count: 7, what: "the seven weekdays, Sunday first")
    func readTemplate(_ key: String, placeholders: Set<String>) -> LocalizedText? {
      let text = report.text(report.required(root, key))
      if let text {
        report.check(text, at: key, placeholders: placeholders, mayRepeatAcrossLanguages: true)
      }
      return text
    }
    let dateTime = readTemplate("dateTime", placeholders: ["date", "time"])
    let month = readTemplate("month", placeholders: ["month"])
    let monthYear = readTemplate("monthYear", placeholders: ["month", "year"])
    let ranges = readRanges(report.required(root, "range"), report: &report)
    guard let template, let dateTime, let month, let monthYear, report.problems.count == before
    else { return nil }
    return DateTexts(
      template: template, dateTime: dateTime, monthLabel: month, monthYearLabel: monthYear,
      months: months, weekdays: weekdays, ranges: ranges)
  }

  private static func readRanges(
    _ node: ContentNode?, report: inout ContentReport
  ) -> [RangeShape: LocalizedText] {
    guard let node else { return [:] }
    var ranges: [RangeShape: LocalizedText] = [:]
    for shape in RangeShape.allCases {
      guard let text = report.text(report.required(node, shape.rawValue)) else { continue }
      let path = "range.\(shape.rawValue)"
      report.check(
        text, at: path, placeholders: shape.placeholders, mayRepeatAcrossLanguages: true)
      report.checkOnce(text, at: path, placeholders: shape.placeholders)
      ranges[shape] = text
    }
    return ranges
  }
}
