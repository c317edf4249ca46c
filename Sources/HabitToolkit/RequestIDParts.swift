import Foundation

/// A request id as the parts it is made of, written out as a `String` only
/// when something reads it.
///
/// A sync makes about a hundred ids and the app reads only those it adds;
/// each `String` of more than 15 bytes costs an allocation to make and
/// another to free. The budget and the diff compare ids by their bytes,
/// which ``withUTF8(_:)`` gives without making the string.
package enum RequestIDParts: Sendable {
  /// The whole id.
  case text(String)
  /// A text followed by a number's decimal digits: `bedtime.2026-10-01.`
  /// and `3` are `bedtime.2026-10-01.3`.
  case numbered(String, Int)

  /// The id.
  ///
  /// - Complexity: O(*n*) in its length; no work for ``text(_:)``.
  package var string: String {
    switch self {
    case .text(let text): text
    case .numbered(let text, let number): String(joining: text, number: number)
    }
  }

  /// The number of UTF-8 bytes of the id.
  package var utf8Count: Int {
    switch self {
    case .text(let text): text.utf8.count
    case .numbered(let text, let number): text.utf8.count + String.decimalLength(of: number)
    }
  }

  /// Calls `body` with the id's UTF-8 bytes: the text's own storage, or
  /// the parts written into a temporary buffer.
  ///
  /// Not generic, so callers in other modules need no specialization of
  /// it (an unspecialized generic call looks up type metadata every time).
  ///
  /// - Parameter body: Reads the bytes; they are valid only during the call.
  package func withUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    switch self {
    case .text(let text):
      if text.utf8.withContiguousStorageIfAvailable(body) == nil {
        Array(text.utf8).withUnsafeBufferPointer(body)
      }
    case .numbered(let text, let number):
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8Count) { buffer in
        let written = String.write(text, number: number, into: buffer)
        body(UnsafeBufferPointer(rebasing: buffer[..<written]))
      }
    }
  }

  /// Whether this id's bytes come before `other`'s (byte order: no
  /// Unicode folding).
  ///
  /// - Parameter other: Another id.
  /// - Returns: Whether this one sorts first.
  /// - Complexity: O(*n*) in the ids' length.
  package func precedes(_ other: RequestIDParts) -> Bool {
    var precedes = false
    withUTF8 { a in
      other.withUTF8 { b in
        let common = min(a.count, b.count)
        if common > 0, let pa = a.baseAddress, let pb = b.baseAddress {
          let order = memcmp(pa, pb, common)
          if order != 0 {
            precedes = order < 0
            return
          }
        }
        precedes = a.count < b.count
      }
    }
    return precedes
  }
}
