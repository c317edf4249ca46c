import HabitToolkit

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
  public static let ownedPrefixes = NotificationRequest.Source.allCases.map(\.idPrefix)

  /// Whether an id starts with one of the prefixes: a request the app owns.
  ///
  /// Bytes are compared, as the OS compares ids: `hasPrefix` folds
  /// canonically equivalent text.
  ///
  /// - Parameters:
  ///   - id: A request id.
  ///   - prefixes: The id prefixes the app owns.
  /// - Returns: Whether the app owns the request.
  /// - Complexity: O(*p*) in the length of the prefixes.
  public static func owns(_ id: String, prefixes: [String] = ownedPrefixes) -> Bool {
    prefixes.contains { id.utf8.starts(with: $0.utf8) }
  }

  /// Compares what is pending with what is desired.
  ///
  /// Ids compare byte for byte (no Unicode folding: `café` precomposed and
  /// decomposed are two ids); a pending request is kept only when its
  /// trigger, title and body equal the desired one's
  /// (``PendingRequest/matches(_:)``).
  /// Without authorization nothing is added and every owned pending request
  /// is removed. Applying the result (remove, then add) and reconciling
  /// again with the same desired requests gives empty `add` and `remove`.
  ///
  /// - Parameters:
  ///   - pending: The requests the OS reports pending.
  ///   - desired: The requests to have pending (a budget's `scheduled`);
  ///     of a repeated id the first counts, and an id no prefix owns is
  ///     left alone.
  ///   - authorized: Whether the app may post notifications.
  ///   - ownedPrefixes: The id prefixes the app owns.
  /// - Complexity: O(*p* + *d*) hashes of ids, and sorting the results.
  public init(
    pending: [PendingRequest], desired: [NotificationRequest], authorized: Bool,
    ownedPrefixes: [String] = Reconciliation.ownedPrefixes
  ) {
    func owned(_ id: RequestID) -> Bool { ownedPrefixes.contains(where: id.hasPrefix) }
    // Each pending id: the place of its first copy, and how many copies.
    var pendingByID: [RequestID: (place: Int, copies: Int)] = [:]
    for place in pending.indices {
      pendingByID[RequestID(pending[place].id), default: (place, 0)].copies += 1
    }
    var add: [NotificationRequest] = []
    var remove: [RequestID] = []
    var keep: [RequestID] = []
    var desiredIDs = Set<RequestID>()
    for request in authorized ? desired : []
    where owned(request.requestID) && desiredIDs.insert(request.requestID).inserted {
      switch pendingByID[request.requestID] {
      case let old? where old.copies == 1 && pending[old.place].matchesContent(of: request):
        keep.append(request.requestID)
      case .some:
        remove.append(request.requestID)
        add.append(request)
      case nil:
        add.append(request)
      }
    }
    let undesired = pendingByID.keys.filter { !desiredIDs.contains($0) }
    remove += undesired.filter(owned)
    self.add = add.sorted { $0.requestID < $1.requestID }
    self.remove = remove.sorted().map(\.text)
    self.keep = keep.sorted().map(\.text)
    self.foreign = undesired.filter { !owned($0) }.sorted().map(\.text)
  }

  /// What is pending after applying the changes: `pending` without
  /// ``remove``, plus ``add``; ids compare byte for byte.
  ///
  /// - Parameter pending: The requests pending before.
  /// - Returns: The requests pending after.
  /// - Complexity: O(*p* + *a*).
  public func applied(to pending: [PendingRequest]) -> [PendingRequest] {
    let removed = Set(remove.map(RequestID.init))
    return pending.filter { !removed.contains(RequestID($0.id)) } + add.map(PendingRequest.init)
  }
}
