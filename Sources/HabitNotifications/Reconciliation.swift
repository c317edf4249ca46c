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
  /// - Complexity: O(*p* + *d* log *d*), and O(*r* log *r*) for the *r* removed.
  public init(
    pending: [PendingRequest], desired: [NotificationRequest], authorized: Bool,
    ownedPrefixes: [String] = Reconciliation.ownedPrefixes
  ) {
    func owned(_ id: String) -> Bool { Self.owns(id, prefixes: ownedPrefixes) }
    // Where each pending id is (one copy), and the ids pending twice; keyed
    // by bytes, never by `String` equality.
    var pendingIndex: [RequestID: Int] = [:]
    pendingIndex.reserveCapacity(pending.count)
    var duplicated = Set<RequestID>()
    for (index, request) in pending.enumerated() {
      let key = RequestID(request.id)
      if pendingIndex.updateValue(index, forKey: key) != nil { duplicated.insert(key) }
    }
    var claimed = [Bool](repeating: false, count: pending.count)
    var add: [NotificationRequest] = []
    var remove: [RequestID] = []
    var keep: [String] = []
    if authorized {
      // Desired requests by id, the first of a repeated id only: `add` and
      // `keep` come out sorted.
      let order = sortedByID(desired.indices.filter { owned(desired[$0].id) }, desired)
      var previous: String?
      for index in order where !(previous.map { desired[index].id.sameBytes(as: $0) } ?? false) {
        let wanted = desired[index]
        previous = wanted.id
        let key = RequestID(wanted.id)
        guard let found = pendingIndex[key] else {
          add.append(wanted)
          continue
        }
        claimed[found] = true
        if !duplicated.contains(key), pending[found].matches(wanted) {
          keep.append(wanted.id)
        } else {
          remove.append(key)
          add.append(wanted)
        }
      }
    }
    var foreign: [RequestID] = []
    for (key, index) in pendingIndex where !claimed[index] {
      if owned(pending[index].id) { remove.append(key) } else { foreign.append(key) }
    }
    self.add = add
    self.remove = remove.sorted().map { $0.text }
    self.keep = keep
    self.foreign = foreign.sorted().map { $0.text }
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

/// The indices of `requests` ordered by id.
///
/// Ids compare by their UTF-8 bytes (alphabetical for the ASCII ids this
/// package makes). Copying every id
/// into one buffer first makes each comparison a plain byte loop instead of
/// `String`'s Unicode-aware one, several times faster.
private func sortedByID(_ indices: [Int], _ requests: [NotificationRequest]) -> [Int] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(requests.count * 24)
  var ranges: [Range<Int>] = []
  ranges.reserveCapacity(requests.count)
  for request in requests {
    let start = bytes.count
    bytes += request.id.utf8
    ranges.append(start..<bytes.count)
  }
  return bytes.withUnsafeBufferPointer { buffer in
    indices.sorted { first, second in
      let (left, right) = (ranges[first], ranges[second])
      for offset in 0..<min(left.count, right.count) {
        let (a, b) = (buffer[left.lowerBound + offset], buffer[right.lowerBound + offset])
        if a != b { return a < b }
      }
      return left.count < right.count
    }
  }
}
