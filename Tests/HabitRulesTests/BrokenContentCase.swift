import HabitTestSupport
import HabitToolkit
import Testing

/// The bundled content with one small edit, and every problem loading it
/// must report, in order.
struct BrokenContentCase: Sendable, CustomTestStringConvertible {
  let id: String
  let patches: [ContentPatch]
  let problems: [ContentProblem]

  init(_ id: String, _ patch: ContentPatch, _ problems: [ContentProblem]) {
    self.id = id
    self.patches = [patch]
    self.problems = problems
  }

  init(_ id: String, _ patches: [ContentPatch], _ problems: [ContentProblem]) {
    self.id = id
    self.patches = patches
    self.problems = problems
  }

  var testDescription: String { id }
}

/// A problem in the order the case table reads: file, JSON path, message.
func problem(_ file: String, _ path: String, _ message: String) -> ContentProblem {
  ContentProblem(file: file, path: path, message: message)
}
