import Testing

@testable import HabitToolkit

/// Issue #38: validate names a Japanese text set in half-width punctuation
/// or spelling a word otherwise than the rest of the content, and passes
/// Japanese punctuation, placeholders and the spellings the content uses.
@Suite struct JapaneseStyleTests {
  @Test(arguments: [
    ("レベル{level} · {title}", #"the half-width "·" (write "・")"#),
    ("{tier}(休止中)", #"the half-width "(" (write "（")"#),
    ("4-7-8呼吸 4-7-8)", #"the half-width ")" (write "）")"#),
    (
      "1週目のふり返り",
      #"the spelling "ふり返" (write "ふりかえ", as the rest of the content does)"#
    ),
    (
      "岬に立って振り返ると", #"the spelling "振り返" (write "ふりかえ", as the rest of the content does)"#
    ),
    ("5回くり返します", #"the spelling "くり返" (write "繰り返", as the rest of the content does)"#),
    ("足あとの広さ", #"the spelling "足あと" (write "あしあと", as the rest of the content does)"#),
    ("今日はもう十分働きました", #"the spelling "十分" (write "じゅうぶん", as the rest of the content does)"#),
  ])
  func otherStyleIsNamed(text: String, problem: String) {
    #expect(JapaneseStyle.problem(in: text) == problem)
  }

  @Test(arguments: [
    "レベル{level}・{title}", "{name}（{id}）", "1週目のふりかえり", "毎日 {time}に繰り返し", "世界のあしあと",
    "5分からでじゅうぶんです", "ヴィム・ホフ呼吸", "{period}", "01:30", "--previous がないと分かりません",
  ])
  func japaneseStylePasses(text: String) {
    #expect(JapaneseStyle.problem(in: text) == nil)
  }
}
