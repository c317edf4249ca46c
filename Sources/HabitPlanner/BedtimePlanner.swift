import Foundation
import HabitCalendar
import HabitToolkit

/// Plans bedtime reminders: for each logical night, the moments, levels and
/// texts of its reminders, and which of them go into the OS's queue.
///
/// The plan of night *N* is a pure function of (settings, content, zone,
/// *N*): planning from another "today", in another order or after a restart
/// gives the identical plan, and no earlier night is replayed. The
/// algorithm, which ports must follow exactly, is in `HabitRules.docc/Bedtime.md`; in
/// short:
///
/// - Night *N* draws from `SplitMix64(state: mix(seed ^ mix(N)))`, where *N*
///   is the night's days since 1970-01-01 as a two's-complement `UInt64`.
/// - The first reminder comes 5-18 minutes after the window opens. The
///   seed shuffles those minutes once and splits them in two halves: even
///   nights draw from the first half, odd nights from the second, so two
///   adjacent nights never share the first offset. A night's parity counts
///   the dates the zone skipped after it, so the real nights on either side
///   of a skipped date (Pacific/Apia, 2011-12-30) alternate too; the
///   skipped dates are those inside the calendar's covered years (by
///   default 1990-2060, which holds every skip since 1970).
/// - Each next reminder follows after a random interval of the frequency;
///   all lie in `[start, end)`, measured in elapsed time.
/// - A reminder's level is 1 plus the number of later level starts (scaled
///   to the window, resolved like any wall time) at or before it, shifted by
///   the intensity and kept in 1...5; it never steps back.
/// - A message is drawn from its level (the k-th of the candidates in file
///   order), never the one just before it and, while the level has unused
///   ones, not one already shown tonight. The first and last message of a
///   night come from the half of the level's messages (split by a seeded
///   shuffle) that belongs to the night's parity, so the last message of one
///   night and the first of the next always differ.
public struct BedtimePlanner: Sendable {
  /// The settings plans are made for.
  public let settings: BedtimeSettings
  /// The calendar of the zone in force.
  public let calendar: CivilCalendar
  /// The planner's numbers.
  public let rules: PlannerRules

  private let firstOffsetHalves: [[Int]]
  private let interval: ClosedRange<Int>
  private let levelStartMinutes: [Int]
  /// Per level: title, the messages in file order, and the seed's two
  /// halves of message indices.
  private let levels: [Level]
  /// A test notification's title and body, in the planner's language.
  package let testText: (title: String, body: String)

  private struct Level: Sendable {
    let texts: [ReminderText]
    /// The three pools a message is drawn from, as bit sets of message
    /// indices: the seed's two halves (by night parity), then every message.
    let pools: [UInt64]
  }

  /// Creates a planner from the planner's content alone (what
  /// `planner.json` and `messages.json` hold).
  ///
  /// - Parameters:
  ///   - settings: The user's settings.
  ///   - calendar: The calendar of the zone in force.
  ///   - rules: The planner's numbers.
  ///   - messages: The titles and messages.
  ///   - language: The language of titles and bodies.
  /// - Complexity: O(*m*) in the number of messages.
  public init(
    settings: BedtimeSettings, calendar: CivilCalendar, rules: PlannerRules,
    messages: BedtimeMessages, language: Language
  ) {
    self.settings = settings
    self.calendar = calendar
    self.rules = rules
    interval = rules.intervalMinutes(for: settings.frequency)
    levelStartMinutes = rules.levelStartMinutes(for: settings.window)
    var seedStream = SplitMix64(state: SplitMix64.mix(settings.seed ^ Self.partitionSalt))
    firstOffsetHalves = Self.halves(of: Array(rules.firstReminderMinutes), using: &seedStream)
    testText = (messages.test.title.string(in: language), messages.test.body.string(in: language))
    levels = zip(messages.titles, messages.levels).map { title, messages in
      Level(
        texts: messages.map { message in
          ReminderText(
            messageId: message.id, title: title.string(in: language),
            body: message.text.string(in: language))
        },
        pools: (Self.halves(of: Array(messages.indices), using: &seedStream)
          + [Array(messages.indices)]).map { indices in
            indices.reduce(UInt64(0)) { $0 | 1 &<< UInt64($1) }
          })
    }
  }

  /// Separates the seed's partition stream from the night streams.
  static let partitionSalt: UInt64 = 0x6A09_E667_F3BC_C908

  /// A Fisher-Yates shuffle (from the last index down, swapping with
  /// `next(below: i + 1)`), split into a first half of `(count + 1) / 2`
  /// elements and a second half of the rest.
  static func halves<Element>(of values: [Element], using generator: inout SplitMix64)
    -> [[Element]]
  {
    let shuffled = generator.shuffled(values)
    let middle = (shuffled.count + 1) / 2
    return [Array(shuffled[..<middle]), Array(shuffled[middle...])]
  }

  /// The logical night a moment belongs to (its logical day under the
  /// window's rollover).
  ///
  /// - Parameter moment: Such as now.
  /// - Returns: The night.
  /// - Complexity: O(1) within the calendar's covered years.
  public func night(of moment: Date) -> CivilDate {
    calendar.logicalDay(of: moment, rollover: settings.window.rollover)
  }

  /// The plan of one night.
  ///
  /// - Parameter night: The night, named by the date its window opens on.
  /// - Returns: The window and the reminders; a night the zone skipped has
  ///   an empty window and no reminders.
  /// - Complexity: O(*r*) in the number of reminders of the night.
  public func plan(for night: CivilDate) -> NightPlan {
    let bounds = calendar.bounds(of: night, window: settings.window)
    let start = bounds.start.timeIntervalSince1970
    let elapsed = Int(bounds.end.timeIntervalSince(bounds.start))
    let nightIndex = UInt64(bitPattern: Int64(night.daysSinceEpoch))
    var generator = SplitMix64(state: SplitMix64.mix(settings.seed ^ SplitMix64.mix(nightIndex)))
    // Real nights alternate also across a date the zone skipped.
    let parity = Int((nightIndex &+ UInt64(calendar.skippedDateCount(after: night))) & 1)

    // Every offset is drawn before any message. Count the reminders with a
    // copy of the generator; that copy then stands where the message draws
    // begin, while the original replays the same offsets alongside.
    let firstChoices = firstOffsetHalves[parity]
    var messageStream = generator
    let firstOffset = 60 * firstChoices[Int(messageStream.next(below: UInt64(firstChoices.count)))]
    var count = 0
    var probe = firstOffset
    while probe < elapsed {
      count += 1
      probe += 60 * messageStream.next(in: interval)
    }
    _ = generator.next(below: UInt64(firstChoices.count))

    var reminders: [Reminder] = []
    reminders.reserveCapacity(count)
    let levelStarts = levelStartInstants(of: night)
    var offset = firstOffset
    var level = 1
    var previousMessage = -1
    var usedMessages: UInt64 = 0
    for index in 0..<count {
      let at = start + Double(offset)
      var stage = 1
      for levelStart in levelStarts where levelStart <= at { stage += 1 }
      let shifted = min(max(stage + settings.intensity.levelShift, 1), PlannerRules.levelCount)
      if shifted > level {
        level = shifted
        previousMessage = -1
        usedMessages = 0
      }
      let isEdge = index == 0 || index == count - 1
      let message = Self.pick(
        from: levels[level - 1].pools[isEdge ? parity : 2], used: usedMessages,
        previous: previousMessage, using: &messageStream)
      previousMessage = message
      usedMessages |= 1 &<< UInt64(message)
      reminders.append(
        Reminder(
          night: night, number: index + 1, at: calendar.zoned(Int64(at)), level: level,
          text: levels[level - 1].texts[message]))
      offset += 60 * generator.next(in: interval)
    }
    return NightPlan(bounds: bounds, reminders: reminders)
  }

  /// A message index drawn uniformly from the candidates: the members of
  /// `pool` that are not `previous` and not yet `used` tonight (or, when
  /// none is left, the members that are not `previous`), in ascending index
  /// order.
  private static func pick(
    from pool: UInt64, used: UInt64, previous: Int, using generator: inout SplitMix64
  ) -> Int {
    let others = previous >= 0 ? pool & ~(1 &<< UInt64(previous)) : pool
    var candidates = others & ~used == 0 ? others : others & ~used
    let chosen = generator.next(below: UInt64(candidates.nonzeroBitCount))
    for _ in 0..<chosen { candidates &= candidates &- 1 }
    return candidates.trailingZeroBitCount
  }

  /// The moments (seconds since 1970) levels 2-5 start on a night,
  /// resolved like any wall time.
  private func levelStartInstants(of night: CivilDate) -> [Double] {
    let windowStart = settings.window.start.minutesSinceMidnight
    return levelStartMinutes.dropFirst().map { minutes in
      let wall = windowStart + minutes
      let time = WallTime(uncheckedMinutes: wall % (24 * 60))
      return Double(calendar.instant(of: time, on: night.adding(days: wall / (24 * 60))))
    }
  }

  /// The plans of consecutive nights.
  ///
  /// - Parameters:
  ///   - first: The first night.
  ///   - count: How many nights.
  /// - Returns: `count` plans, in night order.
  /// - Complexity: O(*r*) in the number of reminders planned.
  public func plans(from first: CivilDate, count: Int) -> [NightPlan] {
    (0..<max(count, 0)).map { plan(for: first.adding(days: $0)) }
  }
}
