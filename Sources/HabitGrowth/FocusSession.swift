import Foundation
import HabitBreathing
import HabitCalendar
import HabitRecords
import HabitToolkit

/// One focus session as an app records it, the one input of growth
/// (HabitRules.docc/Growth.md): `{"id", "start", "minutes", "interrupted", "sceneId"}`.
///
/// A session ends ``minutes`` after ``start``; growth counts it at its
/// ``end``. Deep focus is decided by ``DeepFocusRule`` from ``minutes`` and
/// ``interrupted``.
public struct FocusSession: Hashable, Sendable {
  /// The app's id of the session; unique in a list.
  public let id: String
  /// When it started, with the offset it was recorded in.
  public let start: ISO8601Moment
  /// How long it lasted, in whole minutes, ``minutesRange``.
  public let minutes: Int
  /// The soundscape it played, if any.
  public let sceneId: String?
  /// The check-in before and after, ``MoodCheck/none`` unless the app
  /// asked.
  ///
  /// A breathing session's moods (HabitRules.docc/Breathing.md); the
  /// review counts the sessions that ended calmer.
  public var moods = MoodCheck.none
  // The flags are stored after the moods, each in a byte beside them,
  // rather than each between 8-byte fields (docs/benchmarks.md).
  /// Whether the person left before it ended.
  public let interrupted: Bool
  /// Whether it is demo data (`gen demo`), not the person's own.
  public let demo: Bool

  /// The lengths a session may have: a minute to a day.
  public static let minutesRange = 1...1_440
  /// The longest id, in characters.
  public static let maximumIDLength = 200

  /// Creates a session, checking it.
  ///
  /// - Parameters:
  ///   - id: The app's id, 1-200 characters.
  ///   - start: When it started.
  ///   - minutes: Its length in whole minutes, 1-1440.
  ///   - interrupted: Whether the person left before it ended.
  ///   - sceneId: The soundscape it played, if any.
  ///   - demo: Whether it is demo data.
  /// - Throws: ``InputError`` naming `id` or `minutes` when one is out of
  ///   range.
  public init(
    id: String, start: ISO8601Moment, minutes: Int, interrupted: Bool = false,
    sceneId: String? = nil, demo: Bool = false
  ) throws(InputError) {
    // Counting bytes first: an id of at most that many bytes has at most
    // that many characters; counting characters, with the moods' array,
    // was 80 of the 1,100 ms of reading a million sessions
    // (docs/benchmarks.md).
    guard !id.isEmpty, id.utf8.count <= Self.maximumIDLength || id.count <= Self.maximumIDLength
    else {
      throw InputError(
        field: "id", message: "an id needs 1-\(Self.maximumIDLength) characters, found \(id.count)")
    }
    guard Self.minutesRange.contains(minutes) else {
      throw InputError(
        field: "minutes",
        message:
          "\(minutes) is not a session length; use whole minutes "
          + "\(Self.minutesRange.lowerBound)-\(Self.minutesRange.upperBound)")
    }
    self.id = id
    self.start = start
    self.minutes = minutes
    self.interrupted = interrupted
    self.sceneId = sceneId
    self.demo = demo
  }

  /// When the session ended: ``minutes`` after ``start``.
  public var end: Date { start.date.addingTimeInterval(Double(minutes) * 60) }
}
