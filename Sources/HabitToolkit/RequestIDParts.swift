import Foundation

/// A request id as the parts it is made of, written out as a `String` only
/// when something reads it.
///
/// A sync makes about a hundred ids and the app reads only those it adds;
/// each `String` of more than 15 bytes costs an allocation to make and
/// another to free, and every copy of a request retains it. Parts of at
/// most 15 bytes are stored inline: `bedtime.`, `2026-10-01` and the
/// number 3 cost neither. The budget and the diff compare ids by their
/// bytes, which ``withUTF8(_:)`` gives without making the string.
@usableFromInline package enum RequestIDParts: Sendable {
  /// The whole id.
  case text(String)
  /// A prefix, a middle part, a dot and a number's decimal digits:
  /// `bedtime.`, `2026-10-01` and `3` are `bedtime.2026-10-01.3`.
  case numbered(String, String, Int)
  /// A prefix, a rule's id, a dot and a suffix: `custom.`, `run` and `w2`
  /// are `custom.run.w2`.
  case ruled(String, String, String)

  /// The id.
  ///
  /// - Complexity: O(*n*) in its length; no work for ``text(_:)``.
  package var string: String {
    switch self {
    case .text(let text): text
    case .numbered: String(unsafeUninitializedCapacity: utf8Count) { write(into: $0, at: 0) }
    case .ruled(let prefix, let rule, let suffix): String(joining: prefix, rule, ".", suffix)
    }
  }

  /// The number of UTF-8 bytes of the id.
  package var utf8Count: Int {
    switch self {
    case .text(let text): text.utf8.count
    case .numbered(let prefix, let middle, let number):
      prefix.utf8.count + middle.utf8.count + 1 + String.decimalLength(of: number)
    case .ruled(let prefix, let rule, let suffix):
      prefix.utf8.count + rule.utf8.count + 1 + suffix.utf8.count
    }
  }

  /// Writes the id's UTF-8 bytes into `buffer` from `offset` (as many as
  /// fit), without making its string.
  ///
  /// - Parameters:
  ///   - buffer: Room for ``utf8Count`` bytes from `offset`.
  ///   - offset: Where the id starts.
  /// - Returns: The offset after the bytes written.
  /// - Complexity: O(*n*) in the id's length.
  package func write(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    switch self {
    case .text(let text): String.write(text, into: buffer, at: offset)
    case .numbered(let prefix, let middle, let number):
      String.writeDecimal(
        number, into: buffer,
        at: String.write(
          ".", into: buffer,
          at: String.write(middle, into: buffer, at: String.write(prefix, into: buffer, at: offset))
        )
      )
    case .ruled(let prefix, let rule, let suffix):
      String.write(
        suffix, into: buffer,
        at: String.write(
          ".", into: buffer,
          at: String.write(rule, into: buffer, at: String.write(prefix, into: buffer, at: offset))))
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
    case .numbered, .ruled:
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8Count) { buffer in
        let written = write(into: buffer, at: 0)
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
