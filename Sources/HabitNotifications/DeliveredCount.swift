import Foundation
import HabitCalendar
import HabitPlanner
import HabitRequests
import HabitToolkit

/// How many of a night's reminders the app observed as delivered: a lower
/// bound (a delivered notification the person swiped away before the app
/// looked is not seen), never a count of what was "sent".
///
/// Encoded as `{"night", "observed"}`.
public struct DeliveredCount: Hashable, Sendable, Codable {
  /// The night.
  public let night: CivilDate
  /// The night's reminders observed delivered, tests excluded.
  public let observed: Int

  /// Counts what was observed.
  ///
  /// Only the night's own reminder ids count (`bedtime.<night>.<n>`, with
  /// the configured prefix), each id once, byte for byte; test
  /// notifications (`bedtime.test.`) never do. A delivery before
  /// `plannedAt`, the moment the night was last planned, belongs to an
  /// earlier plan: re-planning a night resets its count.
  ///
  /// - Parameters:
  ///   - night: The night.
  ///   - delivered: The delivered notifications the app observed, as ids
  ///     with the moment each was delivered.
  ///   - plannedAt: When the night was last planned (settings changed,
  ///     the seed changed); `nil` when it never was re-planned.
  ///   - prefix: The bedtime source's id prefix.
  /// - Complexity: O(*d*) in the number of delivered notifications.
  public init(
    night: CivilDate, delivered: [(id: String, at: Date)], plannedAt: Date? = nil,
    prefix: String = OwnedPrefixes.standard.bedtime
  ) {
    self.night = night
    let nightPrefix = Array((prefix + night.description + ".").utf8)
    var seen = Set<RequestID>()
    for (id, at) in delivered where plannedAt.map({ at >= $0 }) ?? true {
      let bytes = id.utf8
      guard bytes.starts(with: nightPrefix) else { continue }
      // The rest is the reminder's number: digits only (a test's id goes on
      // with `test.`, another night's with its date).
      let number = bytes.dropFirst(nightPrefix.count)
      guard !number.isEmpty, number.allSatisfy({ (0x30...0x39).contains($0) }) else { continue }
      seen.insert(RequestID(id))
    }
    observed = seen.count
  }
}
