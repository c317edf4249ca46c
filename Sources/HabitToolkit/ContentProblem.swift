/// One thing wrong with a content file.
public struct ContentProblem: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file name (such as `advice.json`) or the directory the problem is in.
  public let file: String
  /// Where in the file, as a JSON path such as `templates[2].text.en`;
  /// empty when the problem is the file as a whole.
  public let path: String
  /// What is wrong and, where it helps, what would be valid.
  public let message: String

  /// Creates a problem report.
  ///
  /// - Parameters:
  ///   - file: The file name or directory.
  ///   - path: The JSON path of the entry, or empty for the whole file.
  ///   - message: What is wrong.
  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// `file: path: message`, one line; a directory's path is escaped and
  /// cut at 200 characters, as every echoed value is.
  public var description: String {
    let file = DisplayText.escaped(file)
    return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}

/// Content that could not be loaded: every problem found, not just the first.
public struct ContentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, in file order; never empty.
  public let problems: [ContentProblem]

  /// Creates an error from the problems found.
  ///
  /// - Parameter problems: At least one problem.
  public init(problems: [ContentProblem]) {
    self.problems = problems
  }

  /// The problems, one per line.
  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}
