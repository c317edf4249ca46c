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
  /// it. The list is read one session at a time and a wrong value stops it
  /// there, before the rest is read or stored. Repeated ids are looked for
  /// once the read stops, among the sessions read: a repeat comes first
  /// when it is earlier than the wrong value, so the error is always the
  /// first wrong session in file order.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The sessions, in file order.
  /// - Throws: ``InputError`` naming the first bad session by its index and
  ///   id (`sessions[3] "s4".minutes: 0 is not a session length; ...`): a
  ///   wrong field, a length out of range, a moment without an offset, or
  ///   an id an earlier session has.
  /// - Complexity: O(*n*) in the size of the text.
  public static func sessions(fromJSON data: Data) throws(InputError) -> [FocusSession] {
    // Room for every session up front (a session takes at least 40 bytes):
    // pages never written are never taken, and growing the list copied it
    // and touched each page twice.
    var sessions: [FocusSession] = []
    sessions.reserveCapacity(data.count / 40)
    do throws(InputError) {
      try RecordFields.forEach(
        in: data, list: "sessions", shape: .arrayOfObjects("expected a JSON array of sessions"),
        keys: Field.self, namedBy: Field.id
      ) { (fields: borrowing RecordFields) throws(InputError) in
        let session = try FocusSession(fields)
        sessions.append(session)
      }
    } catch {
      // A repeated id before the wrong value is the first wrong value.
      throw firstRepeat(in: sessions) ?? error
    }
    if let repeated = firstRepeat(in: sessions) { throw repeated }
    return sessions
  }

  /// The error for the first session whose id an earlier session has, if
  /// any.
  ///
  /// The ids are checked once the sessions are read, by sorting their
  /// hashes, rather than in a set as each is read: a set of a million ids
  /// (a hash and a cache miss each) was 230 of the 880 ms of reading a
  /// million sessions (docs/benchmarks.md). Ids whose hashes are equal are
  /// compared as text.
  ///
  /// - Complexity: O(*n* log *n*) in the number of sessions.
  private static func firstRepeat(in sessions: [FocusSession]) -> InputError? {
    // Each session is one number, its hash's high bits above its index,
    // so that sorted numbers put equal hashes together in file order.
    let indexBits = Int.bitWidth - sessions.count.leadingZeroBitCount
    let indexMask = (1 << indexBits) - 1
    let order = sortedByHash(sessions.indices.map { sessions[$0].id.hashValue & ~indexMask | $0 })
    var found: (index: Int, first: Int)?
    var run = 0
    for position in order.indices {
      if order[position] & ~indexMask != order[run] & ~indexMask { run = position }
      let index = order[position] & indexMask
      // The earliest in the run with the same id is the first to have it.
      let first = order[run..<position].first { sessions[$0 & indexMask].id == sessions[index].id }
      if let first, index < found?.index ?? Int.max { found = (index, first & indexMask) }
    }
    return found.map { found in
      InputError(
        field: "sessions[\(found.index)] \(DisplayText.quoted(sessions[found.index].id)).id",
        message:
          "duplicate id; sessions[\(found.first)] has it too, and each session needs its own")
    }
  }

  /// The numbers in increasing order: put in groups by their top 16 bits
  /// (one counting pass), then each group sorted: one sort of them all
  /// took 40 ms more of reading a million sessions (docs/benchmarks.md).
  private static func sortedByHash(_ numbers: [Int]) -> [Int] {
    let groupBits = 16
    func group(_ number: Int) -> Int {
      Int(UInt(bitPattern: number) >> (UInt.bitWidth - groupBits))
    }
    var starts = [Int](repeating: 0, count: (1 << groupBits) + 1)
    for number in numbers { starts[group(number) + 1] += 1 }
    for group in 1..<starts.count { starts[group] += starts[group - 1] }
    var sorted = [Int](repeating: 0, count: numbers.count)
    var next = starts
    for number in numbers {
      sorted[next[group(number)]] = number
      next[group(number)] += 1
    }
    for group in 0..<(1 << groupBits) { sorted[starts[group]..<starts[group + 1]].sort() }
    return sorted
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
  package init(_ fields: borrowing RecordFields) throws(InputError) {
    let id = try fields.string(Field.id)
    let start = try fields.moment(Field.start)
    let minutes = try fields.integer(Field.minutes)
    let interrupted = try fields.flag(Field.interrupted)
    let sceneId = try fields.optionalString(Field.sceneId)
    let demo = try fields.flag(Field.demo)
    let before = try fields.optionalInteger(Field.before)
    let after = try fields.optionalInteger(Field.after)
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
