import Foundation
import HabitCalendar
import HabitToolkit

extension RecurringReminder {
  /// The prefix of every request id a person's rule owns.
  public static let requestPrefix = NotificationRequest.Source.custom.idPrefix

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
    timedRequests(after: now, count: count, calendar: calendar, defaultBody: defaultBody)
      .map(\.request)
  }

  /// ``requests(after:count:calendar:defaultBody:)``, each with the first
  /// moment it fires after `now`: what the notification budget orders by.
  ///
  /// A repeating request's moment is its trigger's next match as this
  /// package resolves it; a repeating request with none before 9999-12-31
  /// is left out.
  ///
  /// - Parameters:
  ///   - now: The moment to look after.
  ///   - count: How many dated requests at most.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body when the note is empty.
  /// - Returns: The requests with their first moments.
  /// - Complexity: O(*k* × log *z*) as ``occurrences(after:count:calendar:)``.
  public func timedRequests(
    after now: Date, count: Int, calendar: CivilCalendar, defaultBody: String
  ) -> [TimedRequest] {
    guard enabled else { return [] }
    let body = note.isEmpty ? defaultBody : note
    func request(_ suffix: String, _ trigger: NotificationRequest.Trigger) -> NotificationRequest {
      NotificationRequest(
        id: Self.requestPrefix + id + "." + suffix, source: .custom, trigger: trigger, title: title,
        body: body)
    }
    guard let repeating = repeatingMatches else {
      return occurrences(after: now, count: count, calendar: calendar).map { moment in
        TimedRequest(
          request: request(
            calendar.civilDate(of: moment).description, .date(calendar.zoned(moment))),
          firstFire: moment)
      }
    }
    // The next occurrences cover each weekday of a weekly rule; twice as
    // many allow for a date the zone skipped.
    let next = occurrences(after: now, count: 2 * repeating.count, calendar: calendar)
    return repeating.compactMap { suffix, match in
      let first = next.first {
        match.weekday == nil || calendar.civilDate(of: $0).weekday == match.weekday
      }
      return first.map { TimedRequest(request: request(suffix, .calendar(match)), firstFire: $0) }
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
