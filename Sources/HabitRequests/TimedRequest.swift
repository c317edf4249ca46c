import Foundation

/// A notification request and the first moment it fires: what the
/// notification budget orders every source by.
public struct TimedRequest: Hashable, Sendable {
  /// The request.
  public let request: NotificationRequest
  /// The first moment it fires after now (a repeating request's next match).
  public let firstFire: Date

  /// Creates a timed request.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - firstFire: The first moment it fires.
  public init(request: NotificationRequest, firstFire: Date) {
    self.request = request
    self.firstFire = firstFire
  }

  /// Whether the request repeats (a calendar trigger) rather than firing once.
  public var repeats: Bool {
    if case .calendar = request.trigger { return true }
    return false
  }
}
