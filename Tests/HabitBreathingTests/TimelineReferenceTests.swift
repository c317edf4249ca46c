import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import HabitBreathing

/// The timeline against the independent Python port
/// (`Tests/port/breathing_reference.py`): every content pattern and six
/// custom ones, 1-100 cycles each; totals exact, the phases' text and the
/// lookups at every boundary and 1 ms either side hashed alike.
@Suite struct TimelineReferenceTests {
  struct Vector: Decodable {
    let pattern: String
    let cycles: Int
    let totalMs: Int
    let phaseCount: Int
    let phasesHash: String
    let lookupsHash: String
  }

  struct File: Decodable {
    let custom: [[Int]]
    let vectors: [Vector]
  }

  static func file() throws -> File {
    let data = try Data(contentsOf: Fixtures.url("breathing-vectors.json"))
    return try JSONDecoder().decode(File.self, from: data)
  }

  /// FNV-1a 64, as the port hashes its texts.
  static func fnv1a(_ text: String) -> String {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  static func patterns(custom: [[Int]]) throws -> [String: BreathingPattern] {
    var patterns: [String: BreathingPattern] = [:]
    for pattern in try HabitContent.bundled().breathing.patterns { patterns[pattern.id] = pattern }
    for seconds in custom {
      let pattern = try BreathingPattern(customSeconds: seconds)
      patterns[pattern.id] = pattern
    }
    return patterns
  }

  @Test func everyPatternAndCycleCountMatchesThePort() throws {
    let file = try Self.file()
    let patterns = try Self.patterns(custom: file.custom)
    #expect(file.vectors.count == patterns.count * 100)
    for vector in file.vectors {
      let pattern = try #require(patterns[vector.pattern], "\(vector.pattern)")
      let timeline = try BreathingTimeline(pattern, cycles: vector.cycles)
      let label = "\(vector.pattern) x\(vector.cycles)"
      #expect(timeline.totalMs == vector.totalMs, "\(label)")
      #expect(timeline.phases.count == vector.phaseCount, "\(label)")
      let text = timeline.phases.map { "\($0.kind.rawValue) \($0.startMs) \($0.ms) \($0.cycle)\n" }
      #expect(Self.fnv1a(text.joined()) == vector.phasesHash, "\(label)")
      var lookups = ""
      for boundary in timeline.phases.map(\.startMs) + [timeline.totalMs] {
        for offset in boundary - 1...boundary + 1 {
          if let phase = timeline.phase(atMs: offset) {
            lookups += "\(offset) \(phase.kind.rawValue) \(phase.cycle)\n"
          } else {
            lookups += "\(offset) none\n"
          }
        }
      }
      #expect(Self.fnv1a(lookups) == vector.lookupsHash, "\(label)")
    }
  }

  /// The structure, without the port: contiguous from 0 to the total,
  /// cycles numbered from 1 in order, every lookup inside its phase.
  @Test func phasesAreContiguousAndLookupsLandInside() throws {
    let patterns = try Self.patterns(custom: Self.file().custom)
    for pattern in patterns.values {
      for cycles in [1, 2, 7, 100] {
        let timeline = try BreathingTimeline(pattern, cycles: cycles)
        var end = 0
        for (index, phase) in timeline.phases.enumerated() {
          #expect(phase.startMs == end)
          #expect(phase.cycle == index / pattern.phases.count + 1)
          #expect(timeline.phase(atMs: phase.startMs) == phase)
          #expect(timeline.phase(atMs: phase.startMs + phase.ms - 1) == phase)
          end += phase.ms
        }
        #expect(end == timeline.totalMs)
        #expect(timeline.phase(atMs: -1) == nil)
        #expect(timeline.phase(atMs: timeline.totalMs) == nil)
        #expect(timeline.phase(atMs: Int.max) == nil)
        #expect(timeline.phase(atMs: Int.min) == nil)
      }
    }
  }

  /// A timeline decoded from elsewhere whose cycles differ is looked up
  /// phase by phase, not by the first cycle's shape.
  @Test func decodedTimelineWithUnequalCycles() throws {
    let json = #"""
      {"pattern": "mixed", "cycles": 2, "totalMs": 10000, "phases": [
        {"kind": "inhale", "startMs": 0, "ms": 1000, "cycle": 1},
        {"kind": "exhale", "startMs": 1000, "ms": 1000, "cycle": 1},
        {"kind": "inhale", "startMs": 2000, "ms": 6000, "cycle": 2},
        {"kind": "exhale", "startMs": 8000, "ms": 2000, "cycle": 2}]}
      """#
    let timeline = try JSONDecoder().decode(BreathingTimeline.self, from: Data(json.utf8))
    let expected: [(Int, BreathKind?, Int?)] = [
      (0, .inhale, 1), (999, .inhale, 1), (1_000, .exhale, 1), (1_999, .exhale, 1),
      (2_000, .inhale, 2), (5_000, .inhale, 2), (7_999, .inhale, 2), (8_000, .exhale, 2),
      (9_999, .exhale, 2), (10_000, nil, nil), (-1, nil, nil),
    ]
    for (offset, kind, cycle) in expected {
      let phase = timeline.phase(atMs: offset)
      #expect(phase?.kind == kind && phase?.cycle == cycle, "\(offset)")
    }
  }

  /// Hand-worked totals: 4-7-8 is 19 s a cycle, box 16 s, coherent 10 s,
  /// a Wim Hof round 30 x (2 + 2) + 60 + 2 + 15 + 2 = 199 s.
  @Test(arguments: [
    ("4-7-8", 4, 76_000), ("box", 5, 80_000), ("coherent", 30, 300_000), ("wim-hof", 3, 597_000),
  ])
  func bundledPatternsAndTheirDefaults(id: String, cycles: Int, totalMs: Int) throws {
    let pattern = try #require(try HabitContent.bundled().breathing.pattern(id: id))
    #expect(pattern.defaultCycles == cycles)
    #expect(try BreathingTimeline(pattern, cycles: pattern.defaultCycles).totalMs == totalMs)
  }

  /// Minutes give the fewest whole cycles that last that long.
  @Test(arguments: [
    ([4, 7, 8], 1, 4, 76_000), ([5, 5], 3, 18, 180_000), ([4, 4, 4, 4], 2, 8, 128_000),
    ([1, 1], 120, 3_600, 7_200_000), ([30, 30, 30, 30], 1, 1, 120_000),
  ])
  func minutesRoundUpToWholeCycles(seconds: [Int], minutes: Int, cycles: Int, totalMs: Int)
    throws
  {
    let timeline = try BreathingTimeline(BreathingPattern(customSeconds: seconds), minutes: minutes)
    #expect(timeline.cycles == cycles)
    #expect(timeline.totalMs == totalMs)
  }
}
