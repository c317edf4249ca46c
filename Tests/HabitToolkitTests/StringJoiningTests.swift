import Testing

@testable import HabitToolkit

/// `String(joining:_:_:_:)` writes the four parts, byte for byte, whatever
/// their storage.
@Suite struct StringJoiningTests {
  @Test(
    arguments: [
      ("custom.", "run", ".", "daily", "custom.run.daily"),
      ("bedtime.", "2026-10-01", ".", "12", "bedtime.2026-10-01.12"),
      ("", "", "", "", ""),
      ("a", "", "", "b", "ab"),
      // Canonically equivalent texts stay as written.
      ("other.", "caf\u{E9}", ".", "cafe\u{301}", "other.caf\u{E9}.cafe\u{301}"),
      ("\u{212A}", "K", "\u{0}", "日本語のテキスト", "\u{212A}K\u{0}日本語のテキスト"),
    ])
  func joinsTheBytes(a: String, b: String, c: String, d: String, expected: String) {
    let joined = String(joining: a, b, c, d)
    #expect(Array(joined.utf8) == Array(expected.utf8))
  }

  /// Bridged and substring-backed texts (no contiguous UTF-8) join too.
  @Test func joinsTextsWithoutContiguousStorage() {
    let long = String(repeating: "x", count: 40)
    let parts = [long, String(long.dropFirst(3)), ".", String("abc".reversed())]
    let joined = String(joining: parts[0], parts[1], parts[2], parts[3])
    #expect(Array(joined.utf8) == Array(parts.joined().utf8))
    #expect(joined.utf8.count == 40 + 37 + 1 + 3)
  }
}
