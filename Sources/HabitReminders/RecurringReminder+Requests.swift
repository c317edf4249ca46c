import Foundation
import HabitCalendar
import HabitRequests
import HabitToolkit

extension RecurringReminder {
  /// The prefix of every request id a person's rule owns.
  public static let requestPrefix = NotificationRequest.Source.custom.idPrefix

  /// The requests a front end hands the OS for this rule.
  ///
  /// A rule a repeating calendar trigger expresses exactly becomes
  /// repeating requests, one slot each for as long as they stay pending:
  /// daily `custom.<id>.daily`; weekly one per weekday `custom.<id>.w<1-7>`
  /// (a weekly rule on all 7 days is the daily request);
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
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  /// - Returns: The requests, repeating ones by weekday, dated ones by time.
  /// - Complexity: O(*k* × log *z*) as ``occurrences(after:count:calendar:)``.
  public func requests(
    after now: Date, count: Int, calendar: CivilCalendar, defaultBody: String,
    prefix: String = requestPrefix
  ) -> [NotificationRequest] {
    timedRequests(
      after: now, count: count, calendar: calendar, defaultBody: defaultBody, prefix: prefix
    ).map(\.request)
  }

  /// ``requests(after:count:calendar:defaultBody:prefix:)``, each with the first
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
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  /// - Returns: The requests with their first moments.
  /// - Complexity: O(*k* × log *z*) as ``occurrences(after:count:calendar:)``.
  public func timedRequests(
    after now: Date, count: Int, calendar: CivilCalendar, defaultBody: String,
    prefix: String = requestPrefix
  ) -> [TimedRequest] {
    guard enabled else { return [] }
    guard repeats else {
      return occurrences(after: now, count: count, calendar: calendar).map { moment in
        datedRequest(at: moment, calendar: calendar, defaultBody: defaultBody, prefix: prefix)
      }
    }
    var requests: [TimedRequest] = []
    appendRepeatingRequests(
      after: now, calendar: calendar, defaultBody: defaultBody, prefix: prefix, to: &requests)
    return requests
  }

  /// The repeating requests of ``timedRequests(after:count:calendar:defaultBody:prefix:)``
  /// appended to `requests` (nothing for a rule that needs dated
  /// requests): a sync reads every rule's into one list.
  ///
  /// - Parameters:
  ///   - now: The moment to look after.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body when the note is empty.
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  ///   - requests: The list to append to.
  /// - Complexity: O(*w* × log *z*) for *w* weekdays, as
  ///   ``occurrences(after:count:calendar:)``.
  package func appendRepeatingRequests(
    after now: Date, calendar: CivilCalendar, defaultBody: String, prefix: String,
    to requests: inout [TimedRequest]
  ) {
    guard enabled, let triggers = repeatingTriggers else { return }
    let body = note.isEmpty ? defaultBody : note
    let (hour, minute) = (time.hour, time.minute)
    // The first occurrence of each weekday among a weekly rule's next
    // `2 * weekdays.count` (enough also across a date the zone skipped);
    // a request without a weekday fires at the rule's first occurrence.
    // Slot 0 holds the first occurrence; slots 1-7 the first of each
    // weekday.
    var first = [Date?](repeating: nil, count: 8)
    let weekdays: [Int]
    if case .weekly(let days) = triggers { weekdays = days } else { weekdays = [] }
    var (seen, found) = (0, 0)
    forEachOccurrence(after: now, calendar: calendar) { moment in
      seen += 1
      if first[0] == nil { first[0] = moment }
      guard !weekdays.isEmpty else { return false }
      let weekday = calendar.civilDate(of: moment).weekday
      if first.indices.contains(weekday), first[weekday] == nil {
        first[weekday] = moment
        found += 1
      }
      return seen < 2 * weekdays.count && found < weekdays.count
    }
    func append(_ suffix: String, _ match: NotificationRequest.CalendarMatch, at slot: Int) {
      guard first.indices.contains(slot), let firstFire = first[slot] else { return }
      requests.append(
        TimedRequest(
          request: NotificationRequest(
            id: prefix + id + "." + suffix, source: .custom, trigger: .calendar(match),
            title: title, body: body),
          firstFire: firstFire))
    }
    switch triggers {
    case .single(let suffix, let match): append(suffix, match, at: 0)
    case .weekly(let weekdays):
      for weekday in weekdays {
        let suffix =
          Self.weekdaySuffixes.indices.contains(weekday - 1)
          ? Self.weekdaySuffixes[weekday - 1] : "w\(weekday)"
        append(suffix, .init(hour: hour, minute: minute, weekday: weekday), at: weekday)
      }
    }
  }

  /// The dated request of the first occurrence strictly after `now`, or
  /// `nil` for a rule that has none (or repeats): what the notification
  /// budget asks a dated rule for, one occurrence at a time, so it never
  /// generates more than it can schedule.
  ///
  /// - Parameters:
  ///   - now: The moment to look after.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body when the note is empty.
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  /// - Returns: The request `custom.<id>.<YYYY-MM-DD>` with its moment.
  /// - Complexity: O(log *z*), as one occurrence.
  public func nextDatedRequest(
    after now: Date, calendar: CivilCalendar, defaultBody: String, prefix: String = requestPrefix
  ) -> TimedRequest? {
    guard !repeats, let moment = occurrences(after: now, count: 1, calendar: calendar).first
    else { return nil }
    return datedRequest(at: moment, calendar: calendar, defaultBody: defaultBody, prefix: prefix)
  }

  /// The dated request of an occurrence.
  func datedRequest(
    at moment: Date, calendar: CivilCalendar, defaultBody: String, prefix: String
  ) -> TimedRequest {
    TimedRequest(
      request: NotificationRequest(
        id: prefix + id + "." + calendar.civilDate(of: moment).description,
        source: .custom,
        trigger: .date(calendar.zoned(moment)), title: title,
        body: note.isEmpty ? defaultBody : note),
      firstFire: moment)
  }

  /// Whether the rule becomes repeating calendar requests rather than
  /// dated ones.
  public var repeats: Bool {
    // The cases of `repeatingTriggers`.
    switch recurrence {
    case .daily, .weekly: true
    case .monthly(let day): monthEnd == .skip || day <= 28
    case .yearly(let month, let day): monthEnd == .skip || !(month == 2 && day == 29)
    case .once: false
    }
  }

  /// The repeating triggers that express a rule exactly.
  private enum RepeatingTriggers {
    /// One trigger, with its id suffix (`daily`, `monthly`, `yearly`).
    case single(String, NotificationRequest.CalendarMatch)
    /// One trigger on each of these weekdays (1 = Sunday), at the rule's
    /// time, id suffixes `w1`...`w7`.
    case weekly([Int])
  }

  /// The rule's repeating triggers, without building a list of them, or
  /// `nil` when it needs dated requests.
  private var repeatingTriggers: RepeatingTriggers? {
    let (hour, minute) = (time.hour, time.minute)
    switch recurrence {
    case .daily: return .single("daily", .init(hour: hour, minute: minute))
    case .weekly(let weekdays):
      // Every day of the week is every day: one slot, not seven.
      return weekdays == [1, 2, 3, 4, 5, 6, 7]
        ? .single("daily", .init(hour: hour, minute: minute)) : .weekly(weekdays)
    case .monthly(let day) where monthEnd == .skip || day <= 28:
      return .single("monthly", .init(hour: hour, minute: minute, day: day))
    case .yearly(let month, let day) where monthEnd == .skip || !(month == 2 && day == 29):
      return .single("yearly", .init(hour: hour, minute: minute, day: day, month: month))
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
  /// - Parameters:
  ///   - requestID: A pending request's id.
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  /// - Returns: Whether it is one of this rule's requests.
  /// - Complexity: O(*n*) in the length of the id.
  public func owns(requestID: String, prefix: String) -> Bool {
    let prefix = prefix + id + "."
    guard requestID.hasPrefix(prefix) else { return false }
    let suffix = requestID.dropFirst(prefix.count)
    return Self.fixedSuffixes.contains(String(suffix)) || CivilDate(String(suffix)) != nil
  }

  /// ``owns(requestID:prefix:)`` with the library's prefix, `custom.`.
  ///
  /// - Parameter requestID: A pending request's id.
  /// - Returns: Whether it is one of this rule's requests.
  /// - Complexity: O(*n*) in the length of the id.
  public func owns(requestID: String) -> Bool {
    owns(requestID: requestID, prefix: Self.requestPrefix)
  }

  /// The id suffixes of a weekly rule's requests, `w1` (Sunday) to `w7`.
  static let weekdaySuffixes = (1...7).map { "w\($0)" }

  /// Every id suffix of a repeating request, for any kind.
  static let fixedSuffixes: Set<String> = Set(["daily", "monthly", "yearly"] + weekdaySuffixes)
}
