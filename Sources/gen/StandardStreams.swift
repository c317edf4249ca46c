import Foundation

/// Standard input and output through the system calls, so that a stream
/// that is closed, full or a directory becomes an error to report instead
/// of a trap inside `FileHandle`.
enum StandardStreams {
  /// Why a stream could not be read or written: the system's words for
  /// `errno`, such as "Bad file descriptor".
  struct Failure: Error, CustomStringConvertible {
    let reason: String

    var description: String { reason }

    init(errno code: Int32) {
      reason = String(cString: strerror(code))
    }
  }

  /// All of standard input, or its first `limit + 1` bytes (the reader
  /// after it reports the input as too large).
  ///
  /// - Throws: ``Failure`` when it is closed, a directory, or fails to read.
  static func readInput(limit: Int) throws(Failure) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= limit {
      let wanted = min(buffer.count, limit + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, wanted) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(errno: errno)
      }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  /// Writes all of a text to a descriptor, retrying short writes.
  ///
  /// - Throws: ``Failure`` when the stream is closed or full, or the
  ///   reader went away.
  static func writeAll(_ text: String, to descriptor: Int32) throws(Failure) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw Failure(errno: errno)
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
