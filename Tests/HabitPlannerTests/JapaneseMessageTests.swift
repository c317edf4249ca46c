import HabitRules
import Testing

@testable import HabitPlanner

/// Issue #24: the Japanese bedtime messages read as a careful native
/// writer would write them.
///
/// Japanese leaves the person unnamed (あなた in a notification
/// reads as a translation), uses ましょう sparingly (26 bodies and two
/// titles said it), and a level's title shares no word with the bodies shown
/// under it (さあ、寝ましょう！ above もう寝ましょう).
@Suite struct JapaneseMessageTests {
  static let messages = Result { try HabitContent.bundled().messages }

  /// The titles, and the words of each that no body of its level repeats.
  static let titles: [(level: Int, title: String, words: [String])] = [
    (1, "のんびりリラックス", ["のんびり", "リラックス"]),
    (2, "支度を始めませんか", ["支度", "始め"]),
    (3, "まだ起きてますか？", ["起き", "まだ"]),
    (4, "そろそろ消灯です", ["そろそろ", "消灯"]),
    (5, "ただちに就寝！", ["ただちに", "就寝"]),
  ]

  @Test(arguments: titles)
  func aTitleRepeatsNoWordOfItsBodies(level: Int, title: String, words: [String]) throws {
    let messages = try Self.messages.get()
    #expect(messages.titles[level - 1].string(in: .japanese) == title)
    for message in messages.levels[level - 1] {
      let body = message.text.string(in: .japanese)
      for word in words {
        #expect(!body.contains(word), "\(message.id): \(body) repeats \(word) of \(title)")
      }
    }
  }

  /// Issue #38: the charger message says whose turn to rest comes next,
  /// without naming the person (次に休む番が来るのも left it open).
  @Test func chargerMessageSaysWhoseTurn() throws {
    let messages = try Self.messages.get()
    let charger = messages.all.first { $0.id == "l1-charger" }
    #expect(
      charger?.text.string(in: .japanese) == "スマホは充電器でひと休み。自分が休む番も、もうすぐです。")
  }

  @Test func noBodySaysあなたAndFewSayましょう() throws {
    let messages = try Self.messages.get()
    let bodies = messages.all.map { ($0.id, $0.text.string(in: .japanese)) }
    #expect(bodies.filter { $0.1.contains("あなた") }.map(\.0) == [])
    #expect(
      bodies.filter { $0.1.contains("ましょう") }.map(\.0)
        == ["l2-close-laptop", "l2-do-not-disturb", "l4-let-sleep-handle-it", "l4-our-deal"])
    #expect(!messages.titles.contains { $0.string(in: .japanese).contains("ましょう") })
  }
}
