/// A notification request's id, compared, ordered and hashed by its UTF-8
/// bytes.
///
/// The OS stores an id byte for byte, so `café` written precomposed
/// (`caf\u{E9}`) and decomposed (`cafe\u{301}`) are two ids, and so are
/// the Kelvin sign and `K`; Swift's `String ==` treats each pair as one.
/// Every comparison of ids in the package reads this type: a request's
/// `==` and `hash(into:)`, the budget's ties and the diff.
package struct RequestID: Hashable, Comparable, Sendable {
  /// The id, whole: nothing in the package cuts an id, whatever its length.
  package let text: String

  /// An id.
  ///
  /// - Parameter text: The id, kept as given.
  package init(_ text: String) { self.text = text }

  /// Whether two ids have the same bytes (no Unicode folding).
  package static func == (left: RequestID, right: RequestID) -> Bool {
    let contiguous = left.text.utf8.withContiguousStorageIfAvailable { one in
      right.text.utf8.withContiguousStorageIfAvailable { other in one.elementsEqual(other) }
    }
    return (contiguous ?? nil) ?? left.text.utf8.elementsEqual(right.text.utf8)
  }

  /// Whether `left`'s bytes sort before `right`'s: byte order, so
  /// `bedtime.2026-10-01.10` comes before `bedtime.2026-10-01.2`.
  ///
  /// The bytes are compared in their contiguous storage, as native strings
  /// keep them: sorting a million foreign ids through `String.UTF8View`, a
  /// byte at a time, was three quarters of `gen sync --pending`
  /// (docs/benchmarks.md).
  package static func < (left: RequestID, right: RequestID) -> Bool {
    let contiguous = left.text.utf8.withContiguousStorageIfAvailable { one in
      right.text.utf8.withContiguousStorageIfAvailable { other in
        one.lexicographicallyPrecedes(other)
      }
    }
    return (contiguous ?? nil) ?? left.text.utf8.lexicographicallyPrecedes(right.text.utf8)
  }

  /// Hashes the byte count and the bytes: ids with the same bytes hash
  /// alike, and canonically equivalent ones need not.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes { hasher.combine(byte) }
    }
    if hashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }

  /// Whether the id's bytes start with `prefix`'s (no Unicode folding).
  ///
  /// - Parameter prefix: An id prefix, such as `custom.`.
  /// - Returns: Whether the id starts with it.
  package func hasPrefix(_ prefix: String) -> Bool { text.utf8.starts(with: prefix.utf8) }
}
