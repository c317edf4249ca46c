import Foundation

/// Paths of files the tests read from the source tree.
public enum Fixtures {
  /// The package's root folder, the one that holds `Package.swift`.
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The package's top-level `Content/` folder.
  public static let contentDirectory = packageRoot.appendingPathComponent("Content")

  /// A file in the `Fixtures` folder of the calling test target.
  ///
  /// - Parameters:
  ///   - name: The path inside `Fixtures`, such as `records/plan-v1.json`.
  ///   - testFile: The calling file; it must sit at the top of its target's
  ///     folder, as every test file does.
  /// - Returns: `Tests/<target>/Fixtures/<name>`.
  public static func url(_ name: String, testFile: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
  }
}
