import HabitRules

/// The focus sessions of `--sessions FILE|-` (`gen growth`, `review`,
/// `card session`, `card week`), with the demo rule applied: demo sessions
/// count only while the file has no real one.
///
/// - Parameters:
///   - path: The option's value, a path or `-`.
///   - environment: Where standard input and files are read.
/// - Returns: The sessions to count, whether they are demo, and the note
///   for demo sessions left out.
/// - Throws: An I/O error for a file that cannot be read, a data error
///   naming the session and field of a bad entry.
func readSessions(_ path: String, in environment: Environment) throws(CLIError)
  -> CountedRecords<FocusSession>
{
  let data = try environment.read(fileOption: "--sessions", path: path)
  let sessions: [FocusSession]
  do {
    sessions = try FocusSession.sessions(fromJSON: data)
  } catch {
    throw fileError("--sessions", path, error, whole: "sessions")
  }
  return CountedRecords(sessions, isDemo: \.demo, option: "--sessions", path: path)
}

extension Option {
  /// `--sessions FILE|-` (required): the focus sessions a command reads.
  ///
  /// - Parameters:
  ///   - keyPath: Where the path goes.
  ///   - command: The command whose reading the help names (`growth` for
  ///     `gen card session`); `nil` to give the sessions' fields.
  /// - Returns: The option.
  static func sessions(
    _ keyPath: WritableKeyPath<Options, String>, readAs command: String? = nil
  ) -> Option {
    let shape =
      command.map { "(as gen \($0) reads them)" }
      ?? "{\"id\", \"start\", \"minutes\", \"interrupted\", \"sceneId\"}"
    return Option.text(
      "--sessions", "FILE", keyPath,
      help: { _ in "JSON array of focus sessions \(shape), or - for standard input" }
    ).required("or - for standard input")
  }
}
