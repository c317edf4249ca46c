extension String {
  /// Four texts one after another, written into one buffer of the exact
  /// size: request ids are built by the hundred per sync, and `+` copies
  /// and grows an intermediate string for every part.
  ///
  /// - Parameters:
  ///   - a: The first text, such as `"custom."`.
  ///   - b: The second, such as a rule's id.
  ///   - c: The third, such as `"."`.
  ///   - d: The fourth, such as `"daily"`.
  /// - Complexity: O(*n*) in the total length.
  package init(joining a: String, _ b: String, _ c: String, _ d: String) {
    self = Self.joined(a, b, c, d)
  }

  /// The number of bytes of a number's decimal digits, its sign included.
  ///
  /// - Parameter number: The number, such as `-12`.
  /// - Returns: The length, such as 3.
  package static func decimalLength(of number: Int) -> Int {
    var digits = 1
    var rest = number.magnitude
    while rest >= 10 {
      digits += 1
      rest /= 10
    }
    return digits + (number < 0 ? 1 : 0)
  }

  /// Writes a number's decimal digits into `buffer` from `offset`, when
  /// they fit; returns the offset after them.
  ///
  /// - Parameters:
  ///   - number: The number, such as `-12`.
  ///   - buffer: Room for ``decimalLength(of:)`` bytes from `offset`.
  ///   - offset: Where the digits start.
  /// - Returns: The offset after the digits (`offset` when they do not fit).
  @discardableResult
  package static func writeDecimal(
    _ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    let length = decimalLength(of: number)
    guard offset >= 0, offset + length <= buffer.count else { return offset }
    let sign = number < 0 ? 1 : 0
    if sign == 1 { buffer[offset] = UInt8(ascii: "-") }
    var value = number.magnitude
    for index in stride(from: offset + length - 1, through: offset + sign, by: -1) {
      buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    }
    return offset + length
  }

  private static func joined(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
    let total = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count
    return String(unsafeUninitializedCapacity: total) { buffer in
      var offset = write(a, into: buffer, at: 0)
      offset = write(b, into: buffer, at: offset)
      offset = write(c, into: buffer, at: offset)
      return write(d, into: buffer, at: offset)
    }
  }

  /// Copies `part`'s UTF-8 bytes into `buffer` from `offset` (as many as
  /// fit); returns the offset after them.
  ///
  /// - Parameters:
  ///   - part: The text.
  ///   - buffer: Room for its bytes from `offset`.
  ///   - offset: Where they start.
  /// - Returns: The offset after the bytes written.
  package static func write(
    _ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    let room = buffer.count - offset
    let copied: Int? = part.utf8.withContiguousStorageIfAvailable { bytes in
      let count = Swift.min(bytes.count, room)
      guard count > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else {
        return offset
      }
      (target + offset).update(from: source, count: count)
      return offset + count
    }
    if let copied { return copied }
    var end = offset
    for byte in part.utf8 where end < buffer.count {
      buffer[end] = byte
      end += 1
    }
    return end
  }
}
