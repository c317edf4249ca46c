import Foundation

extension Fixtures {
  /// A copy of the package's `Content/` in a new temporary folder, with
  /// `patches` applied in order; the caller removes it.
  ///
  /// - Parameter patches: The edits; none gives an unchanged copy.
  /// - Returns: The folder, ready for `HabitContent.load(from:)` or `--content`.
  /// - Throws: `ContentPatchError` when a patch does not fit its file.
  public static func patchedContent(_ patches: [ContentPatch]) throws -> URL {
    let files = FileManager.default
    let directory = files.temporaryDirectory.appendingPathComponent("habitrules-content-\(UUID())")
    try files.copyItem(at: contentDirectory, to: directory)
    do {
      for patch in patches { try patch.apply(in: directory) }
    } catch {
      try? files.removeItem(at: directory)
      throw error
    }
    return directory
  }
}
