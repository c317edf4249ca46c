import Foundation
import HabitCalendar
import HabitToolkit

extension ReminderCompletions {
  /// The most completions one list holds (100,000: a completion a day for
  /// 20 rules over 13 years), so a list stays bounded.
  public static let maximumCompletions = 100_000

  /// Reads completions as an app exports them and as `gen remind --done`
  /// reads them: a JSON array of `{"reminder": "<rule id>", "day":
  /// "YYYY-MM-DD"}`, the logical day each was done on.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The completions, in file order.
  /// - Throws: ``InputError`` naming the entry and the field, such as
  ///   `done[2].day: ...`, for text that is not JSON, a list longer than
  ///   ``maximumCompletions``, an entry that is not an object, or a field
  ///   missing or of the wrong kind.
  /// - Complexity: O(*n*) in the size of the text.
  public static func list(fromJSON data: Data) throws(InputError) -> [Completion] {
    var shape = JSONValue.Shape.arrayOfObjects("expected a JSON array of completions")
    shape.maximumElements = maximumCompletions
    shape.limitExplained = "a list holds at most \(maximumCompletions) completions, the limit"
    let root = try JSONValue.parse(data, field: "done", shape: shape)
    guard case .array(let items) = root else {
      throw InputError(
        field: "done", message: "expected a JSON array of completions, found \(root.kind)")
    }
    var completions: [Completion] = []
    completions.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      do {
        completions.append(try JSONValueDecoder.decode(Completion.self, from: item))
      } catch {
        throw InputError(error, in: "done[\(index)]")
      }
    }
    return completions
  }
}
