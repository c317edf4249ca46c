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

  @Test func longTextIsCut() {
    let long = String(repeating: "x", count: 10_000)
    #expect(DisplayText.escaped(long) == String(repeating: "x", count: 200) + "…")
    #expect(DisplayText.quoted("abcdef", limit: 3) == #""abc…""#)
    #expect(DisplayText.escaped("abc", limit: 3) == "abc")
  }
}
