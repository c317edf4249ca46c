import Foundation

/// Standard output and error through the system calls, so that a stream
/// that is closed or full becomes an error to report instead of a trap
/// inside `FileHandle` (standard input is read by
/// `Environment.readProcessStandardInput`).
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
