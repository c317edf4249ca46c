import Foundation
import HabitCalendar

extension RecurringReminder {
  /// The prefix of every request id a person's rule owns.
  public static let requestPrefix = "custom."

  /// The requests a front end hands the OS for this rule.
  ///
  /// A rule a repeating calendar trigger expresses exactly becomes
  /// repeating requests, one slot each for as long as they stay pending:
  /// daily `custom.<id>.daily`; weekly one per weekday `custom.<id>.w<1-7>`;
  /// monthly `custom.<id>.monthly` and yearly `custom.<id>.yearly`, except
  /// under ``MonthEnd/lastDay`` on a day some month lacks (29-31, or
  /// February 29). Those and `once` become dated requests, one per
  /// occurrence (``occurrences(after:count:calendar:)``), id
  /// `custom.<id>.<YYYY-MM-DD>`. A disabled rule has none.
  ///
  /// - Parameters:
  ///   - now: The moment to look after, for dated requests.
  ///   - count: How many dated requests at most.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body when the note is empty, in the person's
  ///     language (`ReminderTexts.defaultBody`).
  /// - Returns: The requests, repeating ones by weekday, dated ones by time.
  /// - Complexity: O(*k* × log *z*) as ``occurrences(after:count:calendar:)``.
  public func requests(
    after now: Date, count: Int, calendar: CivilCalendar, defaultBody: String
  ) -> [NotificationRequest] {
    guard enabled else { return [] }
    let body = note.isEmpty ? defaultBody : note
    func request(_ suffix: String, _ trigger: NotificationRequest.Trigger) -> NotificationRequest {
      NotificationRequest(
        id: Self.requestPrefix + id + "." + suffix, source: .custom, trigger: trigger, title: title,
        body: body)
    }
    if let repeating = repeatingMatches {
      return repeating.map { request($0.suffix, .calendar($0.match)) }
    }
    return occurrences(after: now, count: count, calendar: calendar).map { moment in
      request(calendar.civilDate(of: moment).description, .date(calendar.zoned(moment)))
    }
  }

  /// Whether the rule becomes repeating calendar requests rather than
  /// dated ones.
  public var repeats: Bool { repeatingMatches != nil }

  /// The repeating triggers that express the rule exactly, with their id
  /// suffixes, or `nil` when it needs dated requests.
  private var repeatingMatches: [(suffix: String, match: NotificationRequest.CalendarMatch)]? {
    let (hour, minute) = (time.hour, time.minute)
    switch recurrence {
    case .daily:
      return [("daily", .init(hour: hour, minute: minute))]
    case .weekly(let weekdays):
      return weekdays.map { ("w\($0)", .init(hour: hour, minute: minute, weekday: $0)) }
    case .monthly(let day) where monthEnd == .skip || day <= 28:
      return [("monthly", .init(hour: hour, minute: minute, day: day))]
    case .yearly(let month, let day) where monthEnd == .skip || !(month == 2 && day == 29):
      return [("yearly", .init(hour: hour, minute: minute, day: day, month: month))]
    case .monthly, .yearly, .once:
      return nil
    }
  }

  /// Whether a pending request id belongs to this rule, whatever kind the
  /// rule had when the request was made: a front end cancels every such
  /// request when the rule changes or goes away, so none is left orphaned.
  ///
  /// The rule owns `custom.<id>.` followed by `daily`, `w1`...`w7`,
  /// `monthly`, `yearly` or a date `YYYY-MM-DD`; ids never contain `.`, so
  /// no rule owns another's requests.
  ///
  /// - Parameter requestID: A pending request's id.
  /// - Returns: Whether it is one of this rule's requests.
  /// - Complexity: O(*n*) in the length of the id.
  public func owns(requestID: String) -> Bool {
    let prefix = Self.requestPrefix + id + "."
    guard requestID.hasPrefix(prefix) else { return false }
    let suffix = requestID.dropFirst(prefix.count)
    return Self.fixedSuffixes.contains(String(suffix)) || CivilDate(String(suffix)) != nil
  }

  /// Every id suffix of a repeating request, for any kind.
  static let fixedSuffixes: Set<String> = Set(
    ["daily", "monthly", "yearly"] + (1...7).map { "w\($0)" })
}
