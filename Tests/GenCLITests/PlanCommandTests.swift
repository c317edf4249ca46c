import Foundation
import Testing

@testable import GenCLI

@Suite struct PlanCommandTests {
  static let base = ["plan", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai"]

  @Test func jsonMatchesTheContract() throws {
    let outcome = runGen(
      Self.base + ["--json", "--completed", "2026-10-02", "--test-pending", "2"])
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let json = try jsonObject(outcome)
    #expect(json["timeZone"] as? String == "Asia/Shanghai")
    let nights = try #require(json["nights"] as? [[String: Any]])
    #expect(nights.count == 8)
    let first = try #require(nights.first)
    #expect(Set(first.keys) == ["night", "start", "end", "completed", "reminders"])
    #expect(first["night"] as? String == "2026-10-01")
    #expect(first["start"] as? String == "2026-10-01T20:30:00+08:00")
    #expect(first["end"] as? String == "2026-10-02T04:00:00+08:00")
    #expect(nights[1]["completed"] as? Bool == true)
    let reminder = try #require((first["reminders"] as? [[String: Any]])?.first)
    #expect(
      Set(reminder.keys) == ["id", "night", "number", "at", "level", "messageId", "title", "body"])
    #expect(reminder["id"] as? String == "bedtime.2026-10-01.1")
    #expect((reminder["at"] as? String)?.hasSuffix("+08:00") == true)
    let queue = try #require(json["queue"] as? [String: Any])
    #expect(Set(queue.keys) == ["limit", "testPending", "ids", "lastAt", "nightsCovered"])
    #expect(queue["limit"] as? Int == 60)
    #expect(queue["testPending"] as? Int == 2)
    let ids = try #require(queue["ids"] as? [String])
    #expect(ids.count == 58)
    #expect(!ids.contains { $0.hasPrefix("bedtime.2026-10-02.") })
  }

  @Test func readableTableByDefault() {
    let outcome = runGen(Self.base + ["--nights", "2", "--locale", "en-GB"])
    #expect(outcome.exitCode == 0)
    let text = outcome.standardOutput
    #expect(text.contains("Tonight, Thu Oct 1, 2026  20:30–04:00"))
    #expect(text.contains("\nFri Oct 2, 2026  20:30–04:00"))
    #expect(text.contains("Winding down | "))
    #expect(text.contains("Queue: "))
  }

  @Test func noOptionsUsesTheEnvironment() {
    let outcome = runGen(["plan"])
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput.hasPrefix("Asia/Shanghai 的睡前提醒，时段 20:30至04:00，频率正常"))
  }

  @Test func contentDirectoryProblemsAreExit65() throws {
    let missing = runGen(Self.base + ["--content", "/nonexistent"])
    #expect(missing.exitCode == 65)
    #expect(missing.standardError == "gen: /nonexistent: content directory not found\n")

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gen-plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"{"titles": [], "messages": []}"#.utf8)
      .write(to: directory.appendingPathComponent("messages.json"))
    let broken = runGen(Self.base + ["--content", directory.path])
    #expect(broken.exitCode == 65)
    let lines = broken.standardError.split(separator: "\n")
    #expect(lines.first == "gen: planner.json: file not found or not readable")
    #expect(lines.contains("gen: messages.json: titles: missing the title of level 1"))
    #expect(lines.contains("gen: messages.json: test: missing"))
    #expect(lines.count == 12, "\(broken.standardError)")
  }

  @Test(arguments: [
    // extra arguments, message
    (
      ["--frequency", "often"], "invalid --frequency value \"often\": expected low, normal or high"
    ),
    (
      ["--intensity", "wild"],
      "invalid --intensity value \"wild\": expected gentle, normal or crazy"
    ),
    (
      ["--seed", "-1"],
      "invalid --seed value \"-1\": expected a whole number 0-18446744073709551615"
    ),
    (["--nights", "0"], "invalid --nights value \"0\": expected a whole number 1-31"),
    (["--nights", "32"], "invalid --nights value \"32\": expected a whole number 1-31"),
    (["--test-pending", "5"], "invalid --test-pending value \"5\": expected a whole number 0-4"),
    (
      ["--completed", "2026-10-32"],
      "invalid --completed day \"2026-10-32\": expected YYYY-MM-DD, comma-separated"
    ),
    (
      ["--window", "20:30"],
      "invalid --window value \"20:30\": expected HH:MM-HH:MM, such as 20:30-04:00"
    ),
    (
      ["--frequncy", "low"],
      "unknown option \"--frequncy\" for gen plan; did you mean \"--frequency\"? (see gen plan --help)"
    ),
  ])
  func badOptionsAreOneLineExit64(extra: [String], message: String) {
    let outcome = runGen(Self.base + extra)
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == "gen: \(message)\n")
    #expect(outcome.standardOutput.isEmpty)
  }
}
