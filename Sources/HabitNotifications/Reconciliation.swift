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
  /// canonically equivalent text and is several times slower.
  ///
  /// - Parameters:
  ///   - id: A request id.
  ///   - prefixes: The id prefixes the app owns.
  /// - Returns: Whether the app owns the request.
  /// - Complexity: O(*p*) in the length of the prefixes.
  public static func owns(_ id: String, prefixes: [String] = ownedPrefixes) -> Bool {
    prefixes.contains { id.hasBytePrefix($0) }
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
  ///     ids are unique, and an id no prefix owns is left alone.
  ///   - authorized: Whether the app may post notifications.
  ///   - ownedPrefixes: The id prefixes the app owns.
  /// - Complexity: O(*p* log *p* + *d* log *d*) comparisons of ids.
  public init(
    pending: [PendingRequest], desired: [NotificationRequest], authorized: Bool,
    ownedPrefixes: [String] = Reconciliation.ownedPrefixes
  ) {
    // Every pending id, then every desired one, in one buffer; the pending
    // ones and the owned desired ones sorted by bytes and walked side by
    // side, so equal ids meet without hashing and every output comes out
    // sorted.
    let prefixes = ownedPrefixes.map(IDBytes.Prefix.init)
    let ids = IDBytes(pending: pending, desired: authorized ? desired : [])
    func owned(_ number: Int) -> Bool { prefixes.contains { ids.starts(number, with: $0) } }
    let pendingOrder = ids.sorted(0..<pending.count)
    var wantedOrder = ids.sorted(pending.count..<ids.count)
    wantedOrder.removeAll { !owned($0) }
    var add: [NotificationRequest] = []
    var remove: [String] = []
    var keep: [String] = []
    var foreign: [String] = []
    add.reserveCapacity(wantedOrder.count)
    keep.reserveCapacity(min(wantedOrder.count, pending.count))
    remove.reserveCapacity(pending.count)
    foreign.reserveCapacity(pending.count)
    // Read in place: copying a request retains each of its strings.
    pending.withUnsafeBufferPointer { pending in
      desired.withUnsafeBufferPointer { desired in
        var (p, w) = (0, 0)
        while p < pendingOrder.count || w < wantedOrder.count {
          let order =
            p == pendingOrder.count
            ? 1 : w == wantedOrder.count ? -1 : ids.compare(pendingOrder[p], wantedOrder[w])
          // The copies of the current pending id, and of the desired one.
          var pendingEnd = p
          if order <= 0 {
            pendingEnd += 1
            while pendingEnd < pendingOrder.count,
              ids.compare(pendingOrder[p], pendingOrder[pendingEnd]) == 0
            {
              pendingEnd += 1
            }
          }
          var wantedEnd = w
          if order >= 0 {
            wantedEnd += 1
            while wantedEnd < wantedOrder.count,
              ids.compare(wantedOrder[w], wantedOrder[wantedEnd]) == 0
            {
              wantedEnd += 1
            }
          }
          if order < 0 {
            // Pending, not desired.
            let id = pending[pendingOrder[p]].id
            if owned(pendingOrder[p]) { remove.append(id) } else { foreign.append(id) }
          } else if order > 0 {
            add.append(desired[wantedOrder[w] - pending.count])
          } else if pendingEnd - p == 1,
            case (let old, let new) = (pendingOrder[p], wantedOrder[w] - pending.count),
            PendingRequest.sameContent(
              trigger: pending[old].trigger, title: pending[old].title, body: pending[old].body,
              as: desired[new].trigger, desired[new].title, desired[new].body)
          {
            // Desired and pending once, exactly as desired: the pending id
            // has the same bytes, and is a string already.
            keep.append(pending[pendingOrder[p]].id)
          } else {
            remove.append(pending[pendingOrder[p]].id)
            add.append(desired[wantedOrder[w] - pending.count])
          }
          (p, w) = (pendingEnd, wantedEnd)
        }
      }
    }
    self.add = add
    self.remove = remove
    self.keep = keep
    self.foreign = foreign
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
