import Foundation
import HabitCalendar
import HabitNotifications
import HabitPlanner
import HabitReminders
import HabitRequests

/// The next instants at which anything an app or a widget shows changes,
/// for a horizon: what WidgetKit's `.after(date)` refresh policy needs (the
/// first of them), and what `gen next` prints.
///
/// Within `(now, now + hours]`, sorted (by instant, then by the order of
/// ``Moment/Kind``, then by id):
///
/// - each logical day's start (its rollover wall time, resolved as
///   everywhere: a gap moves it forward, a repeated hour takes the first),
///   one per date, none for a date the zone skipped; with it, on a week
///   start `weekStarts`, on the 1st `monthStarts` (and
///   `freezeReplenished` when freezes are counted), and `graceEnds`
///   ``Sources/graceMinutes`` later when there is a grace;
/// - the night window's opening and closing, when there is a window;
/// - the daily quote's change at each civil midnight, when quotes are shown;
/// - every reminder: the bedtime planner's, with the ids of
///   ``BedtimePlanner/requests(at:completed:tests:nights:prefix:)``, and the
///   person's rules' occurrences that no completion covers, with the id of
///   the request that fires then (``RecurringReminder/requestID(at:calendar:prefix:dated:)``;
///   a rule whose next occurrence is done fires its dated request).
public enum NextMoments {
  /// The horizon when none is given: 48 hours.
  public static let defaultHours = 48
  /// The longest horizon: 31 days.
  public static let maximumHours = 31 * 24

  /// What an app shows, and so which moments count.
  public struct Sources: Sendable {
    /// When a logical day starts (default midnight).
    public var rollover = DayRollover.midnight
    /// The weekday weeks start on (1 is Sunday, 7 Saturday; default 2).
    public var weekStart = 2
    /// The night window, for its opening and closing; `nil` for none.
    public var window: NightWindow?
    /// The grace for yesterday after each day start, in minutes; 0 (the
    /// default) for none.
    public var graceMinutes = 0
    /// Whether the daily quote is shown (default `true`).
    public var quotes = true
    /// Whether freezes are counted, for `freezeReplenished` (default
    /// `false`).
    public var freezes = false
    /// The bedtime planner, for its reminders; `nil` for none.
    public var bedtime: BedtimePlanner?
    /// Nights already checked in: their bedtime reminders are revoked.
    public var completedNights: Set<CivilDate> = []
    /// The person's rules (demo rules count like any other here).
    public var rules: [RecurringReminder] = []
    /// What the person has done.
    public var completions = ReminderCompletions.none
    /// The request id prefixes.
    public var prefixes = OwnedPrefixes.standard

    /// Nothing but day starts and quotes; set what the app shows.
    public init() {}
  }

  /// The moments in `(now, now + hours]`.
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - hours: The horizon, clamped to 1...``maximumHours``.
  ///   - calendar: The calendar of the zone in force.
  ///   - sources: What the app shows.
  /// - Returns: The moments, sorted.
  /// - Complexity: O(*m* log *m*) for *m* moments, plus O(*r*) rules and
  ///   the bedtime nights planned.
  public static func moments(
    after now: Date, hours: Int = defaultHours, calendar: CivilCalendar, sources: Sources
  ) -> [Moment] {
    let hours = min(max(hours, 1), maximumHours)
    let end = now.addingTimeInterval(Double(hours) * 3600)
    var moments: [Moment] = []
    moments.reserveCapacity(hours / 2 + 8)
    appendDays(after: now, through: end, calendar: calendar, sources: sources, to: &moments)
    if let window = sources.window {
      appendWindow(window, after: now, through: end, calendar: calendar, to: &moments)
    }
    if let planner = sources.bedtime {
      let nights = min(hours / 24 + 2, maximumHours / 24 + 2)
      for timed in planner.requests(
        at: now, completed: sources.completedNights, nights: nights,
        prefix: sources.prefixes.bedtime)
      where timed.firstFire <= end {
        moments.append(
          Moment(
            at: calendar.zoned(timed.firstFire), kind: .reminder,
            day: calendar.logicalDay(of: timed.firstFire, rollover: sources.rollover),
            id: timed.request.id))
      }
    }
    for rule in sources.rules {
      appendRule(rule, after: now, through: end, calendar: calendar, sources: sources, to: &moments)
    }
    moments.sort { $0.isBefore($1) }
    return moments
  }

  /// The day starts and what starts with them, and the quote's changes.
  private static func appendDays(
    after now: Date, through end: Date, calendar: CivilCalendar, sources: Sources,
    to moments: inout [Moment]
  ) {
    let wall = sources.rollover.wallTime
    var day = calendar.logicalDay(of: now, rollover: sources.rollover)
    while true {
      day = day.next
      if !calendar.contains(day) { continue }
      let start = calendar.moment(of: wall, on: day)
      if start > end { break }
      let at = calendar.zoned(start)
      moments.append(Moment(at: at, kind: .dayStarts, day: day))
      if day.weekday == sources.weekStart {
        moments.append(Moment(at: at, kind: .weekStarts, day: day))
      }
      if day.components.day == 1 {
        moments.append(Moment(at: at, kind: .monthStarts, day: day))
        if sources.freezes { moments.append(Moment(at: at, kind: .freezeReplenished, day: day)) }
      }
      if sources.graceMinutes > 0 {
        let graceEnd = start.addingTimeInterval(Double(sources.graceMinutes) * 60)
        if graceEnd <= end {
          moments.append(Moment(at: calendar.zoned(graceEnd), kind: .graceEnds, day: day))
        }
      }
    }
    guard sources.quotes else { return }
    var date = calendar.civilDate(of: now)
    while true {
      date = date.next
      if !calendar.contains(date) { continue }
      let midnight = calendar.moment(of: .midnight, on: date)
      if midnight > end { break }
      moments.append(Moment(at: calendar.zoned(midnight), kind: .quoteChanges, day: date))
    }
  }

  /// The night window's openings and closings.
  private static func appendWindow(
    _ window: NightWindow, after now: Date, through end: Date, calendar: CivilCalendar,
    to moments: inout [Moment]
  ) {
    var night = calendar.logicalDay(of: now, rollover: window.rollover).previous
    while true {
      let bounds = calendar.bounds(of: night, window: window)
      if bounds.start > end { break }
      if bounds.start < bounds.end {
        for (moment, kind) in [
          (bounds.start, Moment.Kind.windowOpens), (bounds.end, .windowCloses),
        ]
        where moment > now && moment <= end {
          moments.append(Moment(at: calendar.zoned(moment), kind: kind, day: night))
        }
      }
      night = night.next
    }
  }

  /// A rule's occurrences that no completion covers, with their request ids.
  private static func appendRule(
    _ rule: RecurringReminder, after now: Date, through end: Date, calendar: CivilCalendar,
    sources: Sources, to moments: inout [Moment]
  ) {
    var datedUntil: Date?
    if case .fallback(let until) = rule.doneState(
      after: now, calendar: calendar, completions: sources.completions)
    {
      datedUntil = until
    }
    rule.forEachOpenOccurrence(after: now, calendar: calendar, completions: sources.completions) {
      moment in
      guard moment <= end else { return false }
      moments.append(
        Moment(
          at: calendar.zoned(moment), kind: .reminder,
          day: calendar.logicalDay(of: moment, rollover: sources.rollover),
          id: rule.requestID(
            at: moment, calendar: calendar, prefix: sources.prefixes.custom,
            dated: moment == datedUntil)))
      return true
    }
  }
}
