import HabitReminders

/// The changes that bring what the OS has pending in step with what the app
/// wants pending.
///
/// Apply ``remove`` first, then ``add``.
///
/// Encoded as `{"add": [requests], "remove": [ids], "keep": [ids],
/// "foreign": [ids]}`, each list sorted by id.
public struct Reconciliation: Hashable, Sendable, Codable {
  /// Requests to add: desired and not pending, or pending but different
  /// (trigger, title or body), or pending more than once.
  public let add: [NotificationRequest]
  /// Ids to remove: owned and pending but no longer desired, or outdated.
  public let remove: [String]
  /// Ids already pending exactly as desired.
  public let keep: [String]
  /// Pending ids the app does not own: never touched.
  public let foreign: [String]

  /// The prefixes of the ids this library's requests use.
  public static let ownedPrefixes = ["bedtime.", "custom."]

  /// Compares what is pending with what is desired.
  ///
  /// Without authorization nothing is added and every owned pending request
  /// is removed. Applying the result (remove, then add) and reconciling
  /// again with the same desired requests gives empty `add` and `remove`.
  ///
  /// - Parameters:
  ///   - pending: The requests the OS reports pending.
  ///   - desired: The requests to have pending (a budget's `scheduled`);
  ///     ids are unique, and an id no prefix owns is left alone.
  ///   - authorized: Whether the app may post notifications.
  ///   - ownedPrefixes: The id prefixes the app owns.
  /// - Complexity: O((*p* + *d*) log (*p* + *d*)).
  public init(
    pending: [PendingRequest], desired: [NotificationRequest], authorized: Bool,
    ownedPrefixes: [String] = Reconciliation.ownedPrefixes
  ) {
    func owned(_ id: String) -> Bool { ownedPrefixes.contains { id.hasPrefix($0) } }
    var pendingByID: [String: [PendingRequest]] = [:]
    for request in pending { pendingByID[request.id, default: []].append(request) }
    foreign = pendingByID.keys.filter { !owned($0) }.sorted()
    guard authorized else {
      add = []
      remove = pendingByID.keys.filter(owned).sorted()
      keep = []
      return
    }
    var add: [NotificationRequest] = []
    var keep: [String] = []
    var remove: [String] = []
    var desiredIDs = Set<String>()
    for request in desired where owned(request.id) && desiredIDs.insert(request.id).inserted {
      switch pendingByID[request.id] {
      case let copies? where copies.count == 1 && copies[0].matches(request):
        keep.append(request.id)
      case .some:
        remove.append(request.id)
        add.append(request)
      case nil:
        add.append(request)
      }
    }
    remove += pendingByID.keys.filter { owned($0) && !desiredIDs.contains($0) }
    self.add = add.sorted { $0.id < $1.id }
    self.keep = keep.sorted()
    self.remove = remove.sorted()
  }

  /// What is pending after applying the changes: `pending` without
  /// ``remove``, plus ``add``.
  ///
  /// - Parameter pending: The requests pending before.
  /// - Returns: The requests pending after.
  /// - Complexity: O(*p* + *a*).
  public func applied(to pending: [PendingRequest]) -> [PendingRequest] {
    let removed = Set(remove)
    return pending.filter { !removed.contains($0.id) } + add.map(PendingRequest.init)
  }
}
