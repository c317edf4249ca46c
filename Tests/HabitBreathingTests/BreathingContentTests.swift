import Foundation
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitBreathing

/// `breathing.json`: the bundled patterns and moods, and a broken file
/// naming the pattern and the phase.
@Suite struct BreathingContentTests {
  @Test func bundledPatternsAndMoods() throws {
    let breathing = try HabitContent.bundled().breathing
    #expect(breathing.patterns.map(\.id) == ["4-7-8", "box", "coherent", "wim-hof"])
    #expect(
      breathing.patterns.map { $0.phases.map(\.seconds) }.prefix(3) == [
        [4, 7, 8], [4, 4, 4, 4], [5, 5],
      ])
    let box = try #require(breathing.pattern(id: "box"))
    #expect(box.phases.map(\.kind) == [.inhale, .hold, .exhale, .holdEmpty])
    // A Wim Hof round: 30 power breaths (in, out), the retention on empty
    // lungs, the recovery breath in, held, out.
    let wimHof = try #require(breathing.pattern(id: "wim-hof"))
    #expect(wimHof.phases.count == 64)
    #expect(
      wimHof.phases.prefix(60).map(\.kind)
        == Array(repeating: [.inhale, .exhale], count: 30).flatMap { $0 })
    #expect(
      wimHof.phases.suffix(4) == [
        BreathPhase(.holdEmpty, seconds: 60), BreathPhase(.inhale, seconds: 2),
        BreathPhase(.hold, seconds: 15), BreathPhase(.exhale, seconds: 2),
      ])
    #expect(breathing.moods.map(\.value) == [1, 2, 3, 4, 5])
    #expect(breathing.languages == [.source, .english, .japanese, .korean])
    #expect(breathing.mood(5)?.name.string(in: .english) == "Calm")
    #expect(breathing.mood(6) == nil)
  }

  @Test(arguments: [
    (
      ContentPatch.set("breathing.json", "patterns[1].phases[2].seconds", json: "31"),
      "breathing.json: patterns[1].phases[2].seconds: pattern \"box\": phase 3 seconds is 31; use 1-30"
    ),
    (
      ContentPatch.set("breathing.json", "patterns[0].phases[1].seconds", json: "1.5"),
      "breathing.json: patterns[0].phases[1].seconds: wrong type: expected a whole number, found 1.5"
    ),
    (
      ContentPatch.set("breathing.json", "patterns[0].phases[1].kind", json: #""pause""#),
      "breathing.json: patterns[0].phases[1].kind: pattern \"4-7-8\": phase 2 kind \"pause\" is unknown; use inhale, hold, exhale, holdEmpty"
    ),
    (
      ContentPatch.set(
        "breathing.json", "patterns[2].phases", json: #"[{"kind": "inhale", "seconds": 5}]"#),
      "breathing.json: patterns[2].phases[0]: pattern \"coherent\": a pattern needs an inhale and an exhale"
    ),
    (
      ContentPatch.set("breathing.json", "patterns[3].rounds.retention", json: "0"),
      "breathing.json: patterns[3].rounds.retention: pattern \"wim-hof\": retention is 0; use 10-300"
    ),
    (
      ContentPatch.remove("breathing.json", "patterns[3].rounds.recoveryHold"),
      "breathing.json: patterns[3].rounds.recoveryHold: missing"
    ),
    (
      ContentPatch.set("breathing.json", "patterns[3].defaultCycles", json: "113"),
      "breathing.json: patterns[3].defaultCycles: 113 cycles of 64 phases are 7232 phases; a session has at most 7200"
    ),
    (
      ContentPatch.remove("breathing.json", "moods[4]"),
      "breathing.json: moods: 4 moods; give 5, from 1 (tense) to 5 (calm)"
    ),
    (
      ContentPatch.remove("breathing.json", "patterns[1].name.ko"),
      "breathing.json: patterns[1].name.ko: missing"
    ),
    (
      ContentPatch.set("programs.json", "programs[0].days[3].pattern", json: #""square""#),
      "programs.json: programs[0].days[3].pattern: \"square\" is not a pattern of breathing.json; use 4-7-8, box, coherent, wim-hof"
    ),
    (
      ContentPatch.set("programs.json", "programs[0].days[0].phases", json: "[4, 31]"),
      "programs.json: programs[0].days[0].phases: phases[1]: the exhale is 31 s; use whole seconds 1-30"
    ),
    (
      ContentPatch.remove("programs.json", "programs[0].days[0].cycles"),
      "programs.json: programs[0].days[0]: give either \"cycles\" or \"minutes\""
    ),
  ])
  func brokenContent(patch: ContentPatch, problem: String) throws {
    let directory = try Fixtures.patchedContent([patch])
    do {
      _ = try HabitContent.load(from: directory)
      Issue.record("loaded")
    } catch {
      #expect(error.description.contains(problem), "\(error.description)")
    }
  }
}
