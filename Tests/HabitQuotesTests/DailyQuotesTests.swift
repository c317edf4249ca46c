import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitQuotes

@Suite struct DailyQuotesTests {
  static let side = QuoteContent.halvesPerSide
  /// The reason of the blocks the tests make up.
  static let testReason = LocalizedText(forms: [.english: .init(other: "test")])

  /// Every pair shows once per cycle, blocked ones never, and no two
  /// consecutive days share a half, across three whole cycles per seed.
  @Test(arguments: Array(UInt64(0)..<60) + [.max, 1 << 63, 20_261_130])
  func cyclesForSeed(seed: UInt64) throws {
    let content = try HabitContent.bundled().quotes
    let quotes = DailyQuotes(content: content, seed: seed)
    let length = quotes.cycleLength
    #expect(length == Self.side * Self.side - content.blocked.count)
    let cycleStart = CivilDate(daysSinceEpoch: 40 * length)
    var previous: Quote?
    var failures: [String] = []
    for offset in 0..<(3 * length) {
      let quote = quotes.quote(for: cycleStart.adding(days: offset), language: .english)
      if quote.position != offset % length + 1 { failures.append("position at \(offset)") }
      if let previous,
        previous.subjectId == quote.subjectId || previous.predicateId == quote.predicateId
      {
        failures.append("\(previous.date) and \(quote.date) share a half")
      }
      previous = quote
    }
    let firstCycle = (0..<length).map {
      quotes.quote(for: cycleStart.adding(days: $0), language: .english)
    }
    let pairs = Set(firstCycle.map { "\($0.subjectId)+\($0.predicateId)" })
    let blocked = Set(
      content.blocked.map {
        "\(content.subjects[$0.subject].id)+\(content.predicates[$0.predicate].id)"
      })
    #expect(pairs.count == length, "a pair repeats within a cycle")
    #expect(pairs.isDisjoint(with: blocked))
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test func sameDateAndSeedGiveTheSameQuote() throws {
    let content = try HabitContent.bundled().quotes
    let date = try day("2026-10-01")
    let first = DailyQuotes(content: content, seed: 9).quote(for: date, language: .english)
    let second = DailyQuotes(content: content, seed: 9).quote(for: date, language: .english)
    #expect(first == second)
    let other = DailyQuotes(content: content, seed: 10)
    let differs = (0..<30).contains {
      other.quote(for: date.adding(days: $0), language: .english)
        != DailyQuotes(content: content, seed: 9).quote(
          for: date.adding(days: $0), language: .english)
    }
    #expect(differs, "another seed gives another order")
  }

  @Test(arguments: [
    (Language.simplifiedChinese, "零钱不随手花掉，会让下一次旅行早点到来。"),
    (.english, "Keeping your spare change instead of spending it brings your next trip closer."),
    (.japanese, "小銭を使わずに取っておくことは、次の旅行への距離を縮めてくれます。"),
    (.korean, "잔돈을 쓰지 않고 모아 두는 일은 다음 여행을 앞당겨 줘요."),
  ])
  func textJoinsTheHalvesInEachLanguage(language: Language, expected: String) throws {
    let content = try HabitContent.bundled().quotes
    #expect(content.text(subject: 0, predicate: 0, language: language) == expected)
  }

  /// A blocked pair lists the languages it fails in and gives its reason in
  /// the language asked for; a shown pair has neither.
  @Test func pairsGiveTheReasonInTheLanguage() throws {
    let base = try HabitContent.bundled().quotes
    let reason = LocalizedText(forms: [
      .simplifiedChinese: .init(other: "日语里不通"), .english: .init(other: "odd in Japanese"),
      .japanese: .init(other: "日本語では不自然です"), .korean: .init(other: "일본어로는 어색해요"),
    ])
    let content = QuoteContent(
      format: base.format, subjects: base.subjects, predicates: base.predicates,
      blocked: [.init(subject: 2, predicate: 5, failsIn: [.japanese], reason: reason)])
    for (language, expected) in [
      (Language.japanese, "日本語では不自然です"), (.korean, "일본어로는 어색해요"),
      (.english, "odd in Japanese"),
    ] {
      let pairs = content.pairs(language: language)
      let blocked = pairs.filter(\.blocked)
      #expect(blocked.count == 1)
      #expect(blocked.first?.subjectId == base.subjects[2].id)
      #expect(blocked.first?.predicateId == base.predicates[5].id)
      #expect(blocked.first?.reason == expected)
      #expect(blocked.first?.failsIn == ["ja"])
      #expect(pairs.filter { !$0.blocked }.allSatisfy { $0.reason == nil && $0.failsIn == nil })
    }
  }

  /// A dense blocklist: every third pair of every subject blocked, far more
  /// than a curator would; the cycle still holds together.
  @Test(arguments: UInt64(0)..<20)
  func denseBlocklistStillCycles(seed: UInt64) throws {
    let base = try HabitContent.bundled().quotes
    let blocked = (0..<Self.side).flatMap { subject in
      stride(from: subject % 3, to: Self.side, by: 3).map {
        QuoteContent.BlockedPair(
          subject: subject, predicate: $0, failsIn: [.english], reason: Self.testReason)
      }
    }
    let content = QuoteContent(
      format: base.format, subjects: base.subjects, predicates: base.predicates, blocked: blocked)
    let order = DailyQuotes(content: content, seed: seed).order
    #expect(order.count == Self.side * Self.side - blocked.count)
    #expect(Set(order).count == order.count)
    let clashes = order.indices.filter {
      DailyQuotes.clash(order[$0], order[($0 + 1) % order.count])
    }
    #expect(clashes.isEmpty, "clashes at \(clashes)")
  }

  @Test func repairRemovesClashesFromACrowdedOrder() {
    // Subject-major order: every neighbour shares the subject.
    let order = Array(0..<(Self.side * Self.side))
    let repaired = DailyQuotes.repaired(order)
    #expect(Set(repaired) == Set(order))
    let clashes = repaired.indices.filter {
      DailyQuotes.clash(repaired[$0], repaired[($0 + 1) % repaired.count])
    }
    #expect(clashes.isEmpty, "\(clashes.count) clashes left")
  }
}
