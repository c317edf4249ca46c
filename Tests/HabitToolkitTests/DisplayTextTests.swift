import Testing

@testable import HabitToolkit

/// Text from input printed on one line: the one escape every message and
/// table uses.
@Suite struct DisplayTextTests {
  @Test(arguments: [
    // text, quoted
    ("plain", #""plain""#),
    ("a\nb", #""a\nb""#),
    ("tab\there\r", #""tab\there\r""#),
    ("\u{1B}]0;title\u{07}", #""\u001B]0;title\u0007""#),
    ("nul\u{0}", #""nul\u0000""#),
    ("c1 \u{85} \u{9F}", #""c1 \u0085 \u009F""#),
    (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
    ("café 中文 🌙", #""café 中文 🌙""#),
  ])
  func quotedKeepsOneLine(text: String, quoted: String) {
    #expect(DisplayText.quoted(text) == quoted)
    #expect(!DisplayText.quoted(text).unicodeScalars.contains(where: DisplayText.isControl))
  }

  @Test(
    arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] as [UInt32])
  func bidiControlsAreEscaped(code: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(code))
    let text = "evil" + String(Character(scalar)) + "txt"
    let hex = String(code, radix: 16, uppercase: true)
    #expect(DisplayText.escaped(text) == "evil\\u\(hex)txt")
    #expect(DisplayText.quoted(text) == "\"evil\\u\(hex)txt\"")
    #expect(DisplayText.isBidiControl(scalar))
  }

  @Test(arguments: [0x2029, 0x202F, 0x2065, 0x206A, 0x200F, 0x061C] as [UInt32])
  func neighboursAreNotBidiControls(code: UInt32) throws {
    // The ranges are exactly U+202A-U+202E and U+2066-U+2069.
    let scalar = try #require(Unicode.Scalar(code))
    #expect(!DisplayText.isBidiControl(scalar))
  }

  /// A line counts what it prints: escapes expand before the cut.
  @Test(arguments: [1, 2, 5, 6, 7, 50, 995])
  func aLineStaysWithinItsLimitAfterEscapes(limit: Int) {
    for text in [
      String(repeating: "\u{1B}", count: 2_000), String(repeating: "a\n", count: 2_000),
      String(repeating: "中", count: 2_000), String(repeating: "\u{202E}x", count: 2_000),
    ] {
      let line = DisplayText.line(text, limit: limit)
      #expect(line.unicodeScalars.count <= limit)
      #expect(line.hasSuffix("…"))
      #expect(
        !line.unicodeScalars.contains { DisplayText.isControl($0) || DisplayText.isBidiControl($0) }
      )
    }
    #expect(DisplayText.line("short", limit: 995) == "short")
  }

  @Test func longTextIsCut() {
    let long = String(repeating: "x", count: 10_000)
    #expect(DisplayText.escaped(long) == String(repeating: "x", count: 200) + "…")
    #expect(DisplayText.quoted("abcdef", limit: 3) == #""abc…""#)
    #expect(DisplayText.escaped("abc", limit: 3) == "abc")
  }
}
