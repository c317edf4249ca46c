import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// `gen advice --plan FILE --sessions FILE`: today's target from the plan,
/// the sessions done today from the file, `remainingToday` in the JSON.
@Suite struct AdvicePlanTests {
  /// A plan file in the temporary directory.
  static func planFile(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "advice-plan-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url.path
  }

  /// Thursday 2026-12-03 in New York, 21:00, with a 04:00 rollover.
  ///
  /// Done today:
  /// 09:00 and 20:00 (20:30 ends after now); 02:00 on Dec 3 belongs to
  /// Wednesday; one on Tuesday. Streak: Tue, Wed, Thu = 3.
  static let sessions = """
    [{"id": "tue", "start": "2026-12-01T10:00:00-05:00", "minutes": 25},
     {"id": "wed-night", "start": "2026-12-03T02:00:00-05:00", "minutes": 25},
     {"id": "a", "start": "2026-12-03T09:00:00-05:00", "minutes": 25},
     {"id": "b", "start": "2026-12-03T20:00:00-05:00", "minutes": 25},
     {"id": "late", "start": "2026-12-03T20:50:00-05:00", "minutes": 25}]
    """
  static let moment = [
    "--now", "2026-12-03T21:00:00-05:00", "--tz", "America/New_York", "--rollover", "04:00",
  ]

  @Test(arguments: [
    // Thursday's target (index 4), sessions done, remaining.
    (5, 2, 3), (2, 2, 0), (1, 2, 0), (0, 2, 0),
  ])
  func remainingToday(target: Int, done: Int, remaining: Int) throws {
    let plan = try Self.planFile(#"{"targets": [9, 9, 9, 9, \#(target), 9, 9]}"#)
    let outcome = runGen(
      ["advice", "--plan", plan, "--sessions", "-", "--json", "--locale", "en"] + Self.moment,
      stdin: Self.sessions)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    #expect(json["remainingToday"] as? Int == remaining)
    #expect(json["remaining"] as? Int == remaining)
    #expect(json["done"] as? Int == done)
    #expect(json["target"] as? Int == target)
    #expect(json["day"] as? String == "2026-12-03")
    #expect(json["tier"] as? String == "building")  // the streak of 3 from the sessions
    let first = try #require((json["sentences"] as? [String])?.first)
    if remaining > 0 { #expect(first.contains("\(remaining) sessions left")) }
  }

  /// At 02:30 on Friday, with the 04:00 rollover, it is still Thursday:
  /// its sessions count (3 of a target of 5: "late" has ended by now), and
  /// the sentence about today defers the other 2 to after sleep.
  @Test func lateAtNightTheRestWaits() throws {
    let plan = try Self.planFile(#"{"targets": [9, 9, 9, 9, 5, 9, 9]}"#)
    let outcome = runGen(
      [
        "advice", "--plan", plan, "--sessions", "-", "--json", "--locale", "en",
        "--now", "2026-12-04T02:30:00-05:00", "--tz", "America/New_York", "--rollover", "04:00",
      ], stdin: Self.sessions)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    #expect(json["day"] as? String == "2026-12-03")
    #expect(json["done"] as? Int == 3)
    #expect(json["remainingToday"] as? Int == 2)
    #expect(
      json["sentences"] as? [String] == [
        "The rest can wait until you've slept.", "A few more days like this and it gets easier.",
      ])
  }

  /// Without `--plan` the content's default plan counts: Thursday's is 2.
  @Test func theDefaultPlan() throws {
    let outcome = runGen(
      ["advice", "--sessions", "-", "--streak", "9", "--json"] + Self.moment, stdin: Self.sessions)
    let json = try jsonObject(outcome)
    #expect(json["target"] as? Int == 2)
    #expect(json["remainingToday"] as? Int == 0)
    #expect(json["tier"] as? String == "steady")
  }

  @Test(arguments: [
    (
      #"{"targets": [1, 2]}"#,
      "gen: --plan PATH: targets: 2 targets; give 7, one per weekday, Sunday first\n"
    ),
    (
      #"{"targets": [1, 2, 3, 4, 5, 6, 700]}"#,
      "gen: --plan PATH: targets[6]: 700 is not a day's target; use 0-48 sessions\n"
    ),
  ])
  func badPlanIsOneLineExit65(json: String, message: String) throws {
    let plan = try Self.planFile(json)
    let outcome = runGen(["advice", "--plan", plan, "--streak", "1"])
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardError == message.replacingOccurrences(of: "PATH", with: plan))
  }

  @Test func plannedAndDoneGiveWayToThePlanAndSessions() throws {
    let plan = try Self.planFile(#"{"targets": [1, 1, 1, 1, 1, 1, 1]}"#)
    let planned = runGen(["advice", "--plan", plan, "--streak", "1", "--planned", "3"])
    #expect(planned.exitCode == 64)
    let done = runGen(
      ["advice", "--plan", plan, "--sessions", "-", "--done", "1"] + Self.moment,
      stdin: Self.sessions)
    #expect(done.exitCode == 64)
    #expect(done.standardError.hasPrefix("gen: --done:"))
  }
}

/// `gen card session --task NAME`.
@Suite struct CardTaskTests {
  static let arguments = [
    "card", "session", "--sessions", "Examples/data/sessions.json", "--now",
    "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai",
  ]

  @Test func theTaskIsOnTheCardAndInTheJSON() throws {
    let task = "Thesis <ch. 3> & \"notes\""
    let svg = runGen(Self.arguments + ["--task", task, "--svg", "--locale", "en"])
    #expect(svg.exitCode == 0, "\(svg.standardError)")
    PictureTests.expectStandalone(svg.standardOutput)
    let texts = try SVGElements.texts(svg.standardOutput)
    #expect(texts.contains { $0.text == "Task: \(task)" && $0.attributes["data-value"] == task })
    #expect(!svg.standardOutput.contains("<ch. 3>"))
    let json = try jsonObject(runGen(Self.arguments + ["--task", task, "--json"]))
    #expect(json["task"] as? String == task)
    let none = try jsonObject(runGen(Self.arguments + ["--json"]))
    #expect(none.keys.contains("task"))
    #expect(none["task"] is NSNull)
  }

  /// The table shows the task under the scene, only when there is one.
  @Test func theTaskIsInTheTable() {
    let table = runGen(Self.arguments + ["--task", "Chapter-3", "--locale", "en"])
    #expect(
      table.standardOutput.contains(
        "  soundscape  seaside\n  task        Chapter-3\n  miles       250\n"))
    let none = runGen(Self.arguments + ["--locale", "en"])
    #expect(none.standardOutput.contains("  soundscape  seaside\n  miles       250\n"))
  }

  @Test(arguments: [
    ("", "gen: --task: a task name needs 1-100 characters, found 0\n"),
    (
      String(repeating: "x", count: 101),
      "gen: --task: a task name needs 1-100 characters, found 101\n"
    ),
  ])
  func badTaskNames(task: String, message: String) {
    let outcome = runGen(Self.arguments + ["--task", task])
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == message)
  }

  @Test func aTaskWithALineBreakIsRefused() {
    let outcome = runGen(Self.arguments + ["--task", "one\ntwo"])
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.hasPrefix("gen: --task "))
    #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
  }
}
