import Foundation

extension ContentSource {
  /// The default content, compiled into the library from the package's
  /// `Content/` folder (nothing to locate at run time).
  ///
  /// Its texts were checked before it shipped, so loading it parses the
  /// files and builds their values without the text checks; a directory's
  /// files get every check.
  public static let bundled = ContentSource(name: "bundled content", checksTexts: false) { name in
    EmbeddedContent.files[name].map { Data($0.utf8) }
  }

  /// The embedded files, file name to JSON text (for the benchmarks and
  /// the test that compares them with `Content/`).
  package static var bundledFiles: [String: String] { EmbeddedContent.files }
}
