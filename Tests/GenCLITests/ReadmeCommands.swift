import Foundation
import Testing

/// A `swift run gen` command printed in a Markdown file, and the output the
/// file shows for it, if any.
struct ReadmeCommand: Sendable, CustomTestStringConvertible {
  /// The line, counted from 1, where the command starts.
  let line: Int
  /// The arguments after `swift run gen`.
  let arguments: [String]
  /// The lines of the output block shown for the command, if there is one.
  let shownOutput: [String]?

  var testDescription: String {
    (["line \(line): gen"] + arguments).joined(separator: " ")
  }
}

/// Finds the `swift run gen` commands of a Markdown file and the output it
/// shows for each. The rules:
///
/// - Commands. In running text, a code span (one backtick on each side; it
///   may wrap onto the next lines of its paragraph, each line break read as
///   a space) whose text starts with `swift run gen` is one command. In a
///   code block (fenced, or indented by four spaces), a line that starts
///   with `swift run gen` after its indentation is one command; a line
///   ending in ` \` continues on the next, and ` #` starts a comment. A
///   mention that is not meant to run is written without `swift run`
///   (`gen plan`).
/// - Arguments are the command's words, split at spaces: no shell quoting,
///   pipes, redirection or variables, and no literal `...`. A command with
///   any of them is an error, so that every command runs as printed.
/// - Output. A fenced block without an info string (a bare ```` ``` ````)
///   right after a paragraph (only blank lines between them) is the output
///   of that paragraph's command. A paragraph with more than one command
///   before such a block is an error: which one it shows would be a guess.
/// - Cuts. In a shown output, a line that is only `...` (after its
///   indentation) stands for lines left out (see ``shows(_:matches:)``).
enum ReadmeCommands {
  /// What a file's commands must start with.
  static let prefix = "swift run gen"

  /// Why a Markdown file's commands cannot be read as printed.
  struct Problem: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "README line \(line): \(message)" }
  }

  /// The commands of a Markdown text, in the order they appear.
  ///
  /// - Parameter markdown: The file's text.
  /// - Returns: Each command with the output shown for it.
  /// - Throws: ``Problem`` for an unclosed fence, shell syntax or a literal
  ///   `...` in a command, or an output block that follows two commands.
  static func extract(from markdown: String) throws(Problem) -> [ReadmeCommand] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var commands: [ReadmeCommand] = []
    var paragraph: [(number: Int, text: String)] = []
    // The commands of the paragraph just ended, while only blank lines follow it.
    var paragraphCommands: [Int]?
    var index = 0

    func endParagraph() throws(Problem) {
      guard !paragraph.isEmpty else { return }
      let start = commands.count
      commands += try spanCommands(in: paragraph)
      paragraphCommands = Array(start..<commands.count)
      paragraph = []
    }

    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        try endParagraph()
        let opening = index + 1
        let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
        guard
          let closing = lines[(index + 1)...].firstIndex(where: {
            $0.trimmingCharacters(in: .whitespaces) == "```"
          })
        else { throw Problem(line: opening, message: "a code block that is never closed") }
        let body = Array(lines[(index + 1)..<closing])
        if info.isEmpty, let shownFor = paragraphCommands, !shownFor.isEmpty {
          guard shownFor.count == 1, let only = shownFor.first else {
            throw Problem(
              line: opening,
              message:
                "an output block after \(shownFor.count) commands; give each its own paragraph")
          }
          let command = commands[only]
          commands[only] = ReadmeCommand(
            line: command.line, arguments: command.arguments, shownOutput: body)
        } else {
          commands += try blockCommands(in: body, firstLine: index + 2)
        }
        paragraphCommands = nil
        index = closing + 1
      } else if trimmed.isEmpty {
        try endParagraph()
        index += 1
      } else if paragraph.isEmpty && line.hasPrefix("    ") {
        var end = index
        while end < lines.count
          && (lines[end].hasPrefix("    ")
            || lines[end].trimmingCharacters(in: .whitespaces).isEmpty)
        {
          end += 1
        }
        commands += try blockCommands(in: Array(lines[index..<end]), firstLine: index + 1)
        paragraphCommands = nil
        index = end
      } else {
        paragraphCommands = nil
        paragraph.append((index + 1, line))
        index += 1
      }
    }
    try endParagraph()
    return commands
  }

  /// Whether a shown output is what a command printed.
  ///
  /// The same lines, where each line that is only `...` stands for any
  /// number of lines left out. Without a cut at the start the output starts
  /// with the shown lines; without one at the end it ends with them.
  ///
  /// - Parameters:
  ///   - shown: The lines of the block in the file.
  ///   - output: What the command printed.
  /// - Returns: `true` when the output has every shown part, in order.
  static func shows(_ shown: [String], matches output: String) -> Bool {
    var printed = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if printed.last == "" { printed.removeLast() }
    let isCut = { (line: String) in line.trimmingCharacters(in: .whitespaces) == "..." }
    let parts = shown.split(omittingEmptySubsequences: false, whereSeparator: isCut).map(Array.init)
    let cutAtStart = shown.first.map(isCut) ?? false
    let cutAtEnd = shown.last.map(isCut) ?? false
    var position = 0
    for (number, part) in parts.enumerated() {
      let fromStart = number == 0 && !cutAtStart
      let toEnd = number == parts.count - 1 && !cutAtEnd
      let latest = printed.count - part.count
      let starts =
        toEnd ? [latest] : fromStart ? [0] : Array(stride(from: position, through: latest, by: 1))
      guard
        let start = starts.first(where: {
          $0 >= position && (!fromStart || $0 == 0) && $0 <= latest
            && printed[$0..<($0 + part.count)].elementsEqual(part)
        })
      else { return false }
      position = start + part.count
    }
    return true
  }

  /// The commands in the code spans of one paragraph.
  private static func spanCommands(
    in paragraph: [(number: Int, text: String)]
  ) throws(Problem) -> [ReadmeCommand] {
    var commands: [ReadmeCommand] = []
    var span: String?
    var spanLine = 0
    for (number, text) in paragraph {
      for character in text {
        if character == "`" {
          if let open = span {
            if open.hasPrefix(prefix + " ") || open == prefix {
              commands.append(try command(open, line: spanLine))
            }
            span = nil
          } else {
            span = ""
            spanLine = number
          }
        } else if span != nil {
          span?.append(character)
        }
      }
      span?.append(" ")
    }
    return commands
  }

  /// The commands on the lines of one code block.
  private static func blockCommands(
    in body: [String], firstLine: Int
  ) throws(Problem) -> [ReadmeCommand] {
    var commands: [ReadmeCommand] = []
    var index = 0
    while index < body.count {
      let start = index
      var text = body[index].trimmingCharacters(in: .whitespaces)
      index += 1
      guard text.hasPrefix(prefix + " ") || text == prefix else { continue }
      while text.hasSuffix(" \\"), index < body.count {
        text = String(text.dropLast()) + body[index].trimmingCharacters(in: .whitespaces)
        index += 1
      }
      if let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]) }
      commands.append(try command(text, line: firstLine + start))
    }
    return commands
  }

  /// One command's arguments after `swift run gen`.
  private static func command(_ text: String, line: Int) throws(Problem) -> ReadmeCommand {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let arguments = Array(words.dropFirst(3))
    if let word = arguments.first(where: { $0.contains("...") || $0.contains("…") }) {
      throw Problem(line: line, message: "\(word) in \"\(text)\"; write the whole command")
    }
    let shell = CharacterSet(charactersIn: "\"'|<>$;&*\\`()")
    if let word = arguments.first(where: { $0.rangeOfCharacter(from: shell) != nil }) {
      throw Problem(line: line, message: "shell syntax \(word) in \"\(text)\"; give plain words")
    }
    return ReadmeCommand(line: line, arguments: arguments, shownOutput: nil)
  }
}
