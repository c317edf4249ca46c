import Foundation
import GenSVG
import HabitRules
import HabitToolkit

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
      .custom(
        "--locale", "TAG", \.common.locale,
        help: { content in
          "\(content.languages.map(\.rawValue).joined(separator: ", ")); other tags resolve "
            + "to the closest, or to \(Language.source) with a note (default \(Language.source))"
        },
        parse: { text throws(CLIError) in
          guard !Language.requested(by: text).isEmpty else {
            throw .usage("--locale needs a language tag such as en or zh-Hans")
          }
          return text
        }),
      .flag("--json", \.common.json) { _ in "print JSON instead of a table" },
      // Handled by the parser before any option is applied: nothing to store.
      Option(name: help, valueName: nil, help: { _ in "show this help" }, apply: { _, _ in }),
    ]
  }

  /// The language of `--locale` among the languages the content has, and
  /// a note when the content has none for it (the source language is used).
  ///
  /// - Parameter supported: The content's languages.
  /// - Returns: The language, and the note to print, if any.
  func language(among supported: [Language]) -> (language: Language, note: String?) {
    guard let locale else { return (.source, nil) }
    if let match = Language.match(locale, supported: supported) { return (match, nil) }
    return (
      .source,
      "no content in \(DisplayText.escaped(Language.requested(by: locale))); using \(Language.source)"
    )
  }

  /// Where content comes from: `--content DIR`, or the bundled default.
  ///
  /// - Parameter checkingTexts: Whether the bundled content's texts are
  ///   checked too (`gen validate`); a directory's always are.
  /// - Returns: The source.
  /// - Throws: A data error when the directory does not exist.
  func contentSource(checkingTexts: Bool = false) throws(CLIError) -> ContentSource {
    guard let content else {
      return checkingTexts ? ContentSource.bundled.checkingTexts() : .bundled
    }
    do {
      return try .directory(URL(fileURLWithPath: content))
    } catch {
      throw .data(error.description)
    }
  }

  /// Only the planner's files (`planner.json`, `messages.json`): a faster
  /// start than loading everything.
  ///
  /// - Throws: A data error listing every problem of the two files.
  func plannerContent() throws(CLIError) -> (rules: PlannerRules, messages: BedtimeMessages) {
    let source = try contentSource()
    do throws(ContentError) {
      return try source.load(PlannerRules.self, BedtimeMessages.self)
    } catch {
      throw .data(lines: error.problems.map(\.description))
    }
  }

  /// One content file alone, such as `StreakTexts.self`: a command loads
  /// only the parts it uses.
  ///
  /// - Parameters:
  ///   - part: The part's type.
  ///   - checkingTexts: Whether the bundled content's texts are checked too.
  /// - Returns: The validated part.
  /// - Throws: A data error listing every problem of the file.
  func part<Part: ContentPart>(
    _ part: Part.Type, checkingTexts: Bool = false
  ) throws(CLIError) -> Part {
    let source = try contentSource(checkingTexts: checkingTexts)
    do throws(ContentError) {
      return try source.load(part)
    } catch {
      throw .data(lines: error.problems.map(\.description))
    }
  }

  /// The words of a table in a language: `tables.json`, with the weekday
  /// names of `dates.json`.
  ///
  /// - Parameter language: The language the table is written in.
  /// - Returns: The words.
  /// - Throws: A data error listing every problem of the two files.
  func tableWords(in language: Language) throws(CLIError) -> TableWords {
    try part(TableTexts.self).words(in: language, dates: try part(DateTexts.self))
  }

  /// The words of a picture: `pictures.json` in the language of
  /// `--locale` among its languages, with `dates.json`.
  ///
  /// - Returns: The words, and the note for a language the content lacks.
  /// - Throws: A data error listing every problem of the two files.
  func pictureWords() throws(CLIError) -> (words: PictureWords, note: String?) {
    let texts = try part(PictureTexts.self)
    let (language, note) = language(among: texts.languages)
    return (PictureWords(texts: texts, dates: try part(DateTexts.self), language: language), note)
  }

  /// Every content file, from `--content DIR` or the bundled default.
  ///
  /// - Parameter checkingTexts: Whether the bundled content's texts are
  ///   checked too (`gen validate`); a directory's always are.
  /// - Returns: The content.
  /// - Throws: A data error listing every content problem, one per line.
  func loadContent(checkingTexts: Bool = false) throws(CLIError) -> HabitContent {
    let source = try contentSource(checkingTexts: checkingTexts)
    do throws(ContentError) {
      return content == nil && !checkingTexts
        ? try HabitContent.bundled() : try HabitContent.load(from: source)
    } catch {
      throw .data(lines: error.problems.map(\.description))
    }
  }
}
