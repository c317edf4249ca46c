import Foundation
import HabitToolkit
import Testing

@testable import GenCLI

/// Every mix of demo and real records, across growth, the review, cards,
/// streaks, goals and badges (HabitRules.docc/Demo.md): once one record is
/// real, each command prints exactly what the real records alone give, and
/// never `"demo": true`.
@Suite struct DemoMixPropertyTests {
  /// How many random mixes each command runs over.
  static let mixes = 40

  static let now = ["--now", "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai"]

  /// A command and one record of its input, by index (0-29, each on its
  /// own day and time before now) and demo flag.
  struct Command: Sendable, CustomStringConvertible {
    let name: String
    let arguments: [String]
    let record: @Sendable (Int, Bool) -> String

    var description: String { name }
  }

  static func moment(_ index: Int) -> String {
    let day = 1 + index % 30
    let hour = 7 + index % 13
    return String(format: "2026-11-%02dT%02d:%02d:00+08:00", day, hour, (index * 7) % 50)
  }

  static let commands: [Command] = [
    Command(name: "growth", arguments: ["growth", "--sessions", "-", "--json"]) { index, demo in
      #"{"id": "s\#(index)", "start": "\#(moment(index))", "minutes": \#(10 + index), "demo": \#(demo)}"#
    },
    Command(name: "review", arguments: ["review", "--sessions", "-", "--json"]) { index, demo in
      #"{"id": "s\#(index)", "start": "\#(moment(index))", "minutes": \#(10 + index), "demo": \#(demo)}"#
    },
    Command(name: "card week", arguments: ["card", "week", "--sessions", "-", "--svg"]) {
      index, demo in
      #"{"id": "s\#(index)", "start": "\#(moment(index))", "minutes": \#(10 + index), "demo": \#(demo)}"#
    },
    Command(name: "streak", arguments: ["streak", "--records", "-", "--json"]) { index, demo in
      let day = String(moment(index).prefix(10))
      return #"{"day": "\#(day)", "at": "\#(moment(index))", "demo": \#(demo)}"#
    },
    Command(
      name: "goal wish",
      arguments: ["goal", "wish", "--target", "100000", "--deposits", "-", "--json"]
    ) { index, demo in
      #"{"at": "\#(moment(index))", "amount": \#(100 * (index + 1)), "demo": \#(demo)}"#
    },
    Command(
      name: "goal program",
      arguments: ["goal", "program", "--program", "calm-start", "--records", "-", "--json"]
    ) { index, demo in
      #"{"programId": "calm-start", "day": \#(1 + index % 7), "at": "\#(moment(index))", "demo": \#(demo)}"#
    },
    Command(name: "badges", arguments: ["badges", "--events", "-", "--json"]) { index, demo in
      #"{"at": "\#(moment(index))", "kind": "track", "quantity": \#(index + 1), "demo": \#(demo)}"#
    },
  ]

  @Test(arguments: commands)
  func everyDemoMix(command: Command) throws {
    var failures: [String] = []
    for seed in 0..<Self.mixes {
      var random = SplitMix64(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 5)
      let count = random.next(in: 1...12)
      let indices = random.shuffled(Array(0..<30)).prefix(count)
      let flags = indices.map { _ in random.next(in: 0...2) == 0 }
      let mixed = zip(indices, flags).map { command.record($0, $1) }
      let real = zip(indices, flags).filter { !$0.1 }.map { command.record($0.0, false) }
      guard !real.isEmpty else { continue }
      let both = runGen(
        command.arguments + Self.now, stdin: "[" + mixed.joined(separator: ",") + "]")
      let alone = runGen(
        command.arguments + Self.now, stdin: "[" + real.joined(separator: ",") + "]")
      if both.exitCode != 0 || both.standardOutput != alone.standardOutput
        || both.standardOutput.contains("\"demo\" : true")
      {
        failures.append("seed \(seed): \(both.standardError)")
      }
    }
    #expect(failures.isEmpty, "\(command): \(failures.prefix(3))")
  }
}
