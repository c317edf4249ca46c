/// A set of day numbers in a fixed range, one bit per day.
struct DaySet {
  private let first: Int
  private let last: Int
  private var words: [UInt64]

  /// An empty set for the days `first...last`.
  init(first: Int, last: Int) {
    self.first = first
    self.last = last
    words = Array(repeating: 0, count: (last - first) / 64 + 1)
  }

  /// Adds a day; days outside the range are ignored.
  mutating func insert(_ day: Int) {
    guard day >= first, day <= last else { return }
    let offset = day - first
    words[offset >> 6] |= 1 << UInt64(offset & 63)
  }

  func contains(_ day: Int) -> Bool {
    guard day >= first, day <= last else { return false }
    let offset = day - first
    return words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }

  /// The number of days in the set.
  var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// The latest day in the set, if any.
  var latest: Int? {
    guard let index = words.lastIndex(where: { $0 != 0 }) else { return nil }
    return first + index * 64 + 63 - words[index].leadingZeroBitCount
  }
}
