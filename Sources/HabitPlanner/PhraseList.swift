import HabitToolkit

/// Phrases per language, found in a text by comparing UTF-8 bytes with
/// ASCII letters lowercased and the curly apostrophe read as `'` (loading
/// reads every message, so this stays off Foundation's string search).
struct PhraseList: Sendable {
  /// The phrases as lowercase UTF-8 bytes.
  private let phrases: [Language: [[UInt8]]]

  /// A list of lowercase phrases per language.
  init(_ phrases: [Language: [String]]) {
    self.phrases = phrases.mapValues { $0.map { Array($0.utf8) } }
  }

  /// The first phrase of `language` the text contains, if any.
  func first(in text: String, language: Language) -> String? {
    let folded = Self.fold(text)
    return phrases[language]?.first { Self.contains(folded, $0) }
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The text's UTF-8 bytes with ASCII letters lowercased and U+2019 as `'`.
  static func fold(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    var folded: [UInt8] = []
    folded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x99 {
        folded.append(UInt8(ascii: "'"))
        index += 3
        continue
      }
      folded.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
      index += 1
    }
    return folded
  }

  private static func contains(_ bytes: [UInt8], _ phrase: [UInt8]) -> Bool {
    guard !phrase.isEmpty, phrase.count <= bytes.count else { return phrase.isEmpty }
    for start in 0...(bytes.count - phrase.count) where bytes[start] == phrase[0] {
      if bytes[start..<(start + phrase.count)].elementsEqual(phrase) { return true }
    }
    return false
  }
}
