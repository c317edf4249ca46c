import Foundation

/// One content file and the value it reads into, such as `planner.json`
/// and ``PlannerRules``.
///
/// Every part loads the same way, alone (``load(from:)``) or with others
/// (``ContentSource/load(_:)``), with every problem of its file reported
/// at once and language parity checked across the files loaded together.
/// A conformance names the file and reads it; the package's own parts are
/// the conformers (``ContentReport`` is filled by the package's readers).
public protocol ContentPart: Sendable {
  /// The file's name in a content directory, such as `planner.json`.
  static var fileName: String { get }

  /// Reads and checks the file, recording every problem in `report`.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - report: Where the problems go.
  /// - Returns: The part, or `nil` when the file has problems.
  static func read(_ data: Data, report: inout ContentReport) -> Self?
}

extension ContentPart {
  /// Reads and checks this part's file from a content source.
  ///
  /// - Parameter source: A directory (``ContentSource/directory(_:)``), or
  ///   the bundled content.
  /// - Returns: The validated part.
  /// - Throws: ``ContentError`` listing every problem of the file, language
  ///   parity included.
  /// - Complexity: O(*n*) in the size of the file.
  public static func load(from source: ContentSource) throws(ContentError) -> Self {
    try source.load(Self.self)
  }
}
