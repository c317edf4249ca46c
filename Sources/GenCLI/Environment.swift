import Foundation
import HabitRules

/// What a command may read from the world, passed in so that every run can
/// be reproduced in a test.
public struct Environment: Sendable {
  /// The moment used when `--now` is not given.
  public var now: Date
  /// The zone used when `--tz` is not given, read only when needed (the
  /// system zone costs a lookup at start-up).
  public var timeZone: @Sendable () -> TimeZone
  /// Reads all of standard input, for a file argument of `-`.
  public var readStandardInput: @Sendable () -> Data

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - now: The current moment.
  ///   - timeZone: Returns the system time zone.
  ///   - readStandardInput: Reads standard input to its end.
  public init(
    now: Date, timeZone: @escaping @Sendable () -> TimeZone,
    readStandardInput: @escaping @Sendable () -> Data = { Data() }
  ) {
    self.now = now
    self.timeZone = timeZone
    self.readStandardInput = readStandardInput
  }
}

/// What a command runs with: its parsed options and the environment.
struct CommandContext: Sendable {
  let arguments: ParsedArguments
  let environment: Environment

  /// Whether `--json` was given.
  var wantsJSON: Bool { arguments.has("--json") }

  /// The language of `--locale`, resolved to a supported one.
  var language: Language {
    arguments["--locale"].map { Language.resolve($0) } ?? .source
  }

  /// The content of `--content DIR`, or the bundled default.
  ///
  /// - Throws: A data error listing every content problem, one per line.
  func content() throws(CLIError) -> HabitContent {
    let source = try contentSource()
    do throws(ContentError) {
      return arguments["--content"] == nil
        ? try HabitContent.bundled() : try HabitContent.load(from: source)
    } catch {
      throw .data(error.description)
    }
  }

  /// Where content comes from: `--content DIR`, or the bundled default.
  ///
  /// - Throws: A data error when the directory does not exist.
  func contentSource() throws(CLIError) -> ContentSource {
    guard let directory = arguments["--content"] else { return .bundled }
    do {
      return try .directory(URL(fileURLWithPath: directory))
    } catch {
      throw .data(error.description)
    }
  }

  /// The planner's content alone (`planner.json`, `messages.json`) from
  /// `--content DIR` or the bundled default: `gen plan` starts faster
  /// without reading the other files.
  ///
  /// - Throws: A data error listing every problem of those files.
  func plannerContent() throws(CLIError) -> (rules: PlannerRules, messages: BedtimeMessages) {
    let source = try contentSource()
    var problems: [ContentProblem] = []
    let rules = source.part(PlannerRules.fileName, problems: &problems, PlannerRules.read)
    let messages = source.part(
      BedtimeMessages.fileName, problems: &problems, BedtimeMessages.read)
    guard problems.isEmpty, let rules, let messages else {
      throw .data(ContentError(problems: problems).description)
    }
    return (rules, messages)
  }

  /// The bytes of a file argument; `-` reads standard input.
  ///
  /// - Throws: A data error naming the option and the path.
  func read(fileOption option: String, path: String) throws(CLIError) -> Data {
    if path == "-" { return environment.readStandardInput() }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .data("cannot read \(option) file \"\(path)\": not found or not readable")
    }
    return data
  }
}
