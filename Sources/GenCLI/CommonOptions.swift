import Foundation
import HabitRules

/// The options every command takes: `--content`, `--locale`, `--json` and
/// `--help`.
struct CommonOptions {
  /// `--content DIR`: another content directory.
  var content: String?
  /// `--locale TAG`.
  var locale: String?
  /// `--json`.
  var json = false

  static let help = "--help"

  /// The shared rows of a command's option table.
  static func options<Command: GenCommand>() -> [Option<Command>] {
    [
      .custom(
        "--content", "DIR", \.common.content,
        help: { _ in
          "load content from DIR instead of the bundled default"
        },
        parse: { text throws(CLIError) in
          guard !text.isEmpty else {
            throw .usage("--content needs a directory; an empty path names none")
          }
          return text
        }),
      .text(
        "--locale", "TAG", \.common.locale,
        help: { _ in
          "\(Language.required.map(\.rawValue).joined(separator: ", ")); other tags resolve "
            + "to the closest (default \(Language.source))"
        }),
      .flag("--json", \.common.json) { _ in "print JSON instead of a table" },
      // Handled by the parser before any option is applied: nothing to store.
      Option(name: help, valueName: nil, help: { _ in "show this help" }, apply: { _, _ in }),
    ]
  }

  /// The language of `--locale`, resolved to a supported one.
  var language: Language {
    locale.map { Language.resolve($0) } ?? .source
  }

  /// Where content comes from: `--content DIR`, or the bundled default.
  ///
  /// - Throws: A data error when the directory does not exist.
  func contentSource() throws(CLIError) -> ContentSource {
    guard let content else { return .bundled }
    do {
      return try .directory(URL(fileURLWithPath: content))
    } catch {
      throw .data(error.description)
    }
  }

  /// Every content file, from `--content DIR` or the bundled default.
  ///
  /// - Throws: A data error listing every content problem, one per line.
  func loadContent() throws(CLIError) -> HabitContent {
    let source = try contentSource()
    do throws(ContentError) {
      return content == nil ? try HabitContent.bundled() : try HabitContent.load(from: source)
    } catch {
      throw .data(error.description)
    }
  }
}
