import Foundation
import HabitRules

// Load the content that ships inside the library and print one sentence in
// each language: proof that the dependency brings its content along.
do {
  let content = try HabitContent.bundled()
  for language in Language.required {
    let sentence = content.advice[.streakSteady].string(in: language, count: 12)
    print("\(language): \(sentence.replacingOccurrences(of: "{days}", with: "12"))")
  }
} catch {
  print("HabitRules content failed to load: \(error)")
  exit(1)
}
