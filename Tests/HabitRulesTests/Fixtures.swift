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
}
