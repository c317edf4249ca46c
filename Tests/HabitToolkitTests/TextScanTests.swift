import Foundation
import Testing

@testable import HabitToolkit

/// The text scans of content checks agree with independent readings, over
/// random texts of braces, letters, spaces, combining marks, joiners,
/// conjoining jamo, CJK and emoji.
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

  /// `holdsPlaceholder` answers as Foundation's `range(of:)` finds the
  /// placeholder, over random texts.
  @Test(arguments: 0..<10)
  func holdsPlaceholderAgreesWithFoundation(seed: Int) {
    var random = SplitMix64(state: UInt64(seed) &+ 0xB4CE)
    // How often Foundation finds the placeholder, and how often it does
    // not although the bytes hold it (a mark after the `}`).
    var (held, hiddenByAMark) = (0, 0)
    for _ in 0..<500 {
      let text = Self.randomText(&random)
      for name in ["threshold", "K", "days"] {
        let foundation = text.range(of: "{\(name)}") != nil
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

  /// The edges of Foundation's answer: canonical equivalence counts, a
  /// mark that joins the `}` into another character hides the placeholder,
  /// a spacing mark or a joiner after it does not.
  @Test(arguments: [
    // text, name, holds
    ("Saved {threshold} km", "threshold", true), ("连续 {days} 天", "days", true),
    ("{\u{212A}} left", "K", true), ("{days}\u{301} more", "days", false),
    ("{days}\u{FE0F}", "days", false), ("{days}\u{20E3}", "days", false),
    ("{days}\u{B47}", "days", true), ("{days}\u{200D}", "days", true),
    ("\u{600}{days}", "days", true), ("e\u{301}{days}", "days", true),
    ("{da\u{AD}ys}", "days", false), ("{Days}", "days", false), ("{ days}", "days", false),
  ])
  func holdsPlaceholderAtTheEdges(text: String, name: String, holds: Bool) {
    #expect(ContentReport.holdsPlaceholder(name, in: text) == holds)
  }
}
