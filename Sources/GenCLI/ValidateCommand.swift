import GenSVG
import HabitRules

/// `gen validate`: loads and checks every content file.
struct ValidateCommand: GenCommand {
  static let name = "validate"
  static let summary = "check every content file and report all problems at once"

  var common = CommonOptions()

  static var options: [Option<ValidateCommand>] { [] }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    // Every problem of every file at once: the library's files, then gen's.
    // The bundled content gets the text checks too: this is where they run
    // before it ships (docs/content.md, "Validation").
    _ = try common.contentSource()  // a missing directory is one problem, said once
    var problems: [String] = []
    var content: HabitContent?
    var tables: TableTexts?
    do { content = try common.loadContent(checkingTexts: true) } catch { problems += error.lines }
    do { _ = try common.part(PictureTexts.self, checkingTexts: true) } catch {
      problems += error.lines
    }
    do { tables = try common.part(TableTexts.self, checkingTexts: true) } catch {
      problems += error.lines
    }
    do { _ = try common.part(CardTexts.self, checkingTexts: true) } catch {
      problems += error.lines
    }
    guard let content, let tables, problems.isEmpty else {
      throw .data(lines: problems)
    }
    // JSON stays English, like its keys; the summary is in --locale.
    let (language, note) =
      common.json ? (.english, nil) : common.language(among: tables.languages)
    let words = tables.words(in: language, dates: content.dates)
    let report = ValidationReport(
      source: common.content ?? words(.bundledContent), content: content, words: words)
    return CommandOutput(common.json ? try JSONOutput.encode(report) : report.text, note: note)
  }
}
