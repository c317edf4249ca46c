import HabitToolkit

/// Two lists of phrases per language, found in a text by comparing UTF-8
/// bytes with ASCII letters lowercased and the curly apostrophe read as `'`
/// (``fold(_:)``).
///
/// Bytes, not `String` search: a phrase is found wherever its bytes are,
/// also before a combining mark that makes another `Character` of its last
/// letter.
struct PhraseList: Sendable {
  /// Each language's two lists, each phrase as its UTF-8 bytes, in list
  /// order; empty phrases left out.
  private let phrases: [Language: (first: [[UInt8]], second: [[UInt8]])]

  /// Two lists of lowercase phrases per language; ``first(in:language:)``
  /// answers for each.
  init(_ first: [Language: [String]], _ second: [Language: [String]]) {
    func bytes(_ list: [String]?) -> [[UInt8]] {
      (list ?? []).filter { !$0.isEmpty }.map { Array($0.utf8) }
    }
    var phrases: [Language: (first: [[UInt8]], second: [[UInt8]])] = [:]
    for language in Set(first.keys).union(second.keys) {
      phrases[language] = (bytes(first[language]), bytes(second[language]))
    }
    self.phrases = phrases
  }

  /// For each list, the first of its phrases of `language` (in list order)
  /// that the folded text contains, if any.
  ///
  /// - Parameters:
  ///   - folded: A text as ``fold(_:)`` returns it.
  ///   - language: The text's language.
  /// - Returns: The phrase of each list, `nil` where the text holds none of
  ///   its phrases.
  /// - Complexity: O(*n* × *p*) for a text of *n* bytes and *p* phrases.
  func first(in folded: [UInt8], language: Language) -> (String?, String?) {
    guard let lists = phrases[language] else { return (nil, nil) }
    func firstFound(_ list: [[UInt8]]) -> String? {
      list.first { Self.contains(folded, $0) }.map { String(decoding: $0, as: UTF8.self) }
    }
    return (firstFound(lists.first), firstFound(lists.second))
  }

  /// Whether `folded` holds `phrase`'s bytes: compared from each byte equal
  /// to the phrase's first.
  ///
  /// Not `folded.firstRange(of: phrase)`: on a byte array that resolves to
  /// Foundation's `DataProtocol` search, and `content.directory` (target 20 ms)
  /// took 62 ms with it, 13 ms with this loop on the same loaded machine.
  private static func contains(_ folded: [UInt8], _ phrase: [UInt8]) -> Bool {
    guard let first = phrase.first, phrase.count <= folded.count else { return false }
    for start in 0...(folded.count - phrase.count) where folded[start] == first {
      if folded[start..<(start + phrase.count)].elementsEqual(phrase) { return true }
    }
    return false
  }

  /// The text's UTF-8 bytes with ASCII letters lowercased and U+2019 as `'`.
  static func fold(_ text: String) -> [UInt8] {
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{2019}": folded.append(UInt8(ascii: "'"))
      case "A"..."Z": folded.append(UInt8(ascii: scalar) | 0x20)
      default: folded += scalar.utf8
      }
    }
    return folded
  }
}
