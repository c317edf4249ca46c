/// What a command prints: its output, and notes for standard error that do
/// not make the run fail (exit 0).
struct CommandOutput {
  /// What goes to standard output.
  var text: String
  /// Each becomes one `gen: note: ...` line on standard error.
  var notes: [String]

  /// Output, with a note when there is one.
  init(_ text: String, note: String? = nil) {
    self.text = text
    notes = note.map { [$0] } ?? []
  }

  /// Output with any number of notes.
  init(_ text: String, notes: [String]) {
    self.text = text
    self.notes = notes
  }
}
