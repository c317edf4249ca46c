import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import Testing

@testable import HabitBreathing

/// Custom patterns, cycles and minutes: each bad value one clear error
/// naming the phase or the field.
@Suite struct PatternValidationTests {
  @Test(arguments: [
    ("4,0,8", "phases[1]: the hold is 0 s; use whole seconds 1-30"),
    ("4,31,8", "phases[1]: the hold is 31 s; use whole seconds 1-30"),
    ("4,1.5,8", "phases[1]: the hold is \"1.5\", not a length; use whole seconds 1-30"),
    ("-3,4", "phases[0]: the inhale is \"-3\", not a length; use whole seconds 1-30"),
    ("4,,8", "phases[1]: the hold is \"\", not a length; use whole seconds 1-30"),
    ("4,4,4,x", "phases[3]: the holdEmpty is \"x\", not a length; use whole seconds 1-30"),
    (
      "4",
      "phases: 1 phase; a pattern needs an inhale and an exhale; give 2-4 lengths: inhale, hold, "
        + "exhale, hold after exhale (4,7,8)"
    ),
    (
      Array(repeating: "4", count: 40).joined(separator: ","),
      "phases: 40 phases; the most is 4; give 2-4 lengths: inhale, hold, exhale, hold after exhale "
        + "(4,7,8)"
    ),
    (
      "99999999999999999999,4",
      "phases[0]: the inhale is \"99999999999999999999\", not a length; use whole seconds 1-30"
    ),
  ])
  func badCustomText(text: String, error: String) {
    #expect(Self.message(text) == error)
  }

  static func message(_ text: String) -> String? {
    do {
      _ = try BreathingPattern(parsing: text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ([0, 4], "phases[0]: the inhale is 0 s; use whole seconds 1-30"),
    ([4, 31], "phases[1]: the exhale is 31 s; use whole seconds 1-30"),
    ([4, 4, -1], "phases[2]: the exhale is -1 s; use whole seconds 1-30"),
    ([4, 4, 4, 0], "phases[3]: the holdEmpty is 0 s; use whole seconds 1-30"),
    (
      [],
      "phases: 0 phases; a pattern needs an inhale and an exhale; give 2-4 lengths: inhale, hold, exhale, hold after exhale (4,7,8)"
    ),
  ])
  func badCustomSeconds(seconds: [Int], error: String) {
    #expect(Self.secondsMessage(seconds) == error)
  }

  static func secondsMessage(_ seconds: [Int]) -> String? {
    do {
      _ = try BreathingPattern(customSeconds: seconds)
      return nil
    } catch {
      return error.description
    }
  }

  /// Every whole length 1-30 in every position is accepted, and the kinds
  /// follow the positions.
  @Test func everyValidLengthIsAccepted() throws {
    for count in 2...4 {
      for seconds in 1...30 {
        let pattern = try BreathingPattern(customSeconds: Array(repeating: seconds, count: count))
        #expect(pattern.phases.map(\.seconds) == Array(repeating: seconds, count: count))
        #expect(pattern.cycleMs == seconds * count * 1_000)
      }
    }
    #expect(
      try BreathingPattern(parsing: " 4, 7 ,8").phases.map(\.kind) == [.inhale, .hold, .exhale])
    #expect(try BreathingPattern(parsing: "4,4,4,4").id == "custom-4-4-4-4")
  }

  @Test func cyclesAndMinutesAreBounded() throws {
    let pattern = try BreathingPattern(customSeconds: [4, 4])
    for cycles in [0, -1, 3_601, Int.max] {
      #expect(throws: InputError(field: "cycles", message: "\(cycles) cycles; use 1-3600")) {
        try BreathingTimeline(pattern, cycles: cycles)
      }
    }
    let wimHof = try #require(try HabitContent.bundled().breathing.pattern(id: "wim-hof"))
    #expect(try BreathingTimeline(wimHof, cycles: 112).phases.count == 7_168)
    #expect(
      throws: InputError(
        field: "cycles",
        message: "113 cycles of wim-hof are 7232 phases; a session has at most 7200, 112 cycles "
          + "of this pattern")
    ) { try BreathingTimeline(wimHof, cycles: 113) }
    #expect(try BreathingTimeline(wimHof, minutes: 120).cycles == 37)
    #expect(try BreathingTimeline(pattern, cycles: 3_600).phases.count == 7_200)
    for minutes in [0, 121, Int.min] {
      #expect(throws: InputError(field: "minutes", message: "\(minutes) minutes; use 1-120")) {
        try BreathingTimeline(pattern, minutes: minutes)
      }
    }
  }
}
