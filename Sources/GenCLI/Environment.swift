import Foundation
import HabitRules

/// What a command may read from the world, passed in so that every run can
/// be reproduced in a test.
package struct Environment: Sendable {
  /// The moment used when `--now` is not given.
  package var now: Date
  /// The zone used when `--tz` is not given, read only when needed (the
  /// system zone costs a lookup at start-up).
  package var timeZone: @Sendable () -> TimeZone
  /// Reads all of standard input, for a file argument of `-`; throws when
  /// it cannot be read (closed, a directory), with the reason as the
  /// error's description.
  package var readStandardInput: @Sendable () throws -> Data

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - timeZone: Returns the system time zone.
  ///   - readStandardInput: Reads standard input to its end.
  package init(
    now: Date, timeZone: @escaping @Sendable () -> TimeZone,
    readStandardInput: @escaping @Sendable () throws -> Data = { Data() }
  ) {
    self.now = now
    self.timeZone = timeZone
    self.readStandardInput = readStandardInput
  }
}
