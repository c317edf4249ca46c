import Foundation

extension ActivityEvent {
  /// The badge event of a focus session: kind `focus`, its minutes as the
  /// quantity, at its end, interrupted or not, demo when the session is.
  ///
  /// - Parameter session: The session.
  public init(_ session: FocusSession) {
    self.init(
      at: session.end, kind: ActivityEvent.focusKind, quantity: Double(session.minutes),
      interrupted: session.interrupted, demo: session.demo)
  }

  /// The kind `badges.json` names focus sessions with.
  public static let focusKind = "focus"
}

extension MetricsBuilder {
  /// The badge metrics of focus sessions, the same list growth reads.
  ///
  /// `sessionCount`, `focusMinutes` and `deepFocusCount` (and the member
  /// and day metrics the content's `focus` kind feeds), deep focus by the
  /// one rule growth uses too. The same session under two ids counts once
  /// and overlapping minutes count once, as growth counts them
  /// (``SessionOverlaps``).
  ///
  /// - Parameters:
  ///   - sessions: The sessions, in any order.
  ///   - now: The moment "today" refers to.
  ///   - memberSince: When the current membership started, or `nil`.
  /// - Returns: The metrics.
  /// - Complexity: O(*n* + *d*), as ``metrics(from:now:memberSince:)``.
  public func metrics(
    from sessions: [FocusSession], now: Date, memberSince: Date? = nil
  ) -> Metrics {
    let sessions = DemoRecords.filtered(sessions, isDemo: \.demo).records
    let once = SessionOverlaps.resolve(
      starts: sessions.map { $0.start.date.timeIntervalSinceReferenceDate },
      minutes: sessions.map(\.minutes))
    let events = zip(once.kept, once.countedMinutes).map { index, minutes in
      let session = sessions[index]
      return ActivityEvent(
        at: session.end, kind: ActivityEvent.focusKind, quantity: Double(minutes),
        interrupted: session.interrupted, demo: session.demo)
    }
    return metrics(from: events, now: now, memberSince: memberSince)
  }
}
