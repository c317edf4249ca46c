import Foundation
import HabitRules

extension Command {
  /// `gen validate`: loads and checks every content file.
  static let validate = Command(
    name: "validate",
    summary: "check every content file and report all problems at once",
    options: []
  ) { context throws(CLIError) in
    let content = try context.content()
    let source = context.arguments["--content"] ?? "bundled content"
    if context.wantsJSON {
      let files = content.summary.map { ValidationReport.File(name: $0.file, holds: $0.holds) }
      return try JSONOutput.encode(ValidationReport(source: source, files: files))
    }
    let width = content.summary.map(\.file.count).max() ?? 0
    let lines = content.summary.map {
      "  \($0.file.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.holds)"
    }
    let languages = Language.required.map(\.rawValue).joined(separator: ", ")
    return """
      \(source): \(content.summary.count) \(content.summary.count == 1 ? "file" : "files") valid, \
      every text in \(languages)
      \(lines.joined(separator: "\n"))

      """
  }
}

/// The JSON `gen validate --json` prints on success.
struct ValidationReport: Encodable {
  struct File: Encodable {
    let name: String
    let holds: String
  }
  let source: String
  let files: [File]
}
