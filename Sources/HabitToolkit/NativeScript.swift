/// The check that a Japanese or Korean text is written in its own script,
/// not left in English: a default title "Regular deposit" shown in every
/// locale, a label never translated.
///
/// A form is reported when, outside its placeholders, it holds an English
/// phrase (two ASCII words in a row, such as `Regular deposit`) or an
/// ASCII word and no letter of its own script. Units and marks pass
/// (`km`, `km²`, `Lv{level}`), and so do the names a person types: an
/// option after `-` (`--previous`) and the command `gen`.
package enum NativeScript {
  /// The languages whose texts are checked.
  package static let languages: Set<Language> = [.japanese, .korean]

  /// The ASCII words a Japanese or Korean text may hold: names typed as
  /// they are.
  private static let names: Set<String> = ["gen", "svg", "json"]

  /// The quotation marks each language writes a name in, for a text that
  /// holds ASCII `"` instead: 「…」 in Japanese, “…” in Korean.
  package static let quotationMarks: [Language: String] = [.japanese: "「…」", .korean: "“…”"]

  /// Whether a Japanese or Korean text quotes with ASCII `"`, which neither
  /// writes (`"定期の積み立て"` for 「定期の積み立て」).
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package static func hasASCIIQuotes(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "\""))
  }

  /// The English words of a text that is not written in its language's
  /// script, if any.
  ///
  /// - Parameter text: A Japanese or Korean form of a content text.
  /// - Returns: The words, such as `Regular deposit`, or `nil`.
  /// - Complexity: O(*n*) in the length of the text.
  package static func englishWords(in text: String) -> String? {
    let (words, phrase, native) = survey(text)
    if let phrase { return phrase }
    guard !native, let word = words.first(where: { $0.count >= 3 }) else { return nil }
    return word
  }

  /// The ASCII words outside placeholders and options, the first run of
  /// two of them, and whether a letter of another script is there.
  private static func survey(_ text: String) -> (words: [String], phrase: String?, native: Bool) {
    var words: [String] = []
    var phrase: String?
    var native = false
    var word = ""
    var inPlaceholder = false
    var afterDash = false
    var previous: Character?
    // The words since the last character that is neither a letter nor a space.
    var run: [String] = []
    for character in text + "." {
      if character == "{" { inPlaceholder = true }
      let letter = character.isASCII && character.isLetter
      if letter, !inPlaceholder {
        if word.isEmpty { afterDash = previous == "-" }
        word.append(character)
      } else {
        if !word.isEmpty, !afterDash, !names.contains(word.lowercased()) {
          words.append(word)
          run.append(word)
          if phrase == nil, run.count >= 2, run.allSatisfy({ $0.count >= 2 }) {
            phrase = run.joined(separator: " ")
          }
        }
        word = ""
        if character != " " { run = [] }
        if !character.isASCII, character.isLetter, !inPlaceholder { native = true }
      }
      if character == "}" { inPlaceholder = false }
      previous = character
    }
    return (words, phrase, native)
  }
}
