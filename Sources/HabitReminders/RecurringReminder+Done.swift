import Foundation
import HabitCalendar
import HabitRequests

extension RecurringReminder {
  /// How a rule schedules once its completions are known.
  public enum DoneState: Hashable, Sendable {
    /// As without completions: its next occurrence is not done (a dated
    /// rule always reads so: it skips its done occurrences on its own).
    case open
    /// A repeating rule whose next occurrence is done: a repeating trigger
    /// cannot skip it, so the rule is one dated request at `until`, its
    /// first occurrence after the done period, and its repeating trigger
    /// again from the first sync after that (`refreshBy` names `until`).
    case fallback(until: Date)
    /// Every occurrence ahead is done (a one-time goal done, or the rule's
    /// last occurrences): no request at all.
    case finished
  }

  /// The occurrences after `now` that no completion covers, earliest first.
  ///
  /// Without a completion that affects the rule
  /// (``ReminderCompletions/affects(_:)``) these are
  /// ``occurrences(after:count:calendar:)`` exactly.
  ///
  /// - Parameters:
  ///   - now: The moment to look after.
  ///   - count: How many moments at most.
  ///   - calendar: The calendar of the zone in force.
  ///   - completions: What the person has done.
  /// - Returns: Up to `count` moments, ascending.
  /// - Complexity: O((*k* + *p*) × log *z*) for *p* done periods passed:
  ///   a done period is jumped over, never walked day by day.
  public func occurrences(
    after now: Date, count: Int, calendar: CivilCalendar, completions: ReminderCompletions
  ) -> [Date] {
    guard completions.affects(self) else {
      return occurrences(after: now, count: count, calendar: calendar)
    }
    guard enabled, count > 0 else { return [] }
    var moments: [Date] = []
    forEachOpenOccurrence(after: now, calendar: calendar, completions: completions) { moment in
      moments.append(moment)
      return moments.count < count
    }
    return moments
  }

  /// How the rule schedules after `now` under `completions`.
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - calendar: The calendar of the zone in force.
  ///   - completions: What the person has done.
  /// - Returns: ``DoneState/open`` for a dated rule, a disabled one and one
  ///   completions do not affect; otherwise whether its next occurrence is
  ///   done, and until when.
  /// - Complexity: O(*p* × log *z*) for *p* done periods ahead.
  public func doneState(
    after now: Date, calendar: CivilCalendar, completions: ReminderCompletions
  ) -> DoneState {
    guard enabled, repeats, completions.affects(self),
      let next = occurrences(after: now, count: 1, calendar: calendar).first,
      completions.isDone(self, at: next, calendar: calendar)
    else { return .open }
    let open = occurrences(after: now, count: 1, calendar: calendar, completions: completions)
    return open.first.map { .fallback(until: $0) } ?? .finished
  }

  /// ``timedRequests(after:count:calendar:defaultBody:prefix:)`` under
  /// completions: a dated rule's done occurrences skipped; a repeating
  /// rule's requests as ``doneState(after:calendar:completions:)`` says
  /// (its repeating requests, its one dated request `custom.<id>.<date>`,
  /// or none).
  ///
  /// - Parameters:
  ///   - now: The moment to look after.
  ///   - count: How many dated requests at most.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body when the note is empty.
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  ///   - completions: What the person has done.
  /// - Returns: The requests with their first moments.
  public func timedRequests(
    after now: Date, count: Int, calendar: CivilCalendar, defaultBody: String,
    prefix: String = requestPrefix, completions: ReminderCompletions
  ) -> [TimedRequest] {
    guard enabled, completions.affects(self) else {
      return timedRequests(
        after: now, count: count, calendar: calendar, defaultBody: defaultBody, prefix: prefix)
    }
    guard repeats else {
      return occurrences(after: now, count: count, calendar: calendar, completions: completions)
        .map { datedRequest(at: $0, calendar: calendar, defaultBody: defaultBody, prefix: prefix) }
    }
    switch doneState(after: now, calendar: calendar, completions: completions) {
    case .open:
      return timedRequests(
        after: now, count: count, calendar: calendar, defaultBody: defaultBody, prefix: prefix)
    case .fallback(let until):
      return [datedRequest(at: until, calendar: calendar, defaultBody: defaultBody, prefix: prefix)]
    case .finished:
      return []
    }
  }

  /// ``nextDatedRequest(after:calendar:defaultBody:prefix:)`` under
  /// completions: the first occurrence after `now` that no completion
  /// covers, for a dated rule.
  ///
  /// - Parameters:
  ///   - now: The moment to look after.
  ///   - calendar: The calendar of the zone in force.
  ///   - defaultBody: The body when the note is empty.
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  ///   - completions: What the person has done.
  /// - Returns: The request `custom.<id>.<YYYY-MM-DD>` with its moment.
  public func nextDatedRequest(
    after now: Date, calendar: CivilCalendar, defaultBody: String, prefix: String = requestPrefix,
    completions: ReminderCompletions
  ) -> TimedRequest? {
    guard !repeats,
      let moment = occurrences(after: now, count: 1, calendar: calendar, completions: completions)
        .first
    else { return nil }
    return datedRequest(at: moment, calendar: calendar, defaultBody: defaultBody, prefix: prefix)
  }

  /// The id of the request that fires at one of the rule's occurrences:
  /// its repeating request's (`custom.<id>.daily`, `.w<1-7>`, `.monthly`,
  /// `.yearly`) or, for a dated rule, `custom.<id>.<YYYY-MM-DD>`.
  ///
  /// - Parameters:
  ///   - moment: One of the rule's occurrences.
  ///   - calendar: The calendar of the zone in force.
  ///   - prefix: The id prefix of a person's reminders (`custom.`).
  ///   - dated: Whether the occurrence is a dated request although the
  ///     rule repeats (``DoneState/fallback(until:)``).
  /// - Returns: The request id.
  public func requestID(
    at moment: Date, calendar: CivilCalendar, prefix: String = requestPrefix, dated: Bool = false
  ) -> String {
    let date = calendar.civilDate(of: moment)
    let base = prefix + id + "."
    guard repeats, !dated else { return base + date.description }
    switch recurrence {
    case .weekly(let weekdays) where weekdays.count < 7: return base + "w\(date.weekday)"
    case .daily, .weekly: return base + "daily"
    case .monthly: return base + "monthly"
    case .yearly, .once: return base + "yearly"
    }
  }

  /// Calls `body` with each occurrence after `now` that no completion
  /// covers, in order, while it returns `true`; a done period is jumped
  /// over from its first occurrence to the start of the logical day after
  /// it.
  package func forEachOpenOccurrence(
    after now: Date, calendar: CivilCalendar, completions: ReminderCompletions,
    _ body: (Date) -> Bool
  ) {
    guard let covers = doneCovers else {
      forEachOccurrence(after: now, calendar: calendar, body)
      return
    }
    var from = now
    while true {
      var found: Date?
      forEachOccurrence(after: from, calendar: calendar) { moment in
        found = moment
        return false
      }
      guard let moment = found else { return }
      let day = calendar.logicalDay(of: moment, rollover: completions.rollover)
      guard completions.isDone(self, on: day) else {
        if !body(moment) { return }
        from = moment
        continue
      }
      let period = completions.period(of: day, covers: covers)
      guard period.upperBound < .latest else { return }
      // A second before the next period's first logical day starts:
      // occurrences fall on whole minutes, so none is skipped.
      let nextStart = calendar.moment(
        of: completions.rollover.wallTime, on: period.upperBound.next)
      from = max(moment, nextStart.addingTimeInterval(-1))
    }
  }
}
