import HabitToolkit
import Testing

@testable import HabitPlanner

/// The claim check finds what a reference search finds: each phrase list
/// searched with `firstRange(of:)`, phrase by phrase, and English words
/// split apart, over random texts made of the phrases, their pieces, other
/// casing, the curly apostrophe and other scripts.
@Suite struct MessageClaimsTests {
  /// The text folded by hand: ASCII lowercased, U+2019 read as `'`.
  static func referenceFold(_ text: String) -> [UInt8] {
    Array(
      text.replacing("\u{2019}", with: "'").utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    )
  }

  /// The first phrase of a list (in list order) the folded text holds.
  static func referenceFirst(
    _ phrases: [Language: [String]], _ folded: [UInt8], _ language: Language
  )
    -> String?
  {
    phrases[language]?.first { folded.firstRange(of: Array($0.utf8)) != nil }
  }

  /// `last`/`final` and a noun within the next two words, by splitting.
  static func referenceEnglish(_ folded: [UInt8]) -> String? {
    let words = folded.split { !((0x61...0x7A).contains($0) || $0 == UInt8(ascii: "'")) }
      .map { String(decoding: $0, as: UTF8.self) }
    let ordinals = PositionClaims.englishOrdinals.map { String(decoding: $0, as: UTF8.self) }
    let nouns = PositionClaims.englishNouns.map { String(decoding: $0, as: UTF8.self) }
    for index in words.indices where ordinals.contains(words[index]) {
      for next in (index + 1)..<min(index + 3, words.count) where nouns.contains(words[next]) {
        return words[index...next].joined(separator: " ")
      }
    }
    return nil
  }

  static func reference(_ text: String, _ language: Language) -> (String?, String?) {
    let folded = referenceFold(text)
    var position = referenceFirst(PositionClaims.phrases, folded, language)
    if position == nil, language == .english { position = referenceEnglish(folded) }
    return (position, referenceFirst(TimeClaims.phrases, folded, language))
  }

  @Test(arguments: 0..<20)
  func agreesWithAPlainSearch(seed: Int) {
    let phrases =
      (PositionClaims.phrases.values.flatMap { $0 }
        + TimeClaims.phrases.values.flatMap { $0 })
    // Phrases, their halves (by Character), and words around them.
    var pieces =
      phrases + phrases.map { String($0.prefix($0.count / 2 + 1)) }
      + phrases.map { String($0.suffix($0.count / 2)) }
    pieces += [
      " ", ", ", "'", "\u{2019}", "LAST", "Final", "last", "final", "call", "One", "gentle",
      "boss", "night", "It", "S", "won", "T", "remind", "e\u{301}", "中", "の", "요", "\u{2019}s",
      "a", "1", "\u{E9}", "Ｌ", "🙂",
    ]
    let languages = Language.required + [Language(rawValue: "fr")]
    var random = SplitMix64(state: UInt64(seed) &+ 0xC1A1)
    var mismatches: [String] = []
    for _ in 0..<400 {
      let text = (0..<random.next(in: 0...8)).map { _ in
        pieces[random.next(in: 0...(pieces.count - 1))]
      }.joined()
      for language in languages {
        let found = MessageClaims.claims(in: PhraseList.fold(text), language: language)
        let expected = Self.reference(text, language)
        if found.position != expected.0 || found.time != expected.1 {
          mismatches.append("\(language) \(text): \(found) != \(expected)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// A problem per form that claims a position, in language order, then
  /// one per form that says the time.
  @Test func checkReportsPositionsThenTimes() {
    let text = LocalizedText(forms: [
      .simplifiedChinese: .init(other: "最后一次：夜深了"),
      .english: .init(one: "Last call, it's late", other: "It is late"),
      .japanese: .init(other: "もう遅い時間"),
      .korean: .init(other: "마지막"),
    ])
    var report = ContentReport(file: "messages.json")
    MessageClaims.check(text, at: "messages[0].text", report: &report)
    let place =
      "claims a place in the night; any message can be followed by more "
      + "reminders of its level, so write one that holds anywhere (see docs/content.md)"
    let time =
      "says what time it is, but a level's messages can come at any hour of "
      + "the window (it follows the window and the intensity); write it without the time "
      + "(see docs/content.md)"
    #expect(
      report.problems.map { "\($0.path): \($0.message)" } == [
        "messages[0].text.zh-Hans: \"最后一次\" \(place)",
        "messages[0].text.en: \"last call\" \(place)",
        "messages[0].text.ko: \"마지막\" \(place)",
        "messages[0].text.zh-Hans: \"夜深\" \(time)",
        "messages[0].text.en: \"it's late\" \(time)",
        "messages[0].text.en: \"it is late\" \(time)",
        "messages[0].text.ja: \"遅い時間\" \(time)",
      ])
  }
}
