import Foundation

extension ContentSource {
  /// The default content, compiled into the library from the package's
  /// `Content/` folder (nothing to locate at run time).
  public static let bundled = ContentSource(name: "bundled content") { name in
    EmbeddedContent.files[name].map { Data($0.utf8) }
  }

  /// The embedded files, file name to JSON text (for the benchmarks and
  /// the test that compares them with `Content/`).
  package static var bundledFiles: [String: String] { EmbeddedContent.files }
}
