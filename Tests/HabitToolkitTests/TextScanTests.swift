import Foundation
import Testing

@testable import HabitToolkit

/// The byte scans of content checks agree with the straightforward
/// readings they replace, over random texts of braces, letters, spaces,
/// combining marks, joiners, conjoining jamo, CJK and emoji.
@Suite struct TextScanTests {
  static let pieces: [String] = [
    "{", "}", "threshold", "thres", "hold", "K", "\u{212A}", "days", " ", "\t", "1", "_", "a",
    "\u{301}", "e\u{301}", "\u{E9}", "\u{20E3}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}", "🙂",
    "中", "日", "の", "\u{3099}", "か", "が", "한", "\u{1112}\u{1161}", "\u{11AB}", "\u{302A}",
    "。", "，", "\u{FF5B}", "\u{2000}", "\u{2002}", "\u{2019}", "\u{600}", "\u{AD}", "\u{903}",
    "\u{0B47}", "\u{0B3E}", "\u{0CD5}", "{threshold}", "{K}", "{\u{212A}}", "{days}",
  ]

  static func randomText(_ random: inout SplitMix64) -> String {
    (0..<random.next(in: 0...10)).map { _ in pieces[random.next(in: 0...(pieces.count - 1))] }
      .joined()
  }

  /// Placeholder names the plain way: pair each `}` with the latest `{`
  /// by `String.Index`, keep names of ASCII letters only.
  static func referenceNames(_ text: String) -> [String] {
    var names: [String] = []
    var open: String.Index?
    for index in text.utf8.indices {
      switch text.utf8[index] {
      case UInt8(ascii: "{"): open = index
      case UInt8(ascii: "}"):
        if let start = open {
          let name = text[text.utf8.index(after: start)..<index]
          if !name.isEmpty,
            name.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
          {
            names.append(String(name))
          }
        }
        open = nil
      default: break
      }
    }
    return names
  }

  @Test(arguments: 0..<10)
  func surveyAgreesWithThePlainReading(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &+ 0x5A7E)
    for _ in 0..<500 {
      let text = Self.randomText(&random)
      let names = Self.referenceNames(text)
      let braces = text.utf8.count { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
      let blank = text.utf8.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
      let expected = Placeholders.Survey(isBlank: blank, braces: braces, names: names)
      #expect(Placeholders.survey(text) == expected, "\(text.unicodeScalars.map(\.value))")
      #expect(
        Placeholders.survey(text).hasStrayBraces == (braces != 0 && braces != 2 * names.count))
    }
  }

  @Test(arguments: 0..<10)
  func holdsPlaceholderAgreesWithFoundation(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &+ 0xB4CE)
    // How often Foundation finds the placeholder, and how often it does
    // not although the bytes hold it (a mark after the `}`).
    var (held, hiddenByAMark) = (0, 0)
    for _ in 0..<500 {
      let text = Self.randomText(&random)
      for name in ["threshold", "K", "days"] {
        let foundation = text.contains("{\(name)}")
        #expect(
          ContentReport.holdsPlaceholder(name, in: text) == foundation,
          "\(name) in \(text.unicodeScalars.map(\.value))")
        if foundation { held += 1 }
        if !foundation, text.utf8.firstRange(of: "{\(name)}".utf8) != nil { hiddenByAMark += 1 }
      }
    }
    #expect(held > 50)
    #expect(hiddenByAMark > 5)
  }

  /// Two texts whose leads (stable first scalars before a stable scalar)
  /// differ are never `==`, and the lead is the text's first scalar.
  @Test(arguments: 0..<10)
  func textsWithDifferentLeadsAreNotEqual(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &+ 0x57AB)
    var differentLeads = 0
    for _ in 0..<2000 {
      var first = Self.randomText(&random)
      var second = Self.randomText(&random)
      let leads = (first.withUTF8(StableScalars.lead), second.withUTF8(StableScalars.lead))
      if let lead = leads.0 { #expect(first.unicodeScalars.first?.value == lead) }
      // The text's NFC and NFD forms are `==` to it: no lead may differ.
      var forms = [
        first, first.precomposedStringWithCanonicalMapping,
        first.decomposedStringWithCanonicalMapping,
      ]
      let formLeads = forms.indices.map { forms[$0].withUTF8(StableScalars.lead) }
      #expect(Set(formLeads.compactMap { $0 }).count <= 1, "\(first.unicodeScalars.map(\.value))")
      guard let one = leads.0, let other = leads.1, one != other else { continue }
      differentLeads += 1
      #expect(
        first != second,
        "\(first.unicodeScalars.map(\.value)) \(second.unicodeScalars.map(\.value))")
    }
    #expect(differentLeads > 200)
  }

  /// Canonically equivalent texts that start differently have no lead on
  /// at least one side.
  @Test(arguments: [
    // text, an equivalent text
    ("\u{E9}t\u{E9}", "e\u{301}t\u{E9}"), ("\u{AC00}", "\u{1100}\u{1161}"),
    ("\u{304C}", "\u{304B}\u{3099}"), ("\u{2000}x", "\u{2002}x"), ("\u{212B}", "\u{C5}"),
    ("\u{AC00}\u{11A8}", "\u{AC01}"),
  ])
  func equivalentTextsNeverHaveDifferentLeads(text: String, equivalent: String) {
    var (text, equivalent) = (text, equivalent)
    #expect(text == equivalent)
    let leads = (text.withUTF8(StableScalars.lead), equivalent.withUTF8(StableScalars.lead))
    #expect(leads.0 == nil || leads.1 == nil || leads.0 == leads.1, "\(leads)")
  }

  @Test(arguments: 0..<10)
  func scalarCountIsTheScalarViewsCount(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &+ 0x5CA1)
    for _ in 0..<500 {
      let text = Self.randomText(&random)
      #expect(ContentReport.scalarCount(text) == text.unicodeScalars.count, "\(text)")
    }
  }

  /// The word-at-a-time control pre-check never says "none" for a text
  /// with a control character, wherever it stands in the words.
  @Test(arguments: 0..<10)
  func controlPreCheckMissesNoControl(seed: Int) {
    let pieces =
      Self.pieces + [
        "\u{0}", "\n", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "·", "abcdefg", "中文字",
      ]
    var random = SplitMix64(state: UInt64(seed) &+ 0xC0C0)
    var (withControl, skipped) = (0, 0)
    for _ in 0..<2000 {
      let text = (0..<random.next(in: 0...12)).map { _ in
        pieces[random.next(in: 0...(pieces.count - 1))]
      }.joined()
      let hasControl = text.unicodeScalars.contains(where: DisplayText.isControl)
      if hasControl {
        withControl += 1
        #expect(ContentReport.mayHoldControls(text), "\(text.unicodeScalars.map(\.value))")
      }
      if !ContentReport.mayHoldControls(text) { skipped += 1 }
    }
    #expect(withControl > 200)
    #expect(skipped > 200)
  }

  @Test(arguments: [
    // text, every scalar stable
    ("Saved 20,000 in total.", true), ("今晚早点睡，明天见。", true), ("もう寝ましょう。", true),
    ("오늘도 수고했어요.", true), ("Café “quoted” — done…", true), ("e\u{301}", false),
    ("\u{1112}\u{1161}", false), ("か\u{3099}", false), ("🙂", false), ("\u{2000}", false),
  ])
  func stableScalarsCoverContentScripts(text: String, stable: Bool) {
    #expect(text.unicodeScalars.allSatisfy { StableScalars.contains($0.value) } == stable)
  }
}
