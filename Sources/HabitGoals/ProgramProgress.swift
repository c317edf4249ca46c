import HabitCalendar
import HabitRecords
import HabitToolkit

/// Where someone is in a program: what `gen goal program --json` prints.
///
/// JSON (version 1): `{"programId", "title", "completedDays": [days],
/// "nextDay": day or null, "finished", "availableToday", "days": [{"day",
/// "title", "description", "completed", "completedOn", "pattern", "cycles",
/// "minutes"}], "waiting":
/// [days], "beyondProgram": [days]}`.
public struct ProgramProgress: Hashable, Sendable, Codable {
  /// One day of the program and whether it is done.
  public struct Day: Hashable, Sendable, Codable {
    /// 1 for the first day.
    public let day: Int
    /// The session's title in the chosen language.
    public let title: String
    /// Its one-line description in the chosen language.
    public let description: String
    /// Whether a session of this day counts.
    public let completed: Bool
    /// The logical day it was completed on.
    public let completedOn: CivilDate?
    /// The pattern the day runs: an id of `breathing.json` or a custom
    /// pattern's (`custom-4-6`); `nil` for a day without one.
    public var pattern: String? = nil
    /// Its length in cycles, when the day gives cycles.
    public var cycles: Int? = nil
    /// Its length in minutes, when the day gives minutes.
    public var minutes: Int? = nil

    private enum CodingKeys: String, CodingKey {
      case day, title, description, completed, completedOn, pattern, cycles, minutes
    }

    /// Writes the day with every key; `completedOn` is `null` while open, and
    /// `pattern`, `cycles` and `minutes` are `null` when absent.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(day, forKey: .day)
      try container.encode(title, forKey: .title)
      try container.encode(description, forKey: .description)
      try container.encode(completed, forKey: .completed)
      try container.encode(completedOn, forKey: .completedOn)
      try container.encode(pattern, forKey: .pattern)
      try container.encode(cycles, forKey: .cycles)
      try container.encode(minutes, forKey: .minutes)
    }
  }

  /// The program's id.
  public let programId: String
  /// The program's name in the chosen language.
  public let title: String
  /// The completed days, ascending.
  public let completedDays: [Int]
  /// The first day not completed (the seeds' `nextDayIndex`, counted
  /// from 1), `nil` when every day is done.
  public let nextDay: Int?
  /// Whether every day is done.
  public let finished: Bool
  /// Whether the next day may be done today: `false` when the program
  /// allows one new day per logical day and one was completed today.
  public let availableToday: Bool
  /// Every day of the program.
  public let days: [Day]
  /// Days whose session came on a logical day that already had a new day
  /// (one new day per logical day): they count once done again later.
  public let waiting: [Int]
  /// Days recorded that the program no longer has (content shortened it):
  /// reported, not counted.
  public let beyondProgram: [Int]

  private enum CodingKeys: String, CodingKey {
    case programId, title, completedDays, nextDay, finished, availableToday, days, waiting
    case beyondProgram
  }

  /// Encodes every key, `nextDay` as `null` once finished.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(programId, forKey: .programId)
    try container.encode(title, forKey: .title)
    try container.encode(completedDays, forKey: .completedDays)
    try container.encode(nextDay, forKey: .nextDay)
    try container.encode(finished, forKey: .finished)
    try container.encode(availableToday, forKey: .availableToday)
    try container.encode(days, forKey: .days)
    try container.encode(waiting, forKey: .waiting)
    try container.encode(beyondProgram, forKey: .beyondProgram)
  }
}

/// Sessions of a program that content no longer has: reported, never
/// dropped silently.
public struct UnknownProgram: Hashable, Sendable, Codable {
  /// The id the records name.
  public let programId: String
  /// How many records name it.
  public let records: Int
  /// The distinct days recorded, ascending.
  public let days: [Int]
}

extension Program {
  /// The progress from session records.
  ///
  /// Records of other programs are ignored (see
  /// ``ProgramCatalog/unknownPrograms(in:)``). Records are taken in the
  /// order of their moments: a day counts when a session of it exists,
  /// except that with ``oneNewDayPerLogicalDay`` a second new day on the
  /// same logical day waits (it counts once a later session of it lands on
  /// another day). A repeated day counts once, on its first logical day.
  ///
  /// - Parameters:
  ///   - sessions: Stored records, any order, any programs.
  ///   - today: The logical day of now.
  ///   - calendar: The zone in force.
  ///   - rollover: When a logical day starts (default midnight).
  ///   - language: The language of the titles.
  /// - Returns: The progress.
  /// - Complexity: O(*n* log *n*) in the number of records.
  public func progress(
    of sessions: [ProgramSession], today: CivilDate, calendar: CivilCalendar,
    rollover: DayRollover = .midnight, language: Language
  ) -> ProgramProgress {
    let own = sessions.filter { $0.programId == id }.sorted { $0.at < $1.at }
    let logicalDays = calendar.logicalDays(of: own.map(\.at), rollover: rollover)
    var completedOn: [CivilDate?] = Array(repeating: nil, count: days.count)
    var newDayOn: Set<CivilDate> = []
    var waiting: Set<Int> = []
    var beyond: Set<Int> = []
    for (session, logicalDay) in zip(own, logicalDays) {
      let index = session.day - 1
      guard index < days.count else {
        beyond.insert(session.day)
        continue
      }
      guard completedOn[index] == nil else { continue }
      if oneNewDayPerLogicalDay && newDayOn.contains(logicalDay) {
        waiting.insert(session.day)
        continue
      }
      completedOn[index] = logicalDay
      newDayOn.insert(logicalDay)
      waiting.remove(session.day)
    }
    let completed = completedOn.indices.filter { completedOn[$0] != nil }.map { $0 + 1 }
    let next = completedOn.firstIndex { $0 == nil }.map { $0 + 1 }
    return ProgramProgress(
      programId: id, title: title.string(in: language), completedDays: completed,
      nextDay: next, finished: next == nil,
      availableToday: next != nil && !(oneNewDayPerLogicalDay && newDayOn.contains(today)),
      days: days.enumerated().map { index, day in
        ProgramProgress.Day(
          day: index + 1, title: day.title.string(in: language),
          description: day.description.string(in: language),
          completed: completedOn[index] != nil, completedOn: completedOn[index],
          breathing: day.breathing)
      }, waiting: waiting.sorted(), beyondProgram: beyond.sorted())
  }
}

extension ProgramCatalog {
  /// The programs the records name that content no longer has, in order of
  /// first appearance.
  ///
  /// - Parameter sessions: Stored records.
  /// - Returns: One entry per unknown id.
  /// - Complexity: O(*n* + *p*) for *n* records and *p* programs.
  public func unknownPrograms(in sessions: [ProgramSession]) -> [UnknownProgram] {
    let known = Set(programs.map(\.id))
    var order: [String] = []
    var found: [String: (records: Int, days: Set<Int>)] = [:]
    for session in sessions where !known.contains(session.programId) {
      if found[session.programId] == nil { order.append(session.programId) }
      found[session.programId, default: (0, [])].records += 1
      found[session.programId, default: (0, [])].days.insert(session.day)
    }
    return order.map { id in
      UnknownProgram(
        programId: id, records: found[id]?.records ?? 0, days: (found[id]?.days ?? []).sorted())
    }
  }
}

/// A program's progress and the programs the same records name that
/// content no longer has: what `gen goal program --json` prints, the
/// fields of ``ProgramProgress`` plus `"unknownPrograms"`.
public struct ProgramReport: Hashable, Sendable, Codable {
  /// The asked program's progress.
  public let progress: ProgramProgress
  /// Programs of the records that content no longer has.
  public let unknownPrograms: [UnknownProgram]
  /// Whether the records counted were demo data (``DemoRecords``).
  public let demo: Bool

  private enum CodingKeys: String, CodingKey { case unknownPrograms, demo }

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - progress: The asked program's progress.
  ///   - unknownPrograms: Programs of the records that content no longer has.
  ///   - demo: Whether the records were demo data (default `false`).
  public init(progress: ProgramProgress, unknownPrograms: [UnknownProgram], demo: Bool = false) {
    self.progress = progress
    self.unknownPrograms = unknownPrograms
    self.demo = demo
  }

  /// Decodes the flat shape (version 1, or later with `demo`).
  public init(from decoder: any Decoder) throws {
    progress = try ProgramProgress(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    unknownPrograms =
      try container.decodeIfPresent([UnknownProgram].self, forKey: .unknownPrograms) ?? []
    demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    try progress.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(unknownPrograms, forKey: .unknownPrograms)
    try container.encode(demo, forKey: .demo)
  }
}
