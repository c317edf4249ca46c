import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitQuotes

@Suite struct DailyQuotesTests {
  static let side = QuoteContent.halvesPerSide

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

  @Test func textJoinsTheHalvesInEachLanguage() throws {
    let content = try HabitContent.bundled().quotes
    let english = content.text(subject: 0, predicate: 0, language: .english)
    #expect(english == "The spare change you didn't spend can add up to a trip one day.")
    let chinese = content.text(subject: 0, predicate: 0, language: .simplifiedChinese)
    #expect(chinese == "忍住没花的零钱，总有一天会变成一次旅行。")
  }

  /// A dense blocklist: every third pair of every subject blocked, far more
  /// than a curator would; the cycle still holds together.
  @Test(arguments: UInt64(0)..<20)
  func denseBlocklistStillCycles(seed: UInt64) throws {
    let base = try HabitContent.bundled().quotes
    let blocked = (0..<Self.side).flatMap { subject in
      stride(from: subject % 3, to: Self.side, by: 3).map {
        QuoteContent.BlockedPair(subject: subject, predicate: $0, reason: "test")
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
