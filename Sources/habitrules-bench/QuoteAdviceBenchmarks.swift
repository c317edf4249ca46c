import Foundation
import HabitRules

extension Benchmark {
  /// The quote of a date, against a Foundation version that counts days
  /// with `Calendar.dateComponents(_:from:to:)` and joins with
  /// `replacingOccurrences`.
  static let quoteOfDate = Benchmark(
    name: "quote.ofDate",
    operation: "quote of a date (per quote)",
    unit: .microseconds,
    operationsPerRun: 10_000,
    targetMedian: 1,
    targetRatio: nil,
    run: {
      let quotes = QuoteWorkload.quotes
      for offset in 0..<10_000 {
        blackHole(quotes.quote(for: CivilDate(daysSinceEpoch: 20_000 + offset), language: .english))
      }
    },
    baseline: {
      let calendar = QuoteWorkload.calendar
      let epoch = Date(timeIntervalSince1970: 0)
      let content = QuoteWorkload.quotes.content
      let allowed = QuoteWorkload.allowedPairs
      for offset in 0..<10_000 {
        let date = Date(timeIntervalSince1970: Double(20_000 + offset) * 86_400 + 43_200)
        let days = calendar.dateComponents([.day], from: epoch, to: date).day ?? 0
        let pair = allowed[days % allowed.count]
        let text = "{subject} {predicate}."
          .replacingOccurrences(
            of: "{subject}", with: content.subjects[pair.0].text.string(in: .english)
          )
          .replacingOccurrences(
            of: "{predicate}", with: content.predicates[pair.1].text.string(in: .english))
        blackHole(text)
      }
    }
  )

  /// Next-action advice, against a Foundation version built with
  /// `String(format:)` and `replacingOccurrences`.
  static let advice = Benchmark(
    name: "advice",
    operation: "next-action advice (per advice)",
    unit: .microseconds,
    operationsPerRun: 10_000,
    targetMedian: 2,
    targetRatio: nil,
    run: {
      guard let templates = QuoteWorkload.content?.advice else { return }
      for index in 0..<10_000 {
        blackHole(
          templates.advice(
            streakDays: index % 40, planned: index % 7, completed: index % 5,
            taskCompleted: index % 2 == 0, language: .english))
      }
    },
    baseline: {
      for index in 0..<10_000 {
        let remaining = max(0, index % 7 - index % 5)
        let today =
          remaining > 0
          ? String(
            format: "%d %@ left today, then you're done.", remaining,
            remaining == 1 ? "segment" : "segments")
          : "Today's plan is all done, and nicely handled."
        let streak =
          index % 40 >= 5
          ? "You've kept it up {days} days; keep the rhythm."
            .replacingOccurrences(of: "{days}", with: String(index % 40))
          : "Just 1-2 more days and it becomes a habit."
        blackHole([today, streak].joined(separator: " "))
      }
    }
  )
}

enum QuoteWorkload {
  static let content = try? HabitContent.bundled()
  static let quotes: DailyQuotes = {
    guard let content else { fatalError("bundled content does not load") }
    return DailyQuotes(content: content.quotes, seed: 0)
  }()
  static let allowedPairs: [(Int, Int)] = {
    let content = quotes.content
    return content.subjects.indices.flatMap { subject in
      content.predicates.indices.compactMap { predicate in
        content.isBlocked(subject: subject, predicate: predicate) ? nil : (subject, predicate)
      }
    }
  }()
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    return calendar
  }()
}
