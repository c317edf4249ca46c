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
    /// The `errno` value: `EISDIR` for a directory, `ENXIO` for a FIFO that
    /// nothing was written to.
    package let code: Int32
    package let description: String

    init(errno code: Int32) {
      self.code = code
      description = String(cString: strerror(code))
    }

    init(code: Int32, description: String) {
      self.code = code
      self.description = description
    }

    static let directory = Failure(code: EISDIR, description: "is a directory")
    static let fifoWithoutWriter = Failure(
      code: ENXIO,
      description:
        "a FIFO with nothing written to it; start its writer first, or give - for standard input"
    )

    /// Whether the failure is in what was given (a missing or unreadable
    /// path, a directory, a FIFO without a writer) rather than in the
    /// system's reading of it (EIO, a closed descriptor).
    package var isWrongInput: Bool {
      [ENOENT, EACCES, EISDIR, ENXIO, ENOTDIR, ENAMETOOLONG, ELOOP].contains(code)
    }
  }

  /// The bytes of a file, at most `limit + 1` of them, so that a reader
  /// after it can say the input is too large without holding all of it.
  ///
  /// A FIFO is opened without waiting for a writer: one that nothing was
  /// written to is an error, never a wait.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The most bytes a reader accepts (``JSONValue/maximumSize``).
  /// - Returns: The file's bytes, or its first `limit + 1` bytes.
  /// - Throws: ``Failure`` when it cannot be opened or read, is a
  ///   directory, or is a FIFO with nothing written to it.
  /// - Complexity: O(*n*) in the bytes read.
  package static func read(path: String, limit: Int = JSONValue.maximumSize) throws(Failure)
    -> Data
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Failure(errno: errno) }
    defer { close(descriptor) }
    // Opened without waiting; reads wait for data as usual.
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return try read(descriptor: descriptor, limit: limit, isNamed: true)
  }

  /// The bytes of an open descriptor, such as standard input, to its end:
  /// at most `limit + 1` of them.
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor, left open.
  ///   - limit: The most bytes a reader accepts (``JSONValue/maximumSize``).
  /// - Returns: The bytes, or the first `limit + 1` of them.
  /// - Throws: ``Failure`` when the descriptor is closed, a directory, or a
  ///   read fails.
  /// - Complexity: O(*n*) in the bytes read.
  package static func read(descriptor: Int32, limit: Int = JSONValue.maximumSize) throws(Failure)
    -> Data
  {
    try read(descriptor: descriptor, limit: limit, isNamed: false)
  }

  private static func read(descriptor: Int32, limit: Int, isNamed: Bool) throws(Failure) -> Data {
    var info = stat()
    var capacity = 1 << 16
    var isFIFO = false
    if fstat(descriptor, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { throw Failure.directory }
      if info.st_mode & S_IFMT == S_IFREG { capacity = min(Int(info.st_size), limit) + 1 }
      isFIFO = info.st_mode & S_IFMT == S_IFIFO
    }
    var data = Data(capacity: capacity)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= limit {
      let wanted = min(buffer.count, limit + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw errno == EISDIR ? Failure.directory : Failure(errno: errno)
      }
      data.append(contentsOf: buffer[0..<count])
    }
    if isNamed, isFIFO, data.isEmpty { throw Failure.fifoWithoutWriter }
    return data
  }
}
