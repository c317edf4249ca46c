/// Whether the OS lets the app post notifications: the states iOS reports
/// (`UNAuthorizationStatus`), Android's granted or not mapping onto
/// `authorized` and `denied`.
public enum Authorization: String, Hashable, Sendable, Codable, CaseIterable {
  /// The person was never asked.
  case notDetermined
  /// The person said no, or turned notifications off.
  case denied
  /// Notifications may be posted.
  case authorized
  /// Posted quietly, to the notification centre only (iOS).
  case provisional
  /// Allowed for a limited time (iOS App Clips).
  case ephemeral

  /// Whether requests are scheduled: `authorized`, `provisional` and
  /// `ephemeral`.
  public var schedules: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}
