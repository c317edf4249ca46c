import Foundation
import HabitRules
import HabitToolkit

/// `gen breathe`: the patterns of `breathing.json` (`--list`), or the exact
/// timeline of a pattern (`gen breathe ID`) or of custom lengths
/// (`--phases 4,7,8`) for a number of cycles or minutes
/// (HabitRules.docc/Breathing.md).
struct BreatheCommand: GenCommand {
  static let name = "breathe"
  static let summary = "breathing patterns (--list) and the exact timeline of one: ID or --phases"

  var common = CommonOptions()
  /// The pattern's id: the first argument, or `--pattern`.
  var pattern: String?
  var phases: BreathingPattern?
  var cycles: Int?
  var minutes: Int?
  var list = false

  static var options: [Option<BreatheCommand>] {
    [
      Option.text(
        "--pattern", "ID", \.pattern,
        help: { content in
          "a pattern (also given alone: gen breathe 4-7-8): "
            + content.breathing.patterns.map(\.id).joined(separator: ", ")
        }),
      .custom(
        "--phases", "S,S[,S,S]", \.phases,
        help: { _ in
          "custom lengths in whole seconds 1-30: inhale,exhale / inhale,hold,exhale / "
            + "inhale,hold,exhale,hold after exhale"
        },
        parse: { text throws(CLIError) in
          do throws(InputError) {
            return try BreathingPattern(parsing: text)
          } catch {
            throw .usage("invalid --phases value \(quoted(text)): \(error.description)")
          }
        }),
      .value(
        "--cycles", "N", expected: "a whole number 1-\(BreathingTimeline.maximumCycles)",
        \.cycles, help: { _ in "how many cycles (default: the pattern's own)" },
        parse: OptionValues.count(in: 1...BreathingTimeline.maximumCycles)),
      .value(
        "--minutes", "M", expected: "a whole number 1-120", \.minutes,
        help: { _ in "at least this long, in whole cycles (instead of --cycles)" },
        parse: OptionValues.count(in: BreathingTimeline.minutesRange)),
      .flag("--list", \.list) { content in
        "list the \(content.breathing.patterns.count) patterns with their phases"
      },
    ]
  }

  func validate() throws(CLIError) {
    if list {
      if pattern != nil || phases != nil || cycles != nil || minutes != nil {
        throw .usage("--list takes no pattern, --phases, --cycles or --minutes")
      }
      return
    }
    switch (pattern, phases) {
    case (nil, nil): throw .usage("gen breathe needs a pattern ID, --phases S,S,S or --list")
    case (.some, .some): throw .usage("give a pattern ID or --phases, not both")
    default: break
    }
    if cycles != nil, minutes != nil { throw .usage("give --cycles or --minutes, not both") }
    if phases != nil, cycles == nil, minutes == nil {
      throw .usage("--phases needs --cycles N or --minutes M")
    }
  }

  func run(in environment: Environment) throws(CLIError) -> CommandOutput {
    let content = try common.part(BreathingContent.self)
    let (language, note) = common.language(among: content.languages)
    let words = try common.tableWords(in: language)
    if list {
      let entries = content.patterns.map { BreathingListEntry($0, language: language) }
      let text =
        common.json
        ? try JSONOutput.encode(entries)
        : BreatheTable.listing(content.patterns, words: words, language: language)
      return CommandOutput(text, note: note)
    }
    let chosen = try self.chosen(in: content)
    let timeline: BreathingTimeline
    do throws(InputError) {
      if let minutes {
        timeline = try BreathingTimeline(chosen, minutes: minutes)
      } else {
        timeline = try BreathingTimeline(chosen, cycles: cycles ?? chosen.defaultCycles)
      }
    } catch {
      throw .usage(error.description)
    }
    let text =
      common.json
      ? try JSONOutput.encode(timeline)
      : BreatheTable.timeline(timeline, of: chosen, words: words, language: language)
    return CommandOutput(text, note: note)
  }

  private func chosen(in content: BreathingContent) throws(CLIError) -> BreathingPattern {
    if let phases { return phases }
    let id = pattern ?? ""
    guard let found = content.pattern(id: id) else {
      let ids = content.patterns.map(\.id)
      throw .usage(
        "unknown pattern \(quoted(id)); use \(ids.joined(separator: ", ")) or --phases"
          + didYouMean(closestMatch(to: id, among: ids)))
    }
    return found
  }
}

/// A pattern as `gen breathe --list --json` prints it.
struct BreathingListEntry: Encodable {
  let id: String
  let name: String
  let phases: [BreathPhase]
  let defaultCycles: Int
  let cycleMs: Int

  init(_ pattern: BreathingPattern, language: Language) {
    id = pattern.id
    name = pattern.name?.string(in: language) ?? pattern.id
    phases = pattern.phases
    defaultCycles = pattern.defaultCycles
    cycleMs = pattern.cycleMs
  }
}

extension CommandEntry {
  /// A command whose argument given alone, wherever it stands, is the
  /// value of `option`: `gen breathe box`, `gen breathe --locale en box`
  /// and `gen breathe --pattern box` are one command.
  init<Command: GenCommand>(_ command: Command.Type, leadingValueOf option: String) {
    name = Command.name
    summary = Command.summary
    help = { Help.text(for: Command.self) }
    execute = { arguments, environment throws(CLIError) in
      var arguments = arguments
      if let index = Self.loneArgument(in: arguments, options: Command.allOptions) {
        arguments.insert(option, at: index)
      }
      switch try ArgumentParser.parse(arguments, as: Command.self) {
      case .help: return CommandOutput(Help.text(for: Command.self))
      case .run(let options): return try options.run(in: environment)
      }
    }
  }

  /// The index of the first argument that is neither an option nor the
  /// value an option before it takes (`--cycles 2`); `nil` when there is
  /// none.
  static func loneArgument<Command>(in arguments: [String], options: [Option<Command>]) -> Int? {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      guard argument.hasPrefix("-"), argument != "-" else { return index }
      let takesValue =
        !argument.contains("=")
        && options.first(where: { $0.name == argument })?.valueName != nil
      index += takesValue ? 2 : 1
    }
    return nil
  }
}
