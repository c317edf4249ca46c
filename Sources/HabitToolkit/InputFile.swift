import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Musl)
  import Musl
  private let systemRead = Musl.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads an input file the way every reader of the package does: a regular
/// file, a pipe (`/dev/stdin`, a FIFO) or a device, to its end, but never
/// more than one byte over a limit.
package enum InputFile {
  /// Why a file could not be read: the system's words, such as "No such
  /// file or directory", or "is a directory".
  package struct Failure: Error, CustomStringConvertible {
    /// The `errno` value, or 0 for a directory.
    package let code: Int32
    package let description: String

    init(errno code: Int32) {
      self.code = code
      description = String(cString: strerror(code))
    }

    init(directory: Void) {
      code = EISDIR
      description = "is a directory"
    }
  }

  /// The bytes of a file, at most `limit + 1` of them, so that a reader
  /// after it can say the input is too large without holding all of it.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The most bytes a reader accepts (``JSONValue/maximumSize``).
  /// - Returns: The file's bytes, or its first `limit + 1` bytes.
  /// - Throws: ``Failure`` when it cannot be opened or read, or is a
  ///   directory.
  /// - Complexity: O(*n*) in the bytes read.
  package static func read(path: String, limit: Int = JSONValue.maximumSize) throws(Failure)
    -> Data
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    var capacity = 1 << 16
    if fstat(descriptor, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { throw Failure(directory: ()) }
      if info.st_mode & S_IFMT == S_IFREG { capacity = min(Int(info.st_size), limit) + 1 }
    }
    var data = Data(capacity: capacity)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= limit {
      let wanted = min(buffer.count, limit + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(errno: errno)
      }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }
}
