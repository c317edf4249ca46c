import Foundation

extension ContentReport {
  /// Checks that each form of a text writes each of its placeholders once.
  ///
  /// A range template with `{year}` twice prints the same year twice
  /// ("Nov 16, 2026 – Nov 22, 2026"), which a range writes once
  /// (HabitRules.docc/ReviewAndCards.md). A text check (``checksTexts``).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - path: Its JSON path.
  ///   - placeholders: The placeholders that may appear once each.
  /// - Complexity: O(*n* × *p*) in the length of the forms and the
  ///   number of placeholders.
  package mutating func checkOnce(
    _ text: LocalizedText, at path: String, placeholders: Set<String>
  ) {
    guard checksTexts else { return }
    for (language, forms) in text.forms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      for form in forms.all {
        for name in placeholders.sorted() where Self.occurrences(of: "{\(name)}", in: form) > 1 {
          add(
            "\(path).\(language)",
            "{\(name)} appears more than once; a range writes each part of its dates once")
        }
      }
    }
  }

  private static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
