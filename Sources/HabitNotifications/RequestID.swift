import Foundation

/// A request id compared and hashed by its UTF-8 bytes: the key
/// that sets and dictionaries of ids use.
///
/// Swift's `String` equality folds canonically equivalent text (`café`
/// precomposed equals `cafe` plus a combining accent, the Kelvin sign
/// equals `K`), while the OS stores ids byte for byte: two such ids are two
/// requests. The id's own storage is read in place, so a key costs no copy.
struct RequestID: Hashable {
  /// The id.
  let text: String

  init(_ text: String) { self.text = text }

  static func == (left: RequestID, right: RequestID) -> Bool { left.text.sameBytes(as: right.text) }

  func hash(into hasher: inout Hasher) {
    text.withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

extension String {
  /// Calls `body` with the string's UTF-8 bytes, in place when the storage
  /// is contiguous (native strings always are).
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }

  /// Whether two strings have the same UTF-8 bytes (no Unicode folding).
  func sameBytes(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return withBytes { a in
      other.withBytes { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count }
        return memcmp(pa, pb, a.count) == 0
      }
    }
  }

  /// Whether the string's bytes start with `prefix`'s (no Unicode folding).
  func hasBytePrefix(_ prefix: String) -> Bool {
    let length = prefix.utf8.count
    guard utf8.count >= length else { return false }
    guard length > 0 else { return true }
    return withBytes { a in
      prefix.withBytes { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return false }
        return memcmp(pa, pb, length) == 0
      }
    }
  }
}
