import Foundation
import HabitBreathing
import HabitCalendar
import HabitToolkit

extension FocusSession {
  /// Reads a list of sessions, as an app exports them and as `gen growth
  /// --sessions` reads them: a JSON array of sessions in their stored
  /// shape, with the fields and checks of ``init(from:)``.
  ///
  /// Growth is derived from the whole list, so one bad session stops the
  /// reading: a wrong session would change every level and chapter after
  /// it. The list is read one session at a time and the first wrong value
  /// stops it, before the rest is read or stored.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The sessions, in file order.
  /// - Throws: ``InputError`` naming the first bad session by its index and
  ///   id (`sessions[3] "s4".minutes: 0 is not a session length; ...`): a
  ///   wrong field, a length out of range, a moment without an offset, or
  ///   an id an earlier session has.
  /// - Complexity: O(*n*) in the size of the text.
  public static func sessions(fromJSON data: Data) throws(InputError) -> [FocusSession] {
    var sessions: [FocusSession] = []
    // Room for every id up front: a session takes at least 40 bytes, and
    // growing the set a million ids long cost a quarter of the read. The
    // earlier session with an id is looked up only for the error.
    var ids = Set<String>()
    ids.reserveCapacity(data.count / 40)
    // The same room for the sessions: pages never written are never
    // taken, and growing the list copied it and touched each page twice.
    sessions.reserveCapacity(data.count / 40)
    try RecordFields.forEach(
      in: data, list: "sessions", shape: .arrayOfObjects("expected a JSON array of sessions"),
      namedBy: Field.id
    ) { (fields: borrowing RecordFields<Field>) throws(InputError) in
      let session = try FocusSession(fields)
      if !ids.insert(session.id).inserted {
        let first = sessions.firstIndex { $0.id == session.id } ?? 0
        throw InputError(
          field: "\(fields.path).id",
          message: "duplicate id; sessions[\(first)] has it too, and each session needs its own")
      }
      sessions.append(session)
    }
    return sessions
  }

  /// The fields of a stored session.
  package enum Field: Int, RecordKey {
    case id, start, minutes, interrupted, sceneId, demo, before, after
  }

  /// Reads one stored session, version 1 or later: the one list of its
  /// fields, behind ``sessions(fromJSON:)``.
  ///
  /// `interrupted` and `demo` left out or `null` are `false`; `sceneId`,
  /// `before` and `after` (the check-in's moods, 1-5) may be left out or
  /// `null`.
  ///
  /// - Parameter fields: The session's JSON object and its place.
  /// - Throws: ``InputError`` naming the field (`sessions[3] "s4".minutes`).
  package init(_ fields: borrowing RecordFields<Field>) throws(InputError) {
    let id = try fields.string(.id)
    let start = try fields.moment(.start)
    let minutes = try fields.integer(.minutes)
    let interrupted = try fields.flag(.interrupted)
    let sceneId = try fields.optionalString(.sceneId)
    let demo = try fields.flag(.demo)
    let before = try fields.optionalInteger(.before)
    let after = try fields.optionalInteger(.after)
    do throws(InputError) {
      try self.init(
        id: id, start: start, minutes: minutes, interrupted: interrupted, sceneId: sceneId,
        demo: demo)
      moods = try MoodCheck(before: before, after: after)
    } catch {
      throw fields.placed(error)
    }
  }
}
