import Foundation
import HabitCalendar
import HabitToolkit

extension FocusSession {
  /// Reads a list of sessions, as an app exports them and as `gen growth
  /// --sessions` reads them: a JSON array of sessions in their stored
  /// shape, each read by the one `Codable` initializer.
  ///
  /// Growth is derived from the whole list, so one bad session stops the
  /// reading: a wrong session would change every level and chapter after
  /// it.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The sessions, in file order.
  /// - Throws: ``InputError`` naming the first bad session by its index and
  ///   id (`sessions[3] "s4".minutes: 0 is not a session length; ...`): a
  ///   wrong field, a length out of range, a moment without an offset, or
  ///   an id an earlier session has.
  /// - Complexity: O(*n*) in the size of the text.
  public static func sessions(fromJSON data: Data) throws(InputError) -> [FocusSession] {
    let root = try JSONValue.parse(
      data, field: "sessions", shape: .arrayOfObjects("expected a JSON array of sessions"))
    guard case .array(let items) = root else {
      throw InputError(
        field: "sessions", message: "expected a JSON array of sessions, found \(root.kind)")
    }
    var sessions: [FocusSession] = []
    sessions.reserveCapacity(items.count)
    var firstIndex: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      var name = "sessions[\(index)]"
      if case .string(let id)? = item["id"] {
        name += " \(DisplayText.quoted(id))"
      }
      let session: FocusSession
      do {
        session = try JSONValueDecoder.decode(FocusSession.self, from: item)
      } catch {
        throw InputError(error, in: name)
      }
      if let first = firstIndex[session.id] {
        throw InputError(
          field: "\(name).id",
          message: "duplicate id; sessions[\(first)] has it too, and each session needs its own")
      }
      firstIndex[session.id] = index
      sessions.append(session)
    }
    return sessions
  }
}
