import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitPlanner

/// Replays `Fixtures/planner-vectors.json`, written by the independent
/// Python port in `Tests/port/planner_reference.py`: the generator's raw
/// outputs and bounded draws, and whole night plans in odd zones.
@Suite struct PlannerVectorTests {
  struct Vectors: Decodable {
    struct Generator: Decodable {
      let seed: String
      let outputs: [String]
      let below: [String: UInt64]
    }
    struct Plan: Decodable {
      struct Night: Decodable {
        struct Reminder: Decodable {
          let at: String
          let level: Int
          let messageId: String
        }
        let night: String
        let start: String
        let end: String
        let reminders: [Reminder]
      }
      let seed: String
      let timeZone: String
      let window: String
      let frequency: BedtimeSettings.Frequency
      let intensity: BedtimeSettings.Intensity
      let nights: [Night]
    }
    let generators: [Generator]
    let plans: [Plan]
  }

  static let vectors: Vectors? = try? JSONDecoder().decode(
    Vectors.self, from: Data(contentsOf: Fixtures.url("planner-vectors.json")))

  @Test func fixtureLoads() throws {
    let vectors = try #require(Self.vectors)
    #expect(vectors.generators.count >= 4)
    #expect(vectors.plans.count >= 9)
  }

  @Test(arguments: vectors?.generators ?? [])
  func generatorOutputs(_ vector: Vectors.Generator) throws {
    let seed = try #require(UInt64(vector.seed))
    var generator = SplitMix64(state: seed)
    #expect((0..<vector.outputs.count).map { _ in String(generator.next()) } == vector.outputs)
    for (bound, expected) in vector.below {
      var fresh = SplitMix64(state: seed)
      #expect(fresh.next(below: try #require(UInt64(bound))) == expected, "below \(bound)")
    }
  }

  @Test(arguments: vectors?.plans ?? [])
  func plansReplay(_ vector: Vectors.Plan) throws {
    let content = try HabitContent.bundled()
    let settings = BedtimeSettings(
      window: try #require(NightWindow(vector.window)), frequency: vector.frequency,
      intensity: vector.intensity, seed: try #require(UInt64(vector.seed)))
    let planner = BedtimePlanner(
      settings: settings, calendar: CivilCalendar(timeZone: try zone(vector.timeZone)),
      content: content, language: .english)
    for night in vector.nights {
      let plan = planner.plan(for: try day(night.night))
      #expect(plan.bounds.start == (try moment(night.start)), "\(night.night) start")
      #expect(plan.bounds.end == (try moment(night.end)), "\(night.night) end")
      let replayed = plan.reminders.map {
        "\(ISO8601Moment($0.at, secondsFromUTC: 0)) L\($0.level) \($0.messageId)"
      }
      let expected = night.reminders.map { "\($0.at) L\($0.level) \($0.messageId)" }
      #expect(replayed == expected, "\(vector.timeZone) \(night.night)")
    }
  }
}
