import HabitRequests
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
  /// - Complexity: O(*p* log *p* + *d* log *d*) comparisons of ids.
  public init(
    pending: [PendingRequest], desired: [NotificationRequest], authorized: Bool,
    ownedPrefixes: [String] = Reconciliation.ownedPrefixes
  ) {
    let prefixes = ownedPrefixes.map { Array($0.utf8) }
    func owned(_ id: [UInt8]) -> Bool { prefixes.contains { id.starts(with: $0) } }
    // Both lists sorted by id and walked side by side: equal ids meet, and
    // every result comes out in byte order.
    let old = SortedIDs(pending.map { Array($0.id.utf8) })
    let new = SortedIDs((authorized ? desired : []).map { Array($0.id.utf8) }, keeping: owned)
    var add: [NotificationRequest] = []
    var remove: [String] = []
    var keep: [String] = []
    var foreign: [String] = []
    var (p, d) = (0, 0)
    while p < old.runs.count || d < new.runs.count {
      let side =
        p == old.runs.count ? 1 : d == new.runs.count ? -1 : SortedIDs.order(old.id(p), new.id(d))
      if side < 0 {
        // Pending, not desired.
        let id = pending[old.first(p)].id
        if owned(old.id(p)) { remove.append(id) } else { foreign.append(id) }
      } else if side > 0 {
        add.append(desired[new.first(d)])
      } else {
        // Pending and desired: kept only when pending once, as desired.
        let request = desired[new.first(d)]
        if old.runs[p].count == 1, pending[old.first(p)].matchesContent(of: request) {
          keep.append(request.id)
        } else {
          remove.append(request.id)
          add.append(request)
        }
      }
      if side <= 0 { p += 1 }
      if side >= 0 { d += 1 }
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

/// Ids as their UTF-8 bytes, their places sorted by those bytes and grouped
/// into runs of one id.
///
/// Each id is copied into a byte array once: comparing two
/// `String.UTF8View`s costs about 40 instructions a byte, two arrays a few.
/// The `sync` benchmark (target 100 us) took 2.07M instructions a sync with
/// the diff keyed by `RequestID`s, 0.95M with these arrays.
private struct SortedIDs {
  /// Each place's id.
  let ids: [[UInt8]]
  /// The places of the ids kept, in byte order of their ids.
  let order: [Int]
  /// `order[runs[k]]` are the places of the `k`-th distinct id.
  let runs: [Range<Int>]

  /// The ids that `keeping` accepts, sorted and grouped.
  init(_ ids: [[UInt8]], keeping: ([UInt8]) -> Bool = { _ in true }) {
    self.ids = ids
    order = ids.indices.filter { keeping(ids[$0]) }.sorted {
      ids[$0].lexicographicallyPrecedes(ids[$1])
    }
    var runs: [Range<Int>] = []
    var start = 0
    for end in order.indices.dropFirst() where ids[order[end]] != ids[order[start]] {
      runs.append(start..<end)
      start = end
    }
    if !order.isEmpty { runs.append(start..<order.count) }
    self.runs = runs
  }

  /// The id of run `run`.
  func id(_ run: Int) -> [UInt8] { ids[order[runs[run].lowerBound]] }

  /// The first place (in the list given) that holds the id of run `run`.
  func first(_ run: Int) -> Int { order[runs[run]].min() ?? order[runs[run].lowerBound] }

  /// The byte order of two ids: negative, zero or positive.
  static func order(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a == b ? 0 : a.lexicographicallyPrecedes(b) ? -1 : 1
  }
}
