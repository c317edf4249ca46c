import HabitCalendar

/// Levels from cumulative XP: level 1 at 0 XP, level *L* at
/// ``thresholds``[*L* - 1], up to the level cap (the number of thresholds).
///
/// Content gives the thresholds explicitly or names a preset:
/// ``habitica(levelCap:)`` is Habitica's curve.
public struct LevelCurve: Hashable, Sendable {
  /// The XP each level starts at, level 1 first: 0, then strictly
  /// ascending.
  public let thresholds: [Int]

  /// The levels a curve may have.
  public static let levelCapRange = 2...1_000
  /// The most XP a threshold may ask for.
  public static let maximumThreshold = 1_000_000_000

  /// The highest level.
  public var levelCap: Int { thresholds.count }

  /// A curve of explicit thresholds.
  ///
  /// - Parameter thresholds: The XP each level starts at, level 1 first.
  /// - Throws: ``InputError`` naming `thresholds` when the first is not 0,
  ///   they do not strictly ascend, or there are fewer than 2 or more than
  ///   1000 of them, or one is above 1,000,000,000.
  public init(thresholds: [Int]) throws(InputError) {
    guard Self.levelCapRange.contains(thresholds.count) else {
      throw InputError(
        field: "thresholds",
        message:
          "\(thresholds.count) levels; a curve has \(Self.levelCapRange.lowerBound)-"
          + "\(Self.levelCapRange.upperBound)")
    }
    guard thresholds.first == 0 else {
      throw InputError(field: "thresholds[0]", message: "level 1 starts at 0 XP")
    }
    for index in thresholds.indices.dropFirst() {
      guard thresholds[index] > thresholds[index - 1] else {
        throw InputError(
          field: "thresholds[\(index)]",
          message:
            "\(thresholds[index]) does not ascend from \(thresholds[index - 1]); each level "
            + "needs more XP than the one before")
      }
      guard thresholds[index] <= Self.maximumThreshold else {
        throw InputError(
          field: "thresholds[\(index)]", message: "keep thresholds within \(Self.maximumThreshold)")
      }
    }
    self.thresholds = thresholds
  }

  /// Habitica's curve up to a level cap: from level *L* to *L* + 1 takes
  /// ``habiticaToNextLevel(_:)`` XP.
  ///
  /// - Parameter levelCap: The highest level, 2-1000.
  /// - Returns: The curve.
  /// - Throws: ``InputError`` naming `levelCap` when it is out of range.
  /// - Complexity: O(*c*) for a cap *c*.
  public static func habitica(levelCap: Int) throws(InputError) -> LevelCurve {
    guard levelCapRange.contains(levelCap) else {
      throw InputError(
        field: "levelCap",
        message:
          "\(levelCap) is out of range; use \(levelCapRange.lowerBound)-\(levelCapRange.upperBound)"
      )
    }
    var thresholds = [0]
    thresholds.reserveCapacity(levelCap)
    for level in 1..<levelCap {
      thresholds.append(thresholds[level - 1] + habiticaToNextLevel(level))
    }
    return try LevelCurve(thresholds: thresholds)
  }

  /// The XP from a level to the next on Habitica's curve: 25*L* below
  /// level 5, 150 at 5, and above it (0.25*L*² + 10*L* + 139.75) / 10
  /// rounded to the nearest whole number, times 10 (the formula never
  /// lands on a half).
  ///
  /// - Parameter level: A level, 1 or more.
  /// - Returns: The XP it takes.
  /// - Complexity: O(1).
  public static func habiticaToNextLevel(_ level: Int) -> Int {
    if level < 5 { return 25 * level }
    if level == 5 { return 150 }
    // (0.25L² + 10L + 139.75) / 10 = (L² + 40L + 559) / 40, in whole numbers.
    let quarters = level * level + 40 * level + 559
    return (quarters + 20) / 40 * 10
  }

  /// The level that an amount of XP has reached.
  ///
  /// - Parameter xp: Cumulative XP, 0 or more.
  /// - Returns: 1 to ``levelCap``.
  /// - Complexity: O(log *c*).
  public func level(forXP xp: Int) -> Int {
    var low = 0
    var high = thresholds.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if thresholds[middle] <= xp { low = middle } else { high = middle }
    }
    return low + 1
  }
}
