import HabitCalendar
import HabitToolkit

/// The quote of each day: a subject and a predicate from `quotes.json`,
/// every allowed pair once per cycle, and never a subject or a predicate two
/// days in a row.
///
/// The order is a cycle through the allowed pairs that depends only on the
/// seed; day *d* (days since 1970-01-01) shows pair `d mod L` of it, where
/// `L = 324 - blocked`. The cycle is built so that each pair shares neither
/// half with the next one, the last included with the first, so the rule
/// also holds where one cycle ends and the next begins. The exact
/// construction, for ports, is in `HabitRules.docc/AdviceAndQuotes.md`.
public struct DailyQuotes: Sendable {
  /// The quote content.
  public let content: QuoteContent
  /// The seed the order was built for.
  public let seed: UInt64
  /// The allowed pairs in cycle order, as `subject * 18 + predicate`.
  let order: [Int]

  /// Separates the quote stream from the planner's.
  static let salt: UInt64 = 0xBB67_AE85_84CA_A73B

  /// Builds the order of the quotes for a seed.
  ///
  /// - Parameters:
  ///   - content: The quote halves and the blocklist.
  ///   - seed: The installation's seed.
  /// - Complexity: O(*L*) usually; O(*L*²) at most, when the blocklist
  ///   forces the cycle to be repaired.
  public init(content: QuoteContent, seed: UInt64) {
    self.content = content
    self.seed = seed
    let side = QuoteContent.halvesPerSide
    var generator = SplitMix64(state: SplitMix64.mix(seed ^ Self.salt))
    let subjects = generator.shuffled(Array(0..<side))
    let predicates = generator.shuffled(Array(0..<side))
    var order: [Int] = []
    order.reserveCapacity(side * side)
    for position in 0..<(side * side) {
      let column = position % side
      let subject = subjects[column]
      let predicate = predicates[(column + position / side) % side]
      if !content.isBlocked(subject: subject, predicate: predicate) {
        order.append(subject * side + predicate)
      }
    }
    self.order = Self.repaired(order)
  }

  /// The number of days in a cycle: the allowed pairs.
  public var cycleLength: Int { order.count }

  /// The quote of a day.
  ///
  /// - Parameters:
  ///   - date: The day.
  ///   - language: The language of the text.
  /// - Returns: The pair, its text, the cycle length and the day's position
  ///   in its cycle (from 1).
  /// - Complexity: O(1) plus the length of the text.
  public func quote(for date: CivilDate, language: Language) -> Quote {
    let length = max(order.count, 1)
    let index = ((date.daysSinceEpoch % length) + length) % length
    let pair = order.isEmpty ? 0 : order[index]
    let side = QuoteContent.halvesPerSide
    return Quote(
      date: date, subjectId: content.subjects[pair / side].id,
      predicateId: content.predicates[pair % side].id,
      text: content.text(subject: pair / side, predicate: pair % side, language: language),
      cycleLength: order.count, position: index + 1)
  }

  /// Whether two pairs share a subject or a predicate.
  static func clash(_ first: Int, _ second: Int) -> Bool {
    let side = QuoteContent.halvesPerSide
    return first / side == second / side || first % side == second % side
  }

  /// The cycle with every clash between neighbours (last and first
  /// included) removed where possible: for a clash at `i`, the first pair
  /// elsewhere that fits between `order[i]` and `order[i + 1]`, and whose own
  /// neighbours do not clash once it leaves, moves in between.
  static func repaired(_ cycle: [Int]) -> [Int] {
    var order = cycle
    let count = order.count
    guard count > 3 else { return order }
    var index = 0
    var moves = 0
    while index < count, moves < count * count {
      let next = (index + 1) % count
      guard clash(order[index], order[next]) else {
        index += 1
        continue
      }
      let candidate = order.indices.first { position in
        let before = (position - 1 + count) % count
        let after = (position + 1) % count
        return position != index && position != next
          && !clash(order[position], order[index]) && !clash(order[position], order[next])
          && !clash(order[before], order[after])
      }
      guard let candidate else {
        index += 1
        continue
      }
      let pair = order.remove(at: candidate)
      let left = candidate < index ? index - 1 : index
      order.insert(pair, at: left + 1)
      moves += 1
      index = 0
    }
    return order
  }
}

/// The quote of one day.
///
/// JSON: `{"date", "subjectId", "predicateId", "text", "cycleLength", "position"}`.
public struct Quote: Hashable, Sendable, Codable {
  /// The day.
  public let date: CivilDate
  /// The subject's id in `quotes.json`.
  public let subjectId: String
  /// The predicate's id in `quotes.json`.
  public let predicateId: String
  /// The joined sentence.
  public let text: String
  /// The days in a cycle: the allowed pairs (324 minus the blocked ones).
  public let cycleLength: Int
  /// The day's position in its cycle, from 1.
  public let position: Int
}
