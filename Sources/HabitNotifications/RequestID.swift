/// A request id as its UTF-8 bytes: the key that sets and dictionaries of
/// ids use.
///
/// Swift's `String` equality folds canonically equivalent text (`café`
/// precomposed equals `cafe` plus a combining accent, the Kelvin sign
/// equals `K` after normalization), while the OS stores ids byte for byte:
/// two such ids are two requests.
struct RequestID: Hashable, Comparable {
  /// The id's bytes.
  let bytes: [UInt8]

  init(_ id: String) { bytes = Array(id.utf8) }

  /// Byte order: alphabetical for the ASCII ids this package makes.
  static func < (left: RequestID, right: RequestID) -> Bool {
    left.bytes.lexicographicallyPrecedes(right.bytes)
  }
}

extension String {
  /// Whether two strings have the same UTF-8 bytes (no Unicode folding).
  func sameBytes(as other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}
