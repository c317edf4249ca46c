import HabitBreathing
import HabitCalendar

extension FocusSession {
  /// The session record of a breathing session, so it feeds growth, the
  /// review and badges like any other (HabitRules.docc/Breathing.md).
  ///
  /// Its minutes are the timeline's length rounded up to whole minutes
  /// (`ceil(totalMs / 60000)`), its moods the check-in.
  ///
  /// - Parameters:
  ///   - id: The app's id of the session.
  ///   - start: When it started.
  ///   - timeline: What was breathed.
  ///   - moods: The check-in before and after, if asked.
  /// - Returns: The session.
  /// - Throws: ``InputError`` as ``init(id:start:minutes:interrupted:sceneId:demo:)``.
  public static func breathing(
    id: String, start: ISO8601Moment, timeline: BreathingTimeline, moods: MoodCheck = .none
  ) throws(InputError) -> FocusSession {
    let minutes = max(1, (timeline.totalMs + 59_999) / 60_000)
    var session = try FocusSession(id: id, start: start, minutes: minutes)
    session.moods = moods
    return session
  }
}
