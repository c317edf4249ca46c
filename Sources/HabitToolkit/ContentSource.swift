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
///
/// A directory's files are checked in full: their structure, and every text
/// (placeholders, languages, lengths, numbers, the planner's claims). The
/// bundled content's texts were checked before it shipped, by the tests and
/// `gen validate`, so loading it only parses the files and builds their
/// values; a structurally broken file is still a ``ContentError``
/// (docs/content.md, "Validation").
public struct ContentSource: Sendable {
  /// The source as problems name it: a directory path, or `bundled content`.
  public let name: String
  /// Whether loading runs the text checks as well as the structural ones.
  package let checksTexts: Bool
  private let read: @Sendable (String) -> Data?

  /// The largest content file read from a directory: 4 MiB, a hundred
  /// times the largest bundled file, so that checking a directory stays
  /// within a second and 300 MB whatever its files hold (docs/content.md).
  public static let maximumFileSize = 4 << 20

  /// A source that reads files through a function.
  ///
  /// - Parameters:
  ///   - name: The source as problems name it.
  ///   - checksTexts: Whether loading runs the text checks (`false` only
  ///     for content whose texts were checked before it shipped).
  ///   - read: Returns a file's bytes by name, or `nil` when it is missing.
  package init(
    name: String, checksTexts: Bool = true, read: @escaping @Sendable (String) -> Data?
  ) {
    self.name = name
    self.checksTexts = checksTexts
    self.read = read
  }

  /// The same files, with every text check run on them: what `gen validate`
  /// and the tests load the bundled content with.
  package func checkingTexts() -> ContentSource {
    ContentSource(name: name, checksTexts: true, read: read)
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
      try? InputFile.read(path: directory.appendingPathComponent(name).path, limit: maximumFileSize)
    }
  }

  /// Reads and checks one part, adding its problems and its texts'
  /// languages to `load`.
  ///
  /// - Returns: The part, or `nil` when the file is missing or has problems.
  package func part<Part: ContentPart>(_ type: Part.Type, into load: inout ContentLoad) -> Part? {
    var report = ContentReport(file: Part.fileName, checksTexts: checksTexts)
    guard let data = read(Part.fileName) else {
      report.add("", "file not found or not readable")
      load.add(report)
      return nil
    }
    guard data.count <= Self.maximumFileSize else {
      report.add(
        "",
        "too large: more than \(Self.maximumFileSize) bytes (\(Self.maximumFileSize >> 20) MiB), "
          + "the limit for a content file")
      load.add(report)
      return nil
    }
    let part = Part.read(data, report: &report)
    load.add(report)
    return report.problems.isEmpty ? part : nil
  }

  /// Reads and checks several parts together, reporting the problems of
  /// every file at once, language parity across them included.
  ///
  ///     let (rules, messages) = try source.load(PlannerRules.self, BedtimeMessages.self)
  ///
  /// - Parameter parts: The parts' types.
  /// - Returns: The validated parts, in the order given.
  /// - Throws: ``ContentError`` listing every problem of every file.
  /// - Complexity: O(*n*) in the total size of the files.
  public func load<each Part: ContentPart>(
    _ parts: repeat (each Part).Type
  ) throws(ContentError) -> (repeat each Part) {
    var load = ContentLoad()
    let read = (repeat part(each parts, into: &load))
    try load.finish()
    let problems = load.problems
    func checked<Value>(_ value: Value?) throws(ContentError) -> Value {
      guard let value else { throw ContentError(problems: problems) }
      return value
    }
    return (repeat try checked(each read))
  }
}

/// The problems and texts of the files read so far, for loading several
/// parts with every problem reported at once.
package struct ContentLoad {
  package private(set) var problems: [ContentProblem] = []
  private var parity = LanguageParity()

  package init() {}

  /// Adds what checking one file found.
  package mutating func add(_ report: ContentReport) {
    problems += report.problems
    parity.append(report.parity)
  }

  /// Checks language parity across every file read.
  ///
  /// - Throws: ``ContentError`` with every problem, when there is one.
  package mutating func finish() throws(ContentError) {
    problems += parity.problems
    if !problems.isEmpty { throw ContentError(problems: problems) }
  }
}
