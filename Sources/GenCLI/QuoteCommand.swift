import Foundation
import GenSVG
import HabitRules

/// `gen quote`: the quote of a day, or every pair for the curator.
struct QuoteCommand: GenCommand {
  static let name = "quote"
  static let summary = "the daily quote of a date, or --list of every pair"

  var common = CommonOptions()
  var date: CivilDate?
  var seed: UInt64 = 0
  var list = false
  var svg = false

  static var options: [Option<QuoteCommand>] {
    [
      .value(
        "--date", "D", expected: "a day YYYY-MM-DD", \.date,
        help: { _ in
          "the day, YYYY-MM-DD (default: today in the system zone)"
        }, parse: CivilDate.init),
      .seed(\.seed),
      .flag("--list", \.list) { content in
        let pairs = content.quotes.subjects.count * content.quotes.predicates.count
        return "list all \(pairs) pairs with their blocked status"
      },
      .svg(\.svg, help: "with --list, draw the grid of subjects by predicates: a standalone SVG"),
    ]
  }

  func validate() throws(CLIError) {
    try OptionValues.checkOneOutput(json: common.json, svg: svg)
    if svg, !list { throw .usage("--svg draws the grid of every pair; add --list") }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let content = try common.part(QuoteContent.self)
    let (language, note) = common.language(among: content.languages)
    if list, svg {
      let picture = QuoteGridPicture.svg(
        content, words: try common.part(PictureTexts.self), language: language)
      return CommandOutput(picture, note: note)
    }
    if list {
      let pairs = content.pairs(language: language)
      let text =
        common.json
        ? try JSONOutput.encode(pairs)
        : QuoteTable.listing(pairs, words: try common.tableWords(in: language))
      return CommandOutput(text, note: note)
    }
    let day =
      date
      ?? CivilCalendar(timeZone: environment.timeZone()).civilDate(of: environment.now)
    let quote = DailyQuotes(content: content, seed: seed)
      .quote(for: day, language: language)
    let text =
      common.json
      ? try JSONOutput.encode(quote)
      : QuoteTable.text(quote, words: try common.tableWords(in: language))
    return CommandOutput(text, note: note)
  }
}
