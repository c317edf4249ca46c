/// The seeded generator behind every random choice of the planner:
/// SplitMix64 (Steele, Lea and Flood, 2014), with its own mapping of raw
/// outputs to ranges so that every platform and every port draws the same
/// numbers.
///
/// One step adds `0x9E3779B97F4A7C15` to the state and returns
/// ``mix(_:)`` of the new state. ``next(below:)`` maps outputs to
/// `0..<n` without modulo bias by rejecting outputs below `2^64 mod n`
/// and returning the rest modulo `n`. The standard library's
/// `Int.random(in:using:)` is deliberately not used: its mapping is not
/// promised to stay the same across platforms and versions. Test vectors are
/// in `Tests/HabitPlannerTests/Fixtures/planner-vectors.json`.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The current state.
  public private(set) var state: UInt64

  /// A generator starting from a state.
  ///
  /// - Parameter state: Any value; the first output is `mix(state + γ)`.
  public init(state: UInt64) {
    self.state = state
  }

  /// The next raw output.
  ///
  /// - Returns: 64 uniformly distributed bits.
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A uniformly distributed number in `0..<bound`, without modulo bias.
  ///
  /// - Parameter bound: The exclusive upper bound; a bound of 0 returns 0.
  /// - Returns: A number in `0..<bound`.
  /// - Complexity: O(1) expected: fewer than two draws on average.
  public mutating func next(below bound: UInt64) -> UInt64 {
    guard bound > 0 else { return 0 }
    let threshold = (0 &- bound) % bound
    while true {
      let value = next()
      if value >= threshold { return value % bound }
    }
  }

  /// A uniformly distributed integer in a closed range.
  ///
  /// - Parameter range: The range; `lowerBound + next(below: count)`.
  /// - Returns: A number in `range`.
  /// - Complexity: O(1) expected.
  public mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next(below: UInt64(range.upperBound - range.lowerBound) + 1))
  }

  /// The values in a seeded order: Fisher-Yates from the last index down,
  /// swapping index `i` with `next(below: i + 1)` (ports follow this).
  ///
  /// - Parameter values: The values to shuffle.
  /// - Returns: The same values, shuffled.
  /// - Complexity: O(*n*).
  public mutating func shuffled<Element>(_ values: [Element]) -> [Element] {
    var values = values
    for index in values.indices.reversed() where index > 0 {
      values.swapAt(index, Int(next(below: UInt64(index + 1))))
    }
    return values
  }

  /// The SplitMix64 output function (a 64-bit finalizer), also used to
  /// derive independent streams from a seed.
  ///
  /// - Parameter value: Any value.
  /// - Returns: The mixed value.
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
