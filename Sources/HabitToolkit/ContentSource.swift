import Foundation

/// Where content files come from: a directory of an app's own, or the
/// default content compiled into the library (`ContentSource.bundled`, from
/// the `HabitRules` module).
///
/// Every part of the content loads from a source with the same checks, so
/// an app that needs only the planner reads only `planner.json` and
/// `messages.json`:
///
///     let rules = try PlannerRules.load(from: .directory(myContentURL))
public struct ContentSource: Sendable {
  /// The source as problems name it: a directory path, or `bundled content`.
  public let name: String
  private let read: @Sendable (String) -> Data?

  /// A source that reads files through a function.
  ///
  /// - Parameters:
  ///   - name: The source as problems name it.
  ///   - read: Returns a file's bytes by name, or `nil` when it is missing.
  package init(name: String, read: @escaping @Sendable (String) -> Data?) {
    self.name = name
    self.read = read
  }

  /// The files of a directory.
  ///
  /// - Parameter directory: A folder holding content files.
  /// - Returns: The source.
  /// - Throws: ``ContentError`` when the directory does not exist.
  /// - Complexity: O(1); files are read when a part loads.
  public static func directory(_ directory: URL) throws(ContentError) -> ContentSource {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ContentError(problems: [
        ContentProblem(file: directory.path, path: "", message: "content directory not found")
      ])
    }
    return ContentSource(name: directory.path) { name in
      FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
    }
  }

  /// Reads and checks one file, adding its problems to `problems`.
  ///
  /// - Returns: The part, or `nil` when the file is missing or has problems.
  package func part<Part>(
    _ fileName: String, problems: inout [ContentProblem],
    _ decode: (Data, inout ContentReport) -> Part?
  ) -> Part? {
    var report = ContentReport(file: fileName)
    guard let data = read(fileName) else {
      report.add("", "file not found or not readable")
      problems += report.problems
      return nil
    }
    let part = decode(data, &report)
    problems += report.problems
    return report.problems.isEmpty ? part : nil
  }

  /// Reads and checks one file on its own.
  ///
  /// - Throws: ``ContentError`` listing every problem of the file.
  package func part<Part>(
    _ fileName: String, _ decode: (Data, inout ContentReport) -> Part?
  ) throws(ContentError) -> Part {
    var problems: [ContentProblem] = []
    guard let part = part(fileName, problems: &problems, decode), problems.isEmpty else {
      throw ContentError(problems: problems)
    }
    return part
  }
}
