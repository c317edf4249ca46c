import Foundation
import HabitCalendar
import HabitRecords
import HabitStreaks
import HabitToolkit

/// Aggregates raw activity events into ``Metrics`` in one pass: counts and
/// sums per kind, night and morning buckets, distinct recorded days, and the
/// current and longest streak (with ``StreakSummary``).
///
/// Events with fewer points than the minimum (8 by default, about 10-15 s
/// of movement) are noise and dropped. The mapping from kinds to metrics,
/// the buckets and the deep-focus length come from `badges.json`:
///
///     "builder": {"minimumPoints": 8,
///                 "nightHours": {"start": "22:00", "end": "05:00"},
///                 "morningHours": {"start": "05:00", "end": "09:00"},
///                 "deepFocusMinutes": 25,
///                 "kinds": {"deposit": {"count": "depositCount", "sum": "totalDeposited",
///                                       "night": "nightDeposits", "morning": "morningDeposits"},
///                           "focus": {"count": "sessionCount", "sum": "focusMinutes",
///                                     "deep": "deepFocusCount",
///                                     "memberCount": "proSessionCount",
///                                     "memberSum": "proFocusMinutes"}, ...}}
///
/// A deep focus session is one focus event of at least `deepFocusMinutes`
/// that was not interrupted. `memberCount` and `memberSum` count only
/// events at or after the moment the membership started, for badges that
/// say "as a member".
///
/// `recordedDays`, `currentStreakDays`, `longestStreakDays` and
/// `monthsActive` (the calendar months with at least one of those days)
/// come from the logical days of all kept events. Metrics no event feeds (areas, places,
/// membership) stay 0 for the app to set.
public struct MetricsBuilder: Sendable {
  /// The builder's part of `badges.json`, resolved to metric indices.
  public struct Rules: Hashable, Sendable {
    /// Events with fewer points are noise.
    public let minimumPoints: Int
    /// Wall times that count as night.
    public let nightHours: NightWindow
    /// Wall times that count as morning.
    public let morningHours: NightWindow
    /// What counts as deep focus: an uninterrupted focus session at least
    /// `deepFocusMinutes` long (the rule growth counts with too).
    public let deepFocus: DeepFocusRule
    /// An uninterrupted focus session at least this long counts as deep.
    public var deepFocusMinutes: Double { deepFocus.minimumMinutes }
    /// The kinds the rules name, and the metric indices each one feeds.
    let kindNames: [String]
    let kinds: [Targets]

    struct Targets: Hashable, Sendable {
      let count: Int?
      let sum: Int?
      let night: Int?
      let morning: Int?
      let deep: Int?
      let memberCount: Int?
      let memberSum: Int?

      /// The metrics this kind feeds for every event, member or not.
      var allTime: [Int] { [count, sum, night, morning, deep].compactMap { $0 } }
    }

    init?(_ node: ContentNode, metrics: [String], report: inout ContentReport) {
      let before = report.problems.count
      let minimumPoints = report.integer(report.required(node, "minimumPoints"))
      let nightHours = report.window(report.required(node, "nightHours"))
      let morningHours = report.window(report.required(node, "morningHours"))
      let deepFocusMinutes = report.number(report.required(node, "deepFocusMinutes"))
      if let minimumPoints, minimumPoints < 0 {
        report.add(node.path("minimumPoints"), "must be 0 or more, found \(minimumPoints)")
      }
      if let deepFocusMinutes, !(deepFocusMinutes > 0) {
        report.add(node.path("deepFocusMinutes"), "must be above 0")
      }
      var names: [String] = []
      var targets: [Targets] = []
      let kinds = report.required(node, "kinds").flatMap { report.members($0) } ?? []
      for entry in kinds {
        let (name, kind) = (entry.key, entry.node)
        func metric(_ field: String) -> Int? {
          guard let fieldNode = report.optional(kind, field), let metric = report.string(fieldNode)
          else { return nil }
          guard let index = metrics.firstIndex(of: metric) else {
            report.add(
              fieldNode.path,
              "unknown metric \(DisplayText.quoted(metric))\(report.didYouMean(metric, among: metrics))"
            )
            return nil
          }
          return index
        }
        names.append(name)
        targets.append(
          Targets(
            count: metric("count"), sum: metric("sum"), night: metric("night"),
            morning: metric("morning"), deep: metric("deep"),
            memberCount: metric("memberCount"), memberSum: metric("memberSum")))
      }
      guard report.problems.count == before, let minimumPoints, let nightHours, let morningHours,
        let deepFocusMinutes
      else { return nil }
      self.minimumPoints = minimumPoints
      self.nightHours = nightHours
      self.morningHours = morningHours
      deepFocus = DeepFocusRule(minimumMinutes: deepFocusMinutes)
      kindNames = names
      self.kinds = targets
    }
  }

  /// The catalog whose metrics are built.
  public let catalog: BadgeCatalog
  /// The calendar of the zone in force.
  public let calendar: CivilCalendar
  /// When a new logical day starts, for recorded days and streaks.
  public let rollover: DayRollover

  /// Creates a builder.
  ///
  /// - Parameters:
  ///   - catalog: The badge catalog (its metrics and builder rules).
  ///   - calendar: The calendar of the zone in force.
  ///   - rollover: When a new logical day starts (default midnight).
  public init(catalog: BadgeCatalog, calendar: CivilCalendar, rollover: DayRollover = .midnight) {
    self.catalog = catalog
    self.calendar = calendar
    self.rollover = rollover
  }

  /// The metrics of a list of events, as of a moment.
  ///
  /// Demo events count only while there is no real one (``DemoRecords``):
  /// with one real event every demo event is left out, and the metrics are
  /// marked ``Metrics/demo`` when they count demo events.
  ///
  /// - Parameters:
  ///   - events: The events, in any order (fastest in time order).
  ///   - now: The moment "today" and the current streak refer to.
  ///   - memberSince: When the current membership started, or `nil` for
  ///     none: member metrics count events from this moment on, and a
  ///     start at or before `now` sets `proMembershipActive` (when the
  ///     catalog declares it), so the pro track counts.
  /// - Returns: The metrics; events of kinds the rules do not name still
  ///   count as recorded days.
  /// - Complexity: O(*n* + *d*): one pass over the events (then over their
  ///   moments, for the logical days), one over the days from the first
  ///   event to today.
  public func metrics(from events: [ActivityEvent], now: Date, memberSince: Date? = nil)
    -> Metrics
  {
    // The demo rule inside the one pass: no pass or copy of its own.
    let demoRule = DemoRecords.rule(for: events, isDemo: \.demo)
    let rules = catalog.builder
    var metrics = catalog.emptyMetrics
    metrics.demo = demoRule.usedDemo
    var values = metrics.values
    var moments: [Date] = []
    moments.reserveCapacity(events.count)
    for index in events.indices {
      guard demoRule.counts(demo: events[index].demo) else { continue }
      if let points = events[index].points, points < rules.minimumPoints { continue }
      let at = events[index].at
      moments.append(at)
      guard
        let kindIndex = rules.kindNames.firstIndex(where: { Self.sameKind($0, events[index].kind) })
      else { continue }
      let kind = rules.kinds[kindIndex]
      let quantity = events[index].quantity
      if let count = kind.count { values[count] += 1 }
      if let sum = kind.sum { values[sum] += max(quantity, 0) }
      if let deep = kind.deep,
        rules.deepFocus.isDeepFocus(minutes: quantity, interrupted: events[index].interrupted)
      {
        values[deep] += 1
      }
      if let memberSince, at >= memberSince {
        if let memberCount = kind.memberCount { values[memberCount] += 1 }
        if let memberSum = kind.memberSum { values[memberSum] += max(quantity, 0) }
      }
      if kind.night != nil || kind.morning != nil {
        let minute = calendar.wallTime(of: at).minutesSinceMidnight
        if let night = kind.night, Self.contains(rules.nightHours, minute) { values[night] += 1 }
        if let morning = kind.morning, Self.contains(rules.morningHours, minute) {
          values[morning] += 1
        }
      }
    }
    metrics.values = values
    let days = calendar.logicalDays(of: moments, rollover: rollover)
    let today = calendar.logicalDay(of: now, rollover: rollover)
    let summary = StreakSummary(completedDays: days, today: today, calendar: calendar)
    set(&metrics, "currentStreakDays", Double(summary.current))
    set(&metrics, "longestStreakDays", Double(summary.longest))
    set(&metrics, "recordedDays", Double(summary.completedDays))
    set(&metrics, "monthsActive", Double(Self.monthCount(of: days)))
    if let memberSince, memberSince <= now { set(&metrics, "proMembershipActive", 1) }
    return metrics
  }

  /// The calendar months with at least one of the days (any order; a run
  /// of days in one month is looked up once).
  static func monthCount(of days: [CivilDate]) -> Int {
    var months = Set<Int>()
    var last: Int?
    for day in days {
      let parts = day.components
      let month = parts.year * 12 + parts.month
      if month != last {
        months.insert(month)
        last = month
      }
    }
    return months.count
  }

  private func set(_ metrics: inout Metrics, _ name: String, _ value: Double) {
    if let index = catalog.metrics.firstIndex(where: { $0.name == name }) {
      metrics.values[index] = value
    }
  }

  /// Whether two kinds are equal, rejecting most different kinds by their
  /// first byte before the full comparison (which for two different strings
  /// also checks Unicode equivalence, and is slow in a hot loop).
  static func sameKind(_ first: String, _ second: String) -> Bool {
    first.utf8.first == second.utf8.first && first == second
  }

  /// Whether a wall-clock minute lies in `[start, end)` of an hours window
  /// (crossing midnight when the end is earlier).
  static func contains(_ window: NightWindow, _ minute: Int) -> Bool {
    let start = window.start.minutesSinceMidnight
    let end = window.end.minutesSinceMidnight
    return window.crossesMidnight
      ? minute >= start || minute < end : minute >= start && minute < end
  }
}
