import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitGoals

/// Programs: the bundled content, progress from records, unknown programs.
@Suite struct ProgramTests {
  static let utc = CivilCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt)

  static func program(days: Int, oneNewDayPerLogicalDay: Bool) -> Program {
    let text = LocalizedText(forms: [.source: .init(other: "x")])
    return Program(
      id: "p", title: text,
      days: Array(repeating: Program.Day(title: text, description: text), count: days),
      oneNewDayPerLogicalDay: oneNewDayPerLogicalDay)
  }

  static func sessions(_ items: [(String, Int, String)]) throws -> [ProgramSession] {
    try items.map { try ProgramSession(programId: $0.0, day: $0.1, at: moment($0.2)) }
  }

  @Test func bundledPrograms() throws {
    let catalog = try HabitContent.bundled().programs
    #expect(catalog.programs.map(\.id) == ["calm-start", "steady-21"])
    #expect(catalog.programs.map(\.days.count) == [7, 21])
    #expect(catalog.languages == [.source, .english, .japanese, .korean])
  }

  /// Every bundled day runs: a pattern content has (or custom lengths) and
  /// a length; a few worked by hand.
  @Test func bundledDaysAreRunnable() throws {
    let content = try HabitContent.bundled()
    for program in content.programs.programs {
      for (index, day) in program.days.enumerated() {
        let breathing = try #require(day.breathing, "\(program.id) day \(index + 1)")
        let timeline = try breathing.timeline(in: content.breathing)
        #expect(timeline.totalMs > 0 && timeline.totalMs <= 10 * 60_000 + 20_000)
      }
    }
    let calm = try #require(content.programs.program(id: "calm-start"))
    // Day 2: in 4, out 6 for 3 minutes: 18 cycles of 10 s.
    let second = try #require(calm.days[1].breathing)
    #expect(second.source == .custom(try BreathingPattern(customSeconds: [4, 6])))
    #expect(second.length == .minutes(3))
    #expect(try second.timeline(in: content.breathing).totalMs == 180_000)
    // Day 4: box, five rounds: 5 x 16 s.
    let fourth = try #require(calm.days[3].breathing)
    #expect(fourth.source == .pattern("box") && fourth.length == .cycles(5))
    #expect(try fourth.timeline(in: content.breathing).totalMs == 80_000)
    // A day naming a pattern content lacks is an error, not a crash.
    let missing = ProgramBreathing(.pattern("square"), .cycles(1))
    #expect(throws: InputError.self) { try missing.timeline(in: content.breathing) }
  }

  /// Next day is the first not completed, as the seed's `nextDayIndex`;
  /// without the daily limit, two new days on one day both count.
  @Test func nextDayIsTheFirstNotCompleted() throws {
    let program = Self.program(days: 5, oneNewDayPerLogicalDay: false)
    let progress = program.progress(
      of: try Self.sessions([
        ("p", 1, "2026-10-01T08:00:00Z"), ("p", 2, "2026-10-01T09:00:00Z"),
        ("p", 4, "2026-10-03T09:00:00Z"), ("other", 3, "2026-10-03T09:00:00Z"),
      ]), today: try day("2026-10-03"), calendar: Self.utc, language: .source)
    #expect(progress.completedDays == [1, 2, 4])
    #expect(progress.nextDay == 3)
    #expect(!progress.finished)
    #expect(progress.availableToday)
    #expect(
      progress.days.map(\.completedOn) == [
        try day("2026-10-01"), try day("2026-10-01"), nil, try day("2026-10-03"), nil,
      ])
  }

  /// One new day per logical day: the second new day the same day waits,
  /// and counts when done again another day; a repeat counts once.
  @Test func oneNewDayPerLogicalDay() throws {
    let program = Self.program(days: 3, oneNewDayPerLogicalDay: true)
    let records = try Self.sessions([
      ("p", 2, "2026-10-01T21:00:00Z"), ("p", 1, "2026-10-01T08:00:00Z"),
      ("p", 1, "2026-10-02T08:00:00Z"),
    ])
    let first = program.progress(
      of: records, today: try day("2026-10-02"), calendar: Self.utc, language: .source)
    #expect(first.completedDays == [1])
    #expect(first.waiting == [2])
    #expect(first.nextDay == 2)
    #expect(first.availableToday)  // the 10-02 session repeated day 1: nothing new today
    let later = program.progress(
      of: records + (try Self.sessions([("p", 2, "2026-10-02T22:00:00Z")])),
      today: try day("2026-10-02"), calendar: Self.utc, language: .source)
    #expect(later.completedDays == [1, 2])
    #expect(later.waiting == [])
    #expect(later.nextDay == 3)
    #expect(!later.availableToday)
  }

  @Test func finishedAndBeyond() throws {
    let program = Self.program(days: 2, oneNewDayPerLogicalDay: false)
    let progress = program.progress(
      of: try Self.sessions([
        ("p", 1, "2026-10-01T08:00:00Z"), ("p", 2, "2026-10-02T08:00:00Z"),
        ("p", 9, "2026-10-03T08:00:00Z"),
      ]), today: try day("2026-10-03"), calendar: Self.utc, language: .source)
    #expect(progress.finished)
    #expect(progress.nextDay == nil)
    #expect(!progress.availableToday)
    #expect(progress.beyondProgram == [9])
  }

  /// A program content no longer has is reported with its records.
  @Test func unknownProgramsAreReported() throws {
    let catalog = try HabitContent.bundled().programs
    let unknown = catalog.unknownPrograms(
      in: try Self.sessions([
        ("old-course", 2, "2026-10-01T08:00:00Z"), ("calm-start", 1, "2026-10-01T08:00:00Z"),
        ("old-course", 1, "2026-10-02T08:00:00Z"), ("old-course", 2, "2026-10-03T08:00:00Z"),
      ]))
    #expect(unknown == [UnknownProgram(programId: "old-course", records: 3, days: [1, 2])])
  }

  @Test func readingRecords() throws {
    let list = try ProgramSession.list(
      fromJSON: Data(
        #"[{"programId": "calm-start", "day": 1, "at": "2026-10-01T21:00:00+08:00"}]"#.utf8))
    #expect(list.map(\.day) == [1])
    for (json, field) in [
      (
        #"[{"programId": "calm-start", "day": 0, "at": "2026-10-01T21:00:00+08:00"}]"#, "records[0]"
      ),
      (#"[{"programId": "", "day": 1, "at": "2026-10-01T21:00:00+08:00"}]"#, "records[0]"),
      (#"[{"programId": "calm-start", "day": 1}]"#, "records[0].at"),
      (#"{}"#, "records"),
    ] {
      do {
        _ = try ProgramSession.list(fromJSON: Data(json.utf8))
        Issue.record("read \(json)")
      } catch {
        #expect(error.description.hasPrefix(field), "\(error)")
      }
    }
  }

  /// A broken programs file names the entry and the problem.
  @Test(arguments: [
    (
      ContentPatch.remove("programs.json", "programs[0].days[2].title.ja"),
      "programs.json: programs[0].days[2].title.ja: missing"
    ),
    (
      ContentPatch.set("programs.json", "programs[1].id", json: #""calm-start""#),
      "programs.json: programs[1].id: duplicate id \"calm-start\" (first at programs[0])"
    ),
    (
      ContentPatch.set("programs.json", "programs[0].days", json: "[]"),
      "programs.json: programs[0].days: 0 days; a program has 1-366"
    ),
  ])
  func brokenPrograms(patch: ContentPatch, problem: String) throws {
    let directory = try Fixtures.patchedContent([patch])
    do {
      _ = try ProgramCatalog.load(from: .directory(directory))
      Issue.record("loaded")
    } catch {
      #expect(error.description.contains(problem), "\(error.description)")
    }
  }
}
