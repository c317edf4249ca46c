import Foundation
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitQuotes

/// Replays `Fixtures/quote-vectors.json`, written by the independent Python
/// port in `Tests/port/quotes_reference.py`: the whole cycle order for
/// several seeds, with the real blocklist and with a dense one that needs
/// repairs.
@Suite struct QuoteVectorTests {
  struct Vectors: Decodable {
    struct Case: Decodable, CustomTestStringConvertible {
      let blocklist: String
      let seed: String
      let order: [String]

      var testDescription: String { "\(blocklist) seed \(seed)" }
    }
    let cases: [Case]
  }

  static let vectors: Vectors? = try? JSONDecoder().decode(
    Vectors.self, from: Data(contentsOf: Fixtures.url("quote-vectors.json")))

  @Test func fixtureLoads() throws {
    #expect(try #require(Self.vectors).cases.count == 8)
  }

  @Test(arguments: vectors?.cases ?? [])
  func orderReplays(_ vector: Vectors.Case) throws {
    let base = try HabitContent.bundled().quotes
    let side = QuoteContent.halvesPerSide
    let content =
      vector.blocklist == "every-third"
      ? QuoteContent(
        format: base.format, subjects: base.subjects, predicates: base.predicates,
        blocked: (0..<side).flatMap { subject in
          stride(from: subject % 3, to: side, by: 3).map {
            QuoteContent.BlockedPair(
              subject: subject, predicate: $0, failsIn: [.english],
              reason: DailyQuotesTests.testReason)
          }
        })
      : base
    let quotes = DailyQuotes(content: content, seed: try #require(UInt64(vector.seed)))
    let order = quotes.order.map {
      "\(content.subjects[$0 / side].id)+\(content.predicates[$0 % side].id)"
    }
    #expect(order == vector.order)
  }
}
