import Foundation

/// The documents of the repository, read from the source tree: the README,
/// the DocC articles of both catalogs and the maintainers' docs.
enum DocumentFiles {
  /// The repository root, from this file's place in `Tests/PublicAPITests/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The two documentation catalogs.
  static let catalogs = [
    "Sources/HabitCalendar/HabitCalendar.docc", "Sources/HabitRules/HabitRules.docc",
  ]

  /// The articles of both catalogs, each once: an article that two catalogs
  /// share is a file in the first and a symbolic link in the second.
  static var articles: [String] {
    catalogs.flatMap { catalog in files(in: catalog, ending: ".md") }.filter { path in
      let link = try? FileManager.default.destinationOfSymbolicLink(
        atPath: root.appendingPathComponent(path).path)
      return link == nil
    }
  }

  /// The README and every article: the documents whose code and commands
  /// run in the tests.
  static var markdown: [String] { ["README.md"] + articles }

  /// The maintainers' docs, `docs/**/*.md`.
  static var maintainerDocs: [String] { files(in: "docs", ending: ".md") }

  /// A file's text.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The files under a folder whose names end a given way, as paths from the
  /// root, sorted.
  static func files(in folder: String, ending suffix: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard
      let walker = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
      .map { folder + "/" + $0.path.dropFirst(base.path.count + 1) }.sorted()
  }
}
