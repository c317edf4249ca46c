import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// Every input bounded, round 2 (HabitRules.docc/CommandLine.md, "Limits"): the list readers stop
/// at their first wrong value, direction controls never reach the terminal raw, echoed values are
/// cut, and a stderr line is at most 1,000 characters as printed.
@Suite struct BoundedInputsTests {
  static let later = ["--now", "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai"]

  static func session(_ id: String, minutes: Int = 25, day: Int = 1) -> String {
    #"{"id": "\#(id)", "start": "2026-11-\#(String(format: "%02d", day))T08:00:00+08:00", "minutes": \#(minutes)}"#
  }

  @Test func aBadFirstSessionStopsBeforeTheRestIsRead() {
    // What follows session 0 is not JSON: only a read that stops there names minutes.
    let stdin =
      "[" + Self.session("bad", minutes: 0) + ", " + String(repeating: "x", count: 100_000)
    let outcome = runGen(["growth", "--sessions", "-"] + Self.later, stdin: stdin)
    #expect(outcome.exitCode == 65)
    #expect(
      outcome.standardError
        == #"gen: --sessions standard input: sessions[0] "bad".minutes: 0 is not a session length; use whole minutes 1-1440"#
        + "\n")
  }

  @Test(
    arguments: [
      (
        ["goal", "wish", "--target", "100", "--deposits", "-"],
        "deposits[0]: expected an object, found a number"
      ),
      (
        ["goal", "program", "--program", "calm-start", "--records", "-"],
        "records[0]: expected an object, found a number"
      ),
    ])
  func zerosStopAtTheFirstElement(arguments: [String], message: String) {
    // `[0,0,...` and then not JSON: the reader stops at element 0.
    let stdin = "[0," + String(repeating: "0,", count: 10_000) + "x"
    let outcome = runGen(arguments + Self.later, stdin: stdin)
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardError.hasSuffix(": " + message + "\n"))
  }

  @Test(
    arguments: [
      (
        ["growth", "--sessions", "-", "--tz", "\u{202E}1", "--now", "2026-12-01T12:00:00Z"],
        "\\u202E1"
      ),
      (["goal", "\u{2066}x"], "\\u2066x"),
      (["card", "\u{202B}x"], "\\u202Bx"),
      (["\u{202D}x"], "\\u202Dx"),
    ])
  func directionControlsAreEscapedInErrors(arguments: [String], escaped: String) {
    let outcome = runGen(arguments, stdin: "[]")
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.contains(escaped))
    #expect(!outcome.standardError.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
    #expect(!outcome.standardError.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
  }

  @Test func sessionIdsInATableAreEscaped() {
    let stdin =
      "["
      + Self.session("s\u{202E}1").replacingOccurrences(
        of: "}", with: #", "sceneId": "rain\u2067"}"#) + "]"
    for command in [["growth"], ["card", "session"], ["review"]] {
      let outcome = runGen(command + ["--sessions", "-"] + Self.later, stdin: stdin)
      #expect(outcome.exitCode == 0, "\(command): \(outcome.standardError)")
      let printed = outcome.standardOutput + outcome.standardError
      #expect(
        !printed.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2067 }, "\(command)")
    }
  }

  @Test func aLongStartIsCutInTheMessage() throws {
    let start = String(repeating: "9", count: 5_000)
    let stdin = #"[{"id": "a", "start": "\#(start)", "minutes": 25}]"#
    let outcome = runGen(["growth", "--sessions", "-"] + Self.later, stdin: stdin)
    #expect(outcome.exitCode == 65)
    let line = try #require(outcome.standardError.split(separator: "\n").first)
    #expect(line.count < 400)
    #expect(line.contains(String(repeating: "9", count: 200) + "…\""))
  }

  /// The cap counts `gen: ` and the escapes as printed (README: 1,000 characters).
  @Test(arguments: ["\u{1B}", "\u{202E}", "a", "\n"])
  func aStderrLineIsAtMostAThousandCharacters(unit: String) {
    let text = CLI.stderrText([String(repeating: unit, count: 3_000)])
    #expect(text.hasPrefix("gen: "))
    #expect(text.hasSuffix("…\n"))
    #expect(text.dropLast().unicodeScalars.count <= 1_000)
    #expect(text.dropLast().unicodeScalars.count >= 990)
  }

  @Test func aContentDirectoryNameIsEscapedInTheSummary() throws {
    let copy = try Fixtures.patchedContent([])
    let odd = copy.deletingLastPathComponent().appendingPathComponent(
      "c\ngen: injected\u{1B}[2J\u{85}\t\u{202E}-\(UUID())")
    try FileManager.default.moveItem(at: copy, to: odd)
    defer { try? FileManager.default.removeItem(at: odd) }
    let outcome = runGen(["validate", "--content", odd.path, "--locale", "en"])
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let first = try #require(outcome.standardOutput.split(separator: "\n").first)
    #expect(first.contains(#"c\ngen: injected\u001B[2J\u0085\t\u202E-"#))
    #expect(!outcome.standardOutput.split(separator: "\n").contains { $0.hasPrefix("gen: ") })
    #expect(
      !outcome.standardOutput.unicodeScalars.contains {
        [0x1B, 0x85, 0x09, 0x202E].contains($0.value)
      })
  }

  @Test func aLongContentPathIsCutAt200() throws {
    let path = "/" + String(repeating: "p", count: 100_000)
    let outcome = runGen(["validate", "--content", path])
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardError.count < 400)
    #expect(outcome.standardError.contains(String(repeating: "p", count: 199) + "…"))
  }

  /// gen remind reads weekdays out of order or repeated as the set they name, with a note.
  @Test(
    arguments: [
      ("[3, 2]", "[3, 2] is read as [2, 3]", 2), ("[2, 2]", "[2, 2] is read as [2]", 1),
      ("[7, 1, 1]", "[7, 1, 1] is read as [1, 7]", 2),
    ])
  func weekdaysAreASetWithANote(weekdays: String, note: String, days: Int) throws {
    let rules =
      #"[{"id": "w", "title": "T", "time": "09:00", "repeat": {"kind": "weekly", "weekdays": \#(weekdays)}}]"#
    let outcome = runGen(
      ["remind", "--reminders", "-", "--count", "\(days)", "--json"] + Self.later, stdin: rules)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(
      outcome.standardError
        == #"gen: note: --reminders standard input: reminders[0] "w".repeat.weekdays: "# + note
        + "; weekdays are a set, each day once, ascending\n")
  }

  @Test func weekdaysAlreadyASetHaveNoNote() {
    let rules =
      #"[{"id": "w", "title": "T", "time": "09:00", "repeat": {"kind": "weekly", "weekdays": [2, 4]}}]"#
    let outcome = runGen(["remind", "--reminders", "-"] + Self.later, stdin: rules)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == "")
  }

  @Test func pendingStopsAfterTenThousand() {
    let item = #"{"id": "other.app"}"#
    let sync = ["sync", "--pending", "-"] + Self.later
    let atCap = runGen(
      sync, stdin: "[" + Array(repeating: item, count: 10_000).joined(separator: ",") + "]")
    #expect(atCap.exitCode == 0, "\(atCap.standardError)")
    // One more, then not even JSON: the read stops at element 10,000.
    let over = runGen(
      sync, stdin: "[" + Array(repeating: item, count: 10_001).joined(separator: ",") + ",x")
    #expect(over.exitCode == 65)
    #expect(
      over.standardError
        == "gen: --pending standard input: more than 10000 entries; a device keeps 64 pending "
        + "requests per app, and at most 10000 are read\n")
  }
}
