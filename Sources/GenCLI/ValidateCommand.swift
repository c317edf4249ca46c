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
    _ = try common.contentSource()  // a missing directory is one problem, said once
    var problems: [String] = []
    var content: HabitContent?
    var pictures: PictureTexts?
    var cards: CardTexts?
    do { content = try common.loadContent() } catch { problems += error.lines }
    do { pictures = try common.part(PictureTexts.self) } catch { problems += error.lines }
    do { cards = try common.part(CardTexts.self) } catch { problems += error.lines }
    guard let content, let pictures, let cards, problems.isEmpty else {
      throw .data(lines: problems)
    }
    let report = ValidationReport(
      source: common.content ?? ContentSource.bundled.name, content: content, pictures: pictures,
      cards: cards)
    return CommandOutput(common.json ? try JSONOutput.encode(report) : report.text)
  }
}
