import Foundation

/// Paths of files the tests read from the source tree.
enum Fixtures {
  /// `Tests/HabitRulesTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The package's top-level `Content/` folder.
  static let contentDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")

  /// A fixture subdirectory.
  static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  /// A content directory: a copy of `Content/` with the fixture's files
  /// laid over it, minus the files its `remove.txt` lists (one per line).
  ///
  /// Each fixture holds only what it breaks, so content can grow without
  /// touching the fixtures.
  static func contentDirectory(overlaying name: String) throws -> URL {
    let files = FileManager.default
    let target = files.temporaryDirectory.appendingPathComponent("habitrules-\(name)-\(UUID())")
    try files.copyItem(at: contentDirectory, to: target)
    let overlay = url(name)
    for file in try files.contentsOfDirectory(atPath: overlay.path) where file.hasSuffix(".json") {
      let destination = target.appendingPathComponent(file)
      try? files.removeItem(at: destination)
      try files.copyItem(at: overlay.appendingPathComponent(file), to: destination)
    }
    let removals =
      (try? String(contentsOf: overlay.appendingPathComponent("remove.txt"), encoding: .utf8)) ?? ""
    for file in removals.split(separator: "\n") {
      try files.removeItem(at: target.appendingPathComponent(String(file)))
    }
    return target
  }
}
