import HabitCalendar

/// Every phase of a breathing session, with its start and length in
/// milliseconds, and the exact total (HabitRules.docc/Breathing.md).
///
/// What `gen breathe --json` prints: `{"pattern", "cycles", "totalMs",
/// "phases": [{"kind", "startMs", "ms", "cycle"}]}`. A phase covers
/// `startMs ..< startMs + ms`: at its start offset a phase has begun, and
/// at the total the session has ended.
public struct BreathingTimeline: Hashable, Sendable, Codable {
  /// One phase in the session.
  public struct Phase: Hashable, Sendable, Codable {
    /// What the body does.
    public let kind: BreathKind
    /// Its start, in milliseconds from the session's start.
    public let startMs: Int
    /// Its length in milliseconds.
    public let ms: Int
    /// Its cycle, 1 for the first.
    public let cycle: Int
  }

  /// The pattern's id.
  public let pattern: String
  /// How many cycles.
  public let cycles: Int
  /// The session's length in milliseconds: cycles times a cycle's length.
  public let totalMs: Int
  /// Every phase, in order, each starting where the one before ends.
  public let phases: [Phase]

  /// The most cycles a session has: two hours of the shortest cycle.
  public static let maximumCycles = 3_600
  /// The most phases a session has.
  ///
  /// 3,600 cycles of two phases, or 112 Wim Hof rounds of 64: it bounds
  /// the work and the output (120 minutes of 1 s phases fit).
  public static let maximumPhases = 7_200
  /// The longest session a length in minutes may ask for.
  public static let minutesRange = 1...120

  /// The timeline of a number of cycles of a pattern.
  ///
  /// - Parameters:
  ///   - pattern: The pattern.
  ///   - cycles: How many cycles, 1-3600.
  /// - Throws: ``InputError`` on `cycles` outside 1-3600, or when the
  ///   session would have more than 7,200 phases.
  /// - Complexity: O(*c* *p*) for *c* cycles of *p* phases.
  public init(_ pattern: BreathingPattern, cycles: Int) throws(InputError) {
    guard (1...Self.maximumCycles).contains(cycles) else {
      throw InputError(
        field: "cycles", message: "\(cycles) cycles; use 1-\(Self.maximumCycles)")
    }
    let perCycle = max(pattern.phases.count, 1)
    guard perCycle * cycles <= Self.maximumPhases else {
      throw InputError(
        field: "cycles",
        message:
          "\(cycles) cycles of \(pattern.id) are \(perCycle * cycles) phases; a session has at most "
          + "\(Self.maximumPhases), \(Self.maximumPhases / perCycle) cycles of this pattern")
    }
    var phases: [Phase] = []
    phases.reserveCapacity(cycles * pattern.phases.count)
    var start = 0
    for cycle in 1...cycles {
      for phase in pattern.phases {
        let ms = phase.seconds * 1_000
        phases.append(Phase(kind: phase.kind, startMs: start, ms: ms, cycle: cycle))
        start += ms
      }
    }
    self.pattern = pattern.id
    self.cycles = cycles
    self.totalMs = start
    self.phases = phases
  }

  /// The timeline of at least a number of minutes: the fewest whole cycles
  /// that last that long, so a session never stops mid-cycle or early.
  ///
  /// - Parameters:
  ///   - pattern: The pattern.
  ///   - minutes: How long, 1-120 minutes.
  /// - Throws: ``InputError`` on `minutes` outside 1-120.
  /// - Complexity: O(*c* *p*) for *c* cycles of *p* phases.
  public init(_ pattern: BreathingPattern, minutes: Int) throws(InputError) {
    guard Self.minutesRange.contains(minutes) else {
      throw InputError(field: "minutes", message: "\(minutes) minutes; use 1-120")
    }
    let cycleMs = max(pattern.cycleMs, 1)
    let cycles = (minutes * 60_000 + cycleMs - 1) / cycleMs
    try self.init(pattern, cycles: min(cycles, Self.maximumCycles))
  }

  /// The phase under way at an offset: what a running app asks each frame.
  ///
  /// Every cycle of a timeline this type builds is the same, so the cycle
  /// is a division and the phase a binary search in the first cycle's
  /// phases (which stay in cache); a timeline decoded from elsewhere whose
  /// cycles differ falls back to a binary search over every phase. The
  /// fast path serves the lookup's 100 ns target (docs/benchmarks.md): it
  /// took a lookup in 100 Wim Hof rounds from 68 ns (a binary search over
  /// all 6,400 phases) to 13 ns.
  ///
  /// - Parameter offset: Milliseconds from the session's start.
  /// - Returns: The phase whose `startMs ..< startMs + ms` holds `offset`;
  ///   `nil` before the start (a negative offset) and from ``totalMs`` on.
  /// - Complexity: O(log *p*) for *p* phases a cycle; O(log *n*) in the
  ///   number of phases for a timeline whose cycles differ.
  public func phase(atMs offset: Int) -> Phase? {
    guard offset >= 0, offset < totalMs, !phases.isEmpty, cycles > 0 else { return nil }
    let perCycle = phases.count / cycles
    let cycleMs = totalMs / cycles
    if perCycle > 0, cycleMs > 0, perCycle * cycles == phases.count {
      let cycle = offset / cycleMs
      let index =
        cycle * perCycle + Self.last(in: phases, upTo: perCycle, atMost: offset - cycle * cycleMs)
      if index < phases.count {
        let phase = phases[index]
        if phase.startMs <= offset, offset - phase.startMs < phase.ms { return phase }
      }
    }
    return phases[Self.last(in: phases, upTo: phases.count, atMost: offset)]
  }

  /// The index of the last of the first `count` phases whose start is at
  /// most `offset` (0 when none is), by binary search.
  private static func last(in phases: [Phase], upTo count: Int, atMost offset: Int) -> Int {
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if phases[middle].startMs <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
